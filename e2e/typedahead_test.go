package e2e

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
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
