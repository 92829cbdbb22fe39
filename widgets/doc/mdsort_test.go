package doc

import (
	"math/rand"
	"slices"
	"testing"
)

// sortNearlySorted gives the order of a stable sort, for spans nearly in
// order, for spans in reverse (a hostile line's nested emphasis), and for
// spans in no order.
func TestSortNearlySorted(t *testing.T) {
	order := func(a, b mdSpan) int {
		if a.start != b.start {
			return a.start - b.start
		}
		return b.end - a.end
	}
	rng := rand.New(rand.NewSource(1))
	var inputs [][]mdSpan
	for n := range 200 {
		var near, reverse, random []mdSpan
		for i := range n {
			near = append(near, mdSpan{i * 3, i*3 + 5, Kind(i % 5)})
			reverse = append(reverse, mdSpan{n - i, n + i, Kind(i % 3)})
			random = append(random, mdSpan{rng.Intn(20), rng.Intn(20), Kind(i % 7)})
		}
		for i := 0; i+1 < len(near); i += 7 {
			near[i], near[i+1] = near[i+1], near[i]
		}
		inputs = append(inputs, near, reverse, random)
	}
	for _, in := range inputs {
		want := slices.Clone(in)
		slices.SortStableFunc(want, order)
		got := slices.Clone(in)
		sortNearlySorted(got)
		if !slices.Equal(got, want) {
			t.Fatalf("sortNearlySorted(%v) = %v, want %v", in, got, want)
		}
	}
}
