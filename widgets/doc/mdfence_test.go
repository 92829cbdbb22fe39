package doc

import (
	"bytes"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// fencesInSearch is fencesIn with a search for each byte's next run of
// three: what fencesIn must find.
func (x *mdIndex) fencesInSearch(b []byte, base int64) {
	run := func(i int, c byte) int {
		if k := bytes.Index(b[i:], []byte{c, c, c}); k >= 0 {
			return i + k
		}
		return len(b)
	}
	for i := 0; i < len(b); {
		p := min(run(i, '`'), run(i, '~'))
		if p >= len(b) {
			return
		}
		ls, le := lineAround(b, p)
		if ls == 0 || b[ls-1] == '\n' {
			x.fenceLine(b, ls, p, le, base)
		}
		i = le + 1
	}
}

// TestFencesInAgreesWithSearch compares fencesIn with fencesInSearch on
// generated texts, some longer than the span it maps at a time, fed in
// one block or two.
func TestFencesInAgreesWithSearch(t *testing.T) {
	lines := []string{"", "text", "```", "```go", "~~~", "~~~~", "````", "  ```", "   ~~~", "    ```", "a ```", "``` x ` y",
		"``", "`` ```", "~~", "x~~~", "```` ~~~", " \t```", "`", "~"}
	rng := rand.New(rand.NewPCG(9, 10))
	for n := 0; n < 5000; n++ {
		var parts []string
		for k := rng.IntN(30) + 1; k > 0; k-- {
			parts = append(parts, lines[rng.IntN(len(lines))])
		}
		text := strings.Join(parts, "\n")
		if n%50 == 0 {
			text = strings.Repeat("filler line of text\n", fenceSpan/20+rng.IntN(100)) + text + "\n" + text
		}
		b := []byte(text)
		cut := rng.IntN(len(b) + 1)
		if k := bytes.LastIndexByte(b[:cut], '\n'); k >= 0 {
			cut = k + 1
		} else {
			cut = 0
		}
		var got, want mdIndex
		got.fencesIn(b[:cut], 0, false)
		got.fencesIn(b[cut:], int64(cut), false)
		want.fencesInSearch(b[:cut], 0)
		want.fencesInSearch(b[cut:], int64(cut))
		if !slices.Equal(got.fences, want.fences) || got.fenceLen != want.fenceLen || got.fenceChar != want.fenceChar {
			t.Fatalf("%q cut at %d: fences %v (open %q x%d), want %v (open %q x%d)",
				b, cut, got.fences, got.fenceChar, got.fenceLen, want.fences, want.fenceChar, want.fenceLen)
		}
	}
}
