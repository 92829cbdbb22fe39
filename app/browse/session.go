package browse

import (
	"errors"
	"io"
	"net/url"
	"strings"

	"lwl/app/links"
	"lwl/app/session"
	"lwl/internal/quote"
	"lwl/widgets/doc"
)

// The session (app/session) carries the history from one lwl to the next
// when follow's command replaces lwl: the page on screen is written to it
// when lwl leaves it for another process or for another page of the
// session, and back, forward and the history list (B) read it. Back goes
// through this lwl's own history first (history.go), then the session's.

// acrossPages is what this lwl knows of its session.
type acrossPages struct {
	// doc is the document the session's current page describes, nil
	// before the page on screen was first written to it.
	doc *doc.Document
	// file is the path of the current page when it is a file, which
	// back may have opened again as another document.
	file string
	// list is the history list on screen (B), nil when it is not.
	list *doc.Document
	// saved is how many of doc's bytes the session keeps (its text).
	saved int64
	// fragDone: the start document's fragment was looked for, or needs
	// not be (fragment.go).
	fragDone bool
}

// Sync writes the page on screen to the session as its current page:
// pushed if the session's current page is another, and its place.
func (c *Controller) Sync() error {
	s := c.session
	if s == nil {
		return nil
	}
	d, shown := c.host.Document(), c.host.Shown()
	asText := storedAsText(d, shown)
	if c.across.doc != d && (asText || c.across.file != shown.Path) {
		if err := s.Push(sessionPage(d, shown)); err != nil {
			return err
		}
		c.across.saved = -1 // a new current page, whose text is not kept yet
	}
	c.across.doc, c.across.file = d, ""
	if !asText {
		c.across.file = shown.Path
	}
	if asText {
		if size := d.Source().Size(); c.across.saved != size {
			if err := s.SaveText(io.NewSectionReader(d.Source(), 0, size)); err != nil {
				return err
			}
			c.across.saved = size
		}
	}
	at := c.host.Place()
	return s.UpdatePlace(session.Place{Top: int(d.SrcOffset(at.Top)), Left: at.HScroll, Link: int(at.Link)})
}

// Env is the environment variable handing the session to the lwl a
// command starts, "" when there is none.
func (c *Controller) Env() string { return c.session.Env() }

// storedAsText reports whether the session keeps d's text (a pipe's, a
// command's output, a document inside lwl) rather than its file's path.
func storedAsText(d *doc.Document, shown Shown) bool {
	_, file := d.Source().(*doc.FileSource)
	return !file || shown.Path == ""
}

// sessionPage is the page on screen as the session keeps it.
func sessionPage(d *doc.Document, shown Shown) session.Page {
	p := session.Page{Name: shown.Name, Title: documentTitle(d)}
	if !storedAsText(d, shown) {
		p.File = shown.Path
	}
	if shown.Base != nil {
		p.URL = shown.Base.String()
	}
	return p
}

// documentTitle is the first Markdown heading near the top, "" if none.
func documentTitle(d *doc.Document) string {
	if d.NumChunks() == 0 {
		return ""
	}
	text := d.Chunk(0).Text
	for n := 0; n < 40 && text != ""; n++ {
		line, rest, _ := strings.Cut(text, "\n")
		text = rest
		if t, ok := strings.CutPrefix(strings.TrimSpace(line), "# "); ok {
			return quote.Cut(strings.TrimSpace(t), 200)
		}
	}
	return ""
}

// sessionStep goes to the session's previous (dir -1) or next page. It
// reports false, having said nothing, when there is none that way.
func (c *Controller) sessionStep(dir int) bool {
	s := c.session
	if s == nil {
		return false
	}
	if err := c.Sync(); err != nil {
		c.host.SetError("History: " + err.Error())
		return true
	}
	step := s.Back
	if dir > 0 {
		step = s.Forward
	}
	v, err := step()
	switch {
	case errors.Is(err, session.ErrNoPage):
		return false
	case err != nil:
		c.host.SetError("History: " + err.Error())
		return true
	}
	c.showVisit(v)
	c.clearAhead() // the pages Back left here lead on from another page
	return true
}

// showVisit shows a page of the session in place of the one on screen, at
// the place it was left, and makes it the session's current page.
func (c *Controller) showVisit(v session.Visit) {
	src, err := doc.OpenFile(v.Source)
	if err != nil {
		c.host.SetError("Cannot go to " + v.Name + ": " + quote.FileError(v.Source, err).Error())
		c.across.doc = nil // the session is elsewhere now: write this page again
		return
	}
	d := doc.New(src, c.host.OptionsFor(v.Name, src))
	var base *url.URL
	if v.URL != "" {
		base, _ = links.ParseBase(v.URL)
	}
	kept := int64(-1)
	if v.File == "" {
		kept = src.Size() // the session's own copy
	}
	// d is the session's current page; it has no fragment to look for.
	c.across.doc, c.across.file, c.across.saved, c.across.fragDone = d, v.File, kept, true
	c.host.Return(d, Place{Top: d.PosOfSrc(int64(v.Place.Top)), HScroll: v.Place.Left, Link: int64(v.Place.Link), Match: -1},
		Shown{Name: v.Name, Path: v.File, Base: base})
}
