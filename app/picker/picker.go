// Package picker is the pickers: the document's links (L) and a Markdown
// document's headings (T) as a filtered list to choose from, and ] and [,
// which move by heading. The Controller owns the list's state; it moves
// the pager through Host, draws through List, and imports neither app nor
// a screen.
package picker

import (
	"lwl/app/search"
	"lwl/widgets/doc"
)

// List is the widget that draws the picker: a filter line over rows of a
// text and a destination, one of them under the cursor.
type List interface {
	// SetRows sets n rows, row(i) giving row i's text and destination;
	// the cursor goes back to the first row.
	SetRows(n int, row func(i int) (text, dest string))
	// SetFilter shows query on the filter line, total the number of rows
	// before filtering.
	SetFilter(query string, total int)
	Len() int
	// Move moves the cursor by delta rows, within the list.
	Move(delta int)
	Cursor() int
	SetCursor(i int)
	// RowAt is the row drawn dy rows below the filter line, if any.
	RowAt(dy int) (int, bool)
}

// Host is the pager the pickers move: the document on screen, the status
// bar, the picker mode, and where a choice lands.
type Host interface {
	// Document is the document on screen, Top the position of its top
	// line, SelectedLink the selected link's ID (-1 for none).
	Document() *doc.Document
	Top() doc.Pos
	SelectedLink() int64
	// Resolve is a link's destination as the pager follows it.
	Resolve(dest string) string
	// LinksUnique reports whether links to one destination are listed
	// once.
	LinksUnique() bool
	SetMessage(text string)
	ClearMessage()
	// Show puts the picker mode in force (its indicator the controller's)
	// and the list over the document, or over the links pane when links
	// is set and the layout places one; Leave ends the mode, and the
	// host then calls End.
	Show(links bool) List
	Leave()
	// PickLink selects link id and brings it into view; FollowChosen
	// follows the selected link as Enter does, after a warning if it
	// needs one.
	PickLink(id int64)
	FollowChosen()
	// JumpToHeading lands the heading whose line starts at source offset
	// off on the jump target's row, noting the jump for ''.
	JumpToHeading(off int64)
	// JumpLineOffset is the source offset of the line at the jump target's
	// row: where the last section move landed its heading.
	JumpLineOffset() int64
}

// Controller is the picker open (or none): its entries, the ones the
// filter shows, and the list drawing them.
type Controller struct {
	host    Host
	list    List // nil while no picker is open
	entries []search.LinkEntry
	shown   []int32 // indexes into entries, best match first
	query   string
	// outline: the entries are headings, and choosing one jumps to it.
	outline bool
}

// New makes the controller of the pickers of host.
func New(host Host) *Controller { return &Controller{host: host} }

// Indicator is the status bar's mode indicator while a picker is open: the
// key that opened it.
func (c *Controller) Indicator() string {
	if c.outline {
		return "T"
	}
	return "L"
}

// Entries are the open picker's rows, in document order.
func (c *Controller) Entries() []search.LinkEntry { return c.entries }

// End lets go of the picker's rows, the mode being left.
func (c *Controller) End() {
	c.list, c.entries, c.shown, c.query = nil, nil, nil, ""
}

// open shows the picker of entries, outline or the links.
func (c *Controller) open(entries []search.LinkEntry, outline bool) {
	c.outline = outline // before Show, which asks for the indicator
	list := c.host.Show(!outline)
	c.list, c.entries, c.query = list, entries, ""
	c.filter(nil)
}

// filter shows the entries that match the query, from within (nil: all).
func (c *Controller) filter(within []int32) {
	c.shown = search.RankLinks(c.entries, c.query, within)
	c.list.SetFilter(c.query, len(c.entries))
	entries, shown := c.entries, c.shown
	c.list.SetRows(len(shown), func(i int) (string, string) {
		e := &entries[shown[i]]
		return e.Text, e.Dest
	})
}

// placeCursor puts the cursor on the row of entry id, if it is shown.
func (c *Controller) placeCursor(id int64) {
	for i, e := range c.shown {
		if c.entries[e].ID == id {
			c.list.SetCursor(i)
			return
		}
	}
}

// SetQuery changes the filter line to q, filtering from the last matches
// when q can only narrow them.
func (c *Controller) SetQuery(q string) {
	prev := c.query
	c.query = q
	if search.Refines(q, prev) {
		c.filter(c.shown)
	} else {
		c.filter(nil)
	}
}

// Move moves the cursor by delta rows.
func (c *Controller) Move(delta int) { c.list.Move(delta) }

// Choose takes the entry under the cursor and closes the picker: a link is
// selected, and with follow followed as Enter does; a heading is jumped
// to.
func (c *Controller) Choose(follow bool) {
	h := c.host
	if c.list.Len() == 0 {
		h.SetMessage("No link matches")
		return
	}
	id := c.entries[c.shown[c.list.Cursor()]].ID
	h.Leave()
	if c.outline {
		h.ClearMessage()
		h.JumpToHeading(id)
		return
	}
	h.PickLink(id)
	if follow {
		h.FollowChosen()
	}
}

// Close leaves the picker with nothing chosen.
func (c *Controller) Close() {
	c.host.Leave()
	c.host.ClearMessage()
}

// Click puts the cursor on the row drawn dy rows below the filter line;
// with double, on the row under the cursor, it chooses it as Enter does.
func (c *Controller) Click(dy int, double bool) {
	i, ok := c.list.RowAt(dy)
	if !ok {
		return
	}
	if double && i == c.list.Cursor() {
		c.Choose(true)
		return
	}
	c.list.SetCursor(i)
}
