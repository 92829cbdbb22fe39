package doc_test

import (
	"testing"

	"lwl/widgets/doc"
)

// Markdown's forms of "(...)": a title after the destination, and a
// destination in angle brackets. Anything not in those forms
// keeps lwl's reading: all of it is the destination.
func TestParseMarkdownForms(t *testing.T) {
	cases := []struct {
		in, dest, title string
	}{
		{`[a](other.md "Title")`, "other.md", "Title"},
		{`[a](other.md 'Title')`, "other.md", "Title"},
		{`[a](other.md (Title))`, "other.md", "Title"},
		{`[a](other.md   "Two words"  )`, "other.md", "Two words"},
		{"[a](other.md\t\"Tab\")", "other.md", "Tab"},
		{`[a](other.md "say \"hi\"")`, "other.md", `say "hi"`},
		{`[a](other.md 'it''s')`, `other.md 'it''s'`, ""},
		{`[a](other.md (a \(b\)))`, "other.md", "a (b)"},
		{`[a](other.md "")`, "other.md", ""},
		{`[a](<with space/s.md>)`, "with space/s.md", ""},
		{`[a](<with space/s.md> "T")`, "with space/s.md", "T"},
		{`[a](<>)`, "", ""},
		{`[a](<https://six.example/a)b>)`, "https://six.example/a)b", ""},
		{`[a](<b)c> "T")`, "b)c", "T"},
		{`[a]( <b)c> )`, "b)c", ""},
		{`[a](<b(c>)`, "b(c", ""},
		{`[a](<b\)c>)`, "b)c", ""},
		{`[a](<b\>)c>)`, `b\>)c`, ""},
		{`[a](<b)c> d)`, "<b)c> d", ""},
		{`[a]( spaced.md )`, "spaced.md", ""},
		{`[a](x(y) "T")`, "x(y)", "T"},
		{`[a](x\(y "T")`, "x(y", "T"},
		// Not Markdown's form: lwl's reading, all of it.
		{`[a](b c  d)`, "b c  d", ""},
		{`[a](b "T" c)`, `b "T" c`, ""},
		{`[a](b"T")`, `b"T"`, ""},
		{`[a](b "T)`, `b "T`, ""},
		{`[a](b (T)x)`, "b (T)x", ""},
		{`[a](<b>c)`, "<b>c", ""},
		{`[a](<b<c>)`, "<b<c>", ""},
		{`[a](<b)`, "<b", ""},
		{`[a](/rel/1 x(y))`, "/rel/1 x(y)", ""},
		{`[Go](https://en.wikipedia.org/wiki/Go_(language))`, "https://en.wikipedia.org/wiki/Go_(language)", ""},
	}
	for _, tc := range cases {
		c := parseOne(t, tc.in, doc.ParseOptions{})
		if len(c.Links) != 1 {
			t.Errorf("%s: %d links, want 1", tc.in, len(c.Links))
			continue
		}
		l := c.Links[0]
		if l.Dest != tc.dest || l.Title != tc.title {
			t.Errorf("%s: dest %q title %q, want %q %q", tc.in, l.Dest, l.Title, tc.dest, tc.title)
		}
		if want := tc.in[:len("[a]")]; tc.in[1] == 'a' && c.Text != want {
			t.Errorf("%s: text %q, want %q", tc.in, c.Text, want)
		}
		checkChunk(t, []byte(tc.in), c)
	}
}

// Titles stay with their links when a chunked document is parsed: several
// links per chunk, each with its own destination and title.
func TestMarkdownTitlesPerLink(t *testing.T) {
	c := parseOne(t, `[a](1 "one") [b](2) [c](<3 3> 'three') https://x.org`, doc.ParseOptions{})
	want := [][2]string{{"1", "one"}, {"2", ""}, {"3 3", "three"}, {"https://x.org", ""}}
	if len(c.Links) != len(want) {
		t.Fatalf("%d links, want %d", len(c.Links), len(want))
	}
	for i, l := range c.Links {
		if l.Dest != want[i][0] || l.Title != want[i][1] {
			t.Errorf("link %d: %q %q, want %q", i, l.Dest, l.Title, want[i])
		}
	}
}

// A ")" inside an angle-bracket destination does not end it (CommonMark);
// when the angle form does not end on its line with a ")" after its ">",
// lwl's reading stands: the first ")" ends a destination starting "<".
func TestParseAngleDestParens(t *testing.T) {
	runParseCases(t, []parseCase{
		{name: "paren inside", in: "x [a](<https://six.example/a)b>) y", text: "x [a] y",
			links: []string{lk(2, "https://six.example/a)b", "[a]")}, spans: []string{ls(2, 2, 5)}},
		{name: "no > on the line", in: "[a](<b)c) d", text: "[a]c) d",
			links: []string{lk(0, "<b", "[a]")}, spans: []string{ls(0, 0, 3)}},
		{name: "no ) after the >", in: "[a](<b)c>\n)", text: "[a]c>\n)",
			links: []string{lk(0, "<b", "[a]")}, spans: []string{ls(0, 0, 3)}},
		{name: "a link after the > first", in: "[a](<b)c> [d](e)", text: "[a]c> [d]",
			links: []string{lk(0, "<b", "[a]"), lk(10, "e", "[d]")}, spans: []string{ls(0, 0, 3), ls(10, 6, 9)}},
		{name: "< inside", in: "[a](<b<c)d>)", text: "[a]d>)",
			links: []string{lk(0, "<b<c", "[a]")}, spans: []string{ls(0, 0, 3)}},
		{name: "bracket inside", in: "[a](<b)[c>)", text: "[a][c>)",
			links: []string{lk(0, "<b", "[a]")}, spans: []string{ls(0, 0, 3)}},
		{name: "brackets hidden", in: "[a](<b)c>)", text: "a", opts: doc.ParseOptions{HideBrackets: true},
			links: []string{lk(0, "b)c", "a")}, spans: []string{ls(0, 0, 1)}},
	})
}
