package doc_test

import (
	"regexp"
	"testing"

	"lwl/widgets/doc"
)

// -I: a query with capitals ignores case too, as a literal and as an
// expression; the smart-case default does not.
func TestCompileQueryIgnoreCase(t *testing.T) {
	text := "Foo foo FOO fOo"
	for _, tc := range []struct {
		query  string
		ignore bool
		want   int
	}{
		{"Foo", false, 1},
		{"Foo", true, 4},
		{"FOO", true, 4},
		{"F.o", true, 4},
		{"F.o", false, 1},
		{"foo", false, 4},
		{"Föo", true, 0},
	} {
		compile := doc.CompileQuery
		if tc.ignore {
			compile = doc.CompileQueryIgnoreCase
		}
		q, err := compile(tc.query)
		if err != nil {
			t.Fatal(err)
		}
		if got, _ := q.Count(text, nil); got != tc.want {
			t.Errorf("%q (ignore case %v): %d matches, want %d", tc.query, tc.ignore, got, tc.want)
		}
	}
}

// FuzzQueryIgnoreCase: -I's plain-substring path finds what the expression
// (?i) finds.
func FuzzQueryIgnoreCase(f *testing.F) {
	f.Add("Foo", "foo FOO fOo")
	f.Add("A.b", "a.B A.B axb")
	f.Add("É", "é É e")
	f.Fuzz(func(t *testing.T, query, text string) {
		q, err := doc.CompileQueryIgnoreCase(query)
		if err != nil || query == "" {
			return
		}
		re, err := regexp.Compile("(?i)" + regexp.QuoteMeta(query))
		if err != nil {
			return
		}
		want := 0
		for _, m := range re.FindAllStringIndex(text, -1) {
			if m[1] > m[0] {
				want++
			}
		}
		if regexp.QuoteMeta(query) != query || !isASCII(text) {
			// An expression is compiled by regexp itself. In other text
			// (?i)k also finds the Kelvin sign, which the ASCII path (as
			// for smart case's lower-case queries) does not.
			return
		}
		if got, _ := q.Count(text, nil); got != want {
			t.Fatalf("%q in %q: %d matches, want %d", query, text, got, want)
		}
	})
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}
