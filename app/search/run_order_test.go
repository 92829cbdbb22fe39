package search

import (
	"bytes"
	"fmt"
	"testing"

	"lwl/widgets/doc"
)

// The walk of a search hands out every candidate chunk once: those from
// where it started towards the end searched for, nearest first, then the
// rest; covered counts up to all chunks.
func TestSearchOrderVisitsEachCandidateOnce(t *testing.T) {
	var b bytes.Buffer
	for i := 0; b.Len() < 7*doc.ChunkSize; i++ {
		if i%3001 == 0 {
			fmt.Fprintf(&b, "zebra %d\n", i)
		} else {
			fmt.Fprintf(&b, "plain words on line %d of the test document\n", i)
		}
	}
	d := doc.New(doc.BytesSource(b.Bytes()), doc.ParseOptions{})
	n := d.NumChunks()
	never := func() bool { return false }
	for _, query := range []string{"zebra", "(?i)x"} {
		q, err := doc.CompileQuery(query)
		if err != nil {
			t.Fatal(err)
		}
		var all []int // the candidates, in document order
		w := d.WalkChunks(q, 0, n)
		for k, ok := w.Next(never); ok; k, ok = w.Next(never) {
			all = append(all, k)
		}
		for from := 0; from < n; from++ {
			for _, backward := range []bool{false, true} {
				var want []int
				if !backward {
					for _, k := range all {
						if k >= from {
							want = append(want, k)
						}
					}
					for _, k := range all {
						if k < from {
							want = append(want, k)
						}
					}
				} else {
					for i := len(all) - 1; i >= 0; i-- {
						if all[i] <= from {
							want = append(want, all[i])
						}
					}
					for _, k := range all {
						if k > from {
							want = append(want, k)
						}
					}
				}
				var got []int
				prev := 0
				next := searchOrder(d, q, from, backward, never)
				for k, covered, ok := next(); ok; k, covered, ok = next() {
					got = append(got, k)
					if covered < prev || covered < 1 || covered > n {
						t.Errorf("%q from %d backward %v: covered %d after %d", query, from, backward, covered, prev)
					}
					prev = covered
				}
				if fmt.Sprint(got) != fmt.Sprint(want) {
					t.Errorf("%q from %d backward %v: %v, want %v", query, from, backward, got, want)
				}
				if query == "(?i)x" && prev != n {
					t.Errorf("%q from %d backward %v: covered ends at %d of %d", query, from, backward, prev, n)
				}
			}
		}
	}
}
