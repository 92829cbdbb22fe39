package doc

import (
	"math/rand/v2"
	"testing"
)

// TestNewlineMasks checks both ways of making the bitmap of line breaks
// against a byte loop, on texts of every length up to a few blocks, at
// every alignment, with bytes next to the line break's value (0x09, 0x0B,
// 0x8A) around them; and lineEnds.next against a search from every offset.
func TestNewlineMasks(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	alphabet := []byte{'\n', '\n', 0x09, 0x0B, 0x8A, 0x00, 0xFF, 'a', ' '}
	buf := make([]byte, 300)
	for n := 0; n < 3000; n++ {
		for i := range buf {
			buf[i] = alphabet[rng.IntN(len(alphabet))]
			if rng.IntN(2) == 0 {
				buf[i] = 'a'
			}
		}
		off := rng.IntN(16)
		text := buf[off : off+rng.IntN(len(buf)-off)]
		full := len(text) / 64 * 64
		want := make([]uint64, len(text)/64)
		for i, c := range text[:full] {
			if c == '\n' {
				want[i/64] |= 1 << (i % 64)
			}
		}
		for name, f := range map[string]func([]byte, []uint64){"newlineMasks": newlineMasks, "generic": newlineMasksGeneric} {
			got := make([]uint64, len(want)+1)
			got[len(want)] = 42 // past the blocks: not written
			f(text[:full], got)
			for k := range want {
				if got[k] != want[k] {
					t.Fatalf("%s(%q): block %d %064b, want %064b", name, text[:full], k, got[k], want[k])
				}
			}
			if got[len(want)] != 42 {
				t.Fatalf("%s wrote past its blocks", name)
			}
		}
		var le lineEnds
		le.build(text)
		for i := 0; i <= len(text); i++ {
			want := -1
			for j := i; j < len(text); j++ {
				if text[j] == '\n' {
					want = j
					break
				}
			}
			if got := le.next(i); got != want {
				t.Fatalf("next(%d) in %q = %d, want %d", i, text, got, want)
			}
		}
	}
}
