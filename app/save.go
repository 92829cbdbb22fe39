package app

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/gdamore/tcell/v2"

	"lwl/internal/quote"
	"lwl/widgets/doc"
)

// s FILE, as less's: the text of a pipe (a bro page, a command's output)
// is written to a file, byte for byte as it came. A file needs no saving,
// and secure mode writes nothing. An existing file is not overwritten
// unasked: as less asks "Overwrite, Append, Don't log", o overwrites it, a
// appends to it, any other key leaves it alone. A pipe still arriving is
// saved as far as it came, and the message says so.

// canSave says why the document shown cannot be saved, if it cannot.
func (a *App) canSave() bool {
	switch {
	case a.refuseSecure("saving to a file"):
		return false
	case a.shown.path != "":
		a.ui.status.SetMessage("Input is not a pipe: " + quote.Name(a.shown.name) + " is a file")
		return false
	case a.inGuide() || a.inEmbedded():
		a.ui.status.SetMessage("Input is not a pipe: this is lwl's own document")
		return false
	}
	return true
}

// saveTyped is the name typed at the s prompt.
func (a *App) saveTyped(name string) {
	name = strings.TrimSpace(name)
	if name == "" || !a.canSave() {
		return
	}
	if rest, ok := strings.CutPrefix(name, "~/"); ok {
		if home, err := os.UserHomeDir(); err == nil {
			name = filepath.Join(home, rest)
		}
	}
	d := a.ui.view.Document()
	if f := a.filtering(); f != nil {
		d = f.orig.Doc // the pipe's text, not the lines the filter shows
	}
	if _, err := os.Lstat(name); err == nil {
		a.await(quote.Name(name)+" exists: o overwrite, a append, any other key: don't save", func(ev *tcell.EventKey) {
			switch {
			case ev.Key() == tcell.KeyRune && ev.Rune() == 'o':
				a.save(d, name, os.O_TRUNC)
			case ev.Key() == tcell.KeyRune && ev.Rune() == 'a':
				a.save(d, name, os.O_APPEND)
			default:
				a.ui.status.SetMessage("Not saved")
			}
		})
		return
	}
	a.save(d, name, os.O_CREATE|os.O_EXCL)
}

// save writes d's bytes to name, opened with flag (and O_WRONLY), off the
// UI goroutine: a long pipe, or a FIFO named as the file, must not stop
// the screen.
func (a *App) save(d *doc.Document, name string, flag int) {
	src, size, complete := d.Source(), d.Size(), d.Complete()
	a.ui.status.SetMessage("Saving to " + quote.Name(name) + "...")
	a.work(func() {
		n, err := writeSource(src, size, name, flag)
		a.post(func() {
			switch {
			case err != nil:
				a.ui.status.SetError("Saving to " + quote.Name(name) + ": " + quote.Unwrap(err).Error())
			case !complete:
				a.ui.status.SetMessage(fmt.Sprintf("Saved %d bytes to %s (what has arrived: the pipe is still being read)", n, quote.Name(name)))
			default:
				a.ui.status.SetMessage(fmt.Sprintf("Saved %d bytes to %s", n, quote.Name(name)))
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
