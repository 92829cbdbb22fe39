package printout

import (
	"testing"

	"github.com/gdamore/tcell/v2"

	"lwl/widgets"
	"lwl/widgets/doc"
)

// The print grid holds what tcell's own screen would for every kind of
// cell the document view draws: wide and combining characters, emoji with
// modifiers, tabs, control tokens, SGR colours and attributes, links,
// line numbers, and a wide character cut at the right edge.
func TestPrintGridLikeTcell(t *testing.T) {
	text := "plain ascii\n" +
		"wide 漢字漢字漢字漢字漢字 cut at the edge\n" +
		"e\u0301 combining, 👍🏽 emoji, flags 🇫🇷\n" +
		"tab\there\tand\x07bell \x1b[31mred\x1b[0m \x1b[1;4mbold under\x1b[m\n" +
		"a [link](http://x/) and <http://y/> and \x1b]8;;http://z/\x1b\\osc8\x1b]8;;\x1b\\\n" +
		"b\bbo\bol\bld_\bu\n"
	for _, numbers := range []bool{false, true} {
		d := doc.New(doc.BytesSource(text), doc.ParseOptions{})
		d.Refresh()
		o := widgets.DocumentOptions{Wrap: doc.WrapWord, TabWidth: 8, LineNumbers: numbers}
		st := defaultStyles()
		const w, h = 23, 14

		sim := tcell.NewSimulationScreen("UTF-8")
		if err := sim.Init(); err != nil {
			t.Fatal(err)
		}
		sim.SetSize(w, h)
		v := widgets.NewDocumentView(d, o, st)
		v.SetRect(0, 0, w, h)
		v.Draw(sim)

		g := NewGrid(w, h)
		v = widgets.NewDocumentView(d, o, st)
		v.SetRect(0, 0, w, h)
		v.Draw(g)

		for y := range h {
			for x := range w {
				gs, gst, gw := g.Get(x, y)
				ts, tst, tw := sim.Get(x, y)
				if gs != ts || gst != tst || gw != tw {
					t.Errorf("numbers %v, cell %d,%d: grid %q %v %d, tcell %q %v %d", numbers, x, y, gs, gst, gw, ts, tst, tw)
				}
			}
		}
		sim.Fini()
	}
}

// SetContent keeps what tcell's screen keeps for every printable ASCII
// character (it takes them from a table) and for the runes around them,
// in each of several styles.
func TestPrintGridSetContent(t *testing.T) {
	sim := tcell.NewSimulationScreen("UTF-8")
	if err := sim.Init(); err != nil {
		t.Fatal(err)
	}
	defer sim.Fini()
	const w = 100
	sim.SetSize(w, 3)
	g := NewGrid(w, 3)
	styles := []tcell.Style{tcell.StyleDefault, tcell.StyleDefault.Bold(true), tcell.StyleDefault.Foreground(tcell.ColorRed)}
	for y, st := range styles {
		for x := range w {
			r := rune(' ' - 2 + x) // from two control characters to DEL and past it
			sim.SetContent(x, y, r, nil, st)
			g.SetContent(x, y, r, nil, st)
		}
	}
	for y := range styles {
		for x := range w {
			gs, gst, gw := g.Get(x, y)
			ts, tst, tw := sim.Get(x, y)
			if gs != ts || gst != tst || gw != tw {
				t.Errorf("cell %d,%d: grid %q %v %d, tcell %q %v %d", x, y, gs, gst, gw, ts, tst, tw)
			}
		}
	}
}
