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
// line numbers, and a wide character cut at the right edge; in each wrap
// mode, and scrolled sideways. The grid takes stretches of ASCII in one
// call, tcell's screen a cell at a time.
func TestPrintGridLikeTcell(t *testing.T) {
	text := "plain ascii\n" +
		"wide 漢字漢字漢字漢字漢字 cut at the edge\n" +
		"e\u0301 combining, 👍🏽 emoji, flags 🇫🇷\n" +
		"tab\there\tand\x07bell \x1b[31mred\x1b[0m \x1b[1;4mbold under\x1b[m\n" +
		"a [link](http://x/) and <http://y/> and \x1b]8;;http://z/\x1b\\osc8\x1b]8;;\x1b\\\n" +
		"b\bbo\bol\bld_\bu\n" +
		"abcdefghijklmnopqrstuvw\u0301xyz a row's last cell combined\n" +
		"abcdefghijklmnopqrstuvwxyz0123456789 \x1b[32mgreen\x1b[m x\u0301y\u0302 the end\n"
	for _, c := range []struct {
		wrap     doc.WrapMode
		numbers  bool
		sideways int
	}{
		{doc.WrapWord, false, 0}, {doc.WrapWord, true, 0}, {doc.WrapHard, false, 0},
		{doc.WrapNone, false, 0}, {doc.WrapNone, false, 3}, {doc.WrapNone, true, 7},
	} {
		d := doc.New(doc.BytesSource(text), doc.ParseOptions{})
		d.Refresh()
		o := widgets.DocumentOptions{Wrap: c.wrap, TabWidth: 8, LineNumbers: c.numbers}
		st := defaultStyles()
		const w, h = 23, 24

		sim := tcell.NewSimulationScreen("UTF-8")
		if err := sim.Init(); err != nil {
			t.Fatal(err)
		}
		sim.SetSize(w, h)
		draw := func(s tcell.Screen) {
			v := widgets.NewDocumentView(d, o, st)
			v.SetRect(0, 0, w, h)
			v.Draw(s) // lays it out: sideways needs its width
			v.ScrollSideways(c.sideways)
			v.Draw(s)
		}
		draw(sim)
		g := NewGrid(w, h)
		draw(g)

		for y := range h {
			for x := range w {
				gs, gst, gw := g.Get(x, y)
				ts, tst, tw := sim.Get(x, y)
				if gs != ts || gst != tst || gw != tw {
					t.Errorf("%+v, cell %d,%d: grid %q %v %d, tcell %q %v %d", c, x, y, gs, gst, gw, ts, tst, tw)
				}
			}
		}
		sim.Fini()
	}
}

// PutASCII puts what Put puts for each byte, clipped at the edges.
func TestPrintGridPutASCII(t *testing.T) {
	red := tcell.StyleDefault.Foreground(tcell.ColorRed)
	for _, x := range []int{-3, 0, 5, 8, 10, 12} {
		a, b := NewGrid(10, 2), NewGrid(10, 2)
		a.PutASCII(x, 1, "hello", red)
		for k := range 5 {
			b.Put(x+k, 1, "hello"[k:k+1], red)
		}
		for y := range 2 {
			for i := range 10 {
				as, ast, aw := a.Get(i, y)
				bs, bst, bw := b.Get(i, y)
				if as != bs || ast != bst || aw != bw {
					t.Errorf("at %d, cell %d,%d: PutASCII %q %v %d, Put %q %v %d", x, i, y, as, ast, aw, bs, bst, bw)
				}
			}
		}
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
