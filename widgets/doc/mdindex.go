package doc

import (
	"bytes"
	"math/bits"
	"sort"
	"unicode/utf8"
)

// A fenced code block reaches from its opening fence to its closing one,
// however far: the only Markdown structure that is not local to a line
// (locality.go). So a Markdown document keeps an index of its fences, and
// of its headings for the outline and moves by section, made by a scan
// from its start as far as has been asked, a block at a time; the scan
// looks only at lines that start with "```", "~~~" (found in a bitmap of
// the block's backticks and tildes) or "#" (found with bytes.IndexByte),
// so it costs little more than reading the text.

// Heading is one ATX heading of a Markdown document.
type Heading struct {
	Level int
	// Line is the heading's line number, from 0.
	Line int
	// Offset is the source offset of the heading's line.
	Offset int64
	// Text is the heading's text, without its "#" markers, link
	// destinations and backticks. It may hold any byte: sanitize it
	// before drawing.
	Text string
}

// fenceBlock is a fenced code block in source offsets: from its opening
// line's start to its closing line's end (before the line break), or
// openEnd while it has not closed.
type fenceBlock struct{ start, end int64 }

const openEnd = int64(1) << 62

// indexBlock is how much the index reads at a time: a chunk, so its buffer
// weighs what a parsed chunk's window does. Every Markdown document keeps
// one (a search's count has a document of its own), and a block of 256 KiB
// was half a megabyte of a link-dense file's resident memory; the scan
// costs a read call per block, no more per byte.
const indexBlock = ChunkSize

type mdIndex struct {
	fences  []fenceBlock
	scanned int64 // fences are known in the lines before this line start (or midLine)
	// the fence still open at scanned, if the last one is
	fenceChar byte
	fenceLen  int

	// midLine: scanned is inside a line longer than a block, not at a
	// line start; pend is that line's fence run, if it starts with one.
	midLine bool
	pend    pendingFence

	headings    []Heading
	headScanned int64 // headings are known in the lines before this
	headLines   int   // line breaks before headScanned
	headMid     bool  // headScanned is inside a line longer than a block
	buf         []byte
	masks       []uint64 // fencesIn's bitmap
}

// indexRead returns source bytes [off, off+indexBlock) cut after their
// last line break (unless they reach the end of a complete document), or
// nil at the end. A line longer than a block comes a block at a time:
// cut reports that b's last line goes on past b.
func (d *Document) indexRead(off int64) (b []byte, cut bool) {
	end := min(off+indexBlock, d.size)
	if end <= off {
		return nil, false
	}
	if s, ok := d.src.(BytesSource); ok {
		b = s[off:end]
	} else {
		if cap(d.md.buf) < int(end-off) {
			d.md.buf = make([]byte, indexBlock)
		}
		n, _ := d.src.ReadAt(d.md.buf[:end-off], off)
		b = d.md.buf[:n]
	}
	if off+int64(len(b)) == d.size && d.complete {
		return b, false
	}
	if i := bytes.LastIndexByte(b, '\n'); i >= 0 {
		return b[:i+1], false
	}
	if len(b) == indexBlock {
		return b, true // a line longer than a block
	}
	return nil, false // the last line has not ended yet
}

// scanFences indexes the fences of the lines that start before to: a
// fence line longer than a block is read to its end.
func (d *Document) scanFences(to int64) {
	x := &d.md
	for x.scanned < to || x.pend.on {
		b, cut := d.indexRead(x.scanned)
		if len(b) == 0 {
			return
		}
		x.blockFences(b, x.scanned, cut)
		x.scanned += int64(len(b))
	}
}

// pendingFence is a line that starts with a fence run and is longer than
// a block: what its blocks so far say of it.
type pendingFence struct {
	on    bool
	start int64 // the line's start
	c     byte  // the run's byte
	n     int   // the run's length so far
	inRun bool  // the run reaches the end of the blocks so far
	tick  bool  // a backtick follows the run
	text  bool  // a byte other than a blank follows the run
}

// add reads the next piece of the line.
func (f *pendingFence) add(seg []byte) {
	k := 0
	if f.inRun {
		for k < len(seg) && seg[k] == f.c {
			k++
		}
		f.n += k
		f.inRun = k == len(seg)
	}
	rest := seg[k:]
	f.tick = f.tick || bytes.IndexByte(rest, '`') >= 0
	f.text = f.text || len(bytes.Trim(rest, " \t\r")) > 0
}

