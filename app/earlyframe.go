package app

import (
	"github.com/gdamore/tcell/v2"

	"lwl/app/printout"
)

// The early frame (term.Terminal's DrawEarly) is drawn by the widgets on a
// printout.Grid, as they draw for -F, so it is the frame tcell shows next,
// cell for cell.

// DrawEarly draws the first frame on the terminal (see term.Terminal's
// DrawEarly), unless the start moves away from the top (the frame would
// flash the top first). Call it after New and StartAt, before Run.
func (a *App) DrawEarly() {
	t := a.opts.Terminal
	if t == nil || a.opts.Screen != nil {
		return
	}
	if a.life.startupMoves.MovesAway() {
		t.Proceed()
		return
	}
	t.DrawEarly(a.drawEarlyFrame)
}

// drawEarlyFrame draws the frame on g and says whether it could: a widget
// that asks g for what only a real screen has (printout.Grid implements the
// drawing calls) panics, and then tcell's frame is the first.
func (a *App) drawEarlyFrame(g *printout.Grid) (ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	a.drawFrame(g)
	return true
}

// drawFrame draws the layout on s as tview's frame does, with the hooks
// around it: the status bar's right side depends on the layout, so a
// layout that moved the document view is drawn twice.
func (a *App) drawFrame(s tcell.Screen) {
	w, h := s.Size()
	a.ui.root.SetRect(0, 0, w, h)
	a.syncWrap()
	a.beforeDraw()
	x, y, vw, vh := a.ui.view.GetRect()
	a.ui.root.Draw(s)
	if x2, y2, vw2, vh2 := a.ui.view.GetRect(); [4]int{x, y, vw, vh} != [4]int{x2, y2, vw2, vh2} && a.beforeDraw() {
		a.ui.root.Draw(s)
	}
}
