package browse

import (
	"net/url"
	"weak"

	"lwl/widgets/doc"
)

// History keeps where the user was, not what was open there: a page names
// how to reopen its document (a file by its path, an embedded document by
// its bytes) and a place in it by source offsets, which survive a reparse.
// Only a document that cannot be made again — a pipe's — is kept, and
// there is at most one: the one lwl started with. Following a link a
// thousand times costs a hundred small pages and one open file.

// MaxHistory bounds the pages kept; the oldest go first, except the page of
// a kept document, the only way back to it.
const MaxHistory = 100

// page is a place left for another, to return to with back.
type page struct {
	// doc is the document itself when it cannot be reopened, else nil.
	doc *doc.Document
	// reopen makes the document again (nil when doc is kept).
	reopen func(doc.ParseOptions) (*doc.Document, error)
	// left is the document left, to go on with it when it is still the
	// one on screen (back after a jump to a section).
	left weak.Pointer[doc.Document]
	// top is the source offset of the top row; link is the selected
	// link's ID (a source offset too), match the selected match's.
	top         int64
	hscroll     int
	link, match int64
	name, path  string
	base        *url.URL
	autoBase    bool
	// links is the document's kind, which reopening keeps.
	links doc.LinkSyntax
}

// reopener is how d can be made again, or nil if it cannot (a stream).
func reopener(d *doc.Document) func(doc.ParseOptions) (*doc.Document, error) {
	switch src := d.Source().(type) {
	case *doc.FileSource:
		path := src.Path()
		return func(opts doc.ParseOptions) (*doc.Document, error) {
			f, err := doc.OpenFile(path)
			if err != nil {
				return nil, err
			}
			return doc.New(f, opts), nil
		}
	case doc.BytesSource:
		return func(opts doc.ParseOptions) (*doc.Document, error) { return doc.New(src, opts), nil }
	}
	return nil
}

// Push remembers the place on screen, to come back to with Back. A new
// page ends the way forward, as in a browser.
func (c *Controller) Push() {
	c.remember(c.here())
	c.clearAhead()
}

// here is the place on screen as a page.
func (c *Controller) here() page {
	d, at, s := c.host.Document(), c.host.Place(), c.host.Shown()
	p := page{
		reopen: reopener(d), left: weak.Make(d),
		top: d.SrcOffset(at.Top), hscroll: at.HScroll, link: at.Link, match: at.Match,
		name: s.Name, path: s.Path, base: s.Base, autoBase: s.AutoBase, links: d.Options().Links,
	}
	if p.reopen == nil {
		p.doc = d
	}
	return p
}

// clearAhead forgets the pages Back left, which Forward returns to.
func (c *Controller) clearAhead() {
	clear(c.ahead)
	c.ahead = c.ahead[:0]
}

// remember pushes p on the history. Beyond MaxHistory the oldest page goes,
// unless it is the way back to a pipe, which stays at the bottom (the page
// above it goes).
func (c *Controller) remember(p page) {
	c.history = append(c.history, p)
	if len(c.history) > MaxHistory {
		drop := 0
		if first := c.history[0]; first.doc != nil && !c.host.MadeByOpen(first.doc) {
			drop = 1
		}
		c.history = append(c.history[:drop], c.history[drop+1:]...)
	}
}

// Back returns to the last page left: the same document if it is still on
// screen, the kept one, or the document made again. With none, it goes to
// the session's previous page.
func (c *Controller) Back() {
	p, ok := c.popPage()
	if !ok {
		if !c.sessionStep(-1) {
			c.host.SetMessage("No previous document")
		}
		return
	}
	left := c.here()
	if c.goTo(p, "Cannot go back to ") {
		c.ahead = append(c.ahead, left)
	}
}

// Forward returns to the page the last Back left; with none, on the page
// this lwl began with, it goes to the session's next page. (A page this
// lwl went on to is the newest: the session's pages come before it.)
func (c *Controller) Forward() {
	n := len(c.ahead)
	if n == 0 {
		if len(c.history) > 0 || !c.sessionStep(+1) {
			c.host.SetMessage("No next document")
		}
		return
	}
	p := c.ahead[n-1]
	c.ahead[n-1] = page{}
	c.ahead = c.ahead[:n-1]
	left := c.here()
	if c.goTo(p, "Cannot go forward to ") {
		c.remember(left)
	}
}

// goTo shows page p: the same document if it is still on screen, the kept
// one, or the document made again. It reports whether it could; failed
// says so before the page's name.
func (c *Controller) goTo(p page, failed string) bool {
	cur := c.host.Document()
	d := p.doc
	if d == nil && p.left.Value() == cur {
		d = cur
	}
	if d == nil {
		var err error
		opts := cur.Options()
		opts.Links = p.links
		if d, err = p.reopen(opts); err != nil {
			c.host.SetError(failed + p.name + ": " + err.Error())
			return false
		}
	}
	d.Refresh() // a stream may have grown, a file changed, meanwhile
	c.host.Return(d, Place{Top: d.PosOfSrc(p.top), HScroll: p.hscroll, Link: p.link, Match: p.match},
		Shown{Name: p.name, Path: p.path, Base: p.base, AutoBase: p.autoBase})
	return true
}

// popPage takes the last page left off the history; false when there is
// none.
func (c *Controller) popPage() (page, bool) {
	n := len(c.history)
	if n == 0 {
		return page{}, false
	}
	p := c.history[n-1]
	c.history[n-1] = page{} // holds nothing once popped
	c.history = c.history[:n-1]
	return p, true
}

// Len is how many pages Back can return to in this lwl.
func (c *Controller) Len() int { return len(c.history) }

// Kept are the documents the history holds themselves, which cannot be
// made again.
func (c *Controller) Kept() []*doc.Document {
	var kept []*doc.Document
	for _, p := range append(c.history[:len(c.history):len(c.history)], c.ahead...) {
		if p.doc != nil {
			kept = append(kept, p.doc)
		}
	}
	return kept
}

// KeepNewest drops the pages of the documents counted names beyond the
// newest max of them.
func (c *Controller) KeepNewest(max int, counted func(*doc.Document) bool) {
	kept := 0
	for i := len(c.history) - 1; i >= 0; i-- {
		if !counted(c.history[i].doc) {
			continue
		}
		if kept++; kept > max {
			c.history = append(c.history[:i], c.history[i+1:]...)
		}
	}
}

// Replaced puts now in the place of old, which a reload replaced, in the
// history and as the session's current page.
func (c *Controller) Replaced(old, now *doc.Document) {
	for _, pages := range [][]page{c.history, c.ahead} {
		for i := range pages {
			if pages[i].doc == old {
				pages[i].doc = now
			}
		}
	}
	if c.across.doc == old {
		c.across.doc, c.across.saved = now, -1
	}
}
