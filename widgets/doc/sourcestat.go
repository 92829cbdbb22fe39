package doc

import "os"

// Stat describes the open file, which may no longer be the one its path
// names (a log rotated, a file saved by an editor as a new file).
func (s *FileSource) Stat() (os.FileInfo, error) { return s.f.Stat() }
