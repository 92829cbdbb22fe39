package doc

import (
	"fmt"
	"os"
)

// InMemory is how many of the stream's bytes are held in memory.
func (s *StreamSource) InMemory() int64 {
	s.mu.Lock()
	defer s.mu.Unlock()
	n := int64(0)
	for _, b := range s.blocks {
		n += int64(len(b))
	}
	return n
}

// FillTempFile makes the stream's temporary file take no more writes, as
// a full disk would, while what it holds stays readable: the file is put
// back read-only (a second descriptor on the same unlinked file).
func (s *StreamSource) FillTempFile() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.file == nil {
		return false
	}
	ro, err := os.Open(fmt.Sprintf("/proc/self/fd/%d", s.file.f.Fd()))
	if err != nil {
		return false
	}
	s.file.f.Close()
	s.file.f = ro
	return true
}
