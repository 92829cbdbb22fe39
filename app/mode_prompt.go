package app

import (
	"time"

	"github.com/gdamore/tcell/v2"

	"lwl/app/config"
)

// The prompt mode: the input line for "/", "?", ">", "!" and the other
// prompt kinds. Keys bound in keys.yaml's prompt section act; every other
// key edits the line.

// promptMode is a line being typed.
type promptMode struct {
	a    *App
	kind promptKind
	pass bool // the action run leaves its key to the line too
}

// openPrompt starts typing a line of the given kind.
func (a *App) openPrompt(kind string) {
	a.leaveMode() // before the prompt is set up: a prompt's end empties it
	k, _ := promptKinds.find(kind)
	a.less.histories.Ready() // the entries of earlier sessions, if still on their way
	a.ui.prompt.Start(k.indicator, k.history)
	if !a.ui.promptPlaced {
		a.ui.slot.Show(a.ui.prompt)
	}
	a.ui.tv.SetFocus(a.ui.prompt)
	a.enterMode(&promptMode{a: a, kind: k})
}

// indicator is the kind's, which shows when the layout places the prompt
// elsewhere.
func (m *promptMode) indicator() string { return m.kind.indicator }

func (m *promptMode) end() {
	a := m.a
	a.input.previews.Drop() // a pending highlight is for a line no longer typed
	a.less.textOff()
	a.ui.prompt.SetLabel("")
	a.ui.prompt.SetText("")
	a.ui.slot.Show(a.ui.status)
	a.ui.tv.SetFocus(a.ui.view)
}

func (m *promptMode) key(ev *tcell.EventKey) *tcell.EventKey {
	keys := m.a.opts.Keys["prompt"]
	m.pass = false
	if !m.a.dispatch(promptActions, keys, wayOut(keys, ev), 0) || m.pass {
		return ev // the line edits with it
	}
	return nil
}

// wayOut is the key ev is taken for at the prompt. A key that cancels still
// cancels with alt (an unbound alt-esc, alt-ctrl-c): a terminal sends alt
// as a leading esc, so an esc typed just before any of them, or a double
// esc read as one key, must not leave the prompt with no way out.
func wayOut(keys map[string]config.Binding, ev *tcell.EventKey) *tcell.EventKey {
	if _, ok := keys[config.EventName(ev)]; ok || ev.Modifiers()&tcell.ModAlt == 0 {
		return ev
	}
	plain := tcell.NewEventKey(ev.Key(), ev.Rune(), ev.Modifiers()&^tcell.ModAlt)
	if keys[config.EventName(plain)].Action == "cancel" {
		return plain
	}
	return ev
}

// promptModeOf is the prompt in force, or nil.
func (a *App) promptModeOf() *promptMode {
	m, _ := a.input.mode.(*promptMode)
	return m
}

// inPrompt reports whether a line is being typed.
func (a *App) inPrompt() bool { return a.promptModeOf() != nil }

// promptKind is the kind of the line being typed, "" when none is.
func (a *App) promptKind() string {
	if m := a.promptModeOf(); m != nil {
		return m.kind.name
	}
	return ""
}

// passToLine leaves the key of the prompt action being run to the line too.
func (a *App) passToLine() { a.promptModeOf().pass = true }

// accept runs what was typed.
func (m *promptMode) accept() {
	a := m.a
	text := a.typedQuery(a.ui.prompt.GetText())
	a.ui.prompt.Remember(text)
	a.leaveMode()
	switch kind := m.kind.name; kind {
	case "search", "search-backward":
		a.searchTyped(text, kind == "search-backward")
	case "search-all":
		a.searchAll(text, false)
	case "fork":
		if text != "" {
			a.fork(text)
		}
	case "exec":
		if text != "" {
			a.execute(text)
		}
	case "edit":
		a.less.files.Edit(text)
	case "filter":
		a.applyFilter(text)
	case "save":
		a.less.files.Save(text)
	case "url":
		a.remember(urlHistoryKind, text)
		a.goToURL(text)
	}
}

// erase deletes a character, or leaves the prompt when the line is empty.
func (m *promptMode) erase() {
	if m.a.ui.prompt.Empty() {
		m.cancel()
		return
	}
	m.pass = true
}

// cancel leaves the prompt; highlights typed but not confirmed give way to
// the confirmed search.
func (m *promptMode) cancel() {
	a := m.a
	a.leaveMode()
	a.setPreview(nil)
	a.input.search.Show()
}

// promptChanged is called as the line is edited.
// Highlighting follows the typing once it pauses this long, so a query
// typed or pasted fast is searched for once, not once a key; the text is
// read then too, not copied at every key.
const previewPause = 25 * time.Millisecond

func (a *App) promptChanged() {
	// search-all searches the source view: its matches show while typing
	// only there.
	kind := a.promptKind()
	all := kind == "search-all" && a.inSourceView()
	if kind != "search" && kind != "search-backward" && !all {
		return
	}
	ticket := a.input.previews.Take()
	a.after(previewPause, func() {
		if !a.input.previews.Wants(ticket) {
			return // typed on since: that edit's highlight will come
		}
		a.post(func() {
			if a.inPrompt() && a.input.previews.Wants(ticket) {
				a.previewSearch(a.typedQuery(a.ui.prompt.GetText()))
			}
		})
	})
}