// blockFences finds the fences of block b at source offset base, which
// goes on the line of the block before when that was cut (midLine); cut
// says b's last line goes on past it. A fence line longer than a block is
// read to its end before it is taken for a fence or not, as one read of
// the whole line takes it.
func (x *mdIndex) blockFences(b []byte, base int64, cut bool) {
	if x.midLine {
		le := bytes.IndexByte(b, '\n')
		if le < 0 {
			le = len(b)
		}
		if x.pend.on {
			x.pend.add(b[:le])
		}
		if le == len(b) && cut {
			return // the line goes on
		}
		if f := x.pend; f.on {
			x.pend = pendingFence{}
			x.fenceRun(f.start, base+int64(le), f.c, f.n, f.tick, f.text)
		}
		x.midLine = false
		b, base = b[le+min(1, len(b)-le):], base+int64(le+1)
	}
	x.fencesIn(b, base, cut)
	x.midLine = cut
}

// fencesIn finds the fences of block b, at source offset base. Their
// runs are found among the "`" and "~" of b, from a bitmap of them made in
// one pass (up to fenceSpan bytes at a time): the first run of three of
// either byte from a line on may open or close a fence, if the line starts
// with it.
//
// When cut, b's last line goes on past it: a fence run that starts it is
// kept pending (x.pend) for the blocks after.
func (x *mdIndex) fencesIn(b []byte, base int64, cut bool) {
	if x.masks == nil {
		x.masks = make([]uint64, fenceSpan/64)
	}
	i := 0 // where the next run is looked for: a line start, or past b
	for from := 0; from < len(b); from += fenceSpan {
		span := b[from:min(from+fenceSpan, len(b))]
		full := len(span) / 64
		masks := x.masks[:(len(span)+63)/64]
		eqMasks(span[:full*64], '`', '~', masks)
		if full < len(masks) {
			var tail [64]byte
			copy(tail[:], span[full*64:])
			eqMasks(tail[:], '`', '~', masks[full:])
		}
		for k, m := range masks {
			if m == 0 {
				continue
			}
			// Only where three bytes in a row are "`" or "~" may a run
			// start; past the span's last word, wherever one is.
			next := ^uint64(0)
			if k+1 < len(masks) {
				next = masks[k+1]
			}
			m &= (m>>1 | next<<63) & (m>>2 | next<<62)
			for ; m != 0; m &= m - 1 {
				p := from + k<<6 + bits.TrailingZeros64(m)
				if p < i || p+2 >= len(b) || b[p+1] != b[p] || b[p+2] != b[p] {
					continue
				}
				ls, le := lineAround(b, p)
				if ls == 0 || b[ls-1] == '\n' {
					if cut && le == len(b) {
						x.pendLine(b, ls, p, base)
					} else {
						x.fenceLine(b, ls, p, le, base)
					}
				}
				i = le + 1
			}
		}
	}
}

// fenceSpan is how much of a block fencesIn maps at a time.
const fenceSpan = 64 << 10

// fenceLine reads line b[ls:le] whose fence run starts at p.
func (x *mdIndex) fenceLine(b []byte, ls, p, le int, base int64) {
	c := b[p]
	n := 0
	for p+n < le && b[p+n] == c {
		n++
	}
	rest := b[p+n : le]
	// Only what fenceRun looks at is found: text when a fence is open,
	// a backtick when none is.
	if x.fenceLen > 0 {
		x.fenceRun(base+int64(ls), base+int64(le), c, n, false, len(bytes.Trim(rest, " \t\r")) > 0)
	} else {
		x.fenceRun(base+int64(ls), base+int64(le), c, n, c == '`' && bytes.IndexByte(rest, '`') >= 0, false)
	}
}

// pendLine starts x.pend with line b[ls:], whose fence run starts at p and
// which goes on past b.
func (x *mdIndex) pendLine(b []byte, ls, p int, base int64) {
	x.pend = pendingFence{on: true, start: base + int64(ls), c: b[p], inRun: true}
	x.pend.add(b[p:])
}

