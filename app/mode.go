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
	a.life.makeStartMove()
	a.noteKey()
	if a.holdTypedAhead(ev) {
		return nil
	}
	defer a.releaseTypedAhead() // after a key that stopped the start search
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

// The pending mode: a key that needs a second one (m a, ' a, :n, -S, the
// answer to "overwrite?", any key that stops F) waits for it. The next key,
// whatever it is, goes to the command and the ground mode is back.

// pendingMode is a command waiting for its second key.
type pendingMode struct {
	a    *App
	then func(ev *tcell.EventKey)
}

// await makes the next key go to then, with a message saying what is
// wanted.
func (a *App) await(message string, then func(ev *tcell.EventKey)) {
	a.enterMode(&pendingMode{a: a, then: then})
	a.ui.status.SetMessage(message)
}

// indicator is the ground mode's: the command was typed there.
func (m *pendingMode) indicator() string { return m.a.input.ground.indicator() }

func (m *pendingMode) end() {}

// key leaves the mode first, so the command may enter another (:e opens
// the prompt).
func (m *pendingMode) key(ev *tcell.EventKey) *tcell.EventKey {
	m.a.leaveMode()
	m.a.ui.status.ClearMessage()
	m.then(ev)
	return nil
}

// abandoned reports whether ev is esc or ctrl-c, which abandon a command
// waiting for its second key.
func abandoned(ev *tcell.EventKey) bool {
	return ev.Key() == tcell.KeyEscape || ev.Key() == tcell.KeyCtrlC
}
