package app

import (
	"strings"
	"testing"
	"time"
)

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
