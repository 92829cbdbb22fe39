package doc_test

import (
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
		if got := q.Count(text); got != tc.want {
			t.Errorf("%q (ignore case %v): %d matches, want %d", tc.query, tc.ignore, got, tc.want)
		}
	}
}
