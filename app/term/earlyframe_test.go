package term

import (
	"lwl/app/printout"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/gdamore/tcell/v2/terminfo"
)

// The early frame is skipped when the terminal would show a colour other
// than tcell would: beyond its colour count, or 24-bit where tcell maps
// 24-bit colours to the palette.
func TestColoursFit(t *testing.T) {
	eight := &terminfo.Terminfo{Colors: 8}
	full := &terminfo.Terminfo{Colors: 256}
	rgb := &terminfo.Terminfo{Colors: 256, SetFgBgRGB: "\x1b[38;2;%p1%d;%p2%d;%p3%dm"}
	red, grey, orange := tcell.StyleDefault.Foreground(tcell.ColorMaroon), tcell.StyleDefault.Background(tcell.ColorGray), tcell.StyleDefault.Foreground(tcell.NewRGBColor(255, 128, 0))
	for _, c := range []struct {
		name   string
		styles []tcell.Style
		ti     *terminfo.Terminfo
		want   bool
	}{
		{"plain on 8", []tcell.Style{tcell.StyleDefault}, eight, true},
		{"red on 8", []tcell.Style{red}, eight, true},
		{"grey (8) on 8", []tcell.Style{red, grey}, eight, false},
		{"grey on 256", []tcell.Style{grey}, full, true},
		{"24-bit on 256", []tcell.Style{orange}, full, false},
		{"24-bit on 24-bit", []tcell.Style{orange, grey}, rgb, true},
	} {
		if got := coloursFit(c.styles, c.ti); got != c.want {
			t.Errorf("%s: coloursFit = %v, want %v", c.name, got, c.want)
		}
	}
	t.Setenv("TCELL_TRUECOLOR", "disable")
	if coloursFit([]tcell.Style{orange}, rgb) {
		t.Error("with TCELL_TRUECOLOR=disable, 24-bit colours fit")
	}
}

// BenchmarkEarlyFrame is the early frame composed for a 160x48 terminal
// of text with a styled run a row and a status line.
func BenchmarkEarlyFrame(b *testing.B) {
	ti, err := terminfo.LookupTerminfo("xterm-256color")
	if err != nil {
		b.Fatal(err)
	}
	g := printout.NewGrid(160, 48)
	line := strings.Repeat("The quick brown fox jumps over the lazy dog. ", 4)[:160]
	link := tcell.StyleDefault.Foreground(tcell.ColorBlue).Underline(true)
	for y := 0; y < 47; y++ {
		for x, r := range line {
			st := tcell.StyleDefault
			if x >= 80 && x < 100 {
				st = link
			}
			g.SetContent(x, y, r, nil, st)
		}
	}
	g.Put(0, 47, "status line", tcell.StyleDefault.Reverse(true))
	b.ReportAllocs()
	for b.Loop() {
		earlyFrame(g, ti, 48)
	}
}
