package app

import (
	"cmp"
	"slices"

	"lwl/app/config"
)

// Keys as less has them where lwl's own meaning leaves room: Enter with
// no link to act on scrolls a line, and a key bound to nothing says so
// rather than doing nothing in silence.

// enterScrolls is Enter when it acts on links (follow or open) but no
// selected link is on screen: it scrolls a line down, or count lines, as
// in less. A count picks a numbered link instead when links are numbered.
func (a *App) enterScrolls(b config.Binding, key string, count int) bool {
	if key != "enter" || (b.Action != "follow" && b.Action != "open") {
		return false
	}
	if count > 0 && a.view.Document().Options().LinkNumbers {
		return false
	}
	if _, selected, onScreen := a.selectedLink(); selected && onScreen {
		return false
	}
	a.view.ScrollBy(max(count, 1))
	return true
}

// sayUnbound tells that key does nothing, and which key shows the guide.
func (a *App) sayUnbound(key string) {
	if key == "" {
		return // a key tcell has no name for: nothing to call it
	}
	msg := key + " is not bound"
	if h := a.helpKey(); h != "" {
		msg += " · " + h + ": help"
	}
	a.status.SetMessage(msg)
}

// helpKey is a ground key that opens the guide, a single character first
// ("H" before "f1"); "" when none does.
func (a *App) helpKey() string {
	var keys []string
	for k, b := range a.opts.Keys["ground"] {
		if b.Action == "help" {
			keys = append(keys, k)
		}
	}
	slices.SortFunc(keys, func(x, y string) int {
		return cmp.Or(cmp.Compare(len(x), len(y)), cmp.Compare(x, y))
	})
	if len(keys) == 0 {
		return ""
	}
	return keys[0]
}
