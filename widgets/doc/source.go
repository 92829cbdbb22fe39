package doc

import (
	"io"
	"os"
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

// Path is the name the file was opened by.
func (s *FileSource) Path() string { return s.f.Name() }

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
