package e2e

import (
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
