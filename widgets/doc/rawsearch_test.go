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

// A walk over part of a document hands out the candidates of that part,
// in order, as the walk over the whole does; one that every chunk may match
// hands out every chunk of the part.
func TestWalkChunksOfARange(t *testing.T) {
	var b bytes.Buffer
	for i := 0; b.Len() < 9*ChunkSize; i++ {
		if i%4001 == 0 {
			fmt.Fprintf(&b, "zebra %d and a [link](https://example.org/%d)\n", i, i)
		} else {
			fmt.Fprintf(&b, "plain words on line %d of the test document\n", i)
		}
	}
	d := New(BytesSource(b.Bytes()), ParseOptions{})
	n := d.NumChunks()
	never := func() bool { return false }
	for _, query := range []string{"zebra", "line 5", "(?i)x"} {
		q, err := CompileQuery(query)
		if err != nil {
			t.Fatal(err)
		}
		all := d.SearchChunks(q, never)
		if len(all) == 0 || (query == "zebra" && len(all) >= n) {
			t.Fatalf("%q: candidates %v of %d chunks", query, all, n)
		}
		for _, r := range [][2]int{{0, n}, {0, 1}, {2, 5}, {3, n}, {n - 1, n}, {4, 4}} {
			var want, got []int
			for _, k := range all {
				if k >= r[0] && k < r[1] {
					want = append(want, k)
				}
			}
			w := d.WalkChunks(q, r[0], r[1])
			for k, ok := w.Next(never); ok; k, ok = w.Next(never) {
				got = append(got, k)
			}
			if fmt.Sprint(got) != fmt.Sprint(want) {
				t.Errorf("%q over %v: walk %v, want %v", query, r, got, want)
			}
		}
	}
}

// countingSource counts the bytes read from it.
type countingSource struct {
	BytesSource
	read int64
}

func (s *countingSource) ReadAt(p []byte, off int64) (int, error) {
	n, err := s.BytesSource.ReadAt(p, off)
	s.read += int64(n)
	return n, err
}

// The walk reads ahead of the chunk it hands out by a block, not the
// whole file first: a search's first match on a long file came only after
// a pass over all of it, while the user paged on.
func TestWalkChunksReadsAsItGoes(t *testing.T) {
	text := bytes.Repeat([]byte("every line has an e in it\n"), (32<<20)/26)
	src := &countingSource{BytesSource: BytesSource(text)}
	d := New(src, ParseOptions{})
	q, err := CompileQuery("e")
	if err != nil {
		t.Fatal(err)
	}
	w := d.WalkChunks(q, 0, d.NumChunks())
	if k, ok := w.Next(func() bool { return false }); !ok || k != 0 {
		t.Fatalf("first chunk %d, %v", k, ok)
	}
	if src.read > 4<<20 {
		t.Errorf("%d MB read for the first chunk of a %d MB file", src.read>>20, len(text)>>20)
	}
}
