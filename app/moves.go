package app

import (
	"strconv"

	"lwl/widgets/doc"
)

// The moves of the ground mode: scrolling by rows, screens and columns,
// and going to a line, the top, the bottom or a percentage.

func (a *App) scroll(arg string, count int) {
	n, _, _ := scrollAmount(arg)
	if n > 0 && a.opts.QuitAtEOF != 0 {
		a.scrollToQuit(arg, count)
		return
	}
	a.scrollRows(arg, count)
}

func (a *App) scrollRows(arg string, count int) {
	n, unit, _ := scrollAmount(arg)
	switch unit {
	case "half":
		a.ui.view.ScrollBy(n * a.halfRows(count)) // a count sets the size, as in less
		return
	case "page":
		if count > 0 {
			a.ui.view.ScrollBy(n * count) // less: a number before space or b is lines, not pages
			return
		}
		n *= a.ui.view.Height()
	}
	a.ui.view.ScrollBy(n * max(count, 1))
}

// top goes to the top, or with a count to that line.
func (a *App) top(count int) {
	a.noteJump()
	if count > 0 {
		a.gotoLine(count)
		return
	}
	a.ui.view.ScrollToTop()
}

// bottom goes to the bottom, or with a count to that line.
func (a *App) bottom(count int) {
	a.noteJump()
	if count > 0 {
		a.gotoLine(count)
		return
	}
	a.toEnd()
}

func (a *App) percent(count int) {
	a.noteJump()
	if f := a.filtering(); f != nil { // of the file, as less
		a.showFiltered(f.orig.Doc.Size() * int64(min(count, 100)) / 100)
		return
	}
	d := a.ui.view.Document()
	a.ui.view.ScrollTo(d.PosOfSrc(d.Size() * int64(min(count, 100)) / 100))
}

func (a *App) sideways(dir int, arg string, count int) {
	n := 8
	if arg != "" {
		n, _ = strconv.Atoi(arg)
	}
	if !a.ui.view.ScrollSideways(dir * n * max(count, 1)) {
		if a.ui.view.Options().Wrap != doc.WrapNone {
			a.ui.status.SetMessage("Sideways scrolling needs wrap: none")
		}
	}
}

func (a *App) gotoLine(n int) {
	if f := a.filtering(); f != nil { // the file's line, as less
		d := f.orig.Doc
		a.showFiltered(d.SrcOffset(d.PosOfLine(n)))
		return
	}
	d := a.ui.view.Document()
	a.land(d.SrcOffset(d.PosOfLine(n)), a.jumpRows(), nil) // a pipe's line may be near the end of what came
}

// showFiltered shows the place off of the file through the filter, or says
// that the filter has not got there yet.
func (a *App) showFiltered(off int64) {
	if !a.showFilePlace(off) {
		a.ui.status.SetMessage(notThatFar)
	}
}

// notThatFar says a place is past what the filter has gone through.
const notThatFar = "The filter has not got that far yet"

// scrollToQuit is a forward scroll under less's -e or -E: -E quits once
// the scroll shows the end of the text, -e when the end was on screen
// already (the second time the end is reached). A text still arriving
// has no end yet.
func (a *App) scrollToQuit(arg string, count int) {
	endBefore := a.endOnScreen()
	a.scrollRows(arg, count)
	if a.endOnScreen() && (a.opts.QuitAtEOF == 2 || endBefore) {
		a.quit()
	}
}

// endOnScreen reports whether the last row of a complete text is on
// screen.
func (a *App) endOnScreen() bool {
	d := a.ui.view.Document()
	return d.Complete() && a.ui.view.Bottom() == d.End()
}
