package app

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"syscall"

	"lwl/internal/quote"
)

// maxConfigSize is the largest configuration file lwl reads. The shipped
// files are a few KiB; a bigger one is a mistake (a log named as keys.yaml),
// and reading it whole would only delay the error.
const maxConfigSize = 1 << 20

// readConfig reads a configuration file, which must be a regular file of at
// most maxConfigSize bytes: a device (/dev/zero) would be read for ever and
// a FIFO would block start-up until someone writes to it. The name is
// checked first, so a device is never opened; the file opened is checked
// again (it may have been replaced meanwhile), and the open itself does not
// wait for a FIFO's writer.
func readConfig(path string) ([]byte, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, quote.FileError(path, err)
	}
	if err := checkConfigFile(path, st); err != nil {
		return nil, err
	}
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, quote.FileError(path, err)
	}
	defer f.Close()
	if st, err = f.Stat(); err != nil {
		return nil, quote.FileError(path, err)
	}
	if err := checkConfigFile(path, st); err != nil {
		return nil, err
	}
	b, err := io.ReadAll(io.LimitReader(f, maxConfigSize+1))
	if err != nil {
		return nil, quote.FileError(path, err)
	}
	if len(b) > maxConfigSize {
		return nil, tooLarge(path)
	}
	return b, nil
}

func checkConfigFile(path string, st fs.FileInfo) error {
	switch {
	case st.IsDir():
		return errors.New(quote.Name(path) + ": is a directory")
	case !st.Mode().IsRegular():
		return errors.New(quote.Name(path) + ": not a regular file")
	case st.Size() > maxConfigSize:
		return tooLarge(path)
	}
	return nil
}

func tooLarge(path string) error {
	return fmt.Errorf("%s: larger than %d MiB", quote.Name(path), maxConfigSize>>20)
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
