package doc

import (
	"regexp"
	"runtime"
	"slices"
	"strings"
	"testing"
)

// A pasted expression whose program is too long is refused in words.
func TestQueryTooComplex(t *testing.T) {
	pasted := strings.Repeat("(a?)", 10000)
	_, err := CompileQuery(pasted)
	if err == nil || !strings.Contains(err.Error(), "pattern too complex") {
		t.Fatalf("CompileQuery of (a?) × 10,000: error %v, want pattern too complex", err)
	}
	if !strings.Contains(err.Error(), "at most 10000") {
		t.Errorf("the error %q does not say the bound", err)
	}
}

// An expression too long to be typed by hand is refused in words before
// it is parsed, in memory that does not grow with it: parsing a pasted
// megabyte of (a|b) took 190 MB. A plain substring that long is searched for.
func TestQueryTooLong(t *testing.T) {
	pasted := strings.Repeat("(a|b)", 200000)
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	_, err := CompileQuery(pasted)
	runtime.ReadMemStats(&after)
	if err == nil || !strings.Contains(err.Error(), "pattern too long (1000000 bytes; at most 65536)") {
		t.Fatalf("CompileQuery of (a|b) × 200,000: error %v, want pattern too long with its length and bound", err)
	}
	const bound = 4 << 20
	if got := after.TotalAlloc - before.TotalAlloc; got > bound {
		t.Errorf("refusing (a|b) × 200,000 allocated %d MB, want at most %d", got>>20, bound>>20)
	}
	if q, err := CompileQuery(strings.Repeat("ab", 500000)); err != nil {
		t.Errorf("a plain substring of 1 MB: %v", err)
	} else if got := q.FindAll("x"+strings.Repeat("ab", 500000), nil); !slices.Equal(got, []int{1, 1000001}) {
		t.Errorf("a plain substring of 1 MB: matches %v", got)
	}
}

// An expression of many groups, still short enough to run, takes memory in
// proportion to its length: the groups are not kept.
func TestQueryGroupsMemory(t *testing.T) {
	q, err := CompileQuery(strings.Repeat("(a?)", 2000))
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Repeat("hello\n", 4)
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	q.FindAll(text, nil)
	q.Matches(text)
	runtime.ReadMemStats(&after)
	// With the groups, each of the matcher's thousands of threads held
	// room for 4,002 positions: 128 MB.
	const bound = 16 << 20
	if got := after.TotalAlloc - before.TotalAlloc; got > bound {
		t.Errorf("searching with (a?) × 2,000 allocated %d MB, want at most %d", got>>20, bound>>20)
	}
}

// Dropping the groups changes no match.
func TestQueryGroupsSameMatches(t *testing.T) {
	text := "abc abcabc a(b)c xyzzy ab\tc aaa bbb"
	for _, query := range []string{"(a)(b)?c", "(a|ab)(c|bcd)?", "((a+)b)+", "(?:a(b))*c", "(?P<x>b+)|(c)", `(\w+)\s(\w+)`, "(a*)+", "(?i)(A)(B)"} {
		q, err := CompileQuery(query)
		if err != nil {
			t.Fatalf("%q: %v", query, err)
		}
		re := regexp.MustCompile("(?m)" + query)
		if !hasUpper(query) {
			re = regexp.MustCompile("(?mi)" + query)
		}
		if got, want := q.FindAll(text, nil), nonEmpty(re.FindAllStringIndex(text, -1)); !slices.Equal(got, want) {
			t.Errorf("%q: matches %v, want %v", query, got, want)
		}
	}
}

// FuzzQueryGroups: an expression finds what regexp finds with its groups.
func FuzzQueryGroups(f *testing.F) {
	f.Add("(a)(b)?c", "abc abcabc ac")
	f.Add("(x*)+y", "xxy y xx")
	f.Add(`(?s)(.)\1?`, "ab")
	f.Add(`(?U)(a+)(a*?)`, "aaaa")
	f.Fuzz(func(t *testing.T, query, text string) {
		text = strings.ReplaceAll(text, "\n", " ") // a line at a time: no difference there
		flags := "(?mi)"
		if hasUpper(query) {
			flags = "(?m)"
		}
		re, err := regexp.Compile(flags + query)
		if err != nil || regexp.QuoteMeta(query) == query {
			return
		}
		q, err := CompileQuery(query)
		if err != nil {
			if strings.Contains(err.Error(), "pattern too complex") || strings.Contains(err.Error(), "pattern too long") {
				return
			}
			t.Fatalf("%q compiles with regexp, not as a query: %v", query, err)
		}
		if got, want := q.FindAll(text, nil), nonEmpty(re.FindAllStringIndex(text, -1)); !slices.Equal(got, want) {
			t.Fatalf("%q in %q: matches %v, want %v", query, text, got, want)
		}
	})
}

func nonEmpty(ms [][]int) []int {
	var offs []int
	for _, m := range ms {
		if m[1] > m[0] {
			offs = append(offs, m...)
		}
	}
	return offs
}
