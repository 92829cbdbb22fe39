package doc

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// A line longer than a chunk is cut before the chunk's nominal start
// (softCut): every source offset must still map to the chunk that holds
// it, and every link must be found by its ID. A link right after the cut
// (its ID below the nominal start) was drawn but could not be selected,
// previewed or stepped from.
func TestChunkOfSrcAtSoftCuts(t *testing.T) {
	p := "[before](https://before.example/) "
	cut := p + strings.Repeat("x", 65531-len(p)) + " https://cut.example/q [after](https://after.example/) " + strings.Repeat("y ", 40000) + "\n"
	rng := rand.New(rand.NewPCG(1, 2))
	var random strings.Builder
	for random.Len() < 600_000 {
		switch rng.IntN(6) {
		case 0:
			random.WriteString("[l](https://e.example/x) ")
		case 1:
			random.WriteString("https://bare.example/y ")
		case 2:
			random.WriteString(strings.Repeat("z", rng.IntN(9000)))
		case 3:
			if rng.IntN(20) == 0 { // lines of many chunks
				random.WriteByte('\n')
			}
		default:
			random.WriteString("word ")
		}
	}
	for name, text := range map[string]string{"cut": cut, "random": random.String()} {
		d := New(BytesSource(text), ParseOptions{})
		links := 0
		for k := 0; k < d.NumChunks(); k++ {
			c := d.Chunk(k)
			end := d.Size()
			if k+1 < d.NumChunks() {
				end = d.Chunk(k + 1).SrcStart
			}
			for _, off := range []int64{c.SrcStart, c.SrcStart + 1, (c.SrcStart + end) / 2, end - 1} {
				if off >= c.SrcStart && off < end {
					if got := d.ChunkOfSrc(off); got != k {
						t.Errorf("%s: ChunkOfSrc(%d) = %d, want %d (chunk from %d to %d)", name, off, got, k, c.SrcStart, end)
					}
				}
			}
			for _, l := range c.Links {
				links++
				if got, ok := d.Link(l.ID); !ok || got.Dest != l.Dest {
					t.Errorf("%s: Link(%d) = %+v, %v; want %q", name, l.ID, got, ok, l.Dest)
				}
			}
		}
		if links == 0 {
			t.Fatalf("%s: no links parsed", name)
		}
	}
}
