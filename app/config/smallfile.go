package config

import (
	"io/fs"

	"lwl/internal/safefile"
)

// ReadSmallFile reads whole a file lwl is given or keeps for itself
// (configuration, the search history): a regular file of at most max
// bytes, checked as safefile.Read checks it (no device, FIFO or terminal is
// read). name is the file as messages show it ("--keys /dev/zero").
func ReadSmallFile(path, name string, max int64) ([]byte, error) {
	return safefile.Read(path, name, max)
}

// checkSmallFile refuses what ReadSmallFile must not read.
func checkSmallFile(name string, st fs.FileInfo, max int64) error {
	return safefile.Check(name, st, max)
}
