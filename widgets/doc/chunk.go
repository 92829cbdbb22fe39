package doc

import (
	"slices"
	"sort"
)

// Kind says what a span marks; the widget maps each kind to a theme style.
type Kind uint8

// Span kinds. Their order is their rank when spans that start at the same
// place overlap: a match is drawn over a link, a link over a control token,
// and all of them over the document's own style.
const (
	// KindStyle spans carry the document's own style (SGR colours,
	// overstrike); they never overlap each other.
	KindStyle Kind = iota + 1
	KindControl
	KindLink
	KindMatch
)

// Span marks display bytes [Start, End) of one chunk.
type Span struct {
	Start, End int
	Kind       Kind
	// ID names the link (KindLink) or match (KindMatch) the span belongs to;
	// a link split over two chunks has one span in each with the same ID.
	ID int64
	// Style is the style of a KindStyle span.
	Style Style
}

// Link is one link, owned by the chunk that holds its first byte.
type Link struct {
	// ID is the source offset of the link's first byte (its "[", the
	// first byte of a bare URL, or the ESC of an OSC 8 sequence): unique,
	// stable, and in document order.
	ID int64
	// Dest is the destination exactly as written, with \( \) unescaped.
	// It may hold any byte: sanitize it before drawing.
	Dest string
	// Title is the Markdown title of a bracket link, `[a](dest "Title")`,
	// unescaped, or "". It may hold any byte too.
	Title string
	// Long marks a bare URL that goes on past the end of its chunk (in a
	// line longer than a chunk): in the chunk's Links, Dest is only the
	// part in the chunk. Document.Link gives it whole, read again from the
	// source, up to MaxLongDest bytes; past that its Dest is "" and TooLong
	// is set. Never hand on a Long link's Dest taken from a chunk.
	Long, TooLong bool
	// Start and End are the link's display offsets in the owning chunk;
	// End is the chunk's length when the link goes on into the next chunk.
	Start, End int
}

// Chunk is a run of whole lines (or, for a line longer than a chunk, part
// of one) parsed into what is drawn.
type Chunk struct {
	Index            int
	SrcStart, SrcEnd int64
	// Text is the display text: links' destinations removed, escapes
	// resolved, control bytes as tokens; tabs and '\n' kept.
	Text string
	// Spans are sorted by Start; nested spans overlap.
	Spans []Span
	// maxEnd[i] is the largest End among Spans[:i+1], so the spans that
	// cover a row are found by binary search.
	maxEnd []int
	Links  []Link
	// segs maps display offsets back to source offsets.
	segs []seg
	// Lines is the number of '\n' in Text.
	Lines int
	// provisional chunks were parsed from a stream that has since grown.
	provisional bool
	lastUse     uint64
	// win is the buffer the source was read into, when the document owns
	// it (not an in-memory source's bytes) and Text is in it: Recycle
	// hands it on.
	win []byte
	// out and dests are the buffers Text and the links' destinations were
	// built in, when they were (not a window's bytes): Recycle hands them
	// on with Spans, segs, maxEnd and Links.
	out, dests []byte
	// weight is the memory the chunk holds, for the cache's bound.
	weight int
}

// seg says that the display from disp on shows source bytes from src on,
// up to the next seg: one for one, or, for a run of tokens, each source
// byte as one token of tokenLen display bytes (so a run of control bytes
// costs one seg, not one per byte).
type seg struct {
	src    int64
	disp   int32
	tokens bool
}

// tokenLen is the display length of a token, "<1B>".
const tokenLen = 4

// srcAt maps display offset disp (at or after s.disp) to a source offset,
// not past next (the next seg's source offset). Inside a token, its first
// byte maps to the byte it shows and the others to the byte after.
func (s seg) srcAt(disp int, next int64) int64 {
	d := disp - int(s.disp)
	off := s.src + int64(d)
	if s.tokens {
		off = s.src + int64(d/tokenLen)
		if d%tokenLen != 0 {
			off++
		}
	}
	return min(off, next)
}

// dispAt maps source offset src (at or after s.src) to a display offset.
func (s seg) dispAt(src int64) int {
	d := int(src - s.src)
	if s.tokens {
		d *= tokenLen
	}
	return int(s.disp) + d
}

// SrcOffset maps a display offset in this chunk to a source offset.
func (c *Chunk) SrcOffset(disp int) int64 {
	i := sort.Search(len(c.segs), func(i int) bool { return int(c.segs[i].disp) > disp }) - 1
	if i < 0 {
		return c.SrcStart
	}
	next := c.SrcEnd
	if i+1 < len(c.segs) {
		next = min(next, c.segs[i+1].src)
	}
	return c.segs[i].srcAt(disp, next)
}

// DispOffset maps a source offset inside this chunk to a display offset
// (the first display byte drawn for it or after it).
func (c *Chunk) DispOffset(src int64) int {
	i := sort.Search(len(c.segs), func(i int) bool { return c.segs[i].src > src }) - 1
	if i < 0 {
		return 0
	}
	d := c.segs[i].dispAt(src)
	if i+1 < len(c.segs) && d > int(c.segs[i+1].disp) {
		d = int(c.segs[i+1].disp)
	}
	if d > len(c.Text) {
		d = len(c.Text)
	}
	return d
}

// SpansIn returns the spans that overlap display bytes [start, end), in
// order of Start.
func (c *Chunk) SpansIn(start, end int, dst []Span) []Span {
	hi := sort.Search(len(c.Spans), func(i int) bool { return c.Spans[i].Start >= end })
	lo := sort.Search(hi, func(i int) bool { return c.maxEnd[i] > start })
	for _, s := range c.Spans[lo:hi] {
		if s.End > start {
			dst = append(dst, s)
		}
	}
	return dst
}

func (c *Chunk) finishSpans() {
	order := func(a, b Span) int {
		if a.Start != b.Start {
			return a.Start - b.Start
		}
		return b.End - a.End // outer first
	}
	if !slices.IsSortedFunc(c.Spans, order) { // often sorted already: coloured text
		slices.SortStableFunc(c.Spans, order)
	}
	c.maxEnd = slices.Grow(c.maxEnd[:0], len(c.Spans))[:len(c.Spans)]
	m := 0
	for i, s := range c.Spans {
		if s.End > m {
			m = s.End
		}
		c.maxEnd[i] = m
	}
}

// LinkIndex is the index in Links of the link with this ID, or -1.
func (c *Chunk) LinkIndex(id int64) int {
	i := sort.Search(len(c.Links), func(i int) bool { return c.Links[i].ID >= id })
	if i < len(c.Links) && c.Links[i].ID == id {
		return i
	}
	return -1
}
