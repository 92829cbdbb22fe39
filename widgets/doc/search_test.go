package doc

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestQueryFindAll(t *testing.T) {
	for _, c := range []struct {
		query, text string
		want        []int
	}{
		{"uri", "URI uri Uri", []int{0, 3, 4, 7, 8, 11}},         // smart case: all lower ignores case
		{"URI", "URI uri Uri", []int{0, 3}},                      // an upper-case letter: exact
		{"aa", "aaaa", []int{0, 2, 2, 4}},                        // no overlaps, left to right
		{"a*", "baab", []int{1, 3}},                              // empty matches are dropped
		{"x*", "abc", nil},                                       // only empty matches: none
		{"é", "café CAFÉ", []int{3, 5, 9, 11}},                   // non-ASCII folds through the regexp
		{`\bfrag\w*`, "fragment frag xfrag", []int{0, 8, 9, 13}}, // a regexp
		{`\S+`, "ab  cd", []int{0, 2, 4, 6}},                     // \S does not turn smart case off
		{"[ab]", "xaby", []int{1, 2, 2, 3}},
		{"日本", "日本語の日本", []int{0, 6, 12, 18}},
	} {
		q, err := CompileQuery(c.query)
		if err != nil {
			t.Fatalf("%q: %v", c.query, err)
		}
		got := q.FindAll(c.text, nil)
		if !slices.Equal(got, c.want) {
			t.Errorf("FindAll(%q in %q) = %v, want %v", c.query, c.text, got, c.want)
		}
		if n, _ := q.Count(c.text, nil); n != len(c.want)/2 {
			t.Errorf("Count(%q in %q) = %d, want %d", c.query, c.text, n, len(c.want)/2)
		}
	}
}

func TestCompileQueryErrors(t *testing.T) {
	for query, want := range map[string]string{
		"(":   "unbalanced parenthesis",
		"[a":  "unclosed [",
		"*x":  "nothing to repeat",
		`a\`:  "a \\ at the end",
		"a)b": "unbalanced parenthesis",
	} {
		_, err := CompileQuery(query)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("CompileQuery(%q) error = %v, want it to say %q", query, err, want)
		}
		if err != nil && strings.Contains(err.Error(), "(?i)") {
			t.Errorf("CompileQuery(%q) error %q shows the internal case flag", query, err)
		}
	}
}

// Matches are found in the display text: a match can span a link's edge,
// and one inside a link's text selects that link.
func TestMatchesInDocument(t *testing.T) {
	src := "see [the RFC 8820 text](/doc/html/rfc8820) here\nand [gumbo](https://github.com/google/gumbo-parser)\n"
	d := New(BytesSource(src), ParseOptions{})
	c := d.Chunk(0)
	for _, tc := range []struct {
		query string
		texts []string
	}{
		{"8820", []string{"8820"}},          // not in the hidden destination
		{"rfc", []string{"RFC"}},            // smart case; the destination's rfc is hidden
		{`see \[the`, []string{"see [the"}}, // across the link's opening edge
		{`text\] here`, []string{"text] here"}},
		{"github", nil}, // only in a destination
	} {
		q, err := CompileQuery(tc.query)
		if err != nil {
			t.Fatal(err)
		}
		m := NewMatches(d, q)
		var got []string
		for _, s := range m.In(0) {
			got = append(got, c.Text[s.Start:s.End])
		}
		if strings.Join(got, "|") != strings.Join(tc.texts, "|") {
			t.Errorf("%q: matches %q, want %q", tc.query, got, tc.texts)
		}
	}
	q, _ := CompileQuery("gumbo")
	it, ok := NewMatches(d, q).From(Pos{})
	if !ok {
		t.Fatal("no gumbo match")
	}
	link := d.LinkAt(it.Start.Chunk, it.Start.Off)
	l, ok := d.Link(link)
	if !ok || l.Dest != "https://github.com/google/gumbo-parser" {
		t.Errorf("the link holding the gumbo match is %v %q", ok, l.Dest)
	}
}

// Stepping through matches: From/Until/After/Before agree with the sorted
// list of all matches, across chunks.
func TestMatchesStepping(t *testing.T) {
	var b strings.Builder
	for b.Len() < 3*ChunkSize {
		b.WriteString("a line with a needle and another needle in it\n")
	}
	d := New(BytesSource(b.String()), ParseOptions{})
	q, _ := CompileQuery("needle")
	m := NewMatches(d, q)
	var all []Item
	for it, ok := m.From(Pos{}); ok; it, ok = m.After(it.ID) {
		all = append(all, it)
	}
	if want := strings.Count(b.String(), "needle"); len(all) != want {
		t.Fatalf("stepped through %d matches, want %d", len(all), want)
	}
	for i := 1; i < len(all); i++ {
		if !all[i-1].Start.Less(all[i].Start) || all[i-1].ID >= all[i].ID {
			t.Fatalf("matches %d and %d out of order: %+v %+v", i-1, i, all[i-1], all[i])
		}
		if prev, ok := m.Before(all[i].ID); !ok || prev.ID != all[i-1].ID {
			t.Fatalf("Before(%d) = %+v, want %+v", i, prev, all[i-1])
		}
	}
	last, ok := m.Until(d.End())
	if !ok || last.ID != all[len(all)-1].ID {
		t.Errorf("Until(End) = %+v, want the last match", last)
	}
	if _, ok := m.Before(all[0].ID); ok {
		t.Error("Before the first match found one")
	}
	if _, ok := m.After(all[len(all)-1].ID); ok {
		t.Error("After the last match found one")
	}
}

func FuzzSearch(f *testing.F) {
	f.Add("e", "the quick brown fox")
	f.Add("(a|b)*c", "abcabc [link](dest) c")
	f.Add("x*", "xxx")
	f.Add("é", "CAFÉ café \xff")
	f.Add(`\bw`, "a [w](u) w")
	f.Fuzz(func(t *testing.T, query, text string) {
		q, err := CompileQuery(query)
		if err != nil {
			return
		}
		d := New(BytesSource(text), ParseOptions{})
		m := NewMatches(d, q)
		for k := 0; k < d.NumChunks(); k++ {
			c := d.Chunk(k)
			prevEnd := 0
			for _, s := range m.In(k) {
				if s.Start < prevEnd || s.End <= s.Start || s.End > len(c.Text) {
					t.Fatalf("match [%d,%d) out of order or bounds (prev end %d, text %d)", s.Start, s.End, prevEnd, len(c.Text))
				}
				if utf8.ValidString(c.Text) && (!utf8.RuneStart(c.Text[s.Start]) || (s.End < len(c.Text) && !utf8.RuneStart(c.Text[s.End]))) {
					t.Fatalf("match [%d,%d) splits a character of %q", s.Start, s.End, c.Text)
				}
				prevEnd = s.End
			}
		}
	})
}
