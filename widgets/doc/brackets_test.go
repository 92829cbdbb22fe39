package doc

import (
	"bytes"
	"math/rand"
	"testing"
)

// TestIndexFrom checks indexFrom, which looks at the first two words
// itself, against bytes.IndexByte from every offset of texts where the
// byte sought sits next to bytes one above and below it (where a borrow
// would show a false match) and next to 0x00, 0x80 and 0xFF.
func TestIndexFrom(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for _, c := range []byte{'[', ']', '\\', 0x1B, 0x00, 0x80, 0xFF} {
		alphabet := []byte{c, c - 1, c + 1, 0x00, 0x80, 0xFF, 'a'}
		for n := 0; n < 200; n++ {
			w := make([]byte, rng.Intn(40))
			for i := range w {
				w[i] = alphabet[rng.Intn(len(alphabet))]
				if rng.Intn(3) > 0 && c != 'a' {
					w[i] = 'a' // sparser: a match past the first words too
				}
			}
			for from := 0; from <= len(w)+1; from++ {
				want := len(w)
				if from < len(w) {
					if k := bytes.IndexByte(w[from:], c); k >= 0 {
						want = from + k
					}
				}
				if got := indexFrom(w, from, c); got != want {
					t.Fatalf("indexFrom(%q, %d, %q) = %d, want %d", w, from, c, got, want)
				}
			}
		}
	}
}

// TestMatchLinksESC checks that matchLinksESC tells of no ESC only in a
// text without one, and finds the links matchLinks does.
func TestMatchLinksESC(t *testing.T) {
	for _, w := range []string{"", "a [b](c)", "\x1b[1m[b](c)", "[b](c) \x1b", "[b](\x1b)", "\x1b", "[a] (b)"} {
		pairs, noESC := matchLinksESC([]byte(w), nil, nil)
		if noESC && bytes.IndexByte([]byte(w), 0x1B) >= 0 {
			t.Errorf("%q: no ESC, it says", w)
		}
		if want := matchLinks([]byte(w), nil, nil); len(pairs) != len(want) {
			t.Errorf("%q: pairs %v, want %v", w, pairs, want)
		}
	}
	if _, noESC := matchLinksESC([]byte("a [b](c)"), nil, nil); !noESC {
		t.Errorf("a text with a link and no ESC: not known")
	}
}
