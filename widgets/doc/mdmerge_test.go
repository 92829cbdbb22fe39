package doc

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// mergeSpansByAppend is mergeSpans as first written, the reference.
func mergeSpansByAppend(a, b []Span) []Span {
	x := slices.Clone(a)
	var out []Span
	for len(x) > 0 && len(b) > 0 {
		if x[0].Start < b[0].Start || x[0].Start == b[0].Start && x[0].End >= b[0].End {
			out, x = append(out, x[0]), x[1:]
		} else {
			out, b = append(out, b[0]), b[1:]
		}
	}
	return append(append(out, x...), b...)
}

// TestMergeSpansKeepsOrder checks mergeSpans against the reference, on
// spans in the chunk's order and on builder spans out of it (a style
// span comes after the links inside it).
func TestMergeSpansKeepsOrder(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	spans := func(n int, kind Kind) []Span {
		s := make([]Span, n)
		for k := range s {
			start := rng.IntN(20)
			s[k] = Span{Start: start, End: start + rng.IntN(5), Kind: kind, ID: int64(k)}
		}
		return s
	}
	order := func(a, b Span) int {
		if a.Start != b.Start {
			return a.Start - b.Start
		}
		return b.End - a.End
	}
	var tmp []Span
	for n := 0; n < 5000; n++ {
		a, b := spans(rng.IntN(12), KindLink), spans(rng.IntN(12), KindHeading1)
		slices.SortStableFunc(b, order)
		if n%2 == 0 {
			slices.SortStableFunc(a, order)
		}
		want := mergeSpansByAppend(a, b)
		var got []Span
		got, tmp = mergeSpans(slices.Clone(a), b, tmp)
		if !slices.Equal(got, want) {
			t.Fatalf("merge of %v and %v:\n got %v\nwant %v", a, b, got, want)
		}
	}
}
