package doc

import (
	"math/rand/v2"
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"
	"testing"
)

// ^ and $ are a line's start and end, as in less, though a search looks at
// a chunk of many lines at once; an empty match is dropped by FindAll but
// counts for Matches.
func TestQueryLineAnchors(t *testing.T) {
	text := "one\ntwo\n\nthree two\n"
	tests := []struct {
		query        string
		want         []int
		matchesEmpty bool
	}{
		{"^t", []int{4, 5, 9, 10}, false},
		{"o$", []int{6, 7, 17, 18}, false},
		{"^$", nil, true},
		{"x*", nil, true},
		{"^T", nil, false}, // smart case: an upper-case letter keeps case
	}
	for _, tt := range tests {
		q, err := CompileQuery(tt.query)
		if err != nil {
			t.Fatal(err)
		}
		if got := q.FindAll(text, nil); !slices.Equal(got, tt.want) {
			t.Errorf("%q: FindAll %v, want %v", tt.query, got, tt.want)
		}
		if got := q.MatchesEmpty(); got != tt.matchesEmpty {
			t.Errorf("%q: MatchesEmpty %v, want %v", tt.query, got, tt.matchesEmpty)
		}
	}
	if q, _ := CompileQuery("^$"); !q.Matches("") || q.Matches("a") {
		t.Error(`"^$" should match an empty line and only that`)
	}
	if q, _ := CompileQuery("two"); !q.Matches("a two") || q.Matches("three") {
		t.Error(`the literal "two" should match where it is`)
	}
	// ^$ answers a single line without the regexp: the same answers.
	blank, _ := CompileQuery("^$")
	re := regexp.MustCompile("(?m)^$")
	for _, s := range []string{"", " ", "\r", "\t", "a", "\n", "a\n", "\na", "a\nb", "a\n\nb", "a\r\n\r\n"} {
		if got, want := blank.Matches(s), re.MatchString(s); got != want {
			t.Errorf("^$ on %q: %v, want %v", s, got, want)
		}
	}
}

// A folded literal's matches, all of them, as a lower-cased text shows
// them: the scanner keeps its place across matches.
func TestFindAllFoldASCII(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	letters := "okOKaxX \n"
	for n := 0; n < 500; n++ {
		b := make([]byte, rng.IntN(200))
		for i := range b {
			b[i] = letters[rng.IntN(len(letters))]
		}
		text := string(b)
		for _, needle := range []string{"ok", "o", "okok", "x o"} {
			q, err := CompileQuery(needle)
			if err != nil {
				t.Fatal(err)
			}
			var want []int
			lower := strings.ToLower(text)
			for i := 0; ; {
				j := strings.Index(lower[i:], needle)
				if j < 0 {
					break
				}
				want = append(want, i+j, i+j+len(needle))
				i += j + len(needle)
			}
			if got := q.FindAll(text, nil); !slices.Equal(got, want) {
				t.Fatalf("%q in %q: %v, want %v", needle, text, got, want)
			}
		}
	}
}

// Many matches of a folded literal whose upper-case first letter never
// comes: linear, not quadratic (72 s for 5 million lines of "ok").
func BenchmarkFindAllFoldDense(b *testing.B) {
	text := strings.Repeat("ok\n", 1<<18)
	q, _ := CompileQuery("ok")
	b.SetBytes(int64(len(text)))
	var dst []int
	for b.Loop() {
		dst = q.FindAll(text, dst[:0])
	}
}

// An expression that can match a line break is asked of each line, as
// less does: \s or [^a-z] at a line's end matched its newline, and the
// filter passed (or, inverted, hid) every line.
func TestQueryNewlineInLines(t *testing.T) {
	for _, tc := range []struct {
		query, text string
		want        []int
	}{
		{`\s`, "hello world\nfoo\nbar\n", []int{5, 6}},
		{`[^a-z]`, "abc\ndef\nXYZ\n\nghi\n", nil}, // smart case: [^a-z] ignores case
		{`[^A-Z]`, "ABC\nDEF\nxyz\n\nGHI\n", []int{8, 9, 9, 10, 10, 11}},
		{`o\nb`, "foo\nbar\n", nil},
		{`(?s)o.b`, "foo\nbar\n", nil},
		{`o\s*`, "foo \nbar", []int{1, 2, 2, 4}},
		{`ab`, "ab\nab", []int{0, 2, 3, 5}}, // no line break in it: one pass
		{"foo\nbar", "foo\nbar\n", nil},     // a literal: no line holds it
		{"Foo\nbar", "Foo\nbar\n", nil},
	} {
		q, err := CompileQuery(tc.query)
		if err != nil {
			t.Fatal(err)
		}
		if got := q.FindAll(tc.text, nil); !slices.Equal(got, tc.want) {
			t.Errorf("%q in %q: %v, want %v", tc.query, tc.text, got, tc.want)
		}
	}
	for expr, want := range map[string]bool{`\s`: true, `[^a-z]`: true, `a\nb`: true, `(?s).`: true, `.`: false, `[a-z]+`: false, `\S`: false, `x$`: false} {
		tree, err := syntax.Parse(expr, syntax.Perl)
		if err != nil {
			t.Fatal(err)
		}
		if got := mayMatchNewline(tree); got != want {
			t.Errorf("mayMatchNewline(%q) = %v, want %v", expr, got, want)
		}
	}
}
