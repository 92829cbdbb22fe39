//go:build linux

package e2e

// Memory and descriptors: a long pipe read to its end moves to a temporary
// file instead of growing lwl's memory; history keeps no documents open.

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// memBound is what lwl's resident memory must stay under, however long the
// pipe: the stream's first 64 MiB in memory, before they move to a file,
// and the rest of lwl.
const memBound = 100 << 20

// procStatus reads a field of /proc/PID/status in bytes ("VmHWM", "VmRSS").
func procStatus(t *testing.T, pid int, field string) int64 {
	t.Helper()
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?m)^` + field + `:\s+(\d+) kB$`).FindSubmatch(b)
	if m == nil {
		t.Fatalf("no %s in /proc/%d/status", field, pid)
	}
	kb, _ := strconv.ParseInt(string(m[1]), 10, 64)
	return kb << 10
}

// openFiles lists where lwl's descriptors point.
func openFiles(t *testing.T, pid int) []string {
	t.Helper()
	dir := fmt.Sprintf("/proc/%d/fd", pid)
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var targets []string
	for _, e := range ents {
		if l, err := os.Readlink(filepath.Join(dir, e.Name())); err == nil {
			targets = append(targets, l)
		}
	}
	return targets
}

// pipeEnv is lwl's environment with TMPDIR set to tmp.
func pipeEnv(t *testing.T, tmp string) []string {
	return append(lwlEnv(t), "TMPDIR="+tmp)
}

// checkTempFile checks that the stream's temporary file, if lwl holds one,
// is already unlinked: nothing is left in tmp.
func checkTempFile(t *testing.T, pid int, tmp string, want bool) {
	t.Helper()
	held := false
	for _, f := range openFiles(t, pid) {
		if strings.HasPrefix(f, tmp+"/") {
			held = true
			if !strings.HasSuffix(f, "(deleted)") {
				t.Errorf("lwl holds %s, not unlinked", f)
			}
		}
	}
	if held != want {
		t.Errorf("lwl holds a temporary file in %s: %v, want %v", tmp, held, want)
	}
	if left, _ := os.ReadDir(tmp); len(left) != 0 {
		t.Errorf("files left in %s: %v", tmp, left)
	}
}

// filler is 1 MiB of numbered lines.
func filler(block int) []byte {
	var b bytes.Buffer
	for i := 0; b.Len() < 1<<20-64; i++ {
		fmt.Fprintf(&b, "block %d line %d: some text to page through\n", block, i)
	}
	return b.Bytes()
}

// 256 MB from a pipe, read to its end with G: resident memory stays under
// memBound at its highest (VmHWM), the end is shown as written, and the
// temporary file holding the text is unlinked.
func TestE2EMemoryLongPipe(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	go func() {
		defer w.Close()
		for k := range 256 {
			if _, err := w.Write(filler(k)); err != nil {
				return
			}
		}
		w.Write([]byte("the very last line\n"))
	}()
	tmp := t.TempDir()
	h := startWith(t, startOpts{stdin: r, env: pipeEnv(t, tmp)})
	r.Close()
	h.waitStatus(t, "stdin", "line 1")
	readToEndBounded(t, h, "reading 256 MB from a pipe", tmp)
	h.typeKeys("k")
	h.waitRow(t, -3, "the line before the last", func(r string) bool { return strings.HasPrefix(r, "block 255 line ") })
	h.typeKeys("g")
	h.waitRow(t, 0, "the first line", func(r string) bool { return r == "block 0 line 0: some text to page through" })
	quit(t, h)
}

// An endless pipe: G reads on, ctrl-c stops it and keeps what was read;
// memory stays bounded all along.
func TestE2EMemoryEndlessPipe(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	go func() {
		for k := 0; ; k++ {
			if _, err := w.Write(filler(k % 1000)); err != nil {
				return // lwl ended
			}
		}
	}()
	tmp := t.TempDir()
	h := startWith(t, startOpts{stdin: r, env: pipeEnv(t, tmp)})
	r.Close()
	h.waitStatus(t, "stdin", "line 1")
	h.typeKeys("G")
	reading := regexp.MustCompile(`Reading\.\.\. (\d+) MB`)
	h.waitFor(t, "G to read 200 MB", func(s string) bool {
		m := reading.FindStringSubmatch(s)
		if m == nil {
			return false
		}
		n, _ := strconv.Atoi(m[1])
		return n >= 200
	}, 60*time.Second)
	h.typeKeys("\x03")
	h.waitStatus(t, "Stopped reading at")
	pid := h.cmd.Process.Pid
	if hwm := procStatus(t, pid, "VmHWM"); hwm > memBound {
		t.Errorf("lwl's resident memory reached %d MB reading an endless pipe, want under %d MB", hwm>>20, memBound>>20)
	}
	checkTempFile(t, pid, tmp, true)
	h.typeKeys("g")
	h.waitRow(t, 0, "the first line after ctrl-c and g", func(r string) bool { return r == "block 0 line 0: some text to page through" })
	h.typeKeys("G") // reads on again: the pipe is still open
	h.waitStatus(t, "Reading...")
	h.typeKeys("\x03")
	h.waitStatus(t, "Stopped reading at")
	quit(t, h)
}

// Without a place for the temporary file, lwl keeps the text in memory as
// before and says so.
func TestE2EMemoryNoTempFile(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	go func() {
		defer w.Close()
		for k := range 80 {
			if _, err := w.Write(filler(k)); err != nil {
				return
			}
		}
	}()
	tmp := filepath.Join(t.TempDir(), "missing")
	h := startWith(t, startOpts{stdin: r, env: pipeEnv(t, tmp)})
	r.Close()
	h.waitStatus(t, "stdin", "line 1")
	h.typeKeys("G")
	h.waitFor(t, "a message that the text is kept in memory", func(s string) bool {
		return strings.Contains(s, "kept in memory, no temporary file")
	}, 30*time.Second)
	last := fmt.Sprintf("block 79 line %d: ", bytes.Count(filler(79), []byte("\n"))-1)
	h.waitRow(t, -2, "the last line", func(r string) bool { return strings.HasPrefix(r, last) })
	h.waitStatus(t, "100%") // read to the end: q now quits rather than stopping the read
	quit(t, h)
}

// A fifo named on the command line is read as a stream: its text shows as
// it arrives, without a key, and G on it stays within memBound.
func TestE2EMemoryFifo(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	wrote := make(chan *os.File, 1)
	go func() {
		w, err := os.OpenFile(fifo, os.O_WRONLY, 0) // waits for lwl to open it
		if err != nil {
			close(wrote)
			return
		}
		w.Write([]byte("first\n"))
		wrote <- w
	}()
	tmp := t.TempDir()
	h := startWith(t, startOpts{env: pipeEnv(t, tmp)}, fifo)
	w := <-wrote
	if w == nil {
		t.Fatal("could not open the fifo for writing")
	}
	defer w.Close()
	h.waitRow(t, 0, "first", func(r string) bool { return r == "first" })
	w.Write([]byte("second\n"))
	h.waitRow(t, 1, "second, with no key pressed", func(r string) bool { return r == "second" })
	go func() {
		for k := range 150 {
			if _, err := w.Write(filler(k)); err != nil {
				return
			}
		}
		w.Write([]byte("the very last line\n"))
		w.Close()
	}()
	h.typeKeys("G")
	h.waitFor(t, "the end of the fifo after G", func(s string) bool {
		l := strings.Split(s, "\n")
		return len(l) > 2 && l[len(l)-2] == "the very last line" && strings.HasSuffix(l[len(l)-1], "100%")
	}, 60*time.Second)
	pid := h.cmd.Process.Pid
	if hwm := procStatus(t, pid, "VmHWM"); hwm > memBound {
		t.Errorf("lwl's resident memory reached %d MB reading 150 MB from a fifo, want under %d MB", hwm>>20, memBound>>20)
	}
	checkTempFile(t, pid, tmp, true)
	quit(t, h)
}

// A link to its own file followed 500 times: lwl keeps one descriptor for
// it, not one per follow, and backspace returns to each place left, as far
// back as the history goes (100 pages).
func TestE2EHistorySelfLink(t *testing.T) {
	dir := t.TempDir()
	var b strings.Builder
	for i := 1; i <= 100; i++ {
		fmt.Fprintf(&b, "line %03d [again](self.md)\n", i)
	}
	if err := os.WriteFile(filepath.Join(dir, "self.md"), []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	h := startWith(t, startOpts{dir: dir}, "self.md")
	h.waitStatus(t, "self.md", "line 1 ")
	pid := h.cmd.Process.Pid
	before := len(openFiles(t, pid))
	h.typeKeys(strings.Repeat("n\r", 500))
	for _, line := range []int{10, 20, 30} { // three places to come back to
		h.typeKeys(fmt.Sprintf("%dgn\r", line))
	}
	h.typeKeys("45g") // once this shows, every follow before it was done
	h.waitStatus(t, "line 45 ")
	if n := len(openFiles(t, pid)); n > before+1 {
		t.Errorf("%d descriptors open after 503 follows, %d before: %v", n, before, openFiles(t, pid))
	}
	for _, line := range []int{30, 20, 10, 1} {
		h.typeKeys("\x7f")
		h.waitStatus(t, fmt.Sprintf("self.md  line %d ", line))
	}
	h.typeKeys(strings.Repeat("\x7f", 96)) // the rest of the 100 pages
	h.typeKeys("50g")
	h.waitStatus(t, "self.md  line 50 ")
	h.typeKeys("\x7f")
	h.waitStatus(t, "No previous document")
	if n := len(openFiles(t, pid)); n > before+1 {
		t.Errorf("%d descriptors open after going back, %d before", n, before)
	}
	quit(t, h)
}

// &a on one 16 MB line of links: the filter looks at the line a chunk at
// a time and copies it on from the file, so lwl's resident memory stays
// within a few times the line (it reached forty, parsing it whole), and
// the line passes whole.
func TestE2EMemoryFilterLongLine(t *testing.T) {
	path := filepath.Join(t.TempDir(), "links.md")
	line := bytes.Repeat([]byte("[a](http://x/) "), 16<<20/15)
	if err := os.WriteFile(path, append(line, '\n'), 0o644); err != nil {
		t.Fatal(err)
	}
	h := start(t, path)
	h.waitStatus(t, "links.md", "line 1")
	h.typeKeys("&a\r")
	h.waitFor(t, "the filter to pass the line", func(s string) bool {
		l := strings.Split(s, "\n")
		return strings.Contains(l[len(l)-1], "&a: 1 line") && strings.HasPrefix(l[0], "[a](http://x/) [a](http://x/)") // the lines a filter keeps show as written
	}, 60*time.Second)
	size := int64(len(line) + 1)
	if hwm := procStatus(t, h.cmd.Process.Pid, "VmHWM"); hwm > 5*size {
		t.Errorf("lwl's resident memory reached %d MB filtering a line of %d MB, want under %d MB", hwm>>20, size>>20, 5*size>>20)
	} else {
		t.Logf("VmHWM %d MB for a line of %d MB", hwm>>20, size>>20)
	}
	h.typeKeys("G")
	h.waitStatus(t, "100%")
	quit(t, h)
}

// readToEndBounded types G and waits for the 256 MB text's last line ("the
// very last line") at 100%; lwl's peak resident memory must stay under
// memBound meanwhile (what says doing what), and the text be in an
// unlinked temporary file in tmp.
func readToEndBounded(t *testing.T, h *termHandle, what, tmp string) {
	t.Helper()
	h.typeKeys("G")
	h.waitFor(t, "the end of 256 MB after G", func(s string) bool {
		l := strings.Split(s, "\n")
		return len(l) > 2 && l[len(l)-2] == "the very last line" && strings.HasSuffix(l[len(l)-1], "100%")
	}, 60*time.Second)
	pid := h.cmd.Process.Pid
	if hwm := procStatus(t, pid, "VmHWM"); hwm > memBound {
		t.Errorf("lwl's resident memory reached %d MB %s, want under %d MB", hwm>>20, what, memBound>>20)
	} else {
		t.Logf("VmHWM %d MB, VmRSS %d MB after %s", hwm>>20, procStatus(t, pid, "VmRSS")>>20, what)
	}
	checkTempFile(t, pid, tmp, true)
}
