package app

import (
	"github.com/gdamore/tcell/v2"

	"lwl/app/links"
)

// A link chosen by a hint label, a number, the mouse or the picker is
// followed without the status bar's word on it having been seen; a
// deceptive one waits for a second key that confirms.

// followChosen follows the selected link as Enter does, unless it is
// deceptive: then the warning is shown and only Enter or y follows.
func (a *App) followChosen() {
	a.confirmDeceptive(a.followSelected)
}

// confirmDeceptive runs follow, at once for an honest link, and for a
// deceptive one (links.Warning) after the warning, on Enter or y; any
// other key cancels.
func (a *App) confirmDeceptive(follow func()) {
	w, dest := a.selectedWarning()
	if w == "" {
		follow()
		return
	}
	a.await("", func(ev *tcell.EventKey) {
		if confirms(ev) {
			follow()
			return
		}
		a.ui.status.SetMessage("Not followed: " + dest)
	})
	// The keys before the destination: a long one is cut at the screen's end.
	a.ui.status.SetError(w + "; y or enter follows: " + dest)
}

// selectedWarning is the selected link's deception warning and its
// destination, or "" for an honest link (or none).
func (a *App) selectedWarning() (warning, dest string) {
	d := a.ui.view.Document()
	l, ok := d.Link(a.ui.view.SelectedLink())
	if !ok || l.Dest == "" || l.TooLong {
		return "", ""
	}
	dest = a.resolve(l.Dest)
	return links.Warning(d.LinkText(l.ID), dest), dest
}

// confirms reports whether ev is Enter or y, the keys that confirm.
func confirms(ev *tcell.EventKey) bool {
	if ev.Modifiers()&(tcell.ModAlt|tcell.ModCtrl) != 0 {
		return false
	}
	return ev.Key() == tcell.KeyEnter || ev.Key() == tcell.KeyRune && ev.Rune() == 'y'
}
