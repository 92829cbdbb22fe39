package config

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"syscall"

	"lwl/internal/quote"
)

// ReadSmallFile reads whole a file lwl is given or keeps for itself
// (configuration, the search history), which must be a regular file of at
// most max bytes: a device (/dev/zero) would be read for ever, a FIFO would
// block start-up until someone writes to it, a terminal would take the
// user's keys. The name is checked first, so a device is never opened
// (opening some has effects); the file opened is checked again (it may have
// been replaced meanwhile), and the open itself waits for no FIFO's writer
// and takes no terminal as lwl's own.
//
// name is the file as messages show it, with where it came from
// ("--keys /dev/zero"); errors read "name: why" and wrap the cause, so a
// caller can still tell fs.ErrNotExist.
func ReadSmallFile(path, name string, max int64) ([]byte, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, fileErr(name, err)
	}
	if err := checkSmallFile(name, st, max); err != nil {
		return nil, err
	}
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK|syscall.O_NOCTTY, 0)
	if err != nil {
		return nil, fileErr(name, err)
	}
	defer f.Close()
	if st, err = f.Stat(); err != nil {
		return nil, fileErr(name, err)
	}
	if err := checkSmallFile(name, st, max); err != nil {
		return nil, err
	}
	b, err := io.ReadAll(io.LimitReader(f, max+1))
	if err != nil {
		return nil, fileErr(name, err)
	}
	if int64(len(b)) > max {
		return nil, tooLarge(name, max) // it grew after the check
	}
	return b, nil
}

// checkSmallFile refuses what ReadSmallFile must not read.
func checkSmallFile(name string, st fs.FileInfo, max int64) error {
	switch {
	case st.IsDir():
		return errors.New(name + ": is a directory")
	case !st.Mode().IsRegular():
		return errors.New(name + ": not a regular file")
	case st.Size() > max:
		return tooLarge(name, max)
	}
	return nil
}

func tooLarge(name string, max int64) error {
	if max >= 1<<20 {
		return fmt.Errorf("%s: larger than %d MiB", name, max>>20)
	}
	return fmt.Errorf("%s: larger than %d bytes", name, max)
}

// fileErr is err as "name: why", without Go's "open PATH:".
func fileErr(name string, err error) error {
	return fmt.Errorf("%s: %w", name, quote.Unwrap(err))
}
