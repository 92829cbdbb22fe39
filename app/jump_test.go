package app

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"lwl/widgets/doc"
)

// needles is 3,000 numbered lines with "needle" on every 100th (lines
// 100, 200, ... counted from 1).
func needles() doc.Source {
	var b strings.Builder
	for i := 1; i <= 3000; i++ {
		word := "hay"
		if i%100 == 0 {
			word = "needle"
		}
		fmt.Fprintf(&b, "%04d %s\n", i, word)
	}
	return doc.BytesSource(b.String())
}

// n and N to a match off screen land it on the top row, as / does (and
// less), and ” goes back to where the step left; neither merely scrolls
// it into view (n's match onto the bottom row).
func TestSearchStepLandsOnTop(t *testing.T) {
	hs := startApp(t, Options{Source: needles(), Name: "needles"}, 40, 8)
	topLine := func() int {
		var l int
		hs.do(func() { l = hs.a.ui.view.Document().LineOf(hs.a.ui.view.Top()) })
		return l
	}
	hs.press("1450g")
	hs.do(func() { hs.a.startSearch("needle", false) })
	hs.waitFor("the first match", func(sc simScreen) bool { return strings.HasPrefix(sc.row(0), "1500 needle") })
	for _, tc := range []struct {
		keys string
		top  int
	}{{"n", 1600}, {"n", 1700}, {"N", 1600}, {"N", 1500}, {"''", 1600}, {"''", 1500}} {
		hs.press(tc.keys)
		if got := topLine(); got != tc.top {
			t.Fatalf("after %s the top line is %d, want %d\n%s", tc.keys, got, tc.top, hs.screen())
		}
	}
}

// With jump-target: 3 a stepped-to match lands on the third row.
func TestSearchStepJumpTarget(t *testing.T) {
	layout := defaultLayout(t)
	layout.Document.JumpTarget = 3
	hs := startApp(t, Options{Source: needles(), Name: "needles", Layout: layout}, 40, 8)
	hs.do(func() { hs.a.startSearch("needle", false) })
	hs.waitFor("the first match", func(sc simScreen) bool { return strings.HasPrefix(sc.row(2), "0100 needle") })
	hs.press("n")
	if sc := hs.screen(); !strings.HasPrefix(sc.row(2), "0200 needle") {
		t.Errorf("after n, row 3 is %q, want the match on line 200\n%s", sc.row(2), sc)
	}
}

// A number before n or N takes that many steps, as in less; past the last
// match, to the last. Without a search, the same along the links.
func TestSearchStepCount(t *testing.T) {
	hs := startApp(t, Options{Source: needles(), Name: "needles"}, 40, 8)
	hs.do(func() { hs.a.startSearch("needle", false) })
	hs.waitFor("the count", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "30 matches") })
	for _, tc := range []struct{ keys, top, status string }{
		{"3n", "0400 needle", "4/30"},
		{"2N", "0200 needle", "2/30"},
		{"n", "0300 needle", "3/30"},
		{"99n", "2994 hay", "30/30"}, // the end: the last screen
		{"n", "2994 hay", "No more"},
	} {
		hs.press(tc.keys)
		if sc := hs.screen(); !strings.HasPrefix(sc.row(0), tc.top) || !strings.Contains(sc.row(-1), tc.status) {
			t.Fatalf("after %s: top %q, status %q; want %q and %q", tc.keys, sc.row(0), sc.row(-1), tc.top, tc.status)
		}
	}
}

func TestLinkStepCount(t *testing.T) {
	hs := startApp(t, Options{}, 80, 24)
	sel := func() int64 {
		var id int64
		hs.do(func() { id = hs.a.ui.view.SelectedLink() })
		return id
	}
	hs.press("n")
	first := sel()
	hs.press("nn")
	third := sel()
	hs.press("NN")
	if sel() != first {
		t.Fatalf("nn then NN did not come back to the first link")
	}
	hs.press("2n")
	if sel() != third {
		t.Errorf("2n went to link %d, want %d (as nn)", sel(), third)
	}
	hs.press("999n")
	last := sel()
	hs.press("n")
	if sel() != last {
		t.Errorf("999n did not stop at the last link")
	}
	if sc := hs.screen(); !strings.Contains(sc.row(-1), "No more") {
		t.Errorf("n after the last link: status %q", sc.row(-1))
	}
}

