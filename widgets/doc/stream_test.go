package doc_test

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"lwl/widgets/doc"
)

// pattern is the byte a test stream holds at offset i: it differs between
// neighbouring blocks, so a read from the wrong place shows.
func pattern(i int64) byte { return byte(i*7 + i>>16 + i>>20) }

func patternBytes(off, n int64) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = pattern(off + int64(i))
	}
	return b
}

// waitDone waits until the stream has ended, or fails.
func waitDone(t *testing.T, s *doc.StreamSource) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !s.Complete() {
		if time.Now().After(deadline) {
			t.Fatalf("the stream did not end; it holds %d bytes", s.Size())
		}
		time.Sleep(time.Millisecond)
	}
}

// checkRegion reads [off, off+n) and compares it with what was written
// (the first size bytes of the pattern).
func checkRegion(t *testing.T, s doc.Source, size, off, n int64) {
	t.Helper()
	p := make([]byte, n)
	got, err := s.ReadAt(p, off)
	want := max(min(n, size-off), 0)
	if int64(got) != want {
		t.Fatalf("ReadAt(%d bytes at %d) of %d: read %d, want %d (err %v)", n, off, size, got, want, err)
	}
	if want < n && err != io.EOF {
		t.Fatalf("ReadAt(%d bytes at %d) of %d: a short read without io.EOF (%v)", n, off, size, err)
	}
	if want == n && err != nil {
		t.Fatalf("ReadAt(%d bytes at %d) of %d: %v", n, off, size, err)
	}
	if !bytes.Equal(p[:got], patternBytes(off, int64(got))) {
		t.Fatalf("ReadAt(%d bytes at %d) of %d: the bytes differ from those written", n, off, size)
	}
}

// regions are reads around the places a stream's storage changes: block
// edges, the memory limit, the end.
func regions(size, limit int64) [][2]int64 {
	var r [][2]int64
	for _, edge := range []int64{0, 1 << 16, 2 << 16, limit, size} {
		for _, d := range []int64{-70000, -3, -1, 0, 1, 5000} {
			for _, n := range []int64{1, 2, 100, 1 << 16, 200000} {
				if off := edge + d; off >= 0 {
					r = append(r, [2]int64{off, n})
				}
			}
		}
	}
	return append(r, [2]int64{0, size}, [2]int64{0, size + 10}, [2]int64{size + 5, 3})
}

// A stream past its memory limit moves to a temporary file, which is
// unlinked at once; every region reads back as written, at every stage:
// all in memory, just moved, and growing on in the file.
func TestStreamMovesToTempFile(t *testing.T) {
	const limit = 150000 // not a multiple of the block size
	dir := t.TempDir()
	pr, pw := io.Pipe()
	s := doc.NewStreamSourceWith(pr, nil, doc.StreamOptions{MemLimit: limit, TempDir: dir})
	s.ReadAll()
	size := int64(0)
	for _, n := range []int64{1, 70000, 70000, 9999, 1, 65536, 300000, 7} {
		if _, err := pw.Write(patternBytes(size, n)); err != nil {
			t.Fatal(err)
		}
		size += n
		waitSize(t, s, size)
		for _, r := range regions(size, limit) {
			checkRegion(t, s, size, r[0], r[1])
		}
		inMem := s.InMemory()
		switch {
		case size <= limit && inMem != size:
			t.Fatalf("at %d bytes (under the limit) %d are in memory, want all", size, inMem)
		case size > limit && inMem != 0:
			t.Fatalf("at %d bytes (past the limit %d) %d are still in memory", size, limit, inMem)
		}
	}
	pw.Close()
	waitDone(t, s)
	if s.Err() != nil || s.SpillErr() != nil {
		t.Errorf("errors after a clean end: %v, %v", s.Err(), s.SpillErr())
	}
	if left, _ := os.ReadDir(dir); len(left) != 0 {
		t.Errorf("the temporary file is left in %s: %v", dir, left)
	}
	// A document over it sees the same text as over the bytes themselves.
	d := doc.New(s, doc.ParseOptions{})
	ref := doc.New(doc.BytesSource(patternBytes(0, size)), doc.ParseOptions{})
	if d.NumChunks() != ref.NumChunks() || d.LineCount() != ref.LineCount() {
		t.Fatalf("document over the stream: %d chunks, %d lines; over the bytes: %d, %d",
			d.NumChunks(), d.LineCount(), ref.NumChunks(), ref.LineCount())
	}
	for k := range d.NumChunks() {
		if d.Chunk(k).Text != ref.Chunk(k).Text {
			t.Fatalf("chunk %d differs between the stream and the bytes", k)
		}
	}
}

