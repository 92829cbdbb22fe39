// Package proc runs commands with no terminal, for run, open and LESSOPEN:
// each in a session of its own (no terminal to draw on, one process group
// to stop as a whole), standard input /dev/null, and its output read by
// lwl, capped where only a line of it is shown.
package proc

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"sync"
	"syscall"
)

// command is /bin/sh -c cmd with env, with no terminal: standard input
// /dev/null and a session of its own.
func command(cmd string, env []string) *exec.Cmd {
	c := exec.Command("/bin/sh", "-c", cmd)
	c.Env = env
	c.SysProcAttr = &syscall.SysProcAttr{Setsid: true}
	return c
}

// nullInput opens /dev/null as c's standard input; the caller closes it
// once c started.
func nullInput(c *exec.Cmd) *os.File {
	null, err := os.Open(os.DevNull)
	if err != nil {
		return nil
	}
	c.Stdin = null
	return null
}

// ExitStatus says how a command that failed ended: its exit status, or
// the signal that killed it.
func ExitStatus(exit *exec.ExitError) string {
	if ws, ok := exit.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
		return fmt.Sprintf("killed by signal %d (%v)", int(ws.Signal()), ws.Signal())
	}
	return fmt.Sprintf("exit status %d", exit.ExitCode())
}

// FirstLine is the first line of b with text on it, trimmed.
func FirstLine(b []byte) string {
	for _, l := range strings.Split(string(b), "\n") {
		if l = strings.TrimSpace(l); l != "" {
			return l
		}
	}
	return ""
}

// ClosingReader reads a pipe and closes it once read to its end.
type ClosingReader struct{ F *os.File }

func (r ClosingReader) Read(p []byte) (int, error) {
	n, err := r.F.Read(p)
	if err != nil {
		r.F.Close()
	}
	return n, err
}

// OutputLimit is how much of a command's output a LimitedBuffer keeps: a
// message shows one line of it.
const OutputLimit = 4096

// LimitedBuffer keeps the first OutputLimit bytes written to it and takes
// the rest without keeping it, so a chatty command neither fills memory
// nor blocks on a full pipe. It has no ReadFrom: io.Copy would take that
// and read everything in.
type LimitedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *LimitedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if room := OutputLimit - b.buf.Len(); room > 0 {
		b.buf.Write(p[:min(room, len(p))])
	}
	return len(p), nil
}

// Bytes is what was kept.
func (b *LimitedBuffer) Bytes() []byte {
	b.mu.Lock()
	defer b.mu.Unlock()
	return bytes.Clone(b.buf.Bytes())
}
