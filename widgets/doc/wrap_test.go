package doc_test

import (
	"fmt"
	"testing"

	"lwl/widgets/doc"
)

type wrapCase struct {
	name  string
	line  string
	width int
	tab   int
	mode  doc.WrapMode
	want  []int
}

func runWrapCases(t *testing.T, cases []wrapCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			tab := tc.tab
			if tab == 0 {
				tab = 8
			}
			got := doc.WrapLine(tc.line, tc.width, tab, tc.mode, nil)
			if fmt.Sprint(got) != fmt.Sprint(tc.want) {
				t.Errorf("WrapLine(%q, width %d, tab %d, mode %d) = %v, want %v", tc.line, tc.width, tab, tc.mode, got, tc.want)
			}
			checkRows(t, tc.line, got)
		})
	}
}

// checkRows verifies that rows start at 0, increase, and never split a
// grapheme cluster.
func checkRows(t *testing.T, line string, rows []int) {
	t.Helper()
	if len(rows) == 0 || rows[0] != 0 {
		t.Fatalf("rows %v do not start at 0", rows)
	}
	bounds := map[int]bool{0: true, len(line): true}
	for i, state := 0, -1; i < len(line); {
		n, _, st := doc.Cluster(line[i:], state)
		state = st
		i += n
		bounds[i] = true
	}
	for i := 1; i < len(rows); i++ {
		if rows[i] <= rows[i-1] || rows[i] >= len(line) {
			t.Fatalf("rows %v not increasing inside the line of %d bytes", rows, len(line))
		}
		if !bounds[rows[i]] {
			t.Fatalf("row %d starts at %d, inside a grapheme cluster of %q", i, rows[i], line)
		}
	}
}

func TestWrapHard(t *testing.T) {
	runWrapCases(t, []wrapCase{
		{name: "empty", line: "", width: 5, want: []int{0}},
		{name: "fits", line: "abc", width: 5, want: []int{0}},
		{name: "exact fit", line: "abcde", width: 5, want: []int{0}},
		{name: "one over", line: "abcdef", width: 5, want: []int{0, 5}},
		{name: "three rows", line: "abcdefg", width: 3, want: []int{0, 3, 6}},
		{name: "breaks inside words", line: "hello world", width: 4, want: []int{0, 4, 8}},
		{name: "width 1", line: "abc", width: 1, want: []int{0, 1, 2}},
		{name: "width 0 acts as 1", line: "ab", width: 0, want: []int{0, 1}},
		{name: "wide char fits exactly", line: "a中", width: 3, want: []int{0}},
		{name: "wide char at right edge moves down", line: "ab中", width: 3, want: []int{0, 2}},
		{name: "wide char never split", line: "a中b", width: 2, want: []int{0, 1, 4}},
		{name: "wide chars", line: "中中中", width: 5, want: []int{0, 6}},
		{name: "wide char wider than row", line: "中", width: 1, want: []int{0}},
		{name: "wide chars wider than row", line: "中文", width: 1, want: []int{0, 3}},
		{name: "emoji ZWJ sequence fits", line: "👩\u200d💻x", width: 3, want: []int{0}},
		{name: "combining marks stay with base", line: "e\u0301e\u0301e\u0301", width: 2, want: []int{0, 6}},
		{name: "combining mark at edge", line: "abe\u0301x", width: 3, want: []int{0, 5}},
		{name: "many combining marks", line: "a\u0300\u0301\u0302\u0303b", width: 1, want: []int{0, 9}},
		{name: "tab", line: "\tx", width: 10, want: []int{0}},
		{name: "tab to stop", line: "a\tb", width: 8, want: []int{0, 2}},
		{name: "tab width 4", line: "ab\tcd", width: 12, tab: 4, want: []int{0}},
		{name: "tab fills the row", line: "\tab", width: 4, want: []int{0, 1}},
		{name: "tab stops count from the row start", line: "abcdef\tg", width: 4, tab: 4, want: []int{0, 4, 7}},
		{name: "tab at the very edge", line: "abcd\tef", width: 4, want: []int{0, 5}},
		{name: "spaces", line: "      ", width: 3, want: []int{0, 3}},
	})
}

func TestWrapWord(t *testing.T) {
	runWrapCases(t, []wrapCase{
		{name: "empty", line: "", width: 5, mode: doc.WrapWord, want: []int{0}},
		{name: "fits", line: "hello world", width: 11, mode: doc.WrapWord, want: []int{0}},
		{name: "break at space", line: "hello world", width: 5, mode: doc.WrapWord, want: []int{0, 6}},
		{name: "break before word", line: "hello world", width: 8, mode: doc.WrapWord, want: []int{0, 6}},
		{name: "three rows", line: "hello world foo", width: 8, mode: doc.WrapWord, want: []int{0, 6, 12}},
		{name: "long word is cut", line: "abcdefghij", width: 4, mode: doc.WrapWord, want: []int{0, 4, 8}},
		{name: "long word after short", line: "ab cdefghij", width: 4, mode: doc.WrapWord, want: []int{0, 3, 7}},
		{name: "trailing spaces hang", line: "abcd   ", width: 4, mode: doc.WrapWord, want: []int{0}},
		{name: "spaces hang at the break", line: "abc  def", width: 4, mode: doc.WrapWord, want: []int{0, 5}},
		{name: "only spaces", line: "      ", width: 3, mode: doc.WrapWord, want: []int{0}},
		{name: "hyphen is a break opportunity", line: "well-known thing", width: 6, mode: doc.WrapWord, want: []int{0, 5, 11}},
		{name: "CJK breaks between ideographs", line: "中文字符", width: 5, mode: doc.WrapWord, want: []int{0, 6}},
		{name: "wide char at right edge", line: "abc中", width: 4, mode: doc.WrapWord, want: []int{0, 3}},
		{name: "width 1", line: "ab", width: 1, mode: doc.WrapWord, want: []int{0, 1}},
		{name: "combining mark kept with base", line: "ab e\u0301f", width: 3, mode: doc.WrapWord, want: []int{0, 3}},
		{name: "tab", line: "a\tb", width: 8, mode: doc.WrapWord, want: []int{0, 2}},
		{name: "flags", line: "🇩🇪🇫🇷🇮🇹", width: 3, mode: doc.WrapWord, want: []int{0, 8, 16}},
		{name: "bracketed words", line: "see [the docs] now", width: 9, mode: doc.WrapWord, want: []int{0, 9}},
	})
}

