package arrive

import (
	"errors"
	"fmt"
	"time"

	"lwl/internal/decompress"
	"lwl/widgets/doc"
)

// A document on a pipe grows while lwl shows it. The reading goroutine
// reports new bytes through Changed; the screen is refreshed at most every
// refreshEvery, and the reader never waits for the screen.

const refreshEvery = 30 * time.Millisecond

// Changed is called from any goroutine when the source grew.
func (c *Controller) Changed() {
	if c.refreshing.Swap(true) {
		return // a refresh is already on its way; it will see these bytes
	}
	c.host.Work(func() {
		if wait := time.Duration(c.lastFresh.Load() + int64(refreshEvery) - time.Now().UnixNano()); wait > 0 {
			time.Sleep(wait)
		}
		c.host.Post(func() {
			c.refreshing.Store(false)
			c.lastFresh.Store(time.Now().UnixNano())
			c.Refresh()
		})
	})
}

// Refresh takes in what the source has now.
func (c *Controller) Refresh() {
	d := c.view.Document()
	if !d.Refresh() {
		// A stream that ended before its document was made (a small
		// corrupt archive) brings no news after: its error is said here.
		c.sayStreamErr(d)
		return
	}
	c.host.TakeIn(d)
	if c.followEnd {
		c.view.ScrollToEnd()
		s, _ := d.Source().(*doc.StreamSource)
		// The snapshot's Complete, not the stream's: a stream that ended
		// after the snapshot was taken has a last refresh coming, and G
		// must follow it (it stopped short of a long last line's end).
		if d.Complete() || s == nil || !s.ReadingAll() {
			c.followEnd = false
			c.status.ClearMessage()
		} else {
			c.status.SetMessage(c.readingMessage())
		}
	}
	c.host.Settle(d)
	// After G's end cleared its progress: what went wrong must stay said.
	c.sayStreamErr(d)
	if d.Truncated() {
		c.status.SetError("The file is shorter than it was: showing what is left")
	}
	if s, ok := d.Source().(*doc.StreamSource); ok && s.Err() != nil {
		return // the reason reading stopped says where the text went
	}
	if err := c.spillErr(); err != nil && !c.followEnd && !c.spillTold { // once; while G reads on, its message says it
		c.spillTold = true
		c.status.SetError(c.name() + ": kept in memory, " + err.Error())
	}
}

// name is the name of the document on screen.
func (c *Controller) name() string {
	name, _ := c.host.Shown()
	return name
}

// sayStreamErr says why d's stream ended early, if it did.
func (c *Controller) sayStreamErr(d *doc.Document) {
	if s, ok := d.Source().(*doc.StreamSource); ok && s.Err() != nil {
		c.status.SetError(c.name() + ": " + streamErrMessage(s.Err()))
	}
}

// streamErrMessage says why a stream ended early: a compressed file that
// does not decode to its end, or a read that failed.
func streamErrMessage(err error) string {
	var de *decompress.Error
	if errors.As(err, &de) {
		return de.Error() + " — showing what decoded"
	}
	return "reading stopped: " + err.Error() + " (what arrived is shown)"
}

// readingMessage shows G's progress on a stream, and where the text goes
// when no temporary file could be made for it.
func (c *Controller) readingMessage() string {
	msg := fmt.Sprintf("Reading... %d MB (ctrl-c stops)", c.view.Document().Size()>>20)
	if err := c.spillErr(); err != nil {
		msg += "; kept in memory, " + err.Error()
	}
	return msg
}

// spillErr is why the stream shown could not move to a temporary file.
func (c *Controller) spillErr() error {
	if s, ok := c.view.Document().Source().(*doc.StreamSource); ok {
		return s.SpillErr()
	}
	return nil
}

// ToEnd is G: the end of what there is. On a pipe still open, lwl reads on
// to the end, staying at the bottom as text arrives, until ctrl-c.
func (c *Controller) ToEnd() {
	d := c.view.Document()
	c.Refresh() // a file may have grown (or shrunk) since it was opened
	if s, ok := d.Source().(*doc.StreamSource); ok && !d.Complete() {
		s.ReadAll()
		c.followEnd = true
		c.status.SetMessage(c.readingMessage())
	}
	c.view.ScrollToEnd()
}

// StopReading ends a G on a pipe, keeping what was read. It reports whether
// there was one to stop.
func (c *Controller) StopReading() bool {
	if !c.followEnd {
		return false
	}
	c.followEnd = false
	if s, ok := c.view.Document().Source().(*doc.StreamSource); ok {
		s.StopReading()
	}
	c.status.SetMessage(fmt.Sprintf("Stopped reading at %d MB", c.view.Document().Size()>>20))
	return true
}

// EndFollow stops G's staying at the end, saying nothing: what stopped the
// text says why.
func (c *Controller) EndFollow() { c.followEnd = false }
