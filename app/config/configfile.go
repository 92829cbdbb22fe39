package config

import (
	"errors"
	"fmt"
	"io/fs"
	"os"

	"lwl/internal/quote"
	"lwl/internal/safefile"
)

// MaxFileSize is the largest configuration file lwl reads. The shipped
// files are a few KiB; a bigger one is a mistake (a log named as keys.yaml),
// and reading it whole would only delay the error.
const MaxFileSize = 1 << 20

// readConfig reads a configuration file; name says where it came from, as
// messages show it: a flag and its value ("--keys /dev/zero"), or the
// path of a file in the configuration folder.
func readConfig(path, name string) ([]byte, error) {
	return safefile.Read(path, name, MaxFileSize)
}

// lookUp reports whether the user's file at path exists. A file that is
// not there is no mistake; neither is one that cannot be looked for (the
// folder is not searchable: another user's $HOME, a $HOME that is not a
// folder): that is a warning, returned as lookErr, and lwl goes on
// without the file. Only a file lwl could see and not use is an error.
func lookUp(path string) (exists bool, lookErr error) {
	_, err := os.Stat(path)
	switch {
	case err == nil:
		return true, nil
	case errors.Is(err, fs.ErrNotExist):
		return false, nil
	}
	return false, fmt.Errorf("%s: cannot be looked up (%v), so nothing there is read", quote.Name(path), quote.Unwrap(err))
}

// lookUpDir is lookUp for the configuration folder, which must be a folder
// if it is there: a file, a FIFO or a device in its place is one warning,
// not one for each file lwl would look for in it. exists is false when
// there is no folder to look in, so no file in it is looked for.
func lookUpDir(dir string) (exists bool, lookErr error) {
	st, err := os.Stat(dir)
	switch {
	case err == nil && !st.IsDir():
		return false, fmt.Errorf("%s: not a directory, so nothing there is read", quote.Name(dir))
	case err == nil:
		return true, nil
	case errors.Is(err, fs.ErrNotExist):
		return false, nil
	}
	return false, fmt.Errorf("%s: cannot be looked up (%v), so nothing there is read", quote.Name(dir), quote.Unwrap(err))
}
