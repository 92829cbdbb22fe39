package doc

import (
	"bytes"
	"fmt"
	"testing"
)

// The raw prefilter must never lose a chunk that has a display match.
func TestRawCandidatesAgreeWithParse(t *testing.T) {
	var b bytes.Buffer
	for i := 0; b.Len() < 5*ChunkSize; i++ {
		switch i % 7 {
		case 0:
			fmt.Fprintf(&b, "line %d with a [link %d](https://example.org/%d) and text\n", i, i, i)
		case 3:
			fmt.Fprintf(&b, "escaped \\[not a link\\] and a tab\there, zebra %d\n", i)
		case 5:
			fmt.Fprintf(&b, "control \x1b[31mred\x1b[0m and \xff invalid, Zebra\n")
		case 6:
			fmt.Fprintf(&b, "a zero\u200bwidth space and an override \u202e here\n")
		default:
			fmt.Fprintf(&b, "plain words on line %d of the test document\n", i)
		}
	}
	d := New(BytesSource(b.Bytes()), ParseOptions{})
	for _, query := range []string{"zebra", "Zebra", "link 1", "red and", "ample.org", "wor[d]s", "tab\there", "Zeb+ra", `U\+200B`, "202E", "U.202"} {
		q, err := CompileQuery(query)
		if err != nil {
			t.Fatal(err)
		}
		want := map[int]bool{}
		for k := 0; k < d.NumChunks(); k++ {
			if len(q.FindAll(d.Chunk(k).Text, nil)) > 0 {
				want[k] = true
			}
		}
		needle, fold, ok := q.RawNeedle(false)
		if !ok {
			continue
		}
		got := map[int]bool{}
		for _, k := range d.RawCandidates(needle, fold, func() bool { return false }) {
			got[k] = true
		}
		for k := range want {
			if !got[k] {
				t.Errorf("%q: chunk %d has matches but is no candidate", query, k)
			}
		}
	}
}

func TestRawNeedleSafety(t *testing.T) {
	for _, c := range []struct {
		query string
		ok    bool
	}{
		{"zebra", true}, {`8820\], \[RFC`, false}, {"1B", false}, {"<1B>", false}, {`x\(y`, false},
		{"Zeb+ra", true}, {"(?i)x", false}, {"abc", false}, {"xyz", true}, {"U+200B", false}, {"u+202e", false},
	} {
		q, err := CompileQuery(c.query)
		if err != nil {
			t.Fatal(err)
		}
		if _, _, ok := q.RawNeedle(false); ok != c.ok {
			t.Errorf("RawNeedle(%q) ok = %v, want %v", c.query, ok, c.ok)
		}
		if _, _, ok := q.RawNeedle(true); ok {
			t.Errorf("RawNeedle(%q) with hidden brackets must not prefilter", c.query)
		}
	}
}
