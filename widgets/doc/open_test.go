package doc_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"lwl/internal/ptytest"
	"lwl/widgets/doc"
)

// readStream waits until s is complete and returns its text.
func readStream(t *testing.T, s *doc.StreamSource) string {
	t.Helper()
	s.ReadAll()
	deadline := time.Now().Add(5 * time.Second)
	for !s.Complete() {
		if time.Now().After(deadline) {
			t.Fatalf("the stream is not complete after 5 s (%d bytes)", s.Size())
		}
		time.Sleep(time.Millisecond)
	}
	buf := make([]byte, s.Size())
	n, _ := s.ReadAt(buf, 0)
	return string(buf[:n])
}

// Open returns at once on a FIFO no one writes to (the reading goroutine
// waits for the writer), and opens it once: a writer that writes and
// closes at once is read whole.
func TestOpenFifoWithoutWriter(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "f")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	opened := make(chan doc.Source, 1)
	go func() {
		src, err := doc.Open(fifo, nil)
		if err != nil {
			t.Error(err)
		}
		opened <- src
	}()
	var src doc.Source
	select {
	case src = <-opened:
	case <-time.After(2 * time.Second):
		// Let the stuck open go, so the test ends.
		if w, err := os.OpenFile(fifo, os.O_WRONLY, 0); err == nil {
			w.Close()
		}
		t.Fatal("Open waits for the FIFO's writer")
	}
	s, ok := src.(*doc.StreamSource)
	if !ok {
		t.Fatalf("a FIFO opens as %T, want a stream", src)
	}
	if !s.Opening() {
		t.Error("Opening is false with no writer")
	}
	w, err := os.OpenFile(fifo, os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	w.WriteString("TEXT\n")
	w.Close()
	if got := readStream(t, s); got != "TEXT\n" {
		t.Errorf("read %q, want %q", got, "TEXT\n")
	}
	if s.Opening() || s.Err() != nil {
		t.Errorf("after the end: Opening %v, Err %v", s.Opening(), s.Err())
	}
}

// A FIFO that cannot be read is refused by Open itself, without opening
// it (which would wait for a writer).
func TestOpenFifoNotReadable(t *testing.T) {
	if os.Geteuid() == 0 {
		t.Skip("root reads any file")
	}
	fifo := filepath.Join(t.TempDir(), "f")
	if err := syscall.Mkfifo(fifo, 0o200); err != nil {
		t.Fatal(err)
	}
	if _, err := doc.Open(fifo, nil); !os.IsPermission(err) {
		t.Errorf("Open of an unreadable FIFO: %v, want permission denied", err)
	}
}

// A file in /proc has no size (0) yet has text: it is read as a stream to
// its end. An empty regular file is still a file, to follow as it grows.
func TestOpenSizelessFile(t *testing.T) {
	const proc = "/proc/self/status"
	if _, err := os.Stat(proc); err != nil {
		t.Skip("no /proc here")
	}
	src, err := doc.Open(proc, nil)
	if err != nil {
		t.Fatal(err)
	}
	s, ok := src.(*doc.StreamSource)
	if !ok {
		t.Fatalf("%s opens as %T, want a stream", proc, src)
	}
	if got := readStream(t, s); len(got) < 5 || got[:5] != "Name:" {
		t.Errorf("%s reads %q, want its text", proc, got)
	}
	if _, err := doc.OpenFile(proc); !doc.IsNotRegular(err) {
		t.Errorf("OpenFile(%s): %v, want not regular", proc, err)
	}
	f, err := os.Open(proc)
	if err != nil {
		t.Fatal(err)
	}
	if src, err := doc.FromFile(f, nil); err != nil {
		t.Error(err)
	} else if _, ok := src.(*doc.StreamSource); !ok {
		t.Errorf("an open %s reads as %T, want a stream", proc, src)
	}

	empty := filepath.Join(t.TempDir(), "empty.log")
	if err := os.WriteFile(empty, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if src, err := doc.Open(empty, nil); err != nil {
		t.Error(err)
	} else if _, ok := src.(*doc.FileSource); !ok {
		t.Errorf("an empty file opens as %T, want a file", src)
	}
}

// A socket is refused when it is named, before any screen: it cannot be
// opened as a file.
func TestOpenSocketRefused(t *testing.T) {
	path := filepath.Join(t.TempDir(), "s")
	fd, err := syscall.Socket(syscall.AF_UNIX, syscall.SOCK_STREAM, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer syscall.Close(fd)
	if err := syscall.Bind(fd, &syscall.SockaddrUnix{Name: path}); err != nil {
		t.Fatal(err)
	}
	if _, err := doc.Open(path, nil); err == nil || err.Error() != "is a socket" {
		t.Fatalf("Open(socket) = %v, want is a socket", err)
	}
}

// A terminal named as the document is refused: read as the text, it would
// take the keys, q and ctrl-c too, and lwl could not be left.
func TestOpenTerminalRefused(t *testing.T) {
	ptmx, tty, err := ptytest.Open(80, 24)
	if err != nil {
		t.Skip("no pseudo-terminal:", err)
	}
	defer ptmx.Close()
	defer tty.Close()
	if _, err := doc.Open(tty.Name(), nil); err == nil || !strings.Contains(err.Error(), "is a terminal") {
		t.Fatalf("Open(%s) = %v, want is a terminal", tty.Name(), err)
	}
	// Another character device is read as a stream.
	src, err := doc.Open("/dev/null", nil)
	if err != nil {
		t.Fatalf("Open(/dev/null): %v", err)
	}
	if s, ok := src.(*doc.StreamSource); !ok || readStream(t, s) != "" {
		t.Fatalf("Open(/dev/null) = %T, want an empty stream", src)
	}
}

// A stream let go of (Close) closes its input, also through the decoder
// that named streams are read with: a FIFO's writer then ends (EPIPE)
// rather than waits on a reader that reads no more.
func TestStreamCloseEndsTheWriter(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "f")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	src, err := doc.OpenWith(fifo, nil, doc.OpenOptions{Decompress: true})
	if err != nil {
		t.Fatal(err)
	}
	w, err := os.OpenFile(fifo, os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	s := src.(*doc.StreamSource)
	wrote := make(chan error, 1)
	go func() {
		block := []byte(strings.Repeat("x", 1<<16))
		for {
			if _, err := w.Write(block); err != nil {
				wrote <- err
				return
			}
		}
	}()
	deadline := time.Now().Add(5 * time.Second)
	for s.Size() < doc.ReadAhead && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
	s.Close()
	select {
	case err := <-wrote:
		if !errors.Is(err, syscall.EPIPE) {
			t.Fatalf("the writer ended with %v, want EPIPE", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the writer still waits after Close: the FIFO was not closed")
	}
}
