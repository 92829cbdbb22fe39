//go:build linux

package e2e

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// lessopenDir is a folder with notes.txt, its upper-case twin
// notes.txt.up, and hang-preproc, a preprocessor that never answers.
func lessopenDir(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	for name, text := range map[string]string{
		"notes.txt":    "plain notes\n",
		"notes.txt.up": "PLAIN NOTES\n",
		"other.txt":    "other file\n",
	} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	script := "#!/bin/sh\nsleep 300 &\nsleep 300\n"
	if err := os.WriteFile(filepath.Join(dir, "hang-preproc"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	return dir
}

func startLessopen(t *testing.T, dir, lessopen string, extra ...string) *termHandle {
	t.Helper()
	env := append(lwlEnv(t), "LESSOPEN="+lessopen)
	env = append(env, extra...)
	return startWith(t, startOpts{dir: dir, env: env}, "notes.txt", "other.txt")
}

// |cmd %s: the command's output in place of the file, under its name.
func TestE2ELessopenPipe(t *testing.T) {
	h := startLessopen(t, lessopenDir(t), "|tr a-z A-Z < %s")
	h.waitRow(t, 0, "the preprocessed text", func(r string) bool { return strings.HasPrefix(r, "PLAIN NOTES") })
	h.waitStatus(t, "notes.txt")
	h.typeKeys(":n")
	h.waitRow(t, 0, "the next file preprocessed", func(r string) bool { return strings.HasPrefix(r, "OTHER FILE") })
	quit(t, h)
}

// cmd %s: the command prints a replacement file's name.
func TestE2ELessopenReplacement(t *testing.T) {
	h := startLessopen(t, lessopenDir(t), "echo %s.up")
	h.waitRow(t, 0, "the replacement file", func(r string) bool { return strings.HasPrefix(r, "PLAIN NOTES") })
	h.waitStatus(t, "notes.txt")
	quit(t, h)
}

// A command that fails: the file as it is, and a message.
func TestE2ELessopenFails(t *testing.T) {
	h := startLessopen(t, lessopenDir(t), "|no-such-preprocessor %s")
	h.waitRow(t, 0, "the file as it is", func(r string) bool { return strings.HasPrefix(r, "plain notes") })
	h.waitStatus(t, "LESSOPEN", "not found")
	quit(t, h)
}

// Secure mode runs no preprocessor.
func TestE2ELessopenSecure(t *testing.T) {
	h := startLessopen(t, lessopenDir(t), "|tr a-z A-Z < %s", "LESSSECURE=1")
	h.waitRow(t, 0, "the file as it is", func(r string) bool { return strings.HasPrefix(r, "plain notes") })
	quit(t, h)
}

// A preprocessor that hangs, on the first file and on :n: ctrl-c stops it
// and everything it started, and the file shows as it is.
func TestE2ELessopenHangs(t *testing.T) {
	dir := lessopenDir(t)
	h := startLessopen(t, dir, "|"+filepath.Join(dir, "hang-preproc")+" %s")
	stopped := func(what string) {
		t.Helper()
		ps := waitProcs(t, what+": the preprocessor", 1, func(p proc) bool { return p.comm == "hang-preproc" })
		sid := ps[0].sid
		waitProcs(t, what+": its two sleeps", 2, func(p proc) bool { return p.sid == sid && p.comm == "sleep" })
		h.typeKeys("\x03")
		h.waitStatus(t, "LESSOPEN stopped")
		waitNoProcs(t, what+": the preprocessor's session", func(p proc) bool { return p.sid == sid })
	}
	stopped("the first file")
	h.waitRow(t, 0, "the first file as it is", func(r string) bool { return strings.HasPrefix(r, "plain notes") })
	h.typeKeys(":n")
	h.waitStatus(t, "LESSOPEN: preparing other.txt")
	stopped(":n")
	h.waitRow(t, 0, "the next file as it is", func(r string) bool { return strings.HasPrefix(r, "other file") })
	quit(t, h)
}

// A replacement that is no regular file: a FIFO is opened once and read as
// a stream (ctrl-c quits while it waits for its writer), a terminal is
// refused with LESSOPEN's name for it and the file shows as it is.
func TestE2ELessopenReplacementNotRegular(t *testing.T) {
	dir := lessopenDir(t)
	fifo := filepath.Join(dir, "f")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	h := startLessopen(t, dir, "echo "+fifo+" # %s")
	h.waitStatus(t, "notes.txt", "waiting for input")
	writeFifo(t, fifo, "FROM THE FIFO\n")
	h.waitRow(t, 0, "the FIFO's text", func(r string) bool { return r == "FROM THE FIFO" })
	quit(t, h)

	h = startLessopen(t, dir, "echo "+fifo+" # %s")
	h.waitStatus(t, "notes.txt", "waiting for input")
	h.typeKeys("\x03")
	if code := h.wait(t); code != 0 {
		t.Errorf("exit code %d after ctrl-c, want 0", code)
	}

	h = startLessopen(t, dir, "echo /dev/tty # %s")
	h.waitStatus(t, "LESSOPEN: /dev/tty: is a terminal")
	h.waitRow(t, 0, "the file as it is", func(r string) bool { return strings.HasPrefix(r, "plain notes") })
	quit(t, h)
}
