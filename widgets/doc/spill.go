package doc

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
)

// A stream that outgrows what is kept in memory moves to a temporary file,
// unlinked as soon as it is made: nothing is left on disk however lwl ends,
// and what is read back lives in the kernel's page cache, not in lwl's
// resident memory. It is read by region (pread), as a FileSource is.

// spillFile holds a stream's bytes from offset 0 on.
type spillFile struct{ f *os.File }

// createSpill makes an unlinked temporary file in dir ("" for
// os.TempDir()).
func createSpill(dir string) (*spillFile, error) {
	f, err := os.CreateTemp(dir, "lwl-stream-*")
	if err != nil {
		return nil, fmt.Errorf("making a temporary file: %w", err)
	}
	if err := os.Remove(f.Name()); err != nil {
		// A file that cannot be unlinked would outlive lwl: don't use it.
		f.Close()
		return nil, fmt.Errorf("unlinking the temporary file %s: %w", f.Name(), err)
	}
	return &spillFile{f: f}, nil
}

// write appends p. Only the stream's reading goroutine writes.
func (s *spillFile) write(p []byte) (int, error) {
	n, err := s.f.Write(p)
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err // the unlinked file's name says nothing: the reason does
	}
	return n, err
}

// readAt reads bytes from offset off, which must all have been written. It
// is safe alongside write: pread leaves the file offset alone.
func (s *spillFile) readAt(p []byte, off int64) (int, error) { return s.f.ReadAt(p, off) }

// close releases a file that could not be filled.
func (s *spillFile) close() { s.f.Close() }
