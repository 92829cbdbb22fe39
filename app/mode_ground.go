package app

import (
	"cmp"
	"fmt"
	"slices"

	"github.com/gdamore/tcell/v2"

	"lwl/app/config"
)

// The ground mode: keys.yaml's ground bindings, with less's habits where
// lwl's own meaning leaves room. A number typed before a key is its count;
// Enter with no link to act on scrolls a line; a key bound to nothing says
// so rather than doing nothing in silence.

// groundMode is the mode in force when no other is. It is made once, so a
// count typed stays for the next ground key.
type groundMode struct {
	a     *App
	count int // number prefix being typed, 0 for none
}

// indicator is ":", less's prompt.
func (m *groundMode) indicator() string { return ":" }

func (m *groundMode) end() {}

func (m *groundMode) key(ev *tcell.EventKey) *tcell.EventKey {
	a := m.a
	a.ui.status.ClearMessage()
	a.life.dropLanding() // a key of the user's wins over a jump still landing; a jump it makes lands anew
	keys := a.opts.Keys["ground"]
	name := config.EventName(ev)
	if m.typeDigit(ev, keys, name) {
		return nil
	}
	count := m.count
	m.count = 0
	if name == "enter" && a.enterScrolls(keys[name], count) {
		return nil
	}
	if !a.dispatch(groundActions, keys, ev, count) {
		a.sayUnbound(name)
		return nil
	}
	if a.ui.previewing {
		_, _, w, _ := a.ui.status.GetRect()
		a.ui.setStatusRows(a.ui.status.Rows(w))
	}
	return nil
}

// typeDigit adds a digit that keys do not bind to the count, and reports
// whether ev was one.
func (m *groundMode) typeDigit(ev *tcell.EventKey, keys map[string]config.Binding, name string) bool {
	if ev.Key() != tcell.KeyRune || ev.Rune() < '0' || ev.Rune() > '9' || ev.Modifiers() != 0 {
		return false
	}
	if _, bound := keys[name]; bound {
		return false
	}
	m.count = min(m.count*10+int(ev.Rune()-'0'), 1e9)
	m.a.ui.status.SetMessage(fmt.Sprint(m.count))
	return true
}

// enterScrolls is Enter, bound as b, when it acts on links (follow or open)
// but no selected link is on screen: it scrolls a line down, or count lines,
// as in less. A count picks a numbered link instead when links are numbered.
func (a *App) enterScrolls(b config.Binding, count int) bool {
	if b.Action != "follow" && b.Action != "open" {
		return false
	}
	if count > 0 && a.ui.view.Document().Options().LinkNumbers {
		return false
	}
	if _, selected, onScreen := a.input.chosen.Selected(); selected && onScreen {
		return false
	}
	a.ui.view.ScrollBy(max(count, 1))
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
	a.ui.status.SetMessage(msg)
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
