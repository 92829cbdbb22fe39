package doc

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// firstPerLineByFindAll is FirstPerLine as FindAll gives it.
func firstPerLineByFindAll(q *Query, text string) []int {
	var firsts []int
	end := 0 // where the line of the last first match ends
	m := q.FindAll(text, nil)
	for i := 0; i < len(m); i += 2 {
		if m[i] < end {
			continue
		}
		firsts = append(firsts, m[i])
		end = lineEnd(text, m[i])
	}
	return firsts
}

// FirstPerLine finds in each line the match FindAll finds first, however
// many matches a line holds (batches of findBatch and more), for literal,
// folded, regexp and line-break-matching queries, and ones that match
// empty texts between the others.
func TestFirstPerLineAgreesWithFindAll(t *testing.T) {
	pieces := []string{"a", "A", "ab", "[a](http://x/) ", " ", "\n", "\t", "x", "é", "ba", "\n\n", "aaaa"}
	queries := []string{"a", "A", "ab", "b", "a+", `\ba`, `\b|a`, `a|\b`, `\s`, `[^a]`, `a$`, `^a`, `(?s)a.b`, `é`, "\n"}
	// More empty matches in a line than a batch, then a non-empty one.
	fixed := []string{strings.Repeat("b ", 3*findBatch) + "ba\nb a\n", strings.Repeat("b ", 3*findBatch) + "b\nba"}
	rng := rand.New(rand.NewPCG(7, 8))
	for n := 0; n < 300+len(fixed); n++ {
		var b strings.Builder
		long := n%10 == 0 // a line with thousands of matches
		for k := rng.IntN(60); k >= 0 || (long && b.Len() < 3*findBatch*4); k-- {
			p := pieces[rng.IntN(len(pieces))]
			if long && strings.Contains(p, "\n") {
				continue
			}
			b.WriteString(p)
		}
		text := b.String()
		if n >= 300 {
			text = fixed[n-300]
		}
		for _, qt := range queries {
			q, err := CompileQuery(qt)
			if err != nil {
				t.Fatal(err)
			}
			got, want := q.FirstPerLine(text, nil), firstPerLineByFindAll(q, text)
			if !slices.Equal(got, want) {
				t.Fatalf("query %q over %q: FirstPerLine %v, FindAll gives %v", qt, text, got, want)
			}
		}
	}
}
