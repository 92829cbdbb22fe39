package arrive

import (
	"os"
	"time"

	"lwl/widgets/doc"
)

// F, as tail -f: stay at the end and show what is added to the file or
// arrives on the pipe, until a key is typed. Each look costs a stat: the
// document takes in only the new bytes, so a 1 GB file costs what a small
// one does. With --follow-name a file renamed away and made again under
// its name (a rotated log) is reopened.

// tailEvery is how often F looks for new text.
const tailEvery = 200 * time.Millisecond

const tailMessage = "Waiting for data... (any key stops)"

// Tail is F: it starts following the end.
func (c *Controller) Tail() {
	if c.tailing {
		return
	}
	c.tailing = true
	ticket := c.tails.Take()
	c.tailStep()
	c.host.AwaitKey(tailMessage, c.stopTail)
	c.host.Work(func() {
		t := time.NewTicker(tailEvery)
		defer t.Stop()
		for range t.C {
			if !c.tails.Wants(ticket) || c.host.Stopping() {
				return
			}
			c.host.Post(func() {
				if c.tails.Wants(ticket) {
					c.tailStep()
				}
			})
		}
	})
}

// stopTail ends following.
func (c *Controller) stopTail() {
	if !c.tailing {
		return
	}
	c.tailing = false
	c.tails.Drop() // the polling's ticket is not the last any more
	c.status.SetMessage("Stopped following")
}

// tailStep takes in what was added and shows the end.
func (c *Controller) tailStep() {
	if c.followName {
		c.reopenRotated()
	}
	c.Refresh()
	c.view.ScrollToEnd()
	if c.status.Message() == "" {
		c.status.SetMessage(tailMessage)
	}
}

// reopenRotated opens the file its name names now, if that is another
// file than the one on screen (the old one was renamed away).
func (c *Controller) reopenRotated() {
	d := c.view.Document()
	name, path := c.host.Shown()
	src, ok := d.Source().(*doc.FileSource)
	if !ok || path == "" || !Replaced(src, path) {
		return
	}
	if _, err := os.Stat(path); err != nil {
		return // between the rename and the new file: look again later
	}
	nsrc, err := doc.OpenFile(path)
	if err != nil {
		return
	}
	c.host.Reopen(d, doc.New(nsrc, d.Options()))
	c.status.SetMessage(name + " was replaced: following the new file")
}

// Replaced reports whether path now names another file than src, the one
// open.
func Replaced(src *doc.FileSource, path string) bool {
	now, err := os.Stat(path)
	if err != nil {
		return false
	}
	open, err := src.Stat()
	if err != nil {
		return true
	}
	return !os.SameFile(now, open)
}
