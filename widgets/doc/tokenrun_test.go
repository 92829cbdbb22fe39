package doc_test

import (
	"bytes"
	"strings"
	"testing"

	"lwl/widgets/doc"
)

// A run of bytes shown as tokens costs the same few entries however long it
// is: a chunk of /dev/zero must not cost one entry per byte.
func TestTokenRunSize(t *testing.T) {
	in := append(bytes.Repeat([]byte{0}, 60000), "x\x01\x02y"...)
	c := parseOne(t, string(in), doc.ParseOptions{})
	if want := strings.Repeat("<00>", 60000) + "x<01><02>y"; c.Text != want {
		t.Fatalf("text of %d bytes, want %d", len(c.Text), len(want))
	}
	if n := c.NumSegs(); n > 5 {
		t.Errorf("%d offset map entries for two runs of tokens, want at most 5", n)
	}
	if got := spanStrings(c); !equalStrings(got, []string{cs(0, 240000), cs(240001, 240009)}) {
		t.Errorf("spans %q", got)
	}
}

// The offset maps of a run of tokens: a source byte maps to its token's
// start; a token's first display byte maps to its source byte and the rest
// to the byte after it, as when each token had an entry of its own.
func TestTokenRunOffsets(t *testing.T) {
	in := "a\x00\x01b\xff\xc2\x80c\x7f\r\n"
	c := parseOne(t, in, doc.ParseOptions{})
	const want = "a<00><01>b<FF><C2><80>c<7F>\n"
	if c.Text != want {
		t.Fatalf("text %q, want %q", c.Text, want)
	}
	disp := []int{0, 1, 5, 9, 10, 14, 18, 22, 23, 27, 27}
	for src, d := range disp {
		if got := c.DispOffset(int64(src)); got != d {
			t.Errorf("DispOffset(%d) = %d, want %d", src, got, d)
		}
	}
	back := map[int]int64{0: 0, 1: 1, 2: 2, 4: 2, 5: 2, 6: 3, 9: 3, 10: 4, 11: 5, 14: 5, 15: 6, 18: 6, 19: 7, 22: 7, 23: 8, 24: 9, 27: 10}
	for d, src := range back {
		if got := c.SrcOffset(d); got != src {
			t.Errorf("SrcOffset(%d) = %d, want %d", d, got, src)
		}
	}
}
