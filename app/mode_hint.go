package app

import (
	"strings"
	"unicode/utf8"

	"github.com/gdamore/tcell/v2"

	"lwl/app/hints"
	"lwl/widgets"
)

// The hint mode: every link on screen gets a label (hints.Labels); typing a
// label picks its link, to follow it (o) or only select it (O). Keys bound
// in keys.yaml's hint section act; a letter narrows the labels shown; any
// other key leaves with the screen as it was.

// hintMode is the state of one round of hints.
type hintMode struct {
	a *App
	// links are the links on the document's screen; ids are every link
	// labelled: those, then the links pane's rows that are not among them.
	links  []widgets.ScreenLink
	ids    []int64
	labels []string
	typed  string
	follow bool // a complete label follows the link; else it only selects it
	pane   bool // the links pane is shown and labelled too
}

// startHints labels the links on screen; how is "follow" or "select".
func (a *App) startHints(how string) {
	links := a.ui.view.VisibleLinks()
	ids := make([]int64, 0, len(links))
	onScreen := map[int64]bool{}
	for _, l := range links {
		ids = append(ids, l.ID)
		onScreen[l.ID] = true
	}
	pane := placesWidget(a.opts.Layout.Root, "links")
	if pane {
		for _, id := range a.ui.links.ShownLinks() {
			if !onScreen[id] {
				ids = append(ids, id)
			}
		}
	}
	if len(ids) == 0 {
		a.ui.status.SetMessage("No links on screen")
		return
	}
	m := &hintMode{a: a, links: links, ids: ids, labels: hints.Labels(len(ids), a.opts.Layout.Document.HintLetters(len(ids))),
		follow: how != "select", pane: pane}
	a.enterMode(m)
	a.ui.status.SetMessage(m.status())
	m.show()
}

// indicator is "o", the key that labels the links.
func (m *hintMode) indicator() string { return "o" }

// status is the status bar's line while the hints are shown.
func (m *hintMode) status() string {
	if m.follow {
		return "Follow: type a label (esc leaves)"
	}
	return "Select: type a label (esc leaves)"
}

func (m *hintMode) end() {
	m.a.ui.view.SetHints(nil, tcell.StyleDefault)
	m.a.ui.links.SetHints(nil, tcell.StyleDefault)
}

// show draws the labels that begin with what was typed.
func (m *hintMode) show() {
	labels := map[int64]string{}
	for i, id := range m.ids {
		if strings.HasPrefix(m.labels[i], m.typed) {
			labels[id] = m.labels[i]
		}
	}
	// The view places each label at its link wherever it is drawn, so a
	// label follows its link when the screen moves (the wheel, a resize).
	m.a.ui.view.SetHints(labels, m.a.opts.Theme.Style("hint"))
	if m.pane {
		m.a.ui.links.SetHints(labels, m.a.opts.Theme.Style("hint"))
	}
	msg := m.status()
	if m.typed != "" {
		msg += ": " + m.typed
	}
	m.a.ui.status.SetMessage(msg)
}

func (m *hintMode) key(ev *tcell.EventKey) *tcell.EventKey {
	if m.a.dispatch(hintActions, m.a.opts.Keys["hint"], ev, 0) {
		return nil
	}
	if ev.Key() != tcell.KeyRune || ev.Modifiers()&(tcell.ModAlt|tcell.ModCtrl) != 0 {
		m.cancel()
		return nil
	}
	m.typeLetter(ev.Rune())
	return nil
}

// typeLetter narrows the labels to those that begin with what was typed
// and r; a complete label picks its link, and a letter no label has next
// leaves.
func (m *hintMode) typeLetter(r rune) {
	typed := m.typed + string(r)
	match := -1
	for i, l := range m.labels {
		if strings.HasPrefix(l, typed) {
			if l == typed {
				m.pick(i)
				return
			}
			match = i
		}
	}
	if match < 0 {
		m.cancel()
		return
	}
	m.typed = typed
	m.show()
}

// cancel leaves hint mode with the screen as it was.
func (m *hintMode) cancel() {
	m.a.leaveMode()
	m.a.ui.status.ClearMessage()
}

// erase takes back the last letter typed; with none, it leaves.
func (m *hintMode) erase() {
	if m.typed == "" {
		m.cancel()
		return
	}
	_, size := utf8.DecodeLastRuneInString(m.typed)
	m.typed = m.typed[:len(m.typed)-size]
	m.show()
}

// accept picks the first link whose label begins with what was typed.
func (m *hintMode) accept() {
	for i, l := range m.labels {
		if strings.HasPrefix(l, m.typed) {
			m.pick(i)
			return
		}
	}
	m.cancel()
}

// pick selects link i, and follows it as Enter does when hints follow. A
// link of the document's screen that the screen no longer shows (it was
// resized, or the wheel moved it) is not picked: the links on screen now
// are labelled again.
func (m *hintMode) pick(i int) {
	a := m.a
	if i < len(m.links) && !m.stillShown(m.ids[i]) {
		a.leaveMode()
		a.startHints(map[bool]string{true: "follow", false: "select"}[m.follow])
		if a.hintModeOf() != nil {
			a.ui.status.SetMessage("The screen changed: new labels. " + a.hintModeOf().status())
		}
		return
	}
	a.leaveMode()
	if i < len(m.links) {
		a.ui.view.SelectLink(m.ids[i])
		a.showSelectedLink()
	} else {
		a.pickLink(m.ids[i]) // a row of the links pane: bring it into view
	}
	if m.follow {
		a.followChosen()
	}
}

// stillShown reports whether the document's screen shows link id now.
func (m *hintMode) stillShown(id int64) bool {
	for _, l := range m.a.ui.view.VisibleLinks() {
		if l.ID == id {
			return true
		}
	}
	return false
}

// hintModeOf is the hint mode in force, or nil.
func (a *App) hintModeOf() *hintMode {
	m, _ := a.input.mode.(*hintMode)
	return m
}
