package doc

import (
	"errors"
	"io"
	"os"
	"sync"
	"sync/atomic"
)

// Source is where a document's bytes come from. A file has a fixed size; a
// stream grows while its producer writes. Size is a snapshot: the document
// takes one with Refresh so that a frame sees one consistent length.
type Source interface {
	// Size is the number of bytes readable now.
	Size() int64
	// ReadAt fills p from offset off; it never reads past Size.
	ReadAt(p []byte, off int64) (int, error)
	// Complete reports whether Size will not grow any more.
	Complete() bool
}

// FileSource reads a regular file by region, so opening costs nothing in
// proportion to the file's size.
type FileSource struct {
	f    *os.File
	size atomic.Int64
}

// OpenFile opens path for reading. Directories are refused with a clear
// error, as less does.
func OpenFile(path string) (*FileSource, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	st, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, err
	}
	if st.IsDir() {
		f.Close()
		return nil, errors.New("is a directory")
	}
	if !st.Mode().IsRegular() {
		// A fifo or device: read it as a stream instead.
		f.Close()
		return nil, errNotRegular
	}
	s := &FileSource{f: f}
	s.size.Store(st.Size())
	return s, nil
}

var errNotRegular = errors.New("not a regular file")

// IsNotRegular reports whether OpenFile refused path because it must be read
// as a stream (a fifo, a character device).
func IsNotRegular(err error) bool { return errors.Is(err, errNotRegular) }

// Size implements Source.
func (s *FileSource) Size() int64 { return s.size.Load() }

// Update re-reads the file's size, for a file appended to or truncated
// while lwl shows it.
func (s *FileSource) Update() {
	if st, err := s.f.Stat(); err == nil {
		s.size.Store(st.Size())
	}
}

// Complete implements Source.
func (s *FileSource) Complete() bool { return true }

// ReadAt implements Source. A file truncated under lwl reads short; the
// caller treats missing bytes as absent rather than failing.
func (s *FileSource) ReadAt(p []byte, off int64) (int, error) {
	size := s.size.Load()
	if off >= size {
		return 0, io.EOF
	}
	if rest := size - off; int64(len(p)) > rest {
		p = p[:rest]
	}
	n, err := s.f.ReadAt(p, off)
	if err == io.EOF && n == len(p) {
		err = nil
	}
	return n, err
}

// Close releases the file.
func (s *FileSource) Close() error { return s.f.Close() }

// BytesSource is an in-memory document, for tests and embedded guides.
type BytesSource []byte

// Size implements Source.
func (b BytesSource) Size() int64 { return int64(len(b)) }

// Complete implements Source.
func (b BytesSource) Complete() bool { return true }

// ReadAt implements Source.
func (b BytesSource) ReadAt(p []byte, off int64) (int, error) {
	if off >= int64(len(b)) {
		return 0, io.EOF
	}
	return copy(p, b[off:]), nil
}

// StreamSource collects a pipe's bytes as they arrive. Reading happens on its
// own goroutine so a slow producer never blocks the keyboard, and only a
// bounded way past what has been looked at (ReadAhead), so `yes | lwl` stays
// small; ReadAll lifts the bound for G.
type StreamSource struct {
	mu     sync.Mutex
	wake   *sync.Cond
	blocks [][]byte // fixed-size blocks; all but the last are full
	size   int64
	want   int64 // read until size reaches this, then wait
	done   bool
	err    error
}

const streamBlock = 1 << 16

// ReadAhead is how far past the last position looked at a stream is read.
const ReadAhead = 4 << 20

// NewStreamSource starts reading r in the background. notify is called
// (from the reading goroutine) after each batch of new bytes and once at the
// end; it must not block.
func NewStreamSource(r io.Reader, notify func()) *StreamSource {
	s := &StreamSource{want: ReadAhead}
	s.wake = sync.NewCond(&s.mu)
	go s.run(r, notify)
	return s
}

// Want asks for the stream to be read at least ReadAhead bytes past off.
func (s *StreamSource) Want(off int64) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if off+ReadAhead > s.want {
		s.want = off + ReadAhead
		s.wake.Signal()
	}
}

// ReadAll lifts the read-ahead bound: the stream is read to its end.
func (s *StreamSource) ReadAll() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.want = 1<<63 - 1
	s.wake.Signal()
}

// StopReading brings the bound back to what has been read (what was read is
// kept), and reports whether reading was unbounded.
func (s *StreamSource) StopReading() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	all := s.want == 1<<63-1
	s.want = s.size
	return all
}

// ReadingAll reports whether ReadAll is in force and the end not reached.
func (s *StreamSource) ReadingAll() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.want == 1<<63-1 && !s.done
}

func (s *StreamSource) run(r io.Reader, notify func()) {
	buf := make([]byte, streamBlock)
	for {
		s.mu.Lock()
		for s.size >= s.want {
			s.wake.Wait()
		}
		s.mu.Unlock()
		n, err := r.Read(buf)
		if n > 0 {
			s.append(buf[:n])
			if notify != nil {
				notify()
			}
		}
		if err != nil {
			s.mu.Lock()
			s.done = true
			if err != io.EOF {
				s.err = err
			}
			s.mu.Unlock()
			if notify != nil {
				notify()
			}
			return
		}
	}
}

func (s *StreamSource) append(p []byte) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for len(p) > 0 {
		if len(s.blocks) == 0 || len(s.blocks[len(s.blocks)-1]) == streamBlock {
			s.blocks = append(s.blocks, make([]byte, 0, streamBlock))
		}
		last := &s.blocks[len(s.blocks)-1]
		n := copy((*last)[len(*last):streamBlock], p)
		*last = (*last)[:len(*last)+n]
		p = p[n:]
		s.size += int64(n)
	}
}

// Size implements Source.
func (s *StreamSource) Size() int64 {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.size
}

// Complete implements Source.
func (s *StreamSource) Complete() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.done
}

// Err is the read error that ended the stream, if any.
func (s *StreamSource) Err() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.err
}

// ReadAt implements Source.
func (s *StreamSource) ReadAt(p []byte, off int64) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	n := 0
	for n < len(p) && off < s.size {
		b := s.blocks[off/streamBlock]
		c := copy(p[n:], b[off%streamBlock:])
		n += c
		off += int64(c)
	}
	if n < len(p) {
		return n, io.EOF
	}
	return n, nil
}
