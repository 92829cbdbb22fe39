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

// Every state file lwl reads at start (the search and URL histories, the
// visited links) that it cannot use, whatever sits at its name, is said in
// the status bar by what it is and its path, once; lwl neither waits on it
// nor reads it into memory, and q quits. A 100 MB file is sparse: refused
// by its size, it costs the disk nothing.
func TestE2EStateFilesUnusable(t *testing.T) {
	files := map[string]string{"history": "search history", "url-history": "URL history", "visited": "visited links"}
	kinds := map[string]struct {
		make func(path string) error
		why  string
	}{
		"FIFO":      {func(p string) error { return syscall.Mkfifo(p, 0o600) }, "not a regular file"},
		"/dev/zero": {func(p string) error { return os.Symlink("/dev/zero", p) }, "not a regular file"},
		"/dev/tty":  {func(p string) error { return os.Symlink("/dev/tty", p) }, "not a regular file"},
		"directory": {func(p string) error { return os.Mkdir(p, 0o700) }, "is a directory"},
		"100 MB": {func(p string) error {
			f, err := os.Create(p)
			if err == nil {
				err = f.Truncate(100 << 20)
				f.Close()
			}
			return err
		}, "larger than"},
	}
	for file, what := range files {
		for kind, k := range kinds {
			t.Run(file+"/"+kind, func(t *testing.T) {
				state := t.TempDir()
				path := filepath.Join(state, "lwl", file)
				if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
					t.Fatal(err)
				}
				if err := k.make(path); err != nil {
					t.Fatal(err)
				}
				// Wide enough for the whole message with the test's long path.
				o := startOpts{env: append(lwlEnv(t), "XDG_STATE_HOME="+state), cols: 300, rows: 40}
				h := startWith(t, o, cfgURLs)
				status := h.waitStatus(t, what+" "+path+": "+k.why)
				if strings.Count(status, what) != 1 {
					t.Errorf("the status names the file more than once: %q", status)
				}
				h.waitFor(t, "the text", func(s string) bool { return strings.Contains(s, "Cool stuff") }, e2eTimeout)
				if hwm := procStatus(t, h.cmd.Process.Pid, "VmHWM"); hwm > 60<<20 {
					t.Errorf("lwl peaked at %d MB with a %s as its %s", hwm>>20, kind, what)
				}
				quit(t, h)
			})
		}
	}
}
