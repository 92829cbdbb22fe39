package app

import (
	"fmt"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"

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
		hs.a.input.search.Cancel() // before the job can report: it is ignored from now on
	})
	hs.keys("n")
	sc := hs.waitFor("a message after n", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "match") })
	if status := sc.row(-1); strings.Contains(status, "counting") {
		t.Errorf("after esc stopped the count, n shows %q", status)
	}
}

// sparseFoxes is a document of n "fox" lines, each after 2,000 other
// lines: one or two 64 KiB chunks apart.
func sparseFoxes(n int) doc.Source {
	var b strings.Builder
	for i := 0; i < n; i++ {
		b.WriteString(strings.Repeat("the quick brown dog jumps over the lazy cat\n", 2000))
		b.WriteString("a fox\n")
	}
	return doc.BytesSource(b.String())
}

// A regular expression's matches are found off the UI goroutine: they are
// highlighted when they arrive, and n steps through all of them, waiting
// for the chunks not searched yet.
func TestSearchRegexStepsAndHighlights(t *testing.T) {
	hs := startApp(t, Options{Source: sparseFoxes(10), Name: "foxes"}, 80, 24)
	hs.do(func() { hs.a.startSearch("f[o]x", false) })
	hs.waitFor("the count", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "10 matches") })
	// The selected fox is on screen, highlighted once its chunk's matches
	// are in.
	active := hs.a.opts.Theme.Style("match-active")
	foxShown := func(sc simScreen) bool {
		_, y := sc.find("a fox", 0, sc.w)
		return y >= 0 && sameLook(sc.cell(2, y).Style, active)
	}
	hs.waitFor("the first fox highlighted", foxShown)
	for k := 2; k <= 10; k++ {
		hs.keys("n")
		want := fmt.Sprintf("%d/10", k)
		hs.waitFor(want+" highlighted", func(sc simScreen) bool {
			return strings.Contains(sc.row(-1), want) && foxShown(sc)
		})
	}
	hs.keys("n")
	hs.waitFor("No more", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "No more") })
}

// While a regular expression is typed, its matches on screen are
// highlighted as they are found; esc takes the highlight away.
func TestSearchPreviewRegex(t *testing.T) {
	hs := startApp(t, Options{Source: manyLines(3000), Name: "big"}, 80, 24)
	hs.keys("/f[o]x")
	match := hs.a.opts.Theme.Style("match")
	x := strings.Index("the quick brown fox", "fox")
	hs.waitFor("the preview highlight", func(sc simScreen) bool { return sameLook(sc.cell(x, 0).Style, match) })
	hs.key(tcell.KeyEscape, 0, tcell.ModNone)
	hs.waitFor("no highlight after esc", func(sc simScreen) bool { return !sameLook(sc.cell(x, 0).Style, match) })
}

// An n that waited for matches is taken when they arrive, unless another
// key came meanwhile.
func TestSearchPendingStep(t *testing.T) {
	hs := startApp(t, Options{Source: sparseFoxes(3), Name: "foxes"}, 80, 24)
	hs.do(func() { hs.a.startSearch("f[o]x", false) })
	hs.waitFor("the count", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "3 matches") })
	var first int64
	wait := func() {
		hs.a.input.search.Await(+1, 1)
	}
	hs.do(func() {
		first = hs.a.ui.view.SelectedMatch()
		wait()
		hs.a.input.search.MatchesReady()
	})
	hs.waitFor("the waiting step taken", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "2/3") })
	var sel int64
	hs.do(func() {
		sel = hs.a.ui.view.SelectedMatch()
		wait()
	})
	hs.keys("Z") // bound to nothing: it only clears the message
	hs.waitFor("the message cleared", func(sc simScreen) bool { return !strings.Contains(sc.row(-1), "Searching") })
	hs.do(func() {
		hs.a.input.search.MatchesReady()
		if got := hs.a.ui.view.SelectedMatch(); got != sel || sel == first {
			t.Errorf("selected %d, then %d after a key and matches arriving; want it to stay %d", first, got, sel)
		}
	})
}

// ctrl-r at the / prompt searches for the text as typed; the prompt says
// Regex-off, and the search kept is the expression that finds the text.
func TestAppSearchLiteral(t *testing.T) {
	hs := startApp(t, Options{Source: doc.BytesSource("a.b\naxb\nfoo\n"), Name: "t"}, 80, 10)
	hs.keys("/")
	hs.key(tcell.KeyCtrlR, 0, tcell.ModCtrl)
	hs.keys("a.b")
	hs.waitFor("the prompt saying Regex-off", func(sc simScreen) bool { return strings.HasPrefix(sc.row(-1), "Regex-off /a.b") })
	hs.enter()
	hs.waitFor("one match", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "1 match") })
	hs.do(func() {
		if q, _ := hs.a.input.search.Last(); q != `a\.b` {
			t.Errorf("the search kept is %q, want a\\.b", q)
		}
	})
	// The next prompt is a regular expression again.
	hs.keys("/a.b")
	hs.waitFor("the plain prompt", func(sc simScreen) bool { return strings.HasPrefix(sc.row(-1), "/a.b") })
	hs.enter()
	hs.waitFor("two matches", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "2 matches") })
}

// /!pattern finds the lines pattern does not match, as in less.
func TestAppSearchNot(t *testing.T) {
	hs := startApp(t, Options{Source: doc.BytesSource("foo 1\nbar 2\nfoo 3\nbaz 4\n"), Name: "t"}, 80, 10)
	hs.keys("/!foo")
	hs.enter()
	hs.waitFor("two lines", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "2 matches") })
	hs.keys("n")
	hs.waitFor("the second", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "2/2") })
	var sel int64
	hs.do(func() { sel = hs.a.ui.view.SelectedMatch() })
	if p := doc.MatchPos(sel); p.Off != 18 {
		t.Errorf("n selected the match at %d, want 18 (baz 4)", p.Off)
	}
	// ctrl-r keeps ! as less's not: the rest is text.
	hs.keys("/!")
	hs.key(tcell.KeyCtrlR, 0, tcell.ModCtrl)
	hs.keys("o 1")
	hs.enter()
	hs.waitFor("three lines", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "3 matches") })
}
