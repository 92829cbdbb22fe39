package picker

import (
	"strconv"

	"lwl/app/search"
	"lwl/widgets/doc"
)

// The outline (T): the picker listing a Markdown document's headings,
// indented by level, with the filter line; Enter jumps to the heading, and
// the section in view is where the cursor starts. Its entries' ids are the
// headings' source offsets. And ] and [, which go to the next and the
// previous heading (a count goes that many); '' returns.

// OpenOutline shows the outline of the document.
func (c *Controller) OpenOutline() {
	d := c.host.Document()
	entries := OutlineEntries(d.Headings(d.Size()))
	if len(entries) == 0 {
		c.host.SetMessage(noHeadingMessage(d, 0))
		return
	}
	c.open(entries, true)
	if h, ok := d.HeadingBefore(d.SrcOffset(c.host.Top())); ok {
		c.placeCursor(h.Offset)
	}
}

// OutlineEntries are the outline's rows for headings hs: the text
// indented two spaces a level, the line number after it.
func OutlineEntries(hs []doc.Heading) []search.LinkEntry {
	entries := make([]search.LinkEntry, len(hs))
	const indent = "          "
	for i, h := range hs {
		text := indent[:min(2*(h.Level-1), len(indent))] + h.Text
		entries[i] = search.NewLinkEntry(h.Offset, text, strconv.Itoa(h.Line+1))
	}
	return entries
}

// Section moves count headings on (dir +1) or back (dir -1) from the line
// at the jump target's row.
func (c *Controller) Section(dir, count int) {
	d := c.host.Document()
	off := c.host.JumpLineOffset()
	var h doc.Heading
	found := false
	for i := 0; i < max(count, 1); i++ {
		var next doc.Heading
		var ok bool
		if dir > 0 {
			next, ok = d.HeadingAfter(off)
		} else if off > 0 {
			next, ok = d.HeadingBefore(off - 1)
		}
		if !ok {
			break
		}
		h, found, off = next, true, next.Offset
	}
	if !found {
		c.host.SetMessage(noHeadingMessage(d, dir))
		return
	}
	c.host.JumpToHeading(h.Offset)
}

// noHeadingMessage says why there is nowhere to move.
func noHeadingMessage(d *doc.Document, dir int) string {
	switch {
	case d.Options().Links != doc.MarkdownLinks || d.Options().Source:
		return "Headings are a Markdown document's"
	case dir > 0:
		return "No heading below"
	}
	return "No heading above"
}
