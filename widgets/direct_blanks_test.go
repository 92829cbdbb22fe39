package widgets_test

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/gdamore/tcell/v2/terminfo"

	"lwl/widgets"
	"lwl/widgets/doc"
)

// A frame sent through direct output over one full of other characters
// shows what the view draws on tcell's screen alone: the blanks after
// short lines and the padding included, in the plain style and in one
// direct output sends itself.
func TestDirectFrameBlanksLikeTcell(t *testing.T) {
	t.Setenv("LC_ALL", "C.UTF-8")
	ti, err := terminfo.LookupTerminfo("xterm-256color")
	if err != nil {
		t.Fatal(err)
	}
	const w, h = 30, 6
	text := "short\n\nlonger line of text here\nx\n"
	for _, st := range []tcell.Style{tcell.StyleDefault, tcell.StyleDefault.Foreground(tcell.ColorGreen)} {
		o := widgets.DocumentOptions{Padding: 2}
		styles := widgets.DocumentStyles{Text: st}
		full := strings.Repeat(strings.Repeat("#", w)+"\n", h)
		draw := func(screen tcell.Screen, direct *widgets.DirectOutput, text string) {
			v := widgets.NewDocumentView(doc.New(doc.BytesSource(text), doc.ParseOptions{}), o, styles)
			v.SetRect(0, 0, w, h)
			if direct != nil {
				v.SetDirect(direct)
			}
			v.Draw(screen)
		}
		sim := tcell.NewSimulationScreen("UTF-8")
		if err := sim.Init(); err != nil {
			t.Fatal(err)
		}
		sim.SetSize(w, h)
		draw(sim, nil, text)

		tty, s := newVTScreen(t, ti, w, h)
		direct := widgets.NewDirectOutput(vtDirect{tty}, vtCodes)
		for _, text := range []string{full, text} {
			direct.Epoch()
			draw(s, direct, text)
			direct.Flush()
			s.Show()
		}
		for y := range h {
			for x := range w {
				want, _, _ := sim.Get(x, y)
				got := tty.v.TextAt(x, y)
				if got == "" {
					got = " " // erased
				}
				if got != want {
					t.Errorf("style %v, cell %d,%d: the terminal shows %q, tcell alone %q", st, x, y, got, want)
				}
			}
		}
		s.Fini()
		sim.Fini()
	}
}
