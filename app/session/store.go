package session

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"

	"lwl/internal/quote"
	"lwl/internal/safefile"
)

// index is a session's file "index": its pages, where the history is, and
// the lwl in it.
type index struct {
	Pages []Page `json:"pages"`
	Cur   int    `json:"cur"`
	PIDs  []int  `json:"pids"`
	Seq   int    `json:"seq"` // numbers the stored texts
}

const (
	indexFile = "index"
	lockFile  = "lock"
	// maxIndexSize bounds the index read: MaxPages pages of bounded fields.
	maxIndexSize = 4 << 20
	// maxField bounds a page's name, file, URL and title as stored.
	maxField = 8 << 10
)

// validName reports whether name is a session's name as Open makes it:
// 16 lower-case hexadecimal digits. (Functions, not regular expressions:
// compiling those cost every start 0.12 ms.)
func validName(name string) bool {
	return len(name) == 16 && strings.Trim(name, "0123456789abcdef") == ""
}

// validText reports whether name is a stored text's name as SaveText
// makes it: "text-" and 1 to 12 decimal digits.
func validText(name string) bool {
	digits, ok := strings.CutPrefix(name, "text-")
	return ok && len(digits) >= 1 && len(digits) <= 12 && strings.Trim(digits, "0123456789") == ""
}

// checkDir refuses a folder lwl must not use: a link, not a folder, another
// user's, or open to others.
func checkDir(path string) error {
	st, err := os.Lstat(path)
	if err != nil {
		return err
	}
	switch {
	case st.Mode()&fs.ModeSymlink != 0:
		return errors.New("is a symbolic link")
	case !st.IsDir():
		return errors.New("not a folder")
	case st.Mode().Perm()&0o077 != 0:
		return fmt.Errorf("mode %v is open to others", st.Mode().Perm())
	}
	if sys, ok := st.Sys().(*syscall.Stat_t); ok && int(sys.Uid) != os.Getuid() {
		return fmt.Errorf("owned by user %d", sys.Uid)
	}
	return nil
}

// lock takes the session's lock; unlock with the returned function. It
// fails when the folder was removed (or replaced) while it waited. Only a
// regular file is opened: a device is never opened (opening some has
// effects) and a FIFO never waited on.
func lock(dir string) (func(), error) {
	path := filepath.Join(dir, lockFile)
	if err := checkRegular(path); err != nil {
		return nil, err
	}
	f, err := os.OpenFile(path, os.O_RDWR|syscall.O_NOFOLLOW|syscall.O_NONBLOCK|syscall.O_NOCTTY, 0)
	if err != nil {
		return nil, fileErr(path, err)
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX); err != nil {
		f.Close()
		return nil, fileErr(path, err)
	}
	held, err1 := f.Stat()
	now, err2 := os.Lstat(path)
	if err1 != nil || err2 != nil || !os.SameFile(held, now) || !held.Mode().IsRegular() {
		f.Close()
		return nil, fmt.Errorf("%s: removed meanwhile", quote.Name(path))
	}
	return func() { f.Close() }, nil
}

// checkRegular refuses a file in the session folder that is not a regular
// file itself (a link is not followed out of the folder).
func checkRegular(path string) error {
	st, err := os.Lstat(path)
	if err != nil {
		return fileErr(path, err)
	}
	if !st.Mode().IsRegular() {
		return fmt.Errorf("%s: not a regular file", quote.Name(path))
	}
	return nil
}

// fileErr is err as "path: why", the path quoted for the status bar.
func fileErr(path string, err error) error {
	return fmt.Errorf("%s: %w", quote.Name(path), quote.Unwrap(err))
}

// readIndex reads and checks a session's index.
func readIndex(dir string) (index, error) {
	var ix index
	path := filepath.Join(dir, indexFile)
	if err := checkRegular(path); err != nil {
		return ix, err
	}
	data, err := safefile.Read(path, quote.Name(path), maxIndexSize)
	if err != nil {
		return ix, err
	}
	if err := json.Unmarshal(data, &ix); err != nil {
		return ix, fmt.Errorf("%s: corrupt", quote.Name(path))
	}
	if err := ix.check(); err != nil {
		return ix, fmt.Errorf("%s: corrupt: %w", quote.Name(path), err)
	}
	return ix, nil
}

func (ix *index) check() error {
	if len(ix.Pages) > MaxPages || len(ix.PIDs) > 4096 {
		return errors.New("too many entries")
	}
	if len(ix.Pages) > 0 && (ix.Cur < 0 || ix.Cur >= len(ix.Pages)) || len(ix.Pages) == 0 && ix.Cur != 0 {
		return errors.New("no such page")
	}
	for _, p := range ix.Pages {
		if p.Text != "" && !validText(p.Text) {
			return errors.New("a text outside the session")
		}
		if p.TextSize < 0 || p.TextSize > MaxBytes {
			return errors.New("a text's size")
		}
	}
	return nil
}

func writeIndex(dir string, ix index) error {
	data, err := json.Marshal(ix)
	if err != nil {
		return err
	}
	return safefile.Replace(filepath.Join(dir, indexFile), data)
}

// change runs f on the index under the lock and writes what f leaves.
func (s *Session) change(f func(ix *index) error) error {
	var ferr error
	err := changeIndex(s.dir, func(ix *index) error {
		ferr = f(ix)
		return ferr
	})
	if err != nil && err == ferr {
		return err // f's own answer (ErrNoPage), as it gave it
	}
	return s.err(err)
}

// changeIndex runs f on the index of the session folder dir under the
// lock and writes what f leaves.
func changeIndex(dir string, f func(ix *index) error) error {
	unlock, err := lock(dir)
	if err != nil {
		return err
	}
	defer unlock()
	ix, err := readIndex(dir)
	if err != nil {
		return err
	}
	if err := f(&ix); err != nil {
		return err
	}
	return writeIndex(dir, ix)
}

// read reads the index under the lock.
func (s *Session) read() (index, error) {
	unlock, err := lock(s.dir)
	if err != nil {
		return index{}, s.err(err)
	}
	defer unlock()
	ix, err := readIndex(s.dir)
	return ix, s.err(err)
}

func (s *Session) err(err error) error {
	if err == nil {
		return nil
	}
	return fmt.Errorf("session %s: %w", s.name, err)
}
