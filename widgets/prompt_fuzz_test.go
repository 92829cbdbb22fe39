package widgets

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"
)

// FuzzPrompt edits a line with keys and pastes drawn from the input: the
// cursor stays within the text, typed text stays UTF-8, and no cell drawn
// holds a control character.
func FuzzPrompt(f *testing.F) {
	f.Add("hello\x01\x02world\x03\x7f", 7)
	f.Add("e\u0301\u0301🇩🇪🇩🇪👍🏽\x04\x05\x06\x07", 5)
	f.Add("a\tb\r\nc\x1b[31m\u009b\x08\x0b\x0c", 3)
	f.Fuzz(func(t *testing.T, input string, width int) {
		width = 2 + abs(width)%40
		s := tcell.NewSimulationScreen("UTF-8")
		if err := s.Init(); err != nil {
			t.Fatal(err)
		}
		s.SetSize(width, 1)
		p := NewPrompt(tcell.StyleDefault, tcell.StyleDefault)
		p.SetRect(0, 0, width, 1)
		p.Start("/", "search")
		p.Focus(func(tview.Primitive) {})
		keys := []tcell.Key{tcell.KeyLeft, tcell.KeyRight, tcell.KeyHome, tcell.KeyEnd, tcell.KeyBackspace,
			tcell.KeyDelete, tcell.KeyCtrlW, tcell.KeyCtrlK, tcell.KeyCtrlU}
		for i, r := range input {
			switch {
			case r >= 1 && r <= rune(len(keys)):
				press(p, keys[r-1], 0, 0)
			case r == 0x0A: // paste what follows, up to the next line feed
				rest := input[i+1:]
				if j := strings.IndexByte(rest, 0x0A); j >= 0 {
					rest = rest[:j]
				}
				p.PasteHandler()(rest, func(tview.Primitive) {})
			case r == 0x0B:
				press(p, tcell.KeyRune, 'b', tcell.ModAlt)
			case r == 0x0C:
				press(p, tcell.KeyRune, 'f', tcell.ModAlt)
			default:
				press(p, tcell.KeyRune, r, 0)
			}
			if p.line.cur < 0 || p.line.cur > len(p.line.buf) {
				t.Fatalf("cursor at %d in %d bytes", p.line.cur, len(p.line.buf))
			}
			p.Draw(s)
			s.Show()
			cells, _, _ := s.GetContents()
			for _, c := range cells {
				for _, cr := range c.Runes {
					if cr < 0x20 || cr == 0x7F || (cr >= 0x80 && cr <= 0x9F) {
						t.Fatalf("a control character %U drawn from %q", cr, p.GetText())
					}
				}
			}
		}
		if utf8.ValidString(input) && !utf8.ValidString(p.GetText()) {
			t.Fatalf("valid input made invalid text %q", p.GetText())
		}
	})
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
