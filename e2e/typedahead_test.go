package e2e

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// Keys typed while lwl starts reach the terminal before lwl makes it raw,
// when the terminal still turns Enter (a carriage return) into a newline:
// "/e" and Enter typed at once search, with an early frame and without
// one (+G skips it), as they do typed later. The newline was taken as
// ctrl-j, which the prompt types.
func TestE2EStartTypedAheadEnter(t *testing.T) {
	path := filepath.Join(t.TempDir(), "text")
	if err := os.WriteFile(path, []byte(strings.Repeat("some text here\n", 200)), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{path}, {"+G", path}} {
		for range 5 {
			h := start(t, args...)
			h.typeKeys("/e\r")
			h.waitStatus(t, "matches")
			quit(t, h)
		}
	}
}

// A start move (+NUMBER) is made before the keys typed at once: jjjj
// typed with +50 ends on line 54, as in less. The move was posted after
// the first frame and keys read by then went first, which dropped it as a
// move of the user's own (the view was no longer at the top).
func TestE2EStartMoveBeforeTypedKeys(t *testing.T) {
	path := filepath.Join(t.TempDir(), "text")
	var b strings.Builder
	for i := 1; i <= 300; i++ {
		fmt.Fprintf(&b, "line %d\n", i)
	}
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	for range 20 {
		h := start(t, "+50", path)
		h.typeKeys("jjjj")
		h.waitRow(t, 0, "line 54 on top", func(r string) bool { return r == "line 54" })
		quit(t, h)
	}
}

// Keys typed at once with a start search (+/PATTERN) wait for its first
// match, as in less, which searches before it reads a key: g ends at the
// top, jjjj four lines past the match. The search runs in the background,
// and its match, found after the keys, moved the view back to it (a g
// typed at once ended at the match). A long text before the match keeps
// the search busy while the keys come.
func TestE2EStartSearchBeforeTypedKeys(t *testing.T) {
	path := filepath.Join(t.TempDir(), "text")
	var b strings.Builder
	for i := 1; i <= 300000; i++ {
		fmt.Fprintf(&b, "line %d of the haystack\n", i)
	}
	b.WriteString("the needle\n")
	for i := 1; i <= 100; i++ {
		fmt.Fprintf(&b, "after %d\n", i)
	}
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	for range 3 {
		h := start(t, "+/needle", path)
		h.typeKeys("g")
		h.waitRow(t, 0, "line 1 on top", func(r string) bool { return r == "line 1 of the haystack" })
		h.waitQuiet(t, 300*time.Millisecond) // the search's match must not move the view back
		if r := h.row(0); r != "line 1 of the haystack" {
			t.Fatalf("top row %q after g, want line 1", r)
		}
		h.typeKeys("n") // the search is in force
		h.waitRow(t, 0, "the needle on top", func(r string) bool { return r == "the needle" })
		quit(t, h)

		h = start(t, "+/needle", path)
		h.typeKeys("jjjj")
		h.waitRow(t, 0, "after 4 on top", func(r string) bool { return r == "after 4" })
		quit(t, h)
	}
}
