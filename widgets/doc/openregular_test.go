package doc

import (
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestRegularFileStaysOutOfThePoller opens a regular file in a process of
// its own (the test binary again, which has not set up the runtime's
// poller) and looks for the poller's epoll instance among its descriptors.
func TestRegularFileStaysOutOfThePoller(t *testing.T) {
	if path := os.Getenv("LWL_TEST_OPEN_ONLY"); path != "" {
		src, err := Open(path, func() {})
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := src.(*FileSource); !ok {
			t.Fatalf("%s opened as %T, want a *FileSource", path, src)
		}
		if ep := epollDescriptors(t); ep != nil {
			t.Fatalf("after opening %s the process has the poller's %v", path, ep)
		}
		return
	}
	path := filepath.Join(t.TempDir(), "ten.txt")
	if err := os.WriteFile(path, []byte(strings.Repeat("line\n", 10)), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestRegularFileStaysOutOfThePoller$", "-test.count=1")
	cmd.Env = append(os.Environ(), "LWL_TEST_OPEN_ONLY="+path)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
}

// epollDescriptors lists this process's descriptors that are epoll
// instances.
func epollDescriptors(t *testing.T) []string {
	t.Helper()
	ents, err := os.ReadDir("/proc/self/fd")
	if err != nil {
		t.Skip("no /proc/self/fd:", err)
	}
	var eps []string
	for _, e := range ents {
		if l, err := os.Readlink("/proc/self/fd/" + e.Name()); err == nil && strings.Contains(l, "eventpoll") {
			eps = append(eps, e.Name()+" -> "+l)
		}
	}
	return eps
}

// A path that became a FIFO after it was looked at is read through the
// one descriptor opened: a writer that writes and closes loses nothing.
func TestOpenRegularOfAFIFOOpensOnce(t *testing.T) {
	path := filepath.Join(t.TempDir(), "fifo")
	if err := syscall.Mkfifo(path, 0o600); err != nil {
		t.Skip("no FIFO:", err)
	}
	go func() {
		w, err := os.OpenFile(path, os.O_WRONLY, 0)
		if err == nil {
			w.WriteString("written once\n")
			w.Close()
		}
	}()
	got := make(chan string, 1)
	go func() {
		f, err := openRegular(path)
		if err != nil {
			got <- err.Error()
			return
		}
		defer f.Close()
		b, _ := io.ReadAll(f)
		got <- string(b)
	}()
	select {
	case s := <-got:
		if s != "written once\n" {
			t.Errorf("read %q", s)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("openRegular waits: it opened the FIFO a second time, after its writer left")
	}
}
