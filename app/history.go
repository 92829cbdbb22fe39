package app

import (
	"net/url"
	"weak"

	"lwl/widgets"
	"lwl/widgets/doc"
)

// History keeps where the user was, not what was open there: a page names
// how to reopen its document (a file by its path, an embedded document by
// its bytes) and a place in it by source offsets, which survive a reparse.
// Only a document that cannot be made again — a pipe's — is kept, and
// there is at most one: the one lwl started with. Following a link a
// thousand times costs a hundred small pages and one open file.

// maxHistory bounds the pages kept; the oldest go first, except the page of
// a kept document, the only way back to it.
const maxHistory = 100

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

// push remembers the place on screen, to come back to with back.
func (a *App) push() {
	d, st := a.ui.view.Document(), a.ui.view.State()
	p := page{
		reopen: reopener(d), left: weak.Make(d),
		top: d.SrcOffset(st.Top), hscroll: st.HScroll, link: st.SelectedLink, match: st.SelectedMatch,
		name: a.shown.name, path: a.shown.path, base: a.shown.base, autoBase: a.shown.autoBase, links: d.Options().Links,
	}
	if p.reopen == nil {
		p.doc = d
	}
	a.shown.remember(p, func(p page) bool { return p.doc != nil && !a.madeByOpen(p.doc) }) // the way back to a pipe
	a.keepOutputs()
}

// back returns to the last page left: the same document if it is still on
// screen, the kept one, or the document made again.
func (a *App) back() {
	p, ok := a.shown.popPage()
	if !ok {
		if !a.sessionStep(-1) {
			a.ui.status.SetMessage("No previous document")
		}
		return
	}
	cur := a.ui.view.Document()
	d := p.doc
	if d == nil && p.left.Value() == cur {
		d = cur
	}
	if d == nil {
		var err error
		opts := cur.Options()
		opts.Links = p.links
		if d, err = p.reopen(opts); err != nil {
			a.ui.status.SetError("Cannot go back to " + p.name + ": " + err.Error())
			return
		}
		a.watch(d)
	}
	a.endSearch()
	d.Refresh() // a stream may have grown, a file changed, meanwhile
	a.ui.view.Restore(widgets.ViewState{Doc: d, Top: d.PosOfSrc(p.top), HScroll: p.hscroll,
		SelectedLink: p.link, SelectedMatch: p.match})
	if d != cur {
		leave(cur)
	}
	a.shown.nowShows(p.name, p.path, p.base, p.autoBase)
	a.ui.title.SetText(p.name)
	a.keepOutputs()
	a.showSelectedLink() // the link selected there, where it leads
}

// leave lets go of a document no longer shown: a file is closed (a page
// reopens it); a stream stays, as pages hold it.
func leave(d *doc.Document) {
	if f, ok := d.Source().(*doc.FileSource); ok {
		f.Close()
	}
}
