package app

import (
	"io"

	"lwl/internal/lessopen"
	"lwl/internal/quote"
	"lwl/widgets/doc"
)

// A file of the list that LESSOPEN prepares (:n, :p, :x, :e) is opened on
// a goroutine: the screen stays as it was, and usable, until the
// preprocessor gives its first bytes or ends. ctrl-c stops it (its whole
// process group): the file is then shown as it is, and the message says
// so. A newer file command takes the place of one still waiting.

// pendingFile is a file of the list waiting for its preprocessor.
type pendingFile struct {
	index int
	stop  chan struct{}
}

// showFileLater opens file i of the list through LESSOPEN and shows it
// once it is open.
func (a *App) showFileLater(i int) {
	l := a.less.files
	if p := l.pending; p != nil {
		l.pending = nil // what it opens is let go when it arrives
		close(p.stop)
	}
	p := &pendingFile{index: i, stop: make(chan struct{})}
	l.pending = p
	f := l.files[i]
	a.ui.status.SetMessage("LESSOPEN: preparing " + quote.Name(f.Name) + " (ctrl-c stops)")
	opts, pre := a.openOptions(), a.opts.LessOpen
	a.work(func() {
		src, note, err := lessopen.OpenNamed(f.Path, a.SourceChanged, opts, pre, p.stop)
		a.post(func() { a.pendingFileOpened(p, src, note, err) })
	})
}

// pendingFileOpened shows what p's file opened as, unless a newer file
// command took its place.
func (a *App) pendingFileOpened(p *pendingFile, src doc.Source, note string, err error) {
	l := a.less.files
	if l == nil || l.pending != p {
		closeSource(src)
		return
	}
	l.pending = nil
	if err != nil {
		a.ui.status.SetError(fileError(l.files[p.index], err).Error())
		return
	}
	a.ui.status.ClearMessage()
	a.showFileSource(p.index, src)
	if note != "" {
		a.ui.status.SetError(note)
	}
}

// stopPendingFile is ctrl-c while a preprocessor prepares a file: it is
// stopped, and the file shown as it is. It reports whether there was one.
func (a *App) stopPendingFile() bool {
	l := a.less.files
	if l == nil || l.pending == nil {
		return false
	}
	select {
	case <-l.pending.stop:
		return false // stopped already: its file is on its way
	default:
	}
	close(l.pending.stop)
	return true
}

// closeSource lets go of a source no document shows.
func closeSource(src doc.Source) {
	if c, ok := src.(io.Closer); ok {
		c.Close() // a file, or a stream whose writer must not wait on
	}
}
