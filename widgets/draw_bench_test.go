package widgets

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/gdamore/tcell/v2"

	"lwl/widgets/doc"
)

// matchText is about 12 MB of prose in which "zq" occurs exactly n times,
// spread evenly, the first on the first screen.
func matchText(n int) []byte {
	line := []byte("the parser wraps each line and draws what the screen shows, no more\n")
	lines := 12 << 20 / len(line)
	var b bytes.Buffer
	every := lines
	if n > 0 {
		every = max(lines/n, 1)
	}
	placed := 0
	for i := 0; i < lines || placed < n; i++ {
		if i%every == 0 && placed < n {
			b.WriteString("zq ")
			placed++
			for placed < n && i >= lines { // more matches than lines: pack them
				b.WriteString("zq ")
				placed++
			}
		}
		b.Write(line)
	}
	return b.Bytes()
}

// BenchmarkDrawMatches measures one 120x40 Draw with search matches in the
// document: its cost must not grow with their number.
func BenchmarkDrawMatches(b *testing.B) {
	for _, n := range []int{0, 1000, 1000000} {
		b.Run(fmt.Sprintf("matches=%d", n), func(b *testing.B) {
			d := doc.New(doc.BytesSource(matchText(n)), doc.ParseOptions{})
			q, err := doc.CompileQuery("zq")
			if err != nil {
				b.Fatal(err)
			}
			m := doc.NewMatches(d, q)
			v := NewDocumentView(d, DocumentOptions{}, DocumentStyles{Match: tcell.StyleDefault.Reverse(true)})
			v.SetMatches(m)
			s := tcell.NewSimulationScreen("UTF-8")
			s.Init()
			s.SetSize(120, 40)
			v.SetRect(0, 0, 120, 40)
			v.ScrollTo(d.PosOfLine(1000))
			v.Draw(s)
			b.ReportAllocs()
			for b.Loop() {
				v.Draw(s)
			}
		})
	}
}
