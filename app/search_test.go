package app

import (
	"strings"
	"testing"

	"lwl/widgets/doc"
)

// manyLines is a document of n identical lines, each with one "fox".
func manyLines(n int) doc.Source {
	line := "the quick brown fox jumps over the lazy dog\n"
	return doc.BytesSource(strings.Repeat(line, n))
}

// A search stopped before its count ended: n still steps, and the status
// does not promise a count that will never come (it said "counting..."
// for ever).
func TestSearchCancelledThenStep(t *testing.T) {
	hs := startApp(t, Options{Source: manyLines(100000), Name: "big"}, 80, 24)
	hs.do(func() {
		hs.a.startSearch("fox", false)
		hs.a.cancelSearch() // before the job can report: it is ignored from now on
	})
	hs.keys("n")
	sc := hs.waitFor("a message after n", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "match") })
	if status := sc.row(-1); strings.Contains(status, "counting") {
		t.Errorf("after esc stopped the count, n shows %q", status)
	}
}
