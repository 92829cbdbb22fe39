package doc

import (
	"bytes"
	"cmp"
	"slices"
	"sort"
	"unsafe"
)

// builder collects one chunk while the parser walks its window: the display
// text, its spans, the links the chunk owns and the map from display bytes
// back to the source. Offsets it is given are window offsets; the chunk gets
// source offsets (base plus the window offset).
type builder struct {
	ch   *Chunk
	base int64 // source offset of the window's first byte
	// out, spans and segs become the chunk's Text, Spans and segs; kept
	// here, off the heap, while they grow.
	out   []byte
	spans []Span
	segs  []seg
	// dests holds the destinations and titles of ch.Links, in order: link
	// k's destination from destAt[2k], its title from destAt[2k+1]. All of
	// a chunk's destinations share one string.
	dests  []byte
	destAt []int
	// ctrlStart is the display start of the current run of control
	// tokens, or -1: a run of tokens is one control span.
	ctrlStart int
	// style is the document style of what is appended now, from display
	// offset styleFrom on; lastStyle indexes the latest style span in
	// ch.Spans (or -1), which a run in the same style right after it
	// extends instead of adding another.
	style     Style
	styleFrom int
	lastStyle int
}

// newBuilder starts chunk ch, with room for size display bytes, spans
// spans and anchors anchors; destAt is a buffer to reuse, and so are the
// buffers of a recycled chunk in spare, which it takes.
func newBuilder(ch *Chunk, base int64, size, spans, anchors int, destAt []int, spare *parseBuffers) builder {
	b := builder{ch: ch, base: base, out: reuse(spare.out, size), spans: reuse(spare.spans, spans),
		segs: reuse(spare.segs, anchors), dests: spare.dests[:0], destAt: destAt[:0], ctrlStart: -1, lastStyle: -1}
	ch.Links, ch.maxEnd = spare.links[:0], spare.maxEnd[:0]
	*spare = parseBuffers{}
	return b
}

// parseBuffers are the buffers of a chunk given back by Recycle, for the
// next parse to build in: a search's count parses a whole file, and a
// fresh set for each chunk is garbage the heap grows by while it runs.
type parseBuffers struct {
	out, dests []byte
	spans      []Span
	segs       []seg
	maxEnd     []int
	links      []Link
}

// take keeps those of c's buffers that are larger than the ones it holds
// (c is not used again: an empty chunk has none).
func (p *parseBuffers) take(c *Chunk) {
	p.out = larger(p.out, c.out)
	p.dests = larger(p.dests, c.dests)
	p.spans = larger(p.spans, c.Spans)
	p.segs = larger(p.segs, c.segs)
	p.maxEnd = larger(p.maxEnd, c.maxEnd)
	p.links = larger(p.links, c.Links)
	c.out, c.dests, c.Spans, c.segs, c.maxEnd, c.Links, c.Text = nil, nil, nil, nil, nil, nil, ""
}

// reuse is buf emptied if it has room for n, else a new buffer: growing
// buf would clear the room, which make need not do for fresh memory.
func reuse[T any](buf []T, n int) []T {
	if cap(buf) >= n {
		return buf[:0]
	}
	return make([]T, 0, n)
}

func larger[T any](a, b []T) []T {
	if cap(b) > cap(a) {
		return b
	}
	return a
}

// at is the display offset where the next byte goes.
func (b *builder) at() int { return len(b.out) }

// anchor records that the display from here on shows window byte src (and
// the ones after it, one for one, until the next anchor).
func (b *builder) anchor(src int) {
	b.segs = append(b.segs, seg{src: b.base + int64(src), disp: int32(len(b.out))})
}

// tokenRun appends window bytes w[i:end] as one token each, in the current
// control span, mapped by one seg; the caller anchors end after it.
func (b *builder) tokenRun(w []byte, i, end int) {
	b.segs = append(b.segs, seg{src: b.base + int64(i), disp: int32(len(b.out)), tokens: true})
	for _, c := range w[i:end] {
		b.token(c)
	}
}

// lastAnchor is the display offset of the latest anchor: bytes from there
// on were copied from the source as they are.
func (b *builder) lastAnchor() int { return int(b.segs[len(b.segs)-1].disp) }

// text appends bytes displayed as they are.
func (b *builder) text(p []byte) {
	b.endControl()
	b.out = append(b.out, p...)
}

// textByte appends one byte displayed as it is.
func (b *builder) textByte(c byte) {
	b.endControl()
	b.out = append(b.out, c)
}

// token appends the visible stand-in of a byte that must not reach the
// terminal, as part of the current control span.
func (b *builder) token(c byte) {
	if b.ctrlStart < 0 {
		b.ctrlStart = len(b.out)
	}
	b.out = appendToken(b.out, c)
}

// tokenText appends printable bytes of an escape sequence shown as tokens,
// inside the current control span.
func (b *builder) tokenText(p []byte) {
	if b.ctrlStart < 0 {
		b.ctrlStart = len(b.out)
	}
	b.out = append(b.out, p...)
}

// endControl closes the current control span, if any.
func (b *builder) endControl() {
	if b.ctrlStart >= 0 {
		b.spans = append(b.spans, Span{Start: b.ctrlStart, End: len(b.out), Kind: KindControl})
		b.ctrlStart = -1
	}
}

