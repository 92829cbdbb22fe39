package doc

import (
	"slices"
	"testing"
)

// !pattern's matches are the lines pattern does not match, whole; an
// empty line's is its line break.
func TestNotQuery(t *testing.T) {
	text := "alpha 1\nbeta 2\n\nalpha 3\ngamma"
	for _, c := range []struct {
		pattern string
		want    []int
	}{
		{"alpha", []int{8, 14, 15, 16, 24, 29}},
		{"a", []int{15, 16}},
		{"^$", []int{0, 7, 8, 14, 16, 23, 24, 29}},
		{"[0-9]", []int{15, 16, 24, 29}},
		{"Alpha", []int{0, 7, 8, 14, 15, 16, 16, 23, 24, 29}}, // case counts with an upper-case letter
	} {
		q, err := CompileQuery(c.pattern)
		if err != nil {
			t.Fatal(err)
		}
		n := NotQuery(q)
		if got := n.FindAll(text, nil); !slices.Equal(got, c.want) {
			t.Errorf("!%s: %v, want %v", c.pattern, got, c.want)
		}
		if n.Text != "!"+c.pattern {
			t.Errorf("!%s: Text %q", c.pattern, n.Text)
		}
	}
	q, _ := CompileQuery("alpha")
	n := NotQuery(q)
	if n.Matches("alpha 1\nalpha 2") || !n.Matches("alpha 1\nbeta") || !n.Matches("") || n.MatchesEmpty() == q.MatchesEmpty() {
		t.Errorf("!alpha: Matches or MatchesEmpty wrong")
	}
	if _, _, ok := n.RawNeedle(false); ok {
		t.Errorf("!alpha has a raw needle: a chunk without alpha would be skipped")
	}
}
