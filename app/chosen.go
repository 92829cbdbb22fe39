package app

import (
	"github.com/gdamore/tcell/v2"

	"lwl/app/chosen"
)

// app/chosen finds the link the actions on the selected link act on; here
// are the pager as it sees it (chosenHost) and the ways App asks it.

// chosenHost is the pager as app/chosen sees it.
type chosenHost struct{ a *App }

func (h chosenHost) ShowSelected()              { h.a.showSelectedLink() }
func (h chosenHost) Resolve(dest string) string { return h.a.resolve(dest) }

func (h chosenHost) Confirm(then func(confirmed bool)) {
	h.a.await("", func(ev *tcell.EventKey) { then(confirms(ev)) })
}

// newChooser makes the chooser of a's links, once its widgets are.
func (a *App) newChooser() *chosen.Chooser {
	return chosen.New(a.ui.view, a.ui.status, chosenHost{a})
}

// followChosen follows the selected link, chosen by a hint label, the
// mouse or the picker, as Enter does, unless it is deceptive: then the
// warning is shown and only Enter or y follows.
func (a *App) followChosen() { a.input.chosen.ConfirmDeceptive(a.followSelected) }

// openPromptFor opens the prompt of kind, but not a command prompt while
// the selected link is off screen or has no destination: the command would
// act on a link the user no longer sees, or on nothing.
func (a *App) openPromptFor(kind string) {
	if (kind == "fork" || kind == "exec") && a.input.chosen.Unusable() {
		return
	}
	a.openPrompt(kind)
}

// confirms reports whether ev is Enter or y, the keys that confirm.
func confirms(ev *tcell.EventKey) bool {
	if ev.Modifiers()&(tcell.ModAlt|tcell.ModCtrl) != 0 {
		return false
	}
	return ev.Key() == tcell.KeyEnter || ev.Key() == tcell.KeyRune && ev.Rune() == 'y'
}
