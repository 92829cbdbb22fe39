package app

import (
	"fmt"

	"lwl/widgets/doc"
)

// beforeDraw runs before each frame, once the last frame's layout is
// known: it reads ahead on a stream, keeps the links pane on the selected
// link and sets the status bar's right side. It reports whether that side
// changed.
func (a *App) beforeDraw() bool {
	a.readAhead()
	a.syncLinksPane()
	a.numberLines()
	a.keepLinkShown()
	return a.statusRight()
}

// keepLinkShown has the status bar show the selected link's destination
// again while the link is on screen and nothing else is said: a key that
// moves the screen (j) clears the message, not the selection.
func (a *App) keepLinkShown() {
	if a.input.mode != mode(a.input.ground) || a.ui.status.Message() != "" || a.ui.previewing {
		return
	}
	if _, selected, on := a.input.chosen.Selected(); selected && on {
		a.showSelectedLink()
	}
}

// numberLines has the filtered lines numbered by their place in the file,
// as less numbers them; any other document by its own.
func (a *App) numberLines() {
	if f := a.filtering(); f != nil {
		if f.Job.Grow != nil {
			f.orig.Doc.Refresh() // a pipe read on by the filter: its lines count too
		}
		a.ui.view.SetLineNumberer(f.Numberer())
		return
	}
	a.ui.view.SetLineNumberer(nil)
}

// readAhead asks a stream for text past the bottom of the screen: without
// it a pipe is read no further.
func (a *App) readAhead() {
	d := a.ui.view.Document()
	if s, ok := d.Source().(*doc.StreamSource); ok {
		s.Want(d.SrcOffset(a.ui.view.Bottom()))
	}
}

// syncLinksPane shows the document's links with the selected one marked.
func (a *App) syncLinksPane() {
	a.ui.links.Sync(a.ui.view.Document(), a.ui.view.SelectedLink())
}

// statusRight sets the status bar's right side: the document's name (marked
// in the source view, with the file's number and the filter) and the
// position, "line N  P%", "~" while lines are still counted and "+" while
// the input is still arriving. It reports whether that changed.
func (a *App) statusRight() bool {
	d := a.ui.view.Document()
	line, exact := d.LineAt(a.ui.view.Top())
	if f := a.filtering(); f != nil {
		line, exact = f.LineOf(d.SrcOffset(a.ui.view.Top()))
	}
	approx := ""
	if !exact {
		approx = "~" // still counting in the background
	}
	pct := 100
	bottom := a.ui.view.Bottom()
	if size := d.Size(); size > 0 && bottom != d.End() {
		pct = int(d.SrcOffset(bottom) * 100 / size)
	}
	more := ""
	if !d.Complete() {
		more = "+"
	}
	position := fmt.Sprintf("line %s%d  %d%%%s", approx, line, pct, more)
	if s, ok := d.Source().(*doc.StreamSource); ok && s.Opening() {
		position = "waiting for input" // a FIFO no one writes to yet
	}
	name := a.viewName() + a.statusSuffix()
	return a.ui.setRight(name, position)
}
