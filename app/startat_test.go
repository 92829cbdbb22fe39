package app

import (
	"fmt"
	"io"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/gdamore/tcell/v2"

	"lwl/widgets/doc"
)

// slowPipe is a stream whose text arrives after lwl's first frame, as
// man's or a slow git's does; more sends the rest.
func slowPipe(t *testing.T, first string) (src *doc.StreamSource, app *atomic.Pointer[App], more func(string, bool)) {
	pr, pw := io.Pipe()
	app = &atomic.Pointer[App]{}
	src = doc.NewStreamSource(pr, func() {
		if a := app.Load(); a != nil {
			a.SourceChanged()
		}
	})
	go pw.Write([]byte(first))
	t.Cleanup(func() { pw.Close() })
	return src, app, func(s string, end bool) {
		pw.Write([]byte(s))
		if end {
			pw.Close()
		}
	}
}

// startOnPipe runs an App on a pipe whose text so far is first (more
// sends the rest), with before called between New and Run (nil: none).
func startOnPipe(t *testing.T, first string, before func(a *App)) (*appHarness, *doc.StreamSource, func(string, bool)) {
	t.Helper()
	src, app, more := slowPipe(t, first)
	hs := startAppWith(t, Options{Source: src, Name: "stdin"}, 40, 8, func(a *App) {
		app.Store(a)
		a.SourceChanged() // what arrived before the App was there
		if before != nil {
			before(a)
		}
	})
	return hs, src, more
}

func numbered(from, to int) string {
	var b strings.Builder
	for i := from; i <= to; i++ {
		word := "hay"
		if i == 700 {
			word = "AUTHOR"
		}
		fmt.Fprintf(&b, "%04d %s\n", i, word)
	}
	return b.String()
}

// +/PATTERN and +NUMBER on a pipe whose text comes after the first frame
// wait for it, as less does; before, the search found nothing and
// +NUMBER stayed on line 1.
func TestStartAtWaitsForThePipe(t *testing.T) {
	for _, tc := range []struct {
		start Startup
		top   string
	}{
		{Startup{Search: "AUTHOR"}, "0700 AUTHOR"},
		{Startup{Line: 50}, "0050 hay"},
	} {
		hs, _, more := startOnPipe(t, numbered(1, 10), func(a *App) { a.StartAt(tc.start) })
		hs.waitFor("the first lines", func(sc simScreen) bool { return strings.HasPrefix(sc.row(0), "0001 hay") })
		hs.waitFor("the wait said", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "Waiting for") })
		more(numbered(11, 1000), true)
		hs.waitFor(fmt.Sprintf("%+v: %s on top", tc.start, tc.top), func(sc simScreen) bool { return strings.HasPrefix(sc.row(0), tc.top) })
	}
}

// ctrl-c stops the wait for a match that never comes, and the pipe's
// reading with it.
func TestStartAtWaitStops(t *testing.T) {
	hs, _, more := startOnPipe(t, numbered(1, 10), func(a *App) { a.StartAt(Startup{Search: "nowhere"}) })
	hs.waitFor("the first lines", func(sc simScreen) bool { return strings.HasPrefix(sc.row(0), "0001 hay") })
	hs.waitFor("the wait said", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "Waiting for") })
	go more(numbered(11, 20), false)
	hs.key(tcell.KeyCtrlC, 0, tcell.ModCtrl)
	hs.waitFor("the wait stopped", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "Stopped waiting") })
	hs.do(func() {
		if hs.a.life.startupMoves.Waiting() {
			t.Error("ctrl-c left the start waiting")
		}
	})
	hs.press("j")
	hs.waitFor("a line down", func(sc simScreen) bool { return strings.HasPrefix(sc.row(0), "0002 hay") })
}

// +/PATTERN waits for the pattern in the text shown, not in a hidden
// destination: it searched too soon, found nothing, and never went on. (A
// bro page: a pipe is Markdown only with its header.)
func TestStartAtWaitsForShownText(t *testing.T) {
	page := "Retrieved from [a](https://a.example/)\nsee [the docs](https://github.com/x/y)\n"
	hs, _, more := startOnPipe(t, page, func(a *App) { a.StartAt(Startup{Search: "github"}) })
	hs.waitFor("the first line", func(sc simScreen) bool { return strings.Contains(sc.row(1), "the docs") })
	time.Sleep(50 * time.Millisecond)
	hs.do(func() {
		if !hs.a.life.startupMoves.Waiting() {
			t.Error("the start searched on a hidden destination")
		}
	})
	more("mirror on github too\n", true)
	hs.waitFor("the match", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "1 match") })
}
