package app

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/gdamore/tcell/v2"

	"lwl/widgets/doc"
)

// ctrl-c stops a filter of a pipe and the pipe's reading with it, and so
// does & enter: the pipe was read on without bound.
func TestFilterStopStopsThePipe(t *testing.T) {
	hs, src, more := startOnPipe(t, numbered(1, 100), nil)
	hs.waitFor("the first lines", func(sc simScreen) bool { return strings.HasPrefix(sc.row(0), "0001 hay") })
	hs.keys("&AUTHOR")
	hs.key(tcell.KeyEnter, 0, tcell.ModNone)
	hs.waitFor("filtering", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "&AUTHOR") })
	if !src.ReadingAll() {
		t.Fatal("the filter does not read the pipe to its end")
	}
	go more(numbered(101, 200), false)
	hs.key(tcell.KeyCtrlC, 0, tcell.ModCtrl)
	hs.waitFor("stopped", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "Filter stopped") })
	if src.ReadingAll() {
		t.Error("the pipe is still read to its end after ctrl-c stopped the filter")
	}
}

// The lines a filter keeps of a Markdown file show as written: out of
// their fence a line of code read as Markdown hid "(y)", and out of its
// paragraph an indented line read as code. Links stay links (as in any
// literal text, f[i](y) is one).
func TestFilterOfMarkdownShowsLinesAsWritten(t *testing.T) {
	text := "# Title\n\n```go\nx := f[i](y)\n```\n\nsee [a](http://a.example/) and\n    [b](http://b.example/) here\n"
	_, src := writeTemp(t, "notes.md", text)
	hs := startApp(t, Options{Source: src, Name: "notes.md"}, 60, 8)
	hs.waitFor("the Markdown file", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "line 1") })
	hs.keys("&\\[\r")
	sc := hs.waitFor("the filtered lines", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "3 lines") })
	want := []string{"x := f[i](y)", "see [a](http://a.example/) and", "    [b](http://b.example/) here"}
	for i, w := range want {
		if sc.row(i) != w {
			t.Fatalf("row %d is %q, want %q\n%s", i, sc.row(i), w, sc)
		}
	}
	hs.keys("n")
	hs.waitFor("the code's link-like text selected", func(sc simScreen) bool { return strings.HasPrefix(sc.row(-1), ": y ") })
	hs.keys("n")
	hs.waitFor("a link selected", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "http://a.example/") })
}

// & keeps the place, the search and the marks, as in less: the first
// line at or after the top that passes goes on top; marks set before
// (or in the filtered lines) lead to their lines; & again puts the line
// on top back on top in the whole file, and without a move in between,
// the place left. Before, the filtered lines showed from their first, a
// mark said "not set", the search was gone, and & went back to where the
// filter began.
func TestFilterKeepsPlaceSearchAndMarks(t *testing.T) {
	hs := startApp(t, Options{Source: needles(), Name: "needles"}, 40, 8)
	filter := func(line string) { // typed at the & prompt, as the terminal sends it
		hs.keys("&" + line)
		hs.key(tcell.KeyEnter, 0, tcell.ModNone)
		waitFilter(hs, line != "")
	}
	wantTop := func(what, want string) {
		t.Helper()
		hs.waitFor(what, func(sc simScreen) bool { return strings.HasPrefix(sc.row(0), want) })
	}
	hs.press("1050g")
	hs.press("ma")
	hs.do(func() { hs.a.startSearch("needle", false) })
	hs.waitFor("the count", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "30 matches") })
	hs.press("1050g") // the search moved to line 1100
	filter("needle")
	wantTop("the first passing line after 1050 on top", "1100 needle")
	hs.do(func() {
		if hs.a.input.search.Active() == nil {
			t.Error("the search ended with the filter")
		}
	})
	hs.press("g")
	wantTop("the first filtered line", "0100 needle")
	hs.press("'a")
	wantTop("mark a through the filter", "1100 needle")
	hs.press("''")
	wantTop("'' back", "0100 needle")
	hs.press("g4j") // 0500 on top
	wantTop("four lines down", "0500 needle")
	hs.press("mb")
	filter("")
	wantTop("the line on top stays on top", "0500 needle")
	hs.do(func() {
		if hs.a.input.search.Active() == nil {
			t.Error("the search ended with the filter's end")
		}
	})
	hs.press("'a")
	wantTop("mark a in the whole file", "1050 hay")
	hs.press("1990g")
	filter("needle")
	wantTop("filtered from 1990", "2000 needle")
	filter("")
	wantTop("& with no move in between: where the filter began", "1990 hay")
	hs.press("'b")
	wantTop("mark b, set in the filtered lines", "0500 needle")
}

// The top line of coloured text starts with an escape sequence, so the
// top's source offset is past the line's start: & must still keep that
// line (it dropped git log's first commit).
func TestFilterKeepsAColouredTopLine(t *testing.T) {
	var b strings.Builder
	for i := 0; i < 50; i++ {
		fmt.Fprintf(&b, "\x1b[33mcommit %02d\x1b[m\nAuthor: a\n\n", i)
	}
	hs := startApp(t, Options{Source: doc.BytesSource(b.String()), Name: "log"}, 40, 8)
	hs.keys("&^commit")
	hs.key(tcell.KeyEnter, 0, tcell.ModNone)
	hs.waitFor("the count", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "50 lines") })
	if sc := hs.screen(); !strings.HasPrefix(sc.row(0), "commit 00") || !strings.HasPrefix(sc.row(1), "commit 01") {
		t.Errorf("rows %q, %q; want commit 00 and 01\n%s", sc.row(0), sc.row(1), sc)
	}
}

