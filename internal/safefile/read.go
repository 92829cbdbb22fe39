// Package safefile reads and writes the small files lwl is given or keeps
// for itself (configuration, the search history, visited links) without
// being fooled by what sits at their names: a device (/dev/zero) would be
// read for ever, a FIFO would block until someone writes to it, a terminal
// would take the user's keys, and a file half written by another lwl must
// never be read.
//
//	data, err := safefile.Read(path, "visited links "+path, max) // regular file of at most max bytes
//	err = safefile.Replace(path, data)                            // temp file + rename, folder made 0700
//	err = safefile.Append(path, line)                             // one write, regular files only
//	dir := safefile.StateDir(os.Getenv)                           // $XDG_STATE_HOME/lwl, else ~/.local/state/lwl
//
// Errors read "name: why" and wrap the cause, so a caller can still tell
// fs.ErrNotExist.
package safefile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"syscall"

	"lwl/internal/quote"
)

// Read reads whole a file which must be a regular file of at most max
// bytes. The name is checked first, so a device is never opened (opening
// some has effects); the file opened is checked again (it may have been
// replaced meanwhile), and the open itself waits for no FIFO's writer and
// takes no terminal as lwl's own.
//
// name is the file as messages show it, with where it came from
// ("--keys /dev/zero").
func Read(path, name string, max int64) ([]byte, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, fileErr(name, err)
	}
	if err := Check(name, st, max); err != nil {
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
	if err := Check(name, st, max); err != nil {
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

// Check refuses what Read must not read: anything but a regular file of at
// most max bytes.
func Check(name string, st fs.FileInfo, max int64) error {
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
