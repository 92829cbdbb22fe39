package doc_test

import (
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"lwl/widgets/doc"
)

// endless is an io.Reader that never ends (like `yes`), counting what was
// read from it.
type endless struct{ read atomic.Int64 }

func (e *endless) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = "y\n"[i%2]
	}
	e.read.Add(int64(len(p)))
	return len(p), nil
}

// waitSize waits until the stream has at least n bytes, or fails.
func waitSize(t *testing.T, s *doc.StreamSource, n int64) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for s.Size() < n {
		if time.Now().After(deadline) {
			t.Fatalf("the stream holds %d bytes, want at least %d", s.Size(), n)
		}
		time.Sleep(time.Millisecond)
	}
}

// A pipe is read only a bounded way past what was looked at; Want moves the
// bound, ReadAll lifts it, StopReading brings it back, keeping what was read.
func TestStreamSourceReadsAhead(t *testing.T) {
	r := &endless{}
	s := doc.NewStreamSource(r, nil)
	waitSize(t, s, doc.ReadAhead)
	time.Sleep(50 * time.Millisecond)
	if got := s.Size(); got > doc.ReadAhead+1<<16 {
		t.Fatalf("read %d bytes with nothing looked at, want about %d", got, doc.ReadAhead)
	}
	s.Want(10 << 20)
	waitSize(t, s, 10<<20+doc.ReadAhead)
	time.Sleep(50 * time.Millisecond)
	if got := s.Size(); got > 10<<20+doc.ReadAhead+1<<16 {
		t.Fatalf("read %d bytes after Want(10 MB)", got)
	}
	s.ReadAll()
	if !s.ReadingAll() {
		t.Error("ReadingAll is false after ReadAll")
	}
	waitSize(t, s, 40<<20)
	if !s.StopReading() {
		t.Error("StopReading reports no unbounded read")
	}
	stopped := s.Size()
	time.Sleep(50 * time.Millisecond)
	if got := s.Size(); got > stopped+1<<16 {
		t.Errorf("still reading after StopReading: %d then %d", stopped, got)
	}
	if s.ReadingAll() || s.Complete() {
		t.Error("an endless stream reads as complete or unbounded after StopReading")
	}
}

// ReadAll stays in force once the stream ended: G follows the end until a
// snapshot of the document is complete, and a stream that ended between
// a snapshot and the look at ReadingAll stopped G short of the end (a
// long last line's rows, 1 run in 7).
func TestStreamSourceReadingAllAfterTheEnd(t *testing.T) {
	s := doc.NewStreamSource(strings.NewReader("short\n"), nil)
	s.ReadAll()
	for !s.Complete() {
		time.Sleep(time.Millisecond)
	}
	if !s.ReadingAll() {
		t.Error("ReadingAll is false once the stream ended")
	}
}

// A file that grows or shrinks under lwl: Refresh sees the new size, a
// truncated file shows what is left and says so.
func TestFileChangesUnderDocument(t *testing.T) {
	path := filepath.Join(t.TempDir(), "f.txt")
	os.WriteFile(path, []byte(strings.Repeat("line of text\n", 20000)), 0o644)
	src, err := doc.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	d := doc.New(src, doc.ParseOptions{})
	end := d.End()
	lines := d.LineCount()

	f, _ := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
	f.WriteString("appended [link](http://x)\n")
	f.Close()
	if !d.Refresh() || d.Truncated() {
		t.Fatal("Refresh did not see the appended text")
	}
	if d.LineCount() != lines+1 || !end.Less(d.End()) {
		t.Errorf("after appending: %d lines (want %d), end %v (was %v)", d.LineCount(), lines+1, d.End(), end)
	}
	last := d.Chunk(d.End().Chunk)
	if len(last.Links) == 0 || last.Links[len(last.Links)-1].Dest != "http://x" {
		t.Errorf("the appended link is not in the last chunk: %v", last.Links)
	}

	os.Truncate(path, 1000)
	if !d.Refresh() || !d.Truncated() {
		t.Fatal("Refresh did not report the truncation")
	}
	if d.Size() != 1000 || d.LineCount() != 1000/13+1 {
		t.Errorf("after truncating: size %d, %d lines", d.Size(), d.LineCount())
	}
	for k := 0; k < d.NumChunks(); k++ {
		d.Chunk(k) // no panic reading what is left
	}
}
