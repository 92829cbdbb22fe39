package term

import (
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/gdamore/tcell/v2/terminfo"
)

// Direct output sends a style itself only where it would show as tcell
// shows it: not a hyperlink, a coloured or curly underline, or a colour
// the terminal lacks.
func TestDirectSGR(t *testing.T) {
	t.Setenv("COLORTERM", "")
	ti, err := terminfo.LookupTerminfo("xterm-256color")
	if err != nil {
		t.Fatal(err)
	}
	linux, err := terminfo.LookupTerminfo("linux")
	if err != nil {
		t.Fatal(err)
	}
	match := tcell.StyleDefault.Foreground(tcell.ColorBlack).Background(tcell.ColorGreen)
	tests := []struct {
		name string
		st   tcell.Style
		ti   *terminfo.Terminfo
		want string
		ok   bool
	}{
		{"a match", match, ti, "\x1b[0;30;42m", true},
		{"bold, underlined", tcell.StyleDefault.Bold(true).Underline(true), ti, "\x1b[0;1;4m", true},
		{"a 256-colour", tcell.StyleDefault.Foreground(tcell.PaletteColor(200)), ti, "\x1b[0;38;5;200m", true},
		{"a hyperlink", match.Url("https://example.org"), ti, "", false},
		{"a curly underline", tcell.StyleDefault.Underline(tcell.UnderlineStyleCurly), ti, "", false},
		{"a coloured underline", tcell.StyleDefault.Underline(true, tcell.ColorRed), ti, "", false},
		{"a 256-colour on an 8-colour terminal", tcell.StyleDefault.Foreground(tcell.PaletteColor(200)), linux, "", false},
		{"24-bit colour without truecolour", tcell.StyleDefault.Foreground(tcell.NewRGBColor(1, 2, 3)), ti, "", false},
	}
	for _, tt := range tests {
		got, ok := directSGR(tt.st, tt.ti)
		if got != tt.want || ok != tt.ok {
			t.Errorf("%s: %q, %v; want %q, %v", tt.name, got, ok, tt.want, tt.ok)
		}
	}
}
