package app

import "github.com/gdamore/tcell/v2"

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
