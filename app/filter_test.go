package app

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
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
