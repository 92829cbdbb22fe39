package session

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strconv"
)

// ErrTooLarge is SaveText's answer for a text larger than MaxBytes. It is
// a value the linker lays out: package initialisation runs before every
// start, -F's print included.
var ErrTooLarge error = tooLargeError{}

type tooLargeError struct{}

func (tooLargeError) Error() string {
	return "text larger than " + strconv.Itoa(MaxBytes>>20) + " MiB, not kept"
}

// SaveText stores r's bytes (at most MaxBytes) as the current page's text,
// for a page that is no regular file (a pipe, a command's output). Texts
// of older pages are dropped, the oldest first, until the stored texts are
// MaxBytes at most.
func (s *Session) SaveText(r io.Reader) error {
	if s == nil {
		return nil
	}
	tmp, n, err := s.copyText(r)
	if err != nil {
		return err
	}
	defer os.Remove(tmp) // fails harmlessly after the rename
	return s.change(func(ix *index) error {
		if len(ix.Pages) == 0 {
			return errors.New("no page to keep a text for")
		}
		ix.Seq++
		name := "text-" + strconv.Itoa(ix.Seq)
		if err := os.Rename(tmp, filepath.Join(s.dir, name)); err != nil {
			return s.err(err)
		}
		cur := &ix.Pages[ix.Cur]
		s.dropTexts([]Page{*cur})
		cur.Text, cur.TextSize = name, n
		s.bound(ix)
		return nil
	})
}

// copyText copies r into a temporary file in the session folder.
func (s *Session) copyText(r io.Reader) (string, int64, error) {
	f, err := os.CreateTemp(s.dir, ".text-")
	if err != nil {
		return "", 0, s.err(err)
	}
	n, err := io.Copy(f, io.LimitReader(r, MaxBytes+1))
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil && n > MaxBytes {
		err = ErrTooLarge
	}
	if err != nil {
		os.Remove(f.Name())
		return "", 0, s.err(err)
	}
	return f.Name(), n, nil
}

// bound drops the oldest texts but the current page's until all fit in
// MaxBytes.
func (s *Session) bound(ix *index) {
	var total int64
	for _, p := range ix.Pages {
		total += p.TextSize
	}
	for i := 0; total > MaxBytes && i < len(ix.Pages); i++ {
		if i != ix.Cur && ix.Pages[i].Text != "" {
			total -= ix.Pages[i].TextSize
			s.dropTexts(ix.Pages[i : i+1])
		}
	}
}
