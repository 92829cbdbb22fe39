package e2e

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// writeFifo opens fifo for writing (which waits for a reader), writes text
// and closes it at once, as `echo text > fifo` does. The test's end
// releases a writer still waiting for a reader.
func writeFifo(t *testing.T, fifo, text string) {
	t.Helper()
	done := make(chan struct{})
	go func() {
		defer close(done)
		w, err := os.OpenFile(fifo, os.O_WRONLY, 0)
		if err != nil {
			return
		}
		w.WriteString(text)
		w.Close()
	}()
	t.Cleanup(func() {
		if r, err := os.OpenFile(fifo, os.O_RDONLY|syscall.O_NONBLOCK, 0); err == nil {
			defer r.Close()
		}
		<-done
	})
}

// A FIFO named on the command line is opened once: a writer that writes
// and closes at once, whether it came before lwl or after, is read whole,
// and q quits, 20 times each way. Opening it twice lost such a writer and
// waited for ever.
func TestE2EInputFifoOpenedOnce(t *testing.T) {
	for run := range 40 {
		early := run%2 == 0
		fifo := filepath.Join(t.TempDir(), "f")
		if err := syscall.Mkfifo(fifo, 0o600); err != nil {
			t.Fatal(err)
		}
		if early {
			writeFifo(t, fifo, "TEXT\n")
		}
		h := start(t, fifo)
		if !early {
			time.Sleep(50 * time.Millisecond)
			writeFifo(t, fifo, "TEXT\n")
		}
		h.waitRow(t, 0, "the writer's text", func(r string) bool { return r == "TEXT" })
		h.waitStatus(t, "100%")
		quit(t, h)
	}
}

// While a FIFO has no writer the pager is up, says it waits, and q quits.
func TestE2EInputFifoWithoutWriter(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "f")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	h := start(t, fifo)
	h.waitStatus(t, "waiting for input")
	quit(t, h)

	h = start(t, fifo)
	h.waitStatus(t, "waiting for input")
	h.typeKeys("\x03")
	if code := h.wait(t); code != 0 {
		t.Errorf("exit code %d after ctrl-c, want 0", code)
	}
}

// A file in /proc shows its text (its size says 0), named, with -F and
// on standard input.
func TestE2EInputProcFile(t *testing.T) {
	const proc = "/proc/version" // one line, so -F prints it
	if _, err := os.Stat(proc); err != nil {
		t.Skip("no /proc here")
	}
	isName := func(r string) bool { return strings.HasPrefix(r, "Linux version") }
	h := start(t, proc)
	h.waitRow(t, 0, "the first line of "+proc, isName)
	h.waitStatus(t, "100%")
	quit(t, h)

	h = start(t, "-F", proc)
	if code := h.wait(t); code != 0 {
		t.Errorf("-F: exit code %d", code)
	}
	if out := string(stripEscapes(h.rawOutput())); !strings.Contains(out, "Linux version") {
		t.Errorf("-F %s printed %q", proc, out)
	}

	in, err := os.Open(proc)
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	h = startWith(t, startOpts{stdin: in})
	h.waitRow(t, 0, "the first line of < "+proc, isName)
	quit(t, h)
}

// A pipe whose temporary file fills its disk loses nothing: the rest is
// kept in memory, the status bar says so, and the end shows as written.
// It needs a small file system of its own, so it runs as root only.
func TestE2EInputTempFileDiskFull(t *testing.T) {
	tmp := t.TempDir()
	if err := syscall.Mount("tmpfs", tmp, "tmpfs", 0, "size=70m"); err != nil {
		t.Skipf("cannot mount a small tmpfs: %v", err)
	}
	t.Cleanup(func() { syscall.Unmount(tmp, syscall.MNT_DETACH) }) // after lwl ends
	const blocks = 100                                             // 100 MB: 64 MB kept in memory move to a 70 MB file
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	go func() {
		defer w.Close()
		for k := range blocks {
			if _, err := w.Write(filler(k)); err != nil {
				return
			}
		}
	}()
	h := startWith(t, startOpts{stdin: r, env: pipeEnv(t, tmp)})
	r.Close()
	h.waitStatus(t, "stdin", "line 1")
	h.typeKeys("G")
	h.waitFor(t, "a message that the rest is kept in memory", func(s string) bool {
		return strings.Contains(s, "kept in memory, the temporary file took")
	}, 30*time.Second)
	last := fmt.Sprintf("block %d line %d: ", blocks-1, bytes.Count(filler(blocks-1), []byte("\n"))-1)
	h.waitRow(t, -2, "the last line", func(r string) bool { return strings.HasPrefix(r, last) })
	h.waitStatus(t, "100%", "no space left")
	quit(t, h)
}
