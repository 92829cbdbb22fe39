package picker

import (
	"cmp"
	"fmt"
	"slices"

	"lwl/app/search"
	"lwl/widgets/doc"
)

// The link picker (L): the document's links in a list, with a filter line.

// The picker lists the links of the part of the document around the
// screen: all of it up to Window bytes either side of the top chunk, and at
// most Most links, so that L on a 1 GB log answers within a frame or two
// and holds a bounded list (listing 1.2 million links took 4.7 s and
// 489 MB).
const (
	Window = 8 << 20
	Most   = 100_000
)

// linksStatus is the status line while the link picker is open.
const linksStatus = "Links: type to filter; enter follows, tab selects, esc closes"

// OpenLinks lists the links of the document around the screen (folding
// repeated destinations when links are unique) and shows the picker, the
// cursor on the selected link.
func (c *Controller) OpenLinks() {
	entries, partial := c.LinkEntries()
	if len(entries) == 0 {
		c.host.SetMessage("No links in this document")
		return
	}
	c.open(entries, false)
	c.placeCursor(c.host.SelectedLink())
	c.host.SetMessage(linksStatus)
	if partial {
		c.host.SetMessage(fmt.Sprintf("Links: the %d nearest the screen; type to filter, enter follows, esc closes", len(entries)))
	}
}

// LinkEntries collects the link picker's rows from the chunks around the
// top of the screen, nearest first (the screen's chunk, then one after and
// one before it, and so on), in document order, and reports whether the
// document has more than it took.
func (c *Controller) LinkEntries() (entries []search.LinkEntry, partial bool) {
	d := c.host.Document()
	unique := c.host.LinksUnique()
	seen := map[string]bool{}
	top := c.host.Top().Chunk
	span := max(Window/doc.ChunkSize, 1)
	first, last := max(top-span, 0), min(top+span, d.NumChunks()-1)
	partial = first > 0 || last < d.NumChunks()-1
	order := []int{top} // the chunks, nearest the screen first
	for i := 1; top+i <= last || top-i >= first; i++ {
		if top+i <= last {
			order = append(order, top+i)
		}
		if top-i >= first {
			order = append(order, top-i)
		}
	}
	var links []doc.Link
	for _, k := range order {
		ls := d.Chunk(k).Links
		if room := Most - len(links); len(ls) > room {
			partial = true
			if k < top {
				ls = ls[len(ls)-room:] // the nearest of a chunk above are its last
			} else {
				ls = ls[:room]
			}
		}
		links = append(links, ls...)
		if len(links) == Most {
			break
		}
	}
	slices.SortFunc(links, func(x, y doc.Link) int { return cmp.Compare(x.ID, y.ID) })
	for _, l := range links {
		dest := c.host.Resolve(l.Dest)
		if unique {
			if seen[dest] {
				continue
			}
			seen[dest] = true
		}
		entries = append(entries, search.NewLinkEntry(l.ID, d.LinkText(l.ID), dest))
	}
	return entries, partial
}
