package doc

import (
	"regexp"
	"slices"
	"strings"
	"testing"
)

func TestGNUWordBoundaries(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{`the`, `the`},
		{`\<the\>`, `\bthe\b`},
		{`\<[a-z]+\>`, `\b[a-z]+\b`},
		{`\\<the`, `\\<the`},     // an escaped backslash, then <
		{`[\<]`, `[\<]`},         // in a class: the character <
		{`[]\<]\<x`, `[]\<]\bx`}, // ] first is a member
		{`[^]\>]\>`, `[^]\>]\b`}, // also after ^
		{`[[:alpha:]\<]\<`, `[[:alpha:]\<]\b`},
		{`\Q\<\E\<x`, `\Q\<\E\bx`}, // quoted text stays
		{`\Q\<`, `\Q\<`},           // to the end
		{`a\`, `a\`},               // a trailing backslash: the compiler says it
		{`\<`, `\b`},
	} {
		if got := gnuWordBoundaries(c.in); got != c.want {
			t.Errorf("gnuWordBoundaries(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// \<the\> finds the word, not the letters inside another; \<th the words
// that begin so.
func TestQueryWordBoundaries(t *testing.T) {
	text := "the other theme; bathe the\n"
	for _, c := range []struct {
		query string
		want  []int
	}{
		{`\<the\>`, []int{0, 3, 23, 26}},
		{`\<th`, []int{0, 2, 10, 12, 23, 25}},
		{`he\>`, []int{1, 3, 20, 22, 24, 26}},
	} {
		q, err := CompileQuery(c.query)
		if err != nil {
			t.Fatalf("%s: %v", c.query, err)
		}
		if got := q.FindAll(text, nil); !slices.Equal(got, c.want) {
			t.Errorf("%s in %q: %v, want %v", c.query, text, got, c.want)
		}
	}
}

// The translation keeps a pattern that compiles compiling (RE2 reads \< as
// a literal <, and \b is a word boundary), and writes no more \b than
// there were \< and \>.
func FuzzGNUWordBoundaries(f *testing.F) {
	for _, s := range []string{`\<the\>`, `[\<]`, `[]\<]`, `[[:alpha:]\>]`, `\Q\<\E`, `\\<`, `a[^]]b`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, expr string) {
		out := gnuWordBoundaries(expr)
		if _, err := regexp.Compile(expr); err == nil {
			if _, err := regexp.Compile(out); err != nil {
				t.Errorf("%q compiles, %q does not: %v", expr, out, err)
			}
		}
		added := strings.Count(out, `\b`) - strings.Count(expr, `\b`)
		if added > strings.Count(expr, `\<`)+strings.Count(expr, `\>`) {
			t.Errorf("%q became %q", expr, out)
		}
	})
}