// setStyle makes what is appended from here on show in style s.
func (b *builder) setStyle(s Style) {
	if s == b.style {
		return
	}
	b.endStyle()
	b.style, b.styleFrom = s, len(b.out)
}

// endStyle closes the span of the current style, if it is not plain.
func (b *builder) endStyle() {
	at := len(b.out)
	if b.style == (Style{}) || at == b.styleFrom {
		b.styleFrom = at
		return
	}
	if k := b.lastStyle; k >= 0 && b.spans[k].End == b.styleFrom && b.spans[k].Style == b.style {
		b.spans[k].End = at
	} else {
		b.lastStyle = len(b.spans)
		b.spans = append(b.spans, Span{Start: b.styleFrom, End: at, Kind: KindStyle, Style: b.style})
	}
	b.styleFrom = at
}

// unappend takes the last n display bytes back (an overstruck character
// is shown again with its new style); the caller made sure no span or
// anchor ends inside them.
func (b *builder) unappend(n int) {
	b.out = b.out[:len(b.out)-n]
	if b.styleFrom > len(b.out) {
		b.styleFrom = len(b.out)
	}
}

// lastSpanEnd is the largest end of a span added so far, or 0.
func (b *builder) lastSpanEnd() int {
	end := b.ctrlStart
	if k := len(b.spans) - 1; k >= 0 {
		end = max(end, b.spans[k].End)
	}
	if b.lastStyle >= 0 {
		end = max(end, b.spans[b.lastStyle].End)
	}
	return end
}

// linkSpan marks display bytes [start, here) as part of the link whose
// first byte is window offset id.
func (b *builder) linkSpan(id, start int) {
	b.spans = append(b.spans, Span{Start: start, End: len(b.out), Kind: KindLink, ID: b.base + int64(id)})
}

// link marks display bytes [start, here) as the link whose first byte is
// window offset id, and lists it in the chunk with its destination dest.
// For a bracket link, dest is all of "(...)": its Markdown title is split
// off (mdlink.go) and \( \) are unescaped.
func (b *builder) link(id, start int, dest []byte, bracket bool) {
	b.linkSpan(id, start)
	var title []byte
	if bracket {
		if d, t, ok := markdownDest(dest); ok {
			dest, title = d, t
		}
	}
	b.destAt = append(b.destAt, len(b.dests))
	if bracket {
		b.dests = appendDest(b.dests, dest)
	} else {
		b.dests = append(b.dests, dest...)
	}
	b.destAt = append(b.destAt, len(b.dests))
	b.dests = appendUnescaped(b.dests, title)
	b.ch.Links = append(b.ch.Links, Link{ID: b.base + int64(id), Start: start, End: len(b.out)})
}

// finish completes the chunk: destinations, sorted links and spans, text.
func (b *builder) finish() *Chunk {
	b.endControl()
	b.endStyle()
	ch := b.ch
	ch.Spans, ch.segs = b.spans, b.segs
	if len(b.dests) > 0 {
		all := unsafe.String(&b.dests[0], len(b.dests))
		for k := range ch.Links {
			end := len(b.dests)
			if 2*k+2 < len(b.destAt) {
				end = b.destAt[2*k+2]
			}
			mid := b.destAt[2*k+1]
			ch.Links[k].Dest, ch.Links[k].Title = all[b.destAt[2*k]:mid], all[mid:end]
		}
	}
	byID := func(a, b Link) int { return cmp.Compare(a.ID, b.ID) }
	if !slices.IsSortedFunc(ch.Links, byID) { // bare URLs and brackets come in order but for nested links
		slices.SortFunc(ch.Links, byID)
	}
	ch.finishSpans()
	if len(b.out) > 0 {
		ch.Text = unsafe.String(&b.out[0], len(b.out))
	}
	ch.out, ch.dests = b.out, b.dests
	ch.Lines = bytes.Count(b.out, []byte{'\n'})
	return ch
}

// dispWalk maps window offsets to the display offsets drawn for them,
// once every anchor before them is in. Offsets asked in increasing order
// cost a step or two each: the walk goes on from the last seg it found.
type dispWalk struct {
	b *builder
	i int // the last seg found
}

// at is the display offset of window offset src.
func (d *dispWalk) at(src int) int {
	segs := d.b.segs
	off := d.b.base + int64(src)
	i := d.i
	switch {
	case i >= len(segs) || segs[i].src > off:
		i = sort.Search(i, func(k int) bool { return segs[k].src > off }) - 1
	default:
		for n := 0; i+1 < len(segs) && segs[i+1].src <= off; n++ {
			if n == 8 { // far on: search the rest
				from := i
				i = from + sort.Search(len(segs)-from, func(k int) bool { return segs[from+k].src > off }) - 1
				break
			}
			i++
		}
	}
	if i < 0 {
		d.i = 0
		return 0
	}
	d.i = i
	disp := segs[i].dispAt(off)
	if i+1 < len(segs) && disp > int(segs[i+1].disp) {
		disp = int(segs[i+1].disp)
	}
	return min(disp, len(d.b.out))
}
