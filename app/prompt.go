package app

import (
	"time"

	"github.com/gdamore/tcell/v2"

	"lwl/app/config"
)

// The prompt mode: the input line for "/", "?", ">" and "!".
// Keys bound in keys.yaml's prompt section act; every other key edits the
// line.

// openPrompt starts typing a line of the given kind.
func (a *App) openPrompt(kind string) {
	k, _ := promptKinds.find(kind)
	a.promptKind = kind
	a.prompt.Start(k.indicator, k.history)
	a.status.SetMode(k.indicator) // shows when the layout places the prompt elsewhere
	if !a.promptPlaced {
		a.slot.Show(a.prompt)
	}
	a.tv.SetFocus(a.prompt)
	a.inPrompt = true
}

func (a *App) closePrompt() {
	a.previewGen.Add(1) // a pending highlight is for a line no longer typed
	a.inPrompt = false
	a.less.literal = false
	a.status.SetMode(":")
	a.prompt.SetLabel("")
	a.prompt.SetText("")
	a.slot.Show(a.status)
	a.tv.SetFocus(a.view)
}

func (a *App) acceptPrompt() {
	text := a.typedQuery(a.prompt.GetText())
	a.prompt.Remember(text)
	a.closePrompt()
	switch a.promptKind {
	case "search", "search-backward":
		a.searchTyped(text, a.promptKind == "search-backward")
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
		a.editFile(text)
	case "filter":
		a.applyFilter(text)
	case "save":
		a.saveTyped(text)
	}
}

// erasePrompt deletes a character, or leaves the prompt when the line is
// empty.
func (a *App) erasePrompt() {
	if a.prompt.Empty() {
		a.cancelPrompt()
		return
	}
	a.passKey = true
}

func (a *App) cancelPrompt() {
	a.closePrompt()
	// Highlights typed but not confirmed give way to the confirmed search.
	a.setPreview(nil)
	if a.search != nil {
		a.view.SetMatches(a.search.matches)
	}
}

// promptKey handles a key while the prompt is open.
func (a *App) promptKey(ev *tcell.EventKey) *tcell.EventKey {
	b, ok := a.promptBinding(ev)
	if !ok {
		return ev
	}
	a.passKey = false
	if act, ok := promptActions.find(b.Action); ok {
		act.run(a, b.Arg, 0)
	}
	if a.passKey {
		return ev
	}
	return nil
}

// promptBinding is ev's binding at the prompt. A key that cancels still
// cancels with alt (an unbound alt-esc, alt-ctrl-c): a terminal sends alt as
// a leading esc, so an esc typed just before any of them, or a double esc
// read as one key, must not leave the prompt with no way out.
func (a *App) promptBinding(ev *tcell.EventKey) (config.Binding, bool) {
	keys := a.opts.Keys["prompt"]
	if b, ok := keys[config.EventName(ev)]; ok || ev.Modifiers()&tcell.ModAlt == 0 {
		return b, ok
	}
	plain := tcell.NewEventKey(ev.Key(), ev.Rune(), ev.Modifiers()&^tcell.ModAlt)
	if b, ok := keys[config.EventName(plain)]; ok && b.Action == "cancel" {
		return b, true
	}
	return config.Binding{}, false
}

// promptChanged is called as the line is edited.
// Highlighting follows the typing once it pauses this long, so a query
// typed or pasted fast is searched for once, not once a key; the text is
// read then too, not copied at every key.
const previewPause = 25 * time.Millisecond

func (a *App) promptChanged() {
	// search-all searches the source view: its matches show while typing
	// only there.
	all := a.promptKind == "search-all" && a.inSourceView()
	if !a.inPrompt || (a.promptKind != "search" && a.promptKind != "search-backward" && !all) {
		return
	}
	gen := a.previewGen.Add(1)
	time.AfterFunc(previewPause, func() {
		if gen != a.previewGen.Load() {
			return // typed on since: that edit's highlight will come
		}
		a.tv.QueueUpdateDraw(func() {
			if a.inPrompt && gen == a.previewGen.Load() {
				a.previewSearch(a.typedQuery(a.prompt.GetText()))
			}
		})
	})
}
