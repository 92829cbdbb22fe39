package app

import (
	"github.com/gdamore/tcell/v2"

	"lwl/app/hints"
)

// Hint mode's controller (app/hints) labels the links on screen and picks
// the one whose label is typed; here are the mode that hands it the keys
// and the pager as it sees it (hintHost).

// hintMode is the mode in force while the labels are shown. Keys bound in
// keys.yaml's hint section act; a letter narrows the labels shown; any
// other key leaves with the screen as it was.
type hintMode struct{ a *App }

// startHints labels the links on screen; how is "follow" or "select".
func (a *App) startHints(how string) { a.input.hints.Start(how != "select") }

// indicator is "o", the key that labels the links.
func (m *hintMode) indicator() string { return "o" }

func (m *hintMode) end() { m.a.input.hints.End() }

func (m *hintMode) key(ev *tcell.EventKey) *tcell.EventKey {
	if m.a.dispatch(hintActions, m.a.opts.Keys["hint"], ev, 0) {
		return nil
	}
	if ev.Key() != tcell.KeyRune || ev.Modifiers()&(tcell.ModAlt|tcell.ModCtrl) != 0 {
		m.a.input.hints.Cancel()
		return nil
	}
	m.a.input.hints.Type(ev.Rune())
	return nil
}

// hintModeOf is the hint mode in force, or nil.
func (a *App) hintModeOf() *hintMode {
	m, _ := a.input.mode.(*hintMode)
	return m
}

// hintHost is the pager as hint mode sees it.
type hintHost struct{ a *App }

func (h hintHost) OnScreen() []int64 {
	links := h.a.ui.view.VisibleLinks()
	ids := make([]int64, len(links))
	for i, l := range links {
		ids[i] = l.ID
	}
	return ids
}

func (h hintHost) Pane() ([]int64, bool) {
	if !placesWidget(h.a.opts.Layout.Root, "links") {
		return nil, false
	}
	return h.a.ui.links.ShownLinks(), true
}

func (h hintHost) Letters(n int) string { return h.a.opts.Layout.Document.HintLetters(n) }

func (h hintHost) Label(labels map[int64]string, pane bool) {
	style := h.a.opts.Theme.Style("hint")
	if labels == nil {
		style = tcell.StyleDefault
	}
	h.a.ui.view.SetHints(labels, style)
	if pane {
		h.a.ui.links.SetHints(labels, style)
	}
}

func (h hintHost) SetMessage(text string) { h.a.ui.status.SetMessage(text) }
func (h hintHost) ClearMessage()          { h.a.ui.status.ClearMessage() }
func (h hintHost) Enter()                 { h.a.enterMode(&hintMode{h.a}) }
func (h hintHost) Leave()                 { h.a.leaveMode() }
func (h hintHost) Follow()                { h.a.followChosen() }
func (h hintHost) Bring(id int64)         { h.a.pickLink(id) } // a row of the links pane

func (h hintHost) Select(id int64) {
	h.a.ui.view.SelectLink(id)
	h.a.showSelectedLink()
}

// newHints makes a's hint mode, once its widgets are.
func (a *App) newHints() *hints.Controller { return hints.NewController(hintHost{a}) }
