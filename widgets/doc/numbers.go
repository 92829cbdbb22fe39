package doc

import "strconv"

// Link numbers (ParseOptions.LinkNumbers, lynx style): each link's display
// text is preceded by its number in the document, "[12]", in a span of
// KindNumber. A chunk's first number is the count of links owned by the
// chunks before it, so numbering chunk k parses every chunk before it once
// (the counts are kept; the chunks need not be).

// KindNumber marks a link's number.
const KindNumber Kind = 16

// numbering is what Document keeps for link numbers.
type numbering struct {
	counts []int // links owned by chunks 0, 1, …; only chunks that are final
	size   int64 // the document's size when counts were taken
}

// firstNumber is the number of links owned by the chunks before chunk k.
func (d *Document) firstNumber(k int) int {
	if d.size < d.numbers.size {
		d.numbers.counts = d.numbers.counts[:0] // truncated: count again
	}
	d.numbers.size = d.size
	n := 0
	for j := 0; j < k; j++ {
		if j < len(d.numbers.counts) {
			n += d.numbers.counts[j]
			continue
		}
		c := d.Chunk(j)
		if j == len(d.numbers.counts) && !c.provisional {
			d.numbers.counts = append(d.numbers.counts, len(c.Links))
		}
		n += len(c.Links)
	}
	return n
}

// numberLinks puts each link's number before it in chunk k's text, moving
// every display offset after it.
func (d *Document) numberLinks(c *Chunk, k int) {
	if !d.ps.opts.LinkNumbers || len(c.Links) == 0 {
		return
	}
	first := d.firstNumber(k)
	type insert struct {
		at    int // display offset in the old text
		label string
	}
	ins := make([]insert, len(c.Links))
	for i, l := range c.Links {
		ins[i] = insert{l.Start, "[" + strconv.Itoa(first+i+1) + "]"}
	}
	// shift(off, at) is how far offset off moves: by the labels inserted
	// before it, and, with at, also by those inserted exactly there (a
	// start that is a link's start goes after its label, an end before).
	shift := func(off int, at bool) int {
		s := 0
		for _, in := range ins {
			if in.at < off || (at && in.at == off) {
				s += len(in.label)
			} else {
				break
			}
		}
		return s
	}
	text := make([]byte, 0, len(c.Text)+len(ins)*5)
	prev := 0
	for _, in := range ins {
		text = append(text, c.Text[prev:in.at]...)
		start := len(text)
		text = append(text, in.label...)
		c.Spans = append(c.Spans, Span{Start: start, End: len(text), Kind: KindNumber})
		prev = in.at
	}
	text = append(text, c.Text[prev:]...)
	added := len(ins)
	for i := range c.Spans[:len(c.Spans)-added] {
		s := &c.Spans[i]
		s.Start += shift(s.Start, true)
		s.End += shift(s.End, false)
	}
	for i := range c.Links {
		l := &c.Links[i]
		l.Start += shift(l.Start, true)
		l.End += shift(l.End, false)
	}
	// Each link's start maps to where it did; the label before it has no
	// source of its own and maps to the same place.
	anchors := make([]seg, len(ins))
	for i, in := range ins {
		anchors[i] = seg{src: c.SrcOffset(in.at), disp: int32(in.at + shift(in.at, true))}
	}
	for i := range c.segs {
		c.segs[i].disp += int32(shift(int(c.segs[i].disp), true))
	}
	segs := make([]seg, 0, len(c.segs)+len(anchors))
	a := 0
	for _, sg := range c.segs {
		for a < len(anchors) && anchors[a].disp < sg.disp {
			segs = append(segs, anchors[a])
			a++
		}
		if a < len(anchors) && anchors[a].disp == sg.disp {
			a++ // the chunk has an anchor there already
		}
		segs = append(segs, sg)
	}
	c.segs = append(segs, anchors[a:]...)
	c.Text = string(text)
	c.finishSpans()
}

// NumberedLink returns link n (counting from 1, in document order).
func (d *Document) NumberedLink(n int) (Link, bool) {
	if n < 1 {
		return Link{}, false
	}
	seen := 0
	for k := 0; k < d.NumChunks(); k++ {
		var count int
		if k < len(d.numbers.counts) && d.size >= d.numbers.size {
			count = d.numbers.counts[k]
		} else {
			count = len(d.Chunk(k).Links)
		}
		if seen+count >= n {
			return d.Chunk(k).Links[n-seen-1], true
		}
		seen += count
	}
	return Link{}, false
}