// fenceRun reads the line [ls, le) (source offsets) that starts with a run
// of n bytes c, followed by a backtick (tick) or by other text than blanks
// (text) or neither: it may close the open fence (text is looked at) or
// open one (tick is).
func (x *mdIndex) fenceRun(ls, le int64, c byte, n int, tick, text bool) {
	if x.fenceLen > 0 {
		if c == x.fenceChar && n >= x.fenceLen && !text {
			x.fences[len(x.fences)-1].end = le
			x.fenceLen = 0
		}
		return
	}
	if c == '`' && tick {
		return // an inline code span, not a fence
	}
	x.fences = append(x.fences, fenceBlock{ls, openEnd})
	x.fenceChar, x.fenceLen = c, n
}

// fenceAt is the index of the first fence that ends at or after off.
func (x *mdIndex) fenceAt(off int64) int {
	return sort.Search(len(x.fences), func(k int) bool { return x.fences[k].end >= off })
}

// windowFences lists the fences that touch source range [from, to) in
// window offsets (from is the window's start) into dst.
func (d *Document) windowFences(from, to int64, dst []mdSpan) []mdSpan {
	dst = dst[:0]
	d.scanFences(to)
	for k := d.md.fenceAt(from); k < len(d.md.fences) && d.md.fences[k].start < to; k++ {
		f := d.md.fences[k]
		end := int(min(f.end, to+1) - from)
		if f.end == openEnd {
			end = int(openEnd >> 2)
		}
		dst = append(dst, mdSpan{int(f.start - from), end, KindCode})
	}
	return dst
}

// MaxHeadings bounds the headings index: a file of "#" lines would
// otherwise cost some 25 times its size. Past it the document has no
// section moves, outline entries or section header.
const MaxHeadings = 200_000

// Headings are the headings of a Markdown document in the lines that
// start before source offset to (indexed as far as needed, up to
// MaxHeadings); none in a literal document. The slice is the document's:
// do not change it.
func (d *Document) Headings(to int64) []Heading {
	if !d.ps.markdown() {
		return nil
	}
	x := &d.md
	for x.headScanned < to && len(x.headings) < MaxHeadings {
		base := x.headScanned
		b, cut := d.headingBlock(base)
		if len(b) == 0 {
			break
		}
		x.headingsIn(b, base, x.headMid)
		x.headScanned += int64(len(b))
		x.headMid = cut
	}
	if len(x.headings) > MaxHeadings { // the last block went past: the index ends at its first dropped heading
		x.headScanned, x.headMid = x.headings[MaxHeadings].Offset, false
		x.headings = x.headings[:MaxHeadings:MaxHeadings]
	}
	n := sort.Search(len(x.headings), func(k int) bool { return x.headings[k].Offset >= to })
	return x.headings[:n]
}

// headingBlock reads the block of lines from base on for the headings
// index, with the fences known through it. The fences are mostly indexed
// as far as the headings: then they are found in the block read, not read
// again. Else reading them may reuse the buffer of the block, which is
// read again after. cut is indexRead's.
func (d *Document) headingBlock(base int64) ([]byte, bool) {
	x := &d.md
	for {
		b, cut := d.indexRead(base)
		end := base + int64(len(b))
		switch {
		case len(b) == 0 || x.scanned >= end:
			return b, cut
		case x.scanned == base:
			x.blockFences(b, base, cut)
			x.scanned = end
			return b, cut
		}
		if d.scanFences(end); x.scanned < end {
			return nil, false // no more lines have ended
		}
	}
}

// headingsIn finds the headings of block b at source offset base; mid
// says b starts inside a line (the block before was cut in it).
func (x *mdIndex) headingsIn(b []byte, base int64, mid bool) {
	counted := 0
	fk := x.fenceAt(base)
	i := 0
	if mid {
		i = len(b) // the rest of a line is no heading line
		if k := bytes.IndexByte(b, '\n'); k >= 0 {
			i = k + 1
		}
	}
	for i < len(b) {
		k := bytes.IndexByte(b[i:], '#')
		if k < 0 {
			break
		}
		p := i + k
		ls, le := lineAround(b, p)
		i = le + 1
		if ls > 0 && b[ls-1] != '\n' {
			continue
		}
		level, ok := atxLevel(b[p:le])
		if !ok {
			continue
		}
		off := base + int64(ls)
		for fk < len(x.fences) && x.fences[fk].end < off {
			fk++
		}
		if fk < len(x.fences) && x.fences[fk].start <= off {
			continue
		}
		x.headLines += bytes.Count(b[counted:ls], []byte{'\n'})
		counted = ls
		x.headings = append(x.headings, Heading{Level: level, Line: x.headLines, Offset: off,
			Text: headingText(b[p+level : le])})
	}
	x.headLines += bytes.Count(b[counted:], []byte{'\n'})
}

