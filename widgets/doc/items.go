package doc

import (
	"sort"
	"strings"
)

// Item is one entry of a steppable list (a link or a search match):
// its identity and where it is drawn.
type Item struct {
	ID         int64
	Start, End Pos
}

// Items is a list of items in document order that n/N step through.
type Items interface {
	// After is the first item with ID greater than id.
	After(id int64) (Item, bool)
	// Before is the last item with ID less than id.
	Before(id int64) (Item, bool)
	// From is the first item that starts at or after p.
	From(p Pos) (Item, bool)
	// Until is the last item that starts before p.
	Until(p Pos) (Item, bool)
}

// Beside is the item after id in items (dir > 0) or the one before it.
func Beside(items Items, id int64, dir int) (Item, bool) {
	if dir > 0 {
		return items.After(id)
	}
	return items.Before(id)
}

// Links steps through a document's links.
type Links struct{ D *Document }

func (l Links) item(c *Chunk, i int) Item {
	k := c.Links[i]
	return Item{ID: k.ID, Start: Pos{c.Index, k.Start}, End: Pos{c.Index, k.End}}
}

func (l Links) chunkOfID(id int64) int {
	if id < 0 {
		return 0
	}
	return l.D.ChunkOfSrc(id)
}

// After implements Items.
func (l Links) After(id int64) (Item, bool) {
	for k := l.chunkOfID(id); k < l.D.NumChunks(); k++ {
		c := l.D.Chunk(k)
		i := sort.Search(len(c.Links), func(i int) bool { return c.Links[i].ID > id })
		if i < len(c.Links) {
			return l.item(c, i), true
		}
	}
	return Item{}, false
}

// Before implements Items.
func (l Links) Before(id int64) (Item, bool) {
	for k := min(l.chunkOfID(id), l.D.NumChunks()-1); k >= 0; k-- {
		c := l.D.Chunk(k)
		i := sort.Search(len(c.Links), func(i int) bool { return c.Links[i].ID >= id })
		if i > 0 {
			return l.item(c, i-1), true
		}
	}
	return Item{}, false
}

// From implements Items.
func (l Links) From(p Pos) (Item, bool) {
	for k := p.Chunk; k < l.D.NumChunks(); k++ {
		c := l.D.Chunk(k)
		i := 0
		if k == p.Chunk {
			i = sort.Search(len(c.Links), func(i int) bool { return c.Links[i].Start >= p.Off })
		}
		if i < len(c.Links) {
			return l.item(c, i), true
		}
	}
	return Item{}, false
}

// Until implements Items.
func (l Links) Until(p Pos) (Item, bool) {
	for k := min(p.Chunk, l.D.NumChunks()-1); k >= 0; k-- {
		c := l.D.Chunk(k)
		i := len(c.Links)
		if k == p.Chunk {
			i = sort.Search(len(c.Links), func(i int) bool { return c.Links[i].Start >= p.Off })
		}
		if i > 0 {
			return l.item(c, i-1), true
		}
	}
	return Item{}, false
}

// Link returns the link with this ID, a Long one's destination read whole
// (longdest.go).
func (d *Document) Link(id int64) (Link, bool) {
	l, ok := d.ParsedLink(id)
	if ok && l.Long {
		return d.wholeLink(l), true
	}
	return l, ok
}

// ParsedLink is the link with this ID as its chunk holds it: for a Long
// one, only the start of its destination, with nothing read to complete it.
func (d *Document) ParsedLink(id int64) (Link, bool) {
	if id < 0 || id >= d.size {
		return Link{}, false
	}
	c := d.Chunk(d.ChunkOfSrc(id))
	if i := c.LinkIndex(id); i >= 0 {
		return c.Links[i], true
	}
	return Link{}, false
}

// LinkText is the text a link shows, without brackets (and in a literal
// document without its destination), on one line; a link
// that goes on into the next chunks is gathered from them.
func (d *Document) LinkText(id int64) string {
	k := d.ChunkOfSrc(id)
	c := d.Chunk(k)
	i := c.LinkIndex(id)
	if i < 0 {
		return ""
	}
	l := c.Links[i]
	if l.Long { // a bare URL: its text is its destination
		if w := d.wholeLink(l); !w.TooLong {
			return w.Dest
		}
	}
	var b strings.Builder
	b.WriteString(c.Text[l.Start:l.End])
	for end := l.End; end == len(c.Text) && k+1 < d.NumChunks() && b.Len() <= MaxLinkText+2; {
		k++
		c = d.Chunk(k)
		end = -1
		for _, s := range c.SpansIn(0, 1, nil) {
			if s.Kind == KindLink && s.ID == id {
				end = s.End
				b.WriteString(c.Text[:end])
			}
		}
	}
	t := b.String()
	if d.ps.literal() && len(t) >= 2 && t[0] == '[' && d.bracketLink(id) {
		// "[text](dest)": a destination holds no "]", so the last one
		// closes the text.
		if k := strings.LastIndexByte(t, ']'); k > 0 {
			t = t[1:k]
		}
	} else if !d.ps.opts.HideBrackets && len(t) >= 2 && t[0] == '[' && t[len(t)-1] == ']' && d.bracketLink(id) {
		t = t[1 : len(t)-1]
	}
	return strings.Join(strings.Fields(t), " ")
}

// bracketLink reports whether the link with this ID is written [text](dest)
// (its brackets are shown), not a bare URL or an OSC 8 link.
func (d *Document) bracketLink(id int64) bool {
	var b [1]byte
	n, _ := d.src.ReadAt(b[:], id)
	return n == 1 && b[0] == '['
}

// LinkAt is the ID of the innermost link whose text holds display offset
// off of chunk k, or -1.
func (d *Document) LinkAt(k, off int) int64 {
	c := d.Chunk(k)
	best := int64(-1)
	bestStart := -1
	for _, s := range c.SpansIn(off, off+1, nil) {
		if s.Kind == KindLink && s.Start >= bestStart {
			best, bestStart = s.ID, s.Start
		}
	}
	return best
}
