package files

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

// showLater opens file i of the list through LESSOPEN and shows it once
// it is open.
func (c *Controller) showLater(i int) {
	if p := c.pending; p != nil {
		c.pending = nil // what it opens is let go when it arrives
		close(p.stop)
	}
	p := &pendingFile{index: i, stop: make(chan struct{})}
	c.pending = p
	f := c.files[i]
	c.host.SetMessage("LESSOPEN: preparing " + quote.Name(f.Name) + " (ctrl-c stops)")
	notify, opts := c.host.Opening()
	pre := c.lessOpen
	c.host.Work(func() {
		src, note, err := lessopen.OpenNamed(f.Path, notify, opts, pre, p.stop)
		c.host.Post(func() { c.pendingOpened(p, src, note, err) })
	})
}

// pendingOpened shows what p's file opened as, unless a newer file
// command took its place.
func (c *Controller) pendingOpened(p *pendingFile, src doc.Source, note string, err error) {
	if c.pending != p {
		closeSource(src)
		return
	}
	c.pending = nil
	if err != nil {
		c.host.SetError(fileError(c.files[p.index], err).Error())
		return
	}
	c.host.ClearMessage()
	c.showSource(p.index, src)
	if note != "" {
		c.host.SetError(note)
	}
}

// StopPending is ctrl-c while a preprocessor prepares a file: it is
// stopped, and the file shown as it is. It reports whether there was one.
func (c *Controller) StopPending() bool {
	if c.pending == nil {
		return false
	}
	select {
	case <-c.pending.stop:
		return false // stopped already: its file is on its way
	default:
	}
	close(c.pending.stop)
	return true
}

// closeSource lets go of a source no document shows.
func closeSource(src doc.Source) {
	if c, ok := src.(io.Closer); ok {
		c.Close() // a file, or a stream whose writer must not wait on
	}
}
