package app

import (
	"github.com/gdamore/tcell/v2"

	"lwl/app/config"
)

// mode is an input state: what the keys do for a while. Each kind lives in a
// file of its own (mode_*.go): the ground mode (keys.yaml's ground
// bindings), the prompt, hint labels, the link picker, and a key waiting for
// its second key. App holds the one in force; when none other is, the
// ground mode.
type mode interface {
	// key handles a key pressed while the mode is in force. It returns the
	// key when the focused widget is to have it (the prompt's line edits
	// with it), nil when the mode took it.
	key(ev *tcell.EventKey) *tcell.EventKey
	// indicator is the status bar's mode indicator while the mode is in
	// force (":" the ground mode's, "/" "?" ">" "!" the prompts').
	indicator() string
	// end takes the mode's marks off the screen; App calls it when the mode
	// is left for any reason.
	end()
}

// handleKey is the input capture: every key goes to the mode in force.
func (a *App) handleKey(ev *tcell.EventKey) *tcell.EventKey {
	if a.life.stopping.Load() {
		return nil // lwl is ending: keys typed ahead do nothing
	}
	a.noteKey()
	a.ui.endPreview()
	return a.input.mode.key(ev)
}

// enterMode puts m in force, ending the one before.
func (a *App) enterMode(m mode) {
	a.leaveMode()
	a.input.enter(m)
	a.ui.status.SetMode(m.indicator())
}

// leaveMode ends the mode in force and returns to the ground mode.
func (a *App) leaveMode() {
	if a.input.mode == mode(a.input.ground) {
		return
	}
	m := a.input.toGround()
	a.ui.status.SetMode(a.input.ground.indicator())
	m.end()
}

// dispatch runs the action of table that keys bind ev to, with count, and
// reports whether ev is bound. A binding to an action the table lacks does
// nothing: keys.yaml is checked against the tables when it is read.
func (a *App) dispatch(table actionTable, keys map[string]config.Binding, ev *tcell.EventKey, count int) bool {
	b, ok := keys[config.EventName(ev)]
	if !ok {
		return false
	}
	if act, ok := table.find(b.Action); ok {
		act.run(a, b.Arg, count)
	}
	return true
}
