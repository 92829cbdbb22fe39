package app

import (
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"
)

// A key that cancels the prompt still cancels with alt, as a terminal
// sends it after a stray esc; accept does not (a half-typed command is
// not run).
func TestPromptAltWayOut(t *testing.T) {
	for _, tc := range []struct {
		name   string
		k      tcell.Key
		r      rune
		m      tcell.ModMask
		closes bool
	}{
		{"alt-esc", tcell.KeyEscape, 0, tcell.ModAlt, true},
		{"alt-ctrl-c", tcell.KeyRune, 'c', tcell.ModAlt | tcell.ModCtrl, true},
		{"alt-ctrl-g", tcell.KeyRune, 'g', tcell.ModAlt | tcell.ModCtrl, true},
		{"ctrl-g", tcell.KeyCtrlG, 0, tcell.ModCtrl, true},
		{"alt-enter", tcell.KeyEnter, 0, tcell.ModAlt, false},
		{"alt-ctrl-m", tcell.KeyRune, 'm', tcell.ModAlt | tcell.ModCtrl, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			hs := startApp(t, Options{}, 80, 10)
			var open bool
			var text string
			hs.do(func() {
				hs.a.handleKey(tcell.NewEventKey(tcell.KeyRune, '>', tcell.ModNone))
				hs.a.ui.prompt.SetText("true")
				if ev := hs.a.handleKey(tcell.NewEventKey(tc.k, tc.r, tc.m)); ev != nil {
					hs.a.ui.prompt.InputHandler()(ev, func(tview.Primitive) {})
				}
				open, text = hs.a.inPrompt(), hs.a.ui.prompt.GetText()
			})
			if open == tc.closes {
				t.Errorf("after %s the prompt is open: %v, want %v", tc.name, open, !tc.closes)
			}
			if open && text != "true" {
				t.Errorf("after %s the prompt holds %q", tc.name, text)
			}
		})
	}
}
