package widgets

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"

	"lwl/widgets/doc"
)

// asciiStretch takes only bytes that are printable ASCII clusters of
// their own, one cell each, as doc.Cluster finds them, within its limit
// and room; it stops early only where a byte other than ASCII follows
// (which doc.Cluster hands to uniseg).
func TestASCIIStretchAsCluster(t *testing.T) {
	pieces := []string{"a", "Z", " ", "~", "\t", "\x07", "\x7f", "\u0301", "é", "漢", "👍🏽", "e\u0301"}
	rng := rand.New(rand.NewPCG(1, 2))
	single := func(text string, j, end int) bool {
		n, cw, _ := doc.Cluster(text[j:end], -1)
		return n == 1 && cw == 1 && text[j] >= 0x20 && text[j] < 0x7F
	}
	for range 3000 {
		var b strings.Builder
		for range rng.IntN(12) + 1 {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		text := b.String()
		end := len(text) // a row ends between clusters, never in one
		if k := strings.LastIndexAny(text, "aZ ~"); k > 0 && rng.IntN(2) == 0 {
			end = k
		}
		for i := 0; i < end; i++ {
			limit := i + rng.IntN(end-i+1)
			room := rng.IntN(8)
			n := asciiStretch(text, i, limit, end, room)
			if n > room || i+n > limit {
				t.Fatalf("%q from %d (limit %d, room %d): %d bytes, past a bound", text, i, limit, room, n)
			}
			for j := i; j < i+n; j++ {
				if !single(text, j, end) {
					t.Fatalf("%q from %d: byte %d taken, not a one-cell cluster of its own", text, i, j)
				}
			}
			if j := i + n; j < limit && n < room && single(text, j, end) && (j+1 == end || text[j+1] < 0x80) {
				t.Fatalf("%q from %d (limit %d, room %d): stopped at %d, a one-cell ASCII cluster", text, i, limit, room, j)
			}
		}
	}
}

// stretchStyles draw links, the current link and controls apart.
var stretchStyles = DocumentStyles{Text: tcell.StyleDefault, Link: tcell.StyleDefault.Underline(true),
	LinkActive: tcell.StyleDefault.Reverse(true), Control: tcell.StyleDefault.Foreground(tcell.ColorRed)}

// unlikeCell is the first cell in which text drawn with o on a w x h
// screen (scrolled sideways by sideways) differs a cell at a time and in
// stretches, described; "" when none does.
func unlikeCell(t *testing.T, text []byte, o DocumentOptions, w, h, sideways int) string {
	var screens [2]tcell.SimulationScreen
	for k, byCell := range []bool{true, false} {
		d := doc.New(doc.BytesSource(text), doc.ParseOptions{})
		d.Refresh()
		v := NewDocumentView(d, o, stretchStyles)
		v.cellByCell = byCell
		s := tcell.NewSimulationScreen("UTF-8")
		if err := s.Init(); err != nil {
			t.Fatal(err)
		}
		defer s.Fini()
		s.SetSize(w, h)
		v.SetRect(0, 0, w, h)
		v.Draw(s)
		if sideways > 0 {
			v.ScrollSideways(sideways)
			v.Draw(s)
		}
		screens[k] = s
	}
	for y := range h {
		for x := range w {
			as, ast, aw := screens[0].Get(x, y)
			bs, bst, bw := screens[1].Get(x, y)
			if as != bs || ast != bst || aw != bw {
				return fmt.Sprintf("cell %d,%d: a cell at a time %q %v %d, stretches %q %v %d", x, y, as, ast, aw, bs, bst, bw)
			}
		}
	}
	return ""
}

// A frame drawn in stretches of ASCII is the frame drawn a cell at a
// time: styles, hyperlinks, tabs, controls, wide and combining
// characters, each wrap mode, sideways, line numbers, padding.
func TestDrawStretchesLikeCells(t *testing.T) {
	text := "plain ascii, and a row long enough to wrap more than once here\n" +
		"wide 漢字漢字 cut at the edge, e\u0301 combining, 👍🏽 emoji\n" +
		"tab\there\tand\x07bell \x1b[31mred\x1b[0m \x1b[1;4mbold under\x1b[m plain again\n" +
		"a [link](http://x/) and <http://y/> and \x1b]8;;http://z/\x1b\\osc8\x1b]8;;\x1b\\ after\n" +
		"abcdefghijklmnopqrstuvw\u0301xyz \x1b[32mgreen\x1b[m x\u0301y\u0302 the end\n"
	for _, o := range []DocumentOptions{
		{Wrap: doc.WrapWord, TabWidth: 8}, {Wrap: doc.WrapHard, TabWidth: 4, LineNumbers: true},
		{Wrap: doc.WrapNone, TabWidth: 8}, {Wrap: doc.WrapWord, TabWidth: 8, Padding: 2},
	} {
		for _, sideways := range []int{0, 5} {
			if d := unlikeCell(t, []byte(text), o, 23, 30, sideways); d != "" {
				t.Errorf("%+v sideways %d, %s", o, sideways, d)
			}
		}
	}
}

// FuzzDrawStretchesLikeCells: any document, in each wrap mode, draws the
// same cells in stretches as a cell at a time.
func FuzzDrawStretchesLikeCells(f *testing.F) {
	f.Add([]byte("plain [a](b) http://x.y/z e\u0301 漢\tx\x1b[31mred\x1b[m\n"))
	f.Add([]byte("abcdefghijklmnopqrstuvw\u0301xyz\n\x1b]8;;http://z/\x1b\\osc8\x1b]8;;\x1b\\\n"))
	f.Fuzz(func(t *testing.T, in []byte) {
		if len(in) > 4<<10 {
			t.Skip()
		}
		for _, mode := range []doc.WrapMode{doc.WrapHard, doc.WrapWord, doc.WrapNone} {
			if d := unlikeCell(t, in, DocumentOptions{Wrap: mode, TabWidth: 4}, 17, 9, 0); d != "" {
				t.Fatalf("mode %v, %q: %s", mode, in, d)
			}
		}
	})
}
