package printout

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
)

// rowCellByCell is AppendRow written the plain way, each cell asked of
// Get and its style compared whole: the reference the fast one must equal.
func rowCellByCell(s *Grid, y int, plain tcell.Style) string {
	end := 0
	for x := 0; x < s.w; x++ {
		str, st, _ := s.Get(x, y)
		if (str != " " && str != "") || st != plain {
			end = x + 1
		}
	}
	var b strings.Builder
	cur := tcell.StyleDefault
	for x := 0; x < end; {
		str, st, w := s.Get(x, y)
		if st != cur {
			b.WriteString(SGR(st))
			cur = st
		}
		if str == "" {
			str = " "
		}
		b.WriteString(str)
		x += max(w, 1)
	}
	if cur != tcell.StyleDefault {
		b.WriteString("\x1b[m")
	}
	return b.String()
}

func TestAppendRowAsCellByCell(t *testing.T) {
	styles := []tcell.Style{tcell.StyleDefault, tcell.StyleDefault.Bold(true),
		tcell.StyleDefault.Foreground(tcell.ColorBlue).Underline(true), tcell.StyleDefault.Reverse(true),
		tcell.StyleDefault.Background(tcell.NewRGBColor(10, 20, 30))}
	texts := []string{"a", " ", "", "世", "e\u0301", "~", "😀", "\t"}
	r := rand.New(rand.NewPCG(1, 2))
	for n := 0; n < 2000; n++ {
		w, h := 1+r.IntN(12), 1+r.IntN(4)
		g := NewGrid(w, h)
		for k := r.IntN(w * h * 2); k > 0; k-- {
			x, y := r.IntN(w), r.IntN(h)
			if r.IntN(3) == 0 {
				g.SetContent(x, y, rune(' '+r.IntN(95)), nil, styles[r.IntN(len(styles))])
			} else {
				g.Put(x, y, texts[r.IntN(len(texts))], styles[r.IntN(len(styles))])
			}
		}
		for y := 0; y < h; y++ {
			for _, plain := range styles[:2] {
				want := rowCellByCell(g, y, plain)
				if got := string(g.AppendRow([]byte("x"), y, plain)); got != "x"+want {
					t.Fatalf("grid %d row %d plain %v: got %q, want %q", n, y, plain, got, "x"+want)
				}
			}
		}
	}
}
