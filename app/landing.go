package app

import "lwl/widgets/doc"

// A jump (a search's match, a mark, a line, the filter's place) puts its
// place on top. In a document still arriving (a pipe, the filter's lines)
// the text after the place may not be there yet: the view stops at the
// last screen there is, short of the place, and would stay there. The
// jump is kept as a landing and made again as the text grows, while the
// view stays where the jump left it.

// landing is a jump the end of a document still arriving cut short.
type landing struct {
	doc   *doc.Document
	off   int64   // the source offset the jump puts on top
	above int     // rows shown above it (the layout's jump-target)
	top   doc.Pos // where the jump left the view
	after func()  // called after each landing (nil: none)
}

// land puts source offset off on the row above+1 of the screen, and keeps
// the jump for later when the document's end cut it short; after, if not
// nil, runs after it and after each landing again.
func (a *App) land(off int64, above int, after func()) {
	d := a.ui.view.Document()
	p := d.PosOfSrc(min(off, d.Size()))
	a.ui.view.ScrollTo(p)
	short := a.ui.view.Top() != a.ui.view.RowStart(p) || off > d.Size()
	if above > 0 {
		a.ui.view.ScrollBy(-above)
	}
	a.life.dropLanding()
	if short && !d.Complete() {
		a.life.keepLanding(&landing{doc: d, off: off, above: above, top: a.ui.view.Top(), after: after})
	}
	if after != nil {
		after()
	}
}

// landAgain makes a cut-short jump again after the document grew, unless
// the user moved since or another document shows.
func (a *App) landAgain() {
	l := a.life.landing
	if l == nil {
		return
	}
	if a.ui.view.Document() != l.doc || a.ui.view.Top() != l.top {
		a.life.dropLanding()
		return
	}
	a.land(l.off, l.above, l.after)
}
