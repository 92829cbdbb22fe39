package app

import "lwl/app/config"

import "github.com/gdamore/tcell/v2"

// mode is a pager mode that takes the keys for a while: hint labels, the
// link picker. Each lives in a file of its own (mode_*.go); App holds the
// one in force (nil: the ground mode, keys.yaml's ground bindings).
type mode interface {
	// key handles a key pressed while the mode is in force.
	key(ev *tcell.EventKey)
	// status is the mode's line for the status bar while it is in force.
	status() string
	// indicator is the status bar's mode indicator while it is in force
	// (":" is the ground mode's, "/" "?" ">" "!" the prompts').
	indicator() string
	// end takes the mode's marks off the screen; App calls it when the mode
	// is left for any reason.
	end()
}

// enterMode puts m in force, ending the one before.
func (a *App) enterMode(m mode) {
	a.leaveMode()
	a.mode = m
	a.status.SetMode(m.indicator())
	a.status.SetMessage(m.status())
}

// leaveMode ends the mode in force, if any, and returns to the ground mode.
func (a *App) leaveMode() {
	if a.mode == nil {
		return
	}
	m := a.mode
	a.mode = nil
	a.status.SetMode(":")
	m.end()
}

// modeKey gives a key to the mode in force; false if there is none.
func (a *App) modeKey(ev *tcell.EventKey) bool {
	if a.mode == nil {
		return false
	}
	a.mode.key(ev)
	return true
}

// modeBinding is the binding of a key in a keys.yaml mode, if any.
func (a *App) modeBinding(mode string, ev *tcell.EventKey) (config.Binding, bool) {
	b, ok := a.opts.Keys[mode][config.EventName(ev)]
	return b, ok
}
