package doc

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
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
