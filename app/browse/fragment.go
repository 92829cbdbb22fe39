package browse

import (
	"bufio"
	"io"
	"iter"

	"lwl/widgets/doc"
)

// A document whose URL (bro's "Retrieved from" header, or --base) ends in
// #frag opens at that anchor (doc.AnchorLine), once all of it arrived, as
// long as the user has not moved meanwhile; with no such anchor it says so
// and stays at the top.

// LandFragment looks for the start document's fragment once it is
// complete. It runs before each frame and costs nothing once done.
func (c *Controller) LandFragment() {
	if c.across.fragDone {
		return
	}
	d, shown := c.host.Document(), c.host.Shown()
	if shown.Base == nil && shown.AutoBase && !d.Complete() {
		return // the header may still arrive
	}
	if shown.Base == nil || shown.Base.Fragment == "" || c.moved() {
		c.across.fragDone = true
		return
	}
	if !d.Complete() {
		return
	}
	c.across.fragDone = true
	frag, src := shown.Base.Fragment, d.Source()
	size := src.Size()
	c.host.Work(func() {
		n, ok := doc.AnchorLine(sourceLines(io.NewSectionReader(src, 0, size)), frag)
		c.host.Post(func() {
			switch {
			case c.host.Document() != d || c.moved():
			case ok:
				c.host.Jump(d.PosOfLine(n + 1)) // AnchorLine counts from 0
			default:
				c.host.SetMessage("No section #" + frag)
			}
		})
	})
}

// FragmentLooked: the document on screen came with its place, the start
// document's fragment is not to be looked for.
func (c *Controller) FragmentLooked() { c.across.fragDone = true }

// moved reports whether the view left the top or selected something.
func (c *Controller) moved() bool {
	at := c.host.Place()
	return at.Top != (doc.Pos{}) || at.Link >= 0 || at.HScroll != 0
}

// sourceLines are r's lines without their newlines; a line longer than
// the reader's buffer comes in pieces (an anchor is never that long).
func sourceLines(r io.Reader) iter.Seq[string] {
	return func(yield func(string) bool) {
		br := bufio.NewReaderSize(r, 64<<10)
		for {
			line, more, err := br.ReadLine()
			if len(line) > 0 || err == nil {
				if !yield(string(line)) {
					return
				}
			}
			for more && err == nil {
				_, more, err = br.ReadLine() // the rest of a long line
			}
			if err != nil {
				return
			}
		}
	}
}
