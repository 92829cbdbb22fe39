// Package chosen is the link an action on the selected link acts on: the
// selected link while it is on screen (a link selected earlier and
// scrolled away is not what the user has in mind), a link chosen by its
// number, and a link chosen unseen (a hint label, a number, the mouse, the
// picker) that is deceptive, followed only once confirmed. It reaches the
// pager through View, Status and Host and imports neither app nor a screen.
package chosen

import (
	"fmt"

	"lwl/app/links"
	"lwl/widgets/doc"
)

// OffScreenMessage says why an action on the selected link did nothing.
const OffScreenMessage = "The selected link is not on screen (n selects one that is)"

// TooLongMessage says why a bare URL longer than doc.MaxLongDest is not
// acted on: all of it cannot be had, and a part of it goes somewhere else.
const TooLongMessage = "This link is longer than 1 MiB: lwl does not pass it on"

// View is the document's view.
type View interface {
	Document() *doc.Document
	SelectedLink() int64
	SelectLink(id int64)
	// Top and Bottom are the first position on screen and the one past
	// the last; ColumnsOnScreen says whether wrap: none scrolled an item
	// out of sight sideways.
	Top() doc.Pos
	Bottom() doc.Pos
	ColumnsOnScreen(it doc.Item) bool
	ScrollIntoView(it doc.Item)
}

// Status is the status bar.
type Status interface {
	SetMessage(text string)
	SetError(text string)
}

// Host is the rest of the pager.
type Host interface {
	// ShowSelected says in the status bar where the selected link leads.
	ShowSelected()
	// Resolve is dest resolved against the document's base.
	Resolve(dest string) string
	// Confirm waits for the next key, and calls then with whether it
	// confirms (Enter or y).
	Confirm(then func(confirmed bool))
}

// Chooser finds the link the actions on the selected link act on.
type Chooser struct {
	view   View
	status Status
	host   Host
}

// New makes the chooser of view's links.
func New(view View, status Status, host Host) *Chooser {
	return &Chooser{view: view, status: status, host: host}
}

// Selected is the selected link and whether there is one; onScreen says
// whether any part of it is on screen now.
func (c *Chooser) Selected() (l doc.Link, selected, onScreen bool) {
	d := c.view.Document()
	l, ok := d.Link(c.view.SelectedLink())
	if !ok {
		return doc.Link{}, false, false
	}
	it := item(d, l)
	// Visible when it ends after the top and starts before the bottom,
	// and (wrap: none) is not scrolled out of sight sideways.
	return l, true, c.view.Top().Less(it.End) && it.Start.Less(c.view.Bottom()) && c.view.ColumnsOnScreen(it)
}

// item is where link l is in d.
func item(d *doc.Document, l doc.Link) doc.Item {
	k := d.ChunkOfSrc(l.ID)
	return doc.Item{ID: l.ID, Start: doc.Pos{Chunk: k, Off: l.Start}, End: doc.Pos{Chunk: k, Off: l.End}}
}

// Unusable reports (with a message) a selected link the commands must not
// act on: one not on screen, or one with no destination (app/links's
// NoDestMessage). With no link selected the commands run with an empty
// $LINK.
func (c *Chooser) Unusable() bool {
	l, selected, on := c.Selected()
	switch {
	case selected && !on:
		c.status.SetMessage(OffScreenMessage)
		return true
	case selected && l.TooLong:
		c.status.SetError(TooLongMessage)
		return true
	case selected && l.Dest == "":
		c.status.SetMessage(links.NoDestMessage)
		return true
	}
	return false
}

// Visible is the selected link when it is on screen; otherwise the status
// bar says none (with the message none) or that it is off screen.
func (c *Chooser) Visible(none string) (doc.Link, bool) {
	l, selected, onScreen := c.Selected()
	switch {
	case !selected:
		c.status.SetMessage(none)
		return doc.Link{}, false
	case !onScreen:
		c.status.SetMessage(OffScreenMessage)
		return doc.Link{}, false
	case l.TooLong:
		c.status.SetError(TooLongMessage)
		return doc.Link{}, false
	}
	return l, true
}

// PickNumbered selects link n when link numbers are shown (document:
// link-numbers) and a count was typed, so "12 enter" follows link 12 and
// "12v", "12>" and "12!" act on it. It reports whether the action should
// go on: false when there is no link n (and says so).
func (c *Chooser) PickNumbered(n int) bool {
	d := c.view.Document()
	if n <= 0 || !d.Options().LinkNumbers {
		return true
	}
	l, ok := d.NumberedLink(n)
	if !ok {
		c.status.SetMessage(fmt.Sprintf("No link %d", n))
		return false
	}
	c.view.SelectLink(l.ID)
	c.view.ScrollIntoView(item(d, l))
	c.host.ShowSelected()
	return true
}

// ByNumber runs follow on the selected link; on one chosen by its number
// (count, with link numbers shown), only once a deceptive link's warning
// is confirmed.
func (c *Chooser) ByNumber(count int, follow func()) {
	if count > 0 && c.view.Document().Options().LinkNumbers {
		c.ConfirmDeceptive(follow)
		return
	}
	follow()
}

// ConfirmDeceptive runs follow, at once for an honest link, and for a
// deceptive one (links.Warning) after the warning, once confirmed; any
// other key cancels.
func (c *Chooser) ConfirmDeceptive(follow func()) {
	w, dest := c.warning()
	if w == "" {
		follow()
		return
	}
	c.host.Confirm(func(confirmed bool) {
		if confirmed {
			follow()
			return
		}
		c.status.SetMessage("Not followed: " + dest)
	})
	// The keys before the destination: a long one is cut at the screen's end.
	c.status.SetError(w + "; y or enter follows: " + dest)
}

// warning is the selected link's deception warning and its destination,
// or "" for an honest link (or none).
func (c *Chooser) warning() (warning, dest string) {
	d := c.view.Document()
	l, ok := d.Link(c.view.SelectedLink())
	if !ok || l.Dest == "" || l.TooLong {
		return "", ""
	}
	dest = c.host.Resolve(l.Dest)
	return links.Warning(d.LinkText(l.ID), dest), dest
}
