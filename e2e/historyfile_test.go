//go:build linux

package e2e

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// A search history file lwl cannot use (a FIFO, /dev/zero, the terminal)
// is said once on the first screen and then left alone: lwl neither waits
// on it nor reads it for ever, a search does not repeat the warning nor
// write over the file, and q quits.
func TestE2EHistoryNotARegularFile(t *testing.T) {
	for kind, make := range map[string]func(path string) error{
		"FIFO":      func(p string) error { return syscall.Mkfifo(p, 0o600) },
		"/dev/zero": func(p string) error { return os.Symlink("/dev/zero", p) },
		"/dev/tty":  func(p string) error { return os.Symlink("/dev/tty", p) },
	} {
		t.Run(kind, func(t *testing.T) {
			state := t.TempDir()
			path := filepath.Join(state, "lwl", "history")
			if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
				t.Fatal(err)
			}
			if err := make(path); err != nil {
				t.Fatal(err)
			}
			before, err := os.Lstat(path)
			if err != nil {
				t.Fatal(err)
			}
			h := startWith(t, startOpts{env: append(lwlEnv(t), "XDG_STATE_HOME="+state)}, cfgURLs)
			warning := "search history " + path + ": not a regular file"
			h.waitStatus(t, warning)
			h.waitFor(t, "the text", func(s string) bool { return strings.Contains(s, "Cool stuff") }, e2eTimeout)
			h.typeKeys("/http\r")
			h.waitStatus(t, "match")
			if s := h.screen(); strings.Contains(s, "search history") {
				t.Errorf("the warning came again after a search:\n%s", s)
			}
			quit(t, h)
			after, err := os.Lstat(path)
			if err != nil || after.Mode() != before.Mode() || !os.SameFile(before, after) {
				t.Errorf("the history file was replaced: %v, %v (was %v)", after.Mode(), err, before.Mode())
			}
		})
	}
}
