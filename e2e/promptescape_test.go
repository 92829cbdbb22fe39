//go:build linux

package e2e

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A double esc read at once (a fast double tap) leaves each prompt, and a
// command half typed at > is not run by the enters that follow.
func TestE2EPromptDoubleEscape(t *testing.T) {
	for _, open := range []string{"/", ">", "&", ":e"} {
		t.Run(open, func(t *testing.T) {
			dir := t.TempDir()
			ran := filepath.Join(dir, "ran")
			h := start(t, flagsFile(t, "plain.txt", "no links here\njust text\n"))
			h.waitStatus(t, "line 1")
			h.typeKeys(open)
			half := "touch " + ran
			h.typeKeys(half)
			h.waitStatus(t, half)
			h.typeKeys("\x1b\x1b")
			h.waitRow(t, -1, "the prompt closed", func(r string) bool {
				return strings.HasPrefix(r, ":") && !strings.Contains(r, half)
			})
			h.typeKeys("\r")
			h.typeKeys("\r")
			// Keys are taken in order: once Z is answered, both enters were
			// (with the prompt open, Z would be typed into it).
			h.typeKeys("Z")
			h.waitStatus(t, "Z is not bound")
			if _, err := os.Stat(ran); err == nil {
				t.Errorf("the command half typed at %s ran", open)
			}
			quit(t, h)
		})
	}
}

// A way out typed with an esc before it in the same read (taken for alt)
// still leaves the prompt.
func TestE2EPromptEscapeThenWayOut(t *testing.T) {
	for _, keys := range []string{"\x1b\x1b\x1b", "\x1b\x03", "\x1b\x1b\x03", "\x1b\x07", "\x1b\x1b\x07"} {
		h := start(t, flagsFile(t, "plain.txt", "no links here\njust text\n"))
		h.waitStatus(t, "line 1")
		h.typeKeys("/half")
		h.waitStatus(t, "/half")
		h.typeKeys(keys)
		h.waitRow(t, -1, "the prompt closed after "+strings.ReplaceAll(keys, "\x1b", "esc "), func(r string) bool {
			return strings.HasPrefix(r, ":") && !strings.Contains(r, "half")
		})
		quit(t, h)
	}
}