func TestWrapNone(t *testing.T) {
	runWrapCases(t, []wrapCase{
		{name: "empty", line: "", width: 5, mode: doc.WrapNone, want: []int{0}},
		{name: "long line chopped, one row", line: "a very long line indeed", width: 3, mode: doc.WrapNone, want: []int{0}},
		{name: "wide", line: "中文字符", width: 1, mode: doc.WrapNone, want: []int{0}},
	})
}

func TestWrapAppendsToDst(t *testing.T) {
	dst := []int{42}
	got := doc.WrapLine("abcdef", 3, 8, doc.WrapHard, dst)
	if fmt.Sprint(got) != "[42 0 3]" {
		t.Errorf("WrapLine appended %v, want [42 0 3]", got)
	}
}

// A tab followed by a non-ASCII character must still be sized as a tab.
func TestWrapTabBeforeNonASCII(t *testing.T) {
	if n, w, _ := doc.Cluster("\t中", -1); n != 1 || w != -1 {
		t.Errorf("Cluster(\"\\t中\") = %d bytes, width %d; want 1 byte, width -1 (a tab)", n, w)
	}
	runWrapCases(t, []wrapCase{
		{name: "tab then wide char", line: "\t中", width: 4, want: []int{0, 1}},
		{name: "tab then accented char", line: "ab\té", width: 8, want: []int{0, 3}},
	})
}

// A cluster that starts a new row must be measured afresh: a flag (a pair of
// regional indicators) or a ZWJ emoji sequence is never split.
func TestWrapClusterAtRowStart(t *testing.T) {
	runWrapCases(t, []wrapCase{
		{name: "flags", line: "🇩🇪🇫🇷", width: 3, want: []int{0, 8}},
		{name: "three flags", line: "🇩🇪🇫🇷🇮🇹", width: 2, want: []int{0, 8, 16}},
		{name: "emoji ZWJ sequences", line: "👩\u200d💻👩\u200d💻", width: 3, want: []int{0, 11}},
		{name: "flag moves down", line: "ab🇩🇪", width: 3, want: []int{0, 2}},
		{name: "emoji ZWJ sequence moves down", line: "ab👩\u200d💻", width: 3, want: []int{0, 2}},
	})
}

// After a cluster wider than the row (a wide character on a one-cell row),
// the printable-ASCII fast path must still start the next row after it.
func TestWrapWideCharOnNarrowRow(t *testing.T) {
	runWrapCases(t, []wrapCase{
		{name: "wide then ASCII", line: "中a", width: 1, want: []int{0, 3}},
		{name: "wide chars then ASCII", line: "中文x", width: 1, want: []int{0, 3, 6}},
		{name: "wide then ASCII run", line: "中abc", width: 1, want: []int{0, 3, 4, 5}},
	})
}

func TestCluster(t *testing.T) {
	cases := []struct {
		s        string
		n, width int
	}{
		{"a", 1, 1},
		{"ab", 1, 1},
		{"\tx", 1, -1},
		{"\t", 1, -1},
		{"中x", 3, 2},
		{"e\u0301x", 3, 1},
		{"👩\u200d💻x", 11, 2},
		{"🇩🇪x", 8, 2},
		{"\u0301", 2, 0},
	}
	for _, tc := range cases {
		n, w, _ := doc.Cluster(tc.s, -1)
		if n != tc.n || w != tc.width {
			t.Errorf("Cluster(%q) = %d bytes width %d, want %d bytes width %d", tc.s, n, w, tc.n, tc.width)
		}
	}
}

func TestTabWidth(t *testing.T) {
	cases := []struct{ col, tab, want int }{
		{0, 8, 8}, {3, 8, 5}, {7, 8, 1}, {8, 8, 8}, {5, 4, 3}, {5, 0, 1}, {5, -2, 1},
	}
	for _, tc := range cases {
		if got := doc.TabWidth(tc.col, tc.tab); got != tc.want {
			t.Errorf("TabWidth(%d, %d) = %d, want %d", tc.col, tc.tab, got, tc.want)
		}
	}
}

func TestParseWrapMode(t *testing.T) {
	for name, want := range map[string]doc.WrapMode{"hard": doc.WrapHard, "word": doc.WrapWord, "none": doc.WrapNone} {
		if got, ok := doc.ParseWrapMode(name); !ok || got != want {
			t.Errorf("ParseWrapMode(%q) = %v, %v", name, got, ok)
		}
	}
	for _, bad := range []string{"", "Hard", "soft", "words"} {
		if _, ok := doc.ParseWrapMode(bad); ok {
			t.Errorf("ParseWrapMode(%q) accepted", bad)
		}
	}
}
