package app

import (
	"bufio"
	"io"
	"iter"

	"lwl/widgets/doc"
)

// A document whose URL (bro's "Retrieved from" header, or --base) ends in
// #frag opens at that anchor (doc.AnchorLine), once all of it arrived, as
// long as the user has not moved meanwhile; with no such anchor it says so
// and stays at the top.

// landFragment looks for the start document's fragment once it is
// complete. It runs before each frame and costs nothing once done.
func (a *App) landFragment() {
	if a.shown.fragmentDone() {
		return
	}
	d := a.ui.view.Document()
	if a.shown.baseMayArrive() && !d.Complete() {
		return // the header may still arrive
	}
	if a.shown.base == nil || a.shown.base.Fragment == "" || a.moved() {
		a.shown.fragmentLooked()
		return
	}
	if !d.Complete() {
		return
	}
	a.shown.fragmentLooked()
	frag, src := a.shown.base.Fragment, d.Source()
	size := src.Size()
	a.work(func() {
		n, ok := doc.AnchorLine(sourceLines(io.NewSectionReader(src, 0, size)), frag)
		a.post(func() {
			switch {
			case a.ui.view.Document() != d || a.moved():
			case ok:
				a.noteJump()
				a.ui.view.ScrollTo(d.PosOfLine(n + 1)) // AnchorLine counts from 0
			default:
				a.ui.status.SetMessage("No section #" + frag)
			}
		})
	})
}

// moved reports whether the view left the top or selected something.
func (a *App) moved() bool {
	st := a.ui.view.State()
	return st.Top != (doc.Pos{}) || st.SelectedLink >= 0 || st.HScroll != 0
}

// sourceLines are r's lines without their newlines; a line longer than
// the reader's buffer comes in pieces (an anchor is never that long).
func sourceLines(r io.Reader) iter.Seq[string] {
	return func(yield func(string) bool) {
		br := bufio.NewReaderSize(r, 64<<10)
		for {
			line, more, err := br.ReadLine()
			if len(line) > 0 || err == nil {
				if !yield(string(line)) {
					return
				}
			}
			for more && err == nil {
				_, more, err = br.ReadLine() // the rest of a long line
			}
			if err != nil {
				return
			}
		}
	}
}
