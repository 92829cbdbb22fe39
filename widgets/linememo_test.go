package widgets

import (
	"math/rand/v2"
	"strings"
	"testing"

	"lwl/widgets/doc"
)

// line finds what a scan of the chunk finds, whatever it was asked
// before: positions in random order, across lines and chunks, a line as
// long as a chunk among them.
func TestLineMemoAsScan(t *testing.T) {
	text := "short\n\nanother line\n" + strings.Repeat("x", 100<<10) + "\nend\n" + strings.Repeat("ab\n", 30000)
	d := doc.New(doc.BytesSource(text), doc.ParseOptions{})
	d.Refresh()
	v := NewDocumentView(d, DocumentOptions{}, DocumentStyles{})
	rng := rand.New(rand.NewPCG(3, 4))
	for range 20000 {
		k := rng.IntN(d.NumChunks())
		c := d.Chunk(k)
		off := rng.IntN(len(c.Text) + 1)
		if rng.IntN(3) == 0 { // near the last: the memo's case
			off = min(len(c.Text), max(0, v.lastLine.ls+rng.IntN(8)-2))
		}
		gc, ls, le := v.line(doc.Pos{Chunk: k, Off: off})
		wls := strings.LastIndexByte(c.Text[:off], '\n') + 1
		wle := strings.IndexByte(c.Text[wls:], '\n')
		if wle < 0 {
			wle = len(c.Text)
		} else {
			wle += wls
		}
		if gc != c || ls != wls || le != wle {
			t.Fatalf("chunk %d offset %d: line %d-%d, a scan finds %d-%d", k, off, ls, le, wls, wle)
		}
	}
}
