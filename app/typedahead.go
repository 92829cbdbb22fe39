package app

import (
	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"lwl/app/config"
)

// Keys typed ahead of the start search (+/PATTERN). less makes its start
// search before it reads a key, so `lwl +/x file` and a g typed at once
// end at the top, and jjj typed at once three lines past the match. lwl
// searches in the background: the keys typed while the start search looks
// for its first match wait for it (lifeState.hold) and are handed on, in
// order, once it has landed or ended. A key that stops the search or
// quits is answered at once, as ctrl-c is in less.

// holdKeysForStartSearch makes the keys typed from now on wait, if the
// search just started is looking for its first match.
func (a *App) holdKeysForStartSearch() {
	if a.input.search.SeekingFirst() {
		a.life.holdKeys()
	}
}

// holdTypedAhead keeps ev for later if keys wait for the start search,
// and reports whether it did. esc, ctrl-c and the keys bound to stopping
// or quitting are not held.
func (a *App) holdTypedAhead(ev *tcell.EventKey) bool {
	a.releaseTypedAhead() // the search may have ended with no post since
	if !a.life.holdingKeys() {
		return false
	}
	switch ev.Key() {
	case tcell.KeyEscape, tcell.KeyCtrlC:
		return false
	}
	switch a.opts.Keys["ground"][config.EventName(ev)].Action {
	case "end-search", "interrupt", "quit":
		return false
	}
	return a.life.hold(ev)
}

// releaseTypedAhead hands on the keys that waited, once the start search
// has landed (or was stopped): each goes where a key typed now would.
func (a *App) releaseTypedAhead() {
	if !a.life.holdingKeys() || a.input.search.SeekingFirst() {
		return
	}
	for _, ev := range a.life.endHold() {
		if a.life.stopping.Load() {
			return
		}
		a.deliverKey(ev)
	}
}

// deliverKey handles ev as tview does a key from the terminal: the input
// capture first, then the focused primitive.
func (a *App) deliverKey(ev *tcell.EventKey) {
	ev = a.handleKey(ev)
	if ev == nil {
		return
	}
	if p := a.ui.tv.GetFocus(); p != nil {
		if h := p.InputHandler(); h != nil {
			h(ev, func(p tview.Primitive) { a.ui.tv.SetFocus(p) })
		}
	}
}
