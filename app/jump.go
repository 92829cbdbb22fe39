package app

import (
	"errors"
	"strconv"
	"strings"

	"lwl/widgets/doc"
)

// Where a jump lands: on the jump-target row, and, in a document still
// arriving, again as the text after it comes.

// JumpTarget is less's -j: the screen row a jump (a search, +NUMBER, a
// line number with g) puts its line on. Line counts from 1 at the top,
// or from -1 at the bottom; a Fraction (.5: the middle) is of the
// screen's height. The zero value leaves the layout's jump-target.
type JumpTarget struct {
	Line     int
	Fraction float64
	Set      bool
}

// ParseJumpTarget reads N, -N or .F (a fraction); "" is the zero value.
func ParseJumpTarget(s string) (JumpTarget, error) {
	if s == "" {
		return JumpTarget{}, nil
	}
	if frac, ok := strings.CutPrefix(s, "."); ok {
		f, err := strconv.ParseFloat("0."+frac, 64)
		if err != nil || strings.ContainsAny(frac, "+-eE") {
			return JumpTarget{}, errors.New("must be a row (1: the top, -1: the bottom) or a fraction as .5")
		}
		return JumpTarget{Fraction: f, Set: true}, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil {
		return JumpTarget{}, errors.New("must be a row (1: the top, -1: the bottom) or a fraction as .5")
	}
	return JumpTarget{Line: n, Set: true}, nil
}

// rowsAbove is how many rows of a screen height rows high go above the
// target line, within the screen.
func (j JumpTarget) rowsAbove(height int) int {
	var n int
	switch {
	case j.Line > 0:
		n = j.Line - 1
	case j.Line < 0:
		n = height + j.Line
	default:
		n = int(j.Fraction * float64(height))
	}
	return min(max(n, 0), max(height-1, 0))
}

// jumpRows is how many rows above its line a jump leaves: -j's, or the
// layout's jump-target.
func (a *App) jumpRows() int {
	if a.opts.JumpTarget.Set {
		return a.opts.JumpTarget.rowsAbove(a.ui.view.Height())
	}
	return max(a.opts.Layout.Document.JumpTarget-1, 0)
}

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