// When no temporary file can be made the stream stays in memory, whole, as
// before there was one, and SpillErr says why.
func TestStreamWithoutTempFile(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "missing")
	const size = 400000
	s := doc.NewStreamSourceWith(bytes.NewReader(patternBytes(0, size)), nil,
		doc.StreamOptions{MemLimit: 100000, TempDir: dir})
	s.ReadAll()
	waitDone(t, s)
	err := s.SpillErr()
	if err == nil || !strings.Contains(err.Error(), "temporary file") || !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("SpillErr = %v, want a temporary file that does not exist", err)
	}
	if s.Err() != nil || s.Size() != size || s.InMemory() != size {
		t.Fatalf("Err %v, size %d, %d in memory; want no error and all %d bytes in memory", s.Err(), s.Size(), s.InMemory(), size)
	}
	for _, r := range regions(size, 100000) {
		checkRegion(t, s, size, r[0], r[1])
	}
}

// A write to the temporary file that fails (a full disk) cuts nothing:
// the rest of the stream is kept in memory, SpillErr says so, and every
// byte reads as written, across the file's end too.
func TestStreamTempFileWriteFails(t *testing.T) {
	pr, pw := io.Pipe()
	s := doc.NewStreamSourceWith(pr, nil, doc.StreamOptions{MemLimit: 1000, TempDir: t.TempDir()})
	s.ReadAll()
	pw.Write(patternBytes(0, 5000))
	waitSize(t, s, 5000)
	if !s.FillTempFile() {
		t.Fatal("5000 bytes past a limit of 1000 are not in a temporary file")
	}
	const size = 5000 + 200000
	go func() {
		pw.Write(patternBytes(5000, size-5000))
		pw.Close()
	}()
	waitDone(t, s)
	if err := s.Err(); err != nil {
		t.Fatalf("Err = %v: the stream was cut", err)
	}
	if err := s.SpillErr(); err == nil || !strings.Contains(err.Error(), "temporary file took") {
		t.Fatalf("SpillErr = %v, want the temporary file that took no more", err)
	}
	if s.Size() != size || s.InMemory() != size-5000 {
		t.Fatalf("size %d, %d in memory; want %d, %d", s.Size(), s.InMemory(), size, size-5000)
	}
	for _, r := range regions(size, 5000) {
		checkRegion(t, s, size, r[0], r[1])
	}
	checkRegion(t, s, size, 4000, 3000) // across the file's end
}

