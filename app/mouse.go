package app

import (
	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"
)

// Mouse clicks on links: a click on a link in the document selects it, a
// click on the selected link follows it (as Enter does); in the links pane
// a click selects and a double click follows; in the link picker a click
// moves to a row and a second one follows it. The wheel is the widgets'.

// setupMouse turns mouse reporting on unless the layout says mouse: false,
// and routes clicks on the document's links.
func (a *App) setupMouse() {
	on := !a.opts.Layout.Document.NoMouse
	a.ui.tv.EnableMouse(on)
	if !on {
		return
	}
	a.ui.tv.SetMouseCapture(a.mouse)
	a.ui.links.SetOnFollow(func(id int64) {
		a.pickLink(id)
		a.followChosen()
	})
}

// enableMouse asks the terminal for button and wheel reports, unless the
// layout says mouse: false; tview applies its own setting only to a screen
// it makes itself, so Run calls this.
func (a *App) enableMouse(screen tcell.Screen) {
	if a.opts.Layout.Document.NoMouse {
		screen.DisableMouse()
		return
	}
	screen.EnableMouse(tcell.MouseButtonEvents)
}

// mouse is tview's mouse capture: it takes the clicks on the document's
// links and passes on everything else.
func (a *App) mouse(ev *tcell.EventMouse, action tview.MouseAction) (*tcell.EventMouse, tview.MouseAction) {
	if action != tview.MouseLeftClick && action != tview.MouseLeftDoubleClick {
		return ev, action
	}
	a.noteKey() // background work gives way to clicks as to keys
	x, y := ev.Position()
	switch m := a.input.mode.(type) {
	case *promptMode:
		return ev, action
	case *pendingMode:
		// A command waiting for its second key (F, m, an overwrite
		// question) takes a click as esc, then the click acts.
		m.key(tcell.NewEventKey(tcell.KeyEscape, 0, tcell.ModNone))
	case *pickerMode:
		m.click(x, y, action == tview.MouseLeftDoubleClick)
		return nil, action
	case *hintMode:
		// A click ends hints, as a key that is not a label, and then acts
		// as a click does: on a link, it selects it.
		a.input.hints.Cancel()
	}
	if !a.ui.view.InRect(x, y) {
		return ev, action
	}
	vx, vy, _, _ := a.ui.view.GetInnerRect()
	id, ok := a.ui.view.LinkAt(x-vx, y-vy)
	if !ok {
		return ev, action
	}
	if id == a.ui.view.SelectedLink() {
		a.followChosen()
		return nil, action
	}
	a.ui.view.SelectLink(id)
	a.showSelectedLink()
	return nil, action
}
