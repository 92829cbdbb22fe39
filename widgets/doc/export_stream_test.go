package doc

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

// BreakTempFile closes the stream's temporary file under it, so the next
// write to it fails as a full disk would make it.
func (s *StreamSource) BreakTempFile() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.file == nil {
		return false
	}
	s.file.f.Close()
	return true
}
