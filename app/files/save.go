package files

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"lwl/internal/quote"
	"lwl/widgets/doc"
)

// s FILE, as less's: the text of a pipe (a bro page, a command's output)
// is written to a file, byte for byte as it came. A file needs no saving,
// and secure mode writes nothing. An existing file is not overwritten
// unasked: as less asks "Overwrite, Append, Don't log", o overwrites it, a
// appends to it, any other key leaves it alone. A pipe still arriving is
// saved as far as it came, and the message says so.

// CanSave says why the document shown cannot be saved, if it cannot.
func (c *Controller) CanSave() bool {
	name, path := c.host.Shown()
	switch {
	case c.host.Refused("saving to a file"):
		return false
	case path != "":
		c.host.SetMessage("Input is not a pipe: " + quote.Name(name) + " is a file")
		return false
	case c.host.OwnDocument():
		c.host.SetMessage("Input is not a pipe: this is lwl's own document")
		return false
	}
	return true
}

// Save is the name typed at the s prompt.
func (c *Controller) Save(name string) {
	name = strings.TrimSpace(name)
	if name == "" || !c.CanSave() {
		return
	}
	if rest, ok := strings.CutPrefix(name, "~/"); ok {
		if home, err := os.UserHomeDir(); err == nil {
			name = filepath.Join(home, rest)
		}
	}
	d := c.host.Saved()
	if _, err := os.Lstat(name); err == nil {
		c.host.Ask(quote.Name(name)+" exists: o overwrite, a append, any other key: don't save", func(r rune) {
			switch r {
			case 'o':
				c.save(d, name, os.O_TRUNC)
			case 'a':
				c.save(d, name, os.O_APPEND)
			default:
				c.host.SetMessage("Not saved")
			}
		})
		return
	}
	c.save(d, name, os.O_CREATE|os.O_EXCL)
}

// save writes d's bytes to name, opened with flag (and O_WRONLY), off the
// UI goroutine: a long pipe, or a FIFO named as the file, must not stop
// the screen.
func (c *Controller) save(d *doc.Document, name string, flag int) {
	src, size, complete := d.Source(), d.Size(), d.Complete()
	c.host.SetMessage("Saving to " + quote.Name(name) + "...")
	c.host.Work(func() {
		n, err := writeSource(src, size, name, flag)
		c.host.Post(func() {
			switch {
			case err != nil:
				c.host.SetError("Saving to " + quote.Name(name) + ": " + quote.Unwrap(err).Error())
			case !complete:
				c.host.SetMessage(fmt.Sprintf("Saved %d bytes to %s (what has arrived: the pipe is still being read)", n, quote.Name(name)))
			default:
				c.host.SetMessage(fmt.Sprintf("Saved %d bytes to %s", n, quote.Name(name)))
			}
		})
	})
}

// writeSource copies src's first size bytes to the file name.
func writeSource(src doc.Source, size int64, name string, flag int) (int64, error) {
	f, err := os.OpenFile(name, os.O_WRONLY|flag, 0o666)
	if err != nil {
		if errors.Is(err, fs.ErrExist) {
			return 0, errors.New("it was made meanwhile; not overwritten")
		}
		return 0, err
	}
	n, err := io.Copy(f, io.NewSectionReader(src, 0, size))
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return n, err
}