// A counted n across chunks whose matches are still being found waits
// for them and goes on counting.
func TestSearchStepCountWaits(t *testing.T) {
	hs := startApp(t, Options{Source: sparseFoxes(10), Name: "foxes"}, 80, 24)
	hs.do(func() { hs.a.startSearch("f[o]x", false) })
	hs.waitFor("the count", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "10 matches") })
	hs.keys("5n")
	hs.waitFor("6/10", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "6/10") })
	hs.keys("3N")
	hs.waitFor("3/10", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "3/10") })
}

// A number before a page key is lines, as in less: 3 space scrolls 3.
func TestCountedPageIsLines(t *testing.T) {
	hs := startApp(t, Options{Source: needles(), Name: "needles"}, 40, 8)
	for _, tc := range []struct{ keys, top string }{
		{"3 ", "0004 hay"}, {" ", "0011 hay"}, {"2b", "0009 hay"}, {"b", "0002 hay"},
	} {
		hs.press(tc.keys)
		if sc := hs.screen(); !strings.HasPrefix(sc.row(0), tc.top) {
			t.Fatalf("after %q the top is %q, want %q", tc.keys, sc.row(0), tc.top)
		}
	}
}

// A match near the end of a pipe's text so far lands on the top row once
// the lines after it arrive: it stayed on the last screen there was, the
// match on its bottom row (+/target on a slow pipe; & on a long file).
func TestLandingWaitsForTheTextAfterIt(t *testing.T) {
	hs, _, more := startOnPipe(t, numbered(1, 699)+"0700 target\n", nil)
	hs.waitFor("the first lines", func(sc simScreen) bool { return strings.HasPrefix(sc.row(0), "0001 hay") })
	time.Sleep(100 * time.Millisecond) // what the pipe had is read
	hs.do(func() { hs.a.startSearch("target", false) })
	hs.waitFor("the last screen there is", func(sc simScreen) bool { return strings.HasPrefix(sc.row(6), "0700 target") })
	more(numbered(701, 800), false)
	hs.waitFor("the match on top", func(sc simScreen) bool { return strings.HasPrefix(sc.row(0), "0700 target") })
	// A move of the user's own drops the landing.
	more(numbered(801, 810), true)
	hs.press("k")
	hs.waitFor("one row up", func(sc simScreen) bool { return strings.HasPrefix(sc.row(0), "0699 hay") })
}

// 42g lands too; and a key of the user's, even one that leaves the view
// where it was (k then j), wins over a landing still waiting.
func TestLandingOfALineAndKeysWin(t *testing.T) {
	hs, _, more := startOnPipe(t, numbered(1, 700), nil)
	hs.waitFor("the first lines", func(sc simScreen) bool { return strings.HasPrefix(sc.row(0), "0001 hay") })
	time.Sleep(100 * time.Millisecond)
	hs.press("698g")
	hs.waitFor("the last screen there is", func(sc simScreen) bool { return strings.HasPrefix(sc.row(6), "0700") })
	more(numbered(701, 720), false)
	hs.waitFor("698 on top", func(sc simScreen) bool { return strings.HasPrefix(sc.row(0), "0698 hay") })
	hs.press("718g") // near the end again: waits to land
	hs.waitFor("the last screen there is", func(sc simScreen) bool { return strings.HasPrefix(sc.row(6), "0720") })
	hs.press("kj") // the view where it was, but the user moved
	more(numbered(721, 800), true)
	time.Sleep(150 * time.Millisecond)
	if sc := hs.screen(); !strings.HasPrefix(sc.row(6), "0720") {
		t.Errorf("a landing after the user's keys: rows %q .. %q", sc.row(0), sc.row(6))
	}
}