// MaxHeadingText bounds the text the headings index keeps of a heading,
// about what an outline row shows: else a file of long headings would cost
// the index about its size.
const MaxHeadingText = 128

// headingText is the text of a heading after its "#"s: blanks and a
// closing run of "#" trimmed, links shown as their text, no backticks; at
// most MaxHeadingText bytes of it, cut at a character's start.
func headingText(t []byte) string {
	b := headingBytes(t)
	if len(b) > MaxHeadingText {
		cut := MaxHeadingText
		for k := 0; k < utf8.UTFMax && cut > 0 && !utf8.RuneStart(b[cut]); k++ {
			cut--
		}
		b = b[:cut]
	}
	return string(b)
}

func headingBytes(t []byte) []byte {
	t = bytes.Trim(t, " \t\r")
	if c := bytes.TrimRight(t, "#"); len(c) < len(t) && (len(c) == 0 || c[len(c)-1] == ' ' || c[len(c)-1] == '\t') {
		t = bytes.TrimRight(c, " \t")
	}
	if bytes.IndexByte(t, '`') < 0 && !bytes.Contains(t, []byte("](")) {
		return t
	}
	out := make([]byte, 0, len(t))
	pairs := matchLinks(t, nil, nil)
	sort.Slice(pairs, func(a, b int) bool { return pairs[a].open < pairs[b].open })
	for i := 0; i < len(t); i++ {
		if len(pairs) > 0 && i == pairs[0].close {
			i = pairs[0].destEnd
			pairs = pairs[1:]
			continue
		}
		if t[i] == '`' || (t[i] == '[' && len(pairs) > 0 && i == pairs[0].open) {
			continue
		}
		out = append(out, t[i])
	}
	return out
}

// HeadingBefore is the last heading whose line starts at or before source
// offset off.
func (d *Document) HeadingBefore(off int64) (Heading, bool) {
	hs := d.Headings(off + 1)
	if len(hs) == 0 || off >= d.md.headScanned {
		return Heading{}, false // none, or past the bounded index
	}
	return hs[len(hs)-1], true
}

// HeadingAfter is the first heading whose line starts after source
// offset off.
func (d *Document) HeadingAfter(off int64) (Heading, bool) {
	for to := off + indexBlock; ; to += indexBlock {
		hs := d.Headings(to)
		k := sort.Search(len(hs), func(k int) bool { return hs[k].Offset > off })
		if k < len(hs) {
			return hs[k], true
		}
		if to >= d.size {
			return Heading{}, false
		}
	}
}

// forget drops what the index knows (the text it read has changed).
func (x *mdIndex) forget() { *x = mdIndex{buf: x.buf, masks: x.masks} }

// markerBytes start the markers MarkersHide takes out.
const markerBytes = "#*_`~"

// localFences gives the parser the fences of w as if it were the whole
// text, for a parse without a document (a fence opened before w is not
// seen).
func (ps *parser) localFences(w []byte) {
	ps.md.fences = ps.md.fences[:0]
	if !ps.markdown() {
		return
	}
	var x mdIndex
	x.fencesIn(w, 0, false)
	for _, f := range x.fences {
		ps.md.fences = append(ps.md.fences, mdSpan{int(f.start), int(min(f.end, int64(len(w))+1)), KindCode})
	}
}

// lineAround is where the line of b that holds a marker at p would start,
// with the up to three spaces Markdown allows before it, and where that
// line ends.
func lineAround(b []byte, p int) (ls, le int) {
	ls = p
	for ls > 0 && p-ls < 3 && b[ls-1] == ' ' {
		ls--
	}
	le = len(b)
	if k := bytes.IndexByte(b[p:], '\n'); k >= 0 {
		le = p + k
	}
	return ls, le
}