// Readers on other goroutines (the UI, the line counter, a search) read while
// the reading goroutine appends and moves the stream to its file; run with
// -race. Every read sees exactly the bytes written.
func TestStreamConcurrentReads(t *testing.T) {
	const size, limit = 3 << 20, 256 << 10
	s := doc.NewStreamSourceWith(&chunkyReader{data: patternBytes(0, size)}, nil,
		doc.StreamOptions{MemLimit: limit, TempDir: t.TempDir()})
	s.ReadAll()
	var wg sync.WaitGroup
	errs := make(chan string, 4)
	for g := range 3 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			rng := rand.New(rand.NewPCG(uint64(g), 1))
			p := make([]byte, 300000)
			for reads := 0; reads < 100 || !s.Complete(); reads++ {
				n := s.Size()
				if n == 0 {
					continue
				}
				off := rng.Int64N(n)
				m := min(rng.Int64N(int64(len(p)))+1, n-off)
				got, err := s.ReadAt(p[:m], off)
				if int64(got) != m || err != nil || !bytes.Equal(p[:m], patternBytes(off, m)) {
					errs <- "a concurrent read differs from what was written"
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Fatal(e)
	}
	if s.Size() != size || s.InMemory() != 0 {
		t.Fatalf("size %d, %d in memory; want %d, none", s.Size(), s.InMemory(), size)
	}
}

// chunkyReader returns its data in reads of varied sizes, as a pipe does.
type chunkyReader struct {
	data []byte
	n    int
}

func (r *chunkyReader) Read(p []byte) (int, error) {
	if len(r.data) == 0 {
		return 0, io.EOF
	}
	r.n++
	k := min(len(p), len(r.data), 1+r.n*7919%70000)
	copy(p, r.data[:k])
	r.data = r.data[k:]
	return k, nil
}

// With the temporary file full, what memory keeps is bounded too: past
// OverflowLimit reading stops, says why, keeps every byte it took exact,
// and closes the input so that its writer ends rather than waits.
func TestStreamOverflowStopsAndClosesTheInput(t *testing.T) {
	pr, pw := io.Pipe()
	s := doc.NewStreamSourceWith(pr, nil, doc.StreamOptions{MemLimit: 1000, TempDir: t.TempDir(), OverflowLimit: 100000})
	s.ReadAll()
	pw.Write(patternBytes(0, 5000))
	waitSize(t, s, 5000)
	if !s.FillTempFile() {
		t.Fatal("5000 bytes past a limit of 1000 are not in a temporary file")
	}
	written := make(chan error, 1)
	go func() {
		_, err := pw.Write(patternBytes(5000, 1<<20))
		written <- err
	}()
	waitDone(t, s)
	if err := s.Err(); err == nil || !strings.Contains(err.Error(), "no room for more") {
		t.Fatalf("Err = %v, want no room for more", err)
	}
	// Binary bytes, a line break every 256 or so: it stops at the last.
	if s.Size() > 5000+100000 || s.Size() < 5000+100000-512 {
		t.Fatalf("size %d, want up to the last line break before %d", s.Size(), 5000+100000)
	}
	checkRegion(t, s, s.Size(), 0, s.Size())
	select {
	case err := <-written:
		if err == nil {
			t.Fatal("the writer wrote a MB past the limit without an error")
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the writer still waits after reading stopped: the input was not closed")
	}
}

// When memory is full too, reading stops at the end of a line, so the
// last line shown is one the input wrote whole, not a part that could pass
// for it ("12345" of "123456789").
func TestStreamOverflowStopsAtALineEnd(t *testing.T) {
	var text bytes.Buffer
	for i := 0; text.Len() < 1<<20; i++ {
		fmt.Fprintf(&text, "line %d\n", i)
	}
	pr, pw := io.Pipe()
	s := doc.NewStreamSourceWith(pr, nil, doc.StreamOptions{MemLimit: 1000, TempDir: t.TempDir(), OverflowLimit: 100000})
	s.ReadAll()
	pw.Write(text.Bytes()[:5000])
	waitSize(t, s, 5000)
	if !s.FillTempFile() {
		t.Fatal("5000 bytes past a limit of 1000 are not in a temporary file")
	}
	go func() {
		pw.Write(text.Bytes()[5000:])
		pw.Close()
	}()
	waitDone(t, s)
	if err := s.Err(); err == nil || !strings.Contains(err.Error(), "no room for more") {
		t.Fatalf("Err = %v, want no room for more", err)
	}
	size := s.Size()
	if size > 5000+100000 || size < 5000+100000-100 {
		t.Fatalf("size %d, want the last line end at most %d", size, 5000+100000)
	}
	got := make([]byte, size)
	if n, _ := s.ReadAt(got, 0); int64(n) != size {
		t.Fatalf("read %d of %d bytes", n, size)
	}
	if !bytes.Equal(got, text.Bytes()[:size]) || got[size-1] != '\n' {
		t.Errorf("the text kept ends %q, want a whole line of the input", got[max(0, size-20):])
	}
}

// A line longer than what memory can keep is cut, and the error says so.
func TestStreamOverflowSaysALineIsCut(t *testing.T) {
	pr, pw := io.Pipe()
	s := doc.NewStreamSourceWith(pr, nil, doc.StreamOptions{MemLimit: 1000, TempDir: t.TempDir(), OverflowLimit: 100000})
	s.ReadAll()
	pw.Write(bytes.Repeat([]byte("x"), 5000))
	waitSize(t, s, 5000)
	if !s.FillTempFile() {
		t.Fatal("5000 bytes past a limit of 1000 are not in a temporary file")
	}
	go func() {
		pw.Write(bytes.Repeat([]byte("x"), 1<<20))
		pw.Close()
	}()
	waitDone(t, s)
	if err := s.Err(); err == nil || !strings.Contains(err.Error(), "its last line is cut short") {
		t.Fatalf("Err = %v, want the last line said to be cut short", err)
	}
}