// The filtered lines are numbered by their place in the file, as less
// numbers them: the gutter, the status bar, 42g and 50% are the file's.
func TestFilterLineNumbersAreTheFiles(t *testing.T) {
	layout := defaultLayout(t)
	layout.Document.LineNumbers = true
	hs := startApp(t, Options{Source: needles(), Name: "needles", Layout: layout}, 40, 8)
	filter := func(line string) {
		hs.keys("&" + line)
		hs.key(tcell.KeyEnter, 0, tcell.ModNone)
	}
	filter("needle")
	hs.waitFor("the count", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "30 lines") })
	sc := hs.screen()
	if !strings.Contains(sc.row(0), "100 0100 needle") || !strings.Contains(sc.row(1), "200 0200 needle") {
		t.Errorf("gutter: rows %q, %q; want the file's numbers 100 and 200", sc.row(0), sc.row(1))
	}
	if !strings.Contains(sc.row(-1), "line 100 ") {
		t.Errorf("status %q, want line 100", sc.row(-1))
	}
	for _, tc := range []struct{ keys, top string }{{"1050g", "1100 needle"}, {"50%", "1600 needle"}, {"3000G", "2400 needle"}} {
		hs.press(tc.keys)
		sc := hs.screen()
		if !strings.Contains(sc.row(0), tc.top) {
			t.Errorf("%s: top %q, want %s", tc.keys, sc.row(0), tc.top)
		}
	}
}

// A search carried into the filtered lines counts them all once the
// filter is done: n said "match 1 of this part" (the search had run again
// over the few lines there were).
func TestFilterSearchCountsAllLines(t *testing.T) {
	hs := startApp(t, Options{Source: needles(), Name: "needles"}, 40, 8)
	hs.do(func() { hs.a.startSearch("needle", false) })
	hs.waitFor("the count", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "30 matches") })
	hs.keys("&needle")
	hs.key(tcell.KeyEnter, 0, tcell.ModNone)
	hs.waitFor("the filter done", func(sc simScreen) bool {
		return strings.Contains(sc.row(-1), "30 lines") || strings.Contains(sc.row(-1), "30 matches")
	})
	// The search's count, which gives way to keys for a moment after each.
	deadline := time.Now().Add(appTimeout)
	for counted := false; !counted; {
		hs.do(func() {
			s := hs.a.input.search.Active()
			counted = hs.a.less.filter != nil && hs.a.less.filter.Job.Done.Load() && s != nil && s.Counted()
		})
		if time.Now().After(deadline) {
			t.Fatal("the search carried into the filtered lines never finished its count")
		}
		time.Sleep(10 * time.Millisecond)
	}
	hs.keys("n")
	hs.waitFor("n with the count", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "/30") })
}

// A jump in the filtered lines to where the view already is (a mark whose
// line did not pass) still counts as a move: & enter keeps the line on
// top, not the place the filter began at.
func TestFilterJumpInPlaceThenClear(t *testing.T) {
	hs := startApp(t, Options{Source: needles(), Name: "needles"}, 40, 8)
	hs.press("1050g")
	hs.press("ma")
	hs.keys("&needle")
	hs.key(tcell.KeyEnter, 0, tcell.ModNone)
	hs.waitFor("1100 on top", func(sc simScreen) bool { return strings.HasPrefix(sc.row(0), "1100 needle") })
	hs.press("'a")
	hs.keys("&")
	hs.key(tcell.KeyEnter, 0, tcell.ModNone)
	waitFilter(hs, false)
	hs.waitFor("1100 on top of the whole file", func(sc simScreen) bool { return strings.HasPrefix(sc.row(0), "1100 needle") })
}

// waitFilter waits until the & typed is taken: a filter is on (or off),
// and the prompt closed. Keys typed go through the terminal's queue, and
// hs.press acts at once: without the wait it could act in the prompt.
func waitFilter(hs *appHarness, on bool) {
	hs.t.Helper()
	deadline := time.Now().Add(appTimeout)
	for {
		var done bool
		hs.do(func() { done = (hs.a.less.filter != nil) == on && !hs.a.inPrompt() })
		if done {
			return
		}
		if time.Now().After(deadline) {
			hs.t.Fatalf("the filter was not turned %v", map[bool]string{true: "on", false: "off"}[on])
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// = in the filtered lines says the file's lines and bytes, as less does.
func TestFilterFileInfoIsTheFiles(t *testing.T) {
	hs := startApp(t, Options{Source: needles(), Name: "needles"}, 40, 8)
	hs.keys("&needle")
	hs.key(tcell.KeyEnter, 0, tcell.ModNone)
	waitFilter(hs, true)
	hs.waitFor("the count", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "30 lines") })
	var msg string
	hs.do(func() {
		hs.a.fileInfo()
		msg = hs.a.ui.status.Message()
	})
	if !strings.Contains(msg, "lines 100-700/3000 byte ") || !strings.Contains(msg, "/27090 ") {
		t.Errorf("= says %q, want lines 100-700/3000 and the file's 27090 bytes", msg)
	}
}
