package safefile

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// Check looks at the file opened, not only the name: a FIFO put in place
// of a checked file is still refused (and the open does not wait for a
// writer).
func TestCheckFileOpened(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "f")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := os.OpenFile(fifo, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		t.Fatal(err)
	}
	if err := Check(fifo, st, 1<<20); err == nil || !strings.HasSuffix(err.Error(), "not a regular file") {
		t.Errorf("Check on a FIFO: %v", err)
	}
}
