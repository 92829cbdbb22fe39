package app

import (
	"errors"
	"io"
	"net/url"
	"strings"

	"lwl/app/links"
	"lwl/app/session"
	"lwl/internal/quote"
	"lwl/widgets"
	"lwl/widgets/doc"
)

// The session (app/session) carries the history from one lwl to the next
// when follow's command replaces lwl: the page on screen is written to it
// when lwl leaves it for another process or for another page of the
// session, and back, forward and the history list (B) read it. Backspace
// goes through this lwl's own history first (history.go), then the
// session's.

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

// startAcross says at start what was wrong with the session or the
// visited file, and draws the visited links.
func (a *App) startAcross() {
	if a.opts.StartNote != "" {
		a.ui.status.SetMessage(a.opts.StartNote)
	}
	if a.shown.browse.DrawsVisited() {
		a.ui.view.SetVisited(a.shown.browse.LinkVisited)
	}
}

// syncSession writes the page on screen to the session as its current
// page: pushed if the session's current page is another, and its place.
func (a *App) syncSession() error {
	s := a.opts.Session
	if s == nil {
		return nil
	}
	d := a.ui.view.Document()
	if a.shown.sessionBehind(d, a.storedAsText(d)) {
		if err := s.Push(a.sessionPage(d)); err != nil {
			return err
		}
		a.shown.sessionPushed()
	}
	a.shown.sessionHolds(d, a.storedAsText(d))
	if a.storedAsText(d) && a.shown.textUnsaved(d.Source().Size()) {
		size := d.Source().Size()
		if err := s.SaveText(io.NewSectionReader(d.Source(), 0, size)); err != nil {
			return err
		}
		a.shown.sessionSaved(size)
	}
	st := a.ui.view.State()
	return s.UpdatePlace(session.Place{Top: int(d.SrcOffset(st.Top)), Left: st.HScroll, Link: int(st.SelectedLink)})
}

// storedAsText reports whether the session keeps d's text (a pipe's, a
// command's output, a document inside lwl) rather than its file's path.
func (a *App) storedAsText(d *doc.Document) bool {
	_, file := d.Source().(*doc.FileSource)
	return !file || a.shown.path == ""
}

// sessionPage is the page on screen as the session keeps it.
func (a *App) sessionPage(d *doc.Document) session.Page {
	p := session.Page{Name: a.shown.name, Title: documentTitle(d)}
	if !a.storedAsText(d) {
		p.File = a.shown.path
	}
	if a.shown.base != nil {
		p.URL = a.shown.base.String()
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
func (a *App) sessionStep(dir int) bool {
	s := a.opts.Session
	if s == nil {
		return false
	}
	if err := a.syncSession(); err != nil {
		a.ui.status.SetError("History: " + err.Error())
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
		a.ui.status.SetError("History: " + err.Error())
		return true
	}
	a.showVisit(v)
	return true
}

// forward is alt-right: the next page of the session.
func (a *App) forward() {
	if !a.sessionStep(+1) {
		a.ui.status.SetMessage("No next document")
	}
}

// showVisit shows a page of the session in place of the one on screen, at
// the place it was left, and makes it the session's current page.
func (a *App) showVisit(v session.Visit) {
	src, err := doc.OpenFile(v.Source)
	if err != nil {
		a.ui.status.SetError("Cannot go to " + v.Name + ": " + quote.FileError(v.Source, err).Error())
		a.shown.sessionElsewhere() // the session is elsewhere now: write this page again
		return
	}
	d := doc.New(src, a.optionsFor(v.Name, src))
	old := a.ui.view.Document()
	a.endSearch()
	a.watch(d)
	a.ui.view.Restore(widgets.ViewState{Doc: d, Top: d.PosOfSrc(int64(v.Place.Top)), HScroll: v.Place.Left,
		SelectedLink: int64(v.Place.Link), SelectedMatch: -1})
	if old != d {
		leave(old)
	}
	var base *url.URL
	if v.URL != "" {
		base, _ = links.ParseBase(v.URL)
	}
	a.shown.nowShows(v.Name, v.File, base, false)
	kept := int64(-1)
	if v.File == "" {
		kept = src.Size() // the session's own copy
	}
	a.shown.cameFromSession(d, v.File, kept)
	a.ui.title.SetText(v.Name)
	a.keepOutputs()
	a.showSelectedLink()
}

// followInPlace has follow's command replace lwl for the selected link.
func (a *App) followInPlace(cmd string) {
	if !a.linkUnusable() {
		a.handOver(cmd, a.commandEnv())
	}
}

// handOver has cmd replace lwl, handing it the session so the lwl it
// starts goes on with the same history.
func (a *App) handOver(cmd string, env []string) {
	if a.cannotRun(cmd, env) {
		return
	}
	if err := a.syncSession(); err != nil {
		a.ui.status.SetError("History: " + err.Error() + " (the next page starts a history of its own)")
	} else if e := a.opts.Session.Env(); e != "" {
		env = append(env, e)
	}
	a.life.execAfter(&ExecRequest{Command: cmd, Env: env, KeepSession: true})
	a.Stop()
}
