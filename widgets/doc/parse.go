package doc

import (
	"bytes"
	"slices"
	"strings"
	"unsafe"
)

// ParseOptions change what the parser displays.
type ParseOptions struct {
	// HideBrackets drops the "[" and "]" around link text.
	HideBrackets bool
	// LinkNumbers puts each link's number before it (numbers.go).
	LinkNumbers bool
	// Source shows the text as written: no links (brackets, destinations,
	// backslash escapes, bare URLs and OSC 8 sequences show as they are,
	// the last as tokens), so nothing the link view hides is hidden. Colour,
	// overstrike and tokens for control bytes stay: still no raw control
	// byte reaches the terminal.
	Source bool
	// Links is how "[text](dest)" shows (linksyntax.go).
	Links LinkSyntax
	// Markers is how a Markdown document shows its markers (markdown.go).
	Markers MarkerMode
}

// byte classes for the scanning loops
const (
	clSpecial   = 1 << iota // everything pass two must look at
	clNonPrint              // not printable ASCII: not one cell wide for sure
	clMarkdown              // may start Markdown structure (quietChunk)
	clDest                  // may end or nest a link destination (scanParens)
	clPlainDest             // may end or nest a Markdown destination (plainDestEnd)
)

var classes = func() (t [256]uint8) {
	for c := 0; c < 0x20; c++ {
		if c != '\t' && c != '\n' {
			t[c] |= clSpecial
		}
	}
	for c := 0x7F; c < 0x100; c++ {
		t[c] |= clSpecial | clNonPrint
	}
	for c := 0; c < 0x20; c++ {
		t[c] |= clNonPrint
	}
	for _, c := range []byte{'\\', ':', '<'} {
		t[c] |= clSpecial
	}
	for _, c := range []byte("`*_#>-+~\t0123456789") {
		t[c] |= clMarkdown
	}
	for _, c := range []byte("\n[]\\()") {
		t[c] |= clDest
	}
	for c := 0; c <= ' '; c++ {
		t[c] |= clPlainDest
	}
	for _, c := range []byte{0x7F, '\\', '(', ')'} {
		t[c] |= clPlainDest
	}
	return t
}()

type event struct {
	pos   int
	close bool
	p     int // index into pairs
}

// parser holds reusable buffers; one per Document.
type parser struct {
	openAt []int
	stack  []int
	pairs  []pair
	events []event
	destAt []int
	spare  parseBuffers
	opts   ParseOptions
	md     mdState
	// mdOut and spanTmp hold a chunk's Markdown spans and a copy of its
	// other spans while the two are merged.
	mdOut, spanTmp []Span
}

// clean reports whether window bytes [c0, c1), plain up to plainEnd (see
// plainTo), display as they are: no link touches them and they hold no
// byte pass two would change.
func (ps *parser) clean(c0, c1, plainEnd int) bool {
	return plainEnd == c1 && !ps.linkTouches(c0, c1)
}

// linkTouches reports whether a link pair touches window bytes [c0, c1).
func (ps *parser) linkTouches(c0, c1 int) bool {
	for _, p := range ps.pairs {
		if p.open < c1 && p.destEnd >= c0 {
			return true
		}
	}
	return false
}

// plainTo is the end of the run of bytes from i (before end) that pass two
// copies as they are. Colons that start no URL are plain: logs are full of
// them.
func plainTo(w []byte, i, end int) int {
	for {
		i += plainRun(w[i:end])
		if i == end || w[i] != ':' || mayStartURL(w, i) {
			return i
		}
		i++
	}
}

// plainToSeen is plainTo, and the union of the classes of the bytes it
// went over (and maybe a few after). Once a chunk: the pass's many calls
// need no union.
func plainToSeen(w []byte, i, end int) (int, uint8) {
	var seen uint8
	for {
		n, cl := runOfSeen(w[i:end], clSpecial)
		i += n
		seen |= cl
		if i == end || w[i] != ':' || mayStartURL(w, i) {
			return i, seen
		}
		i++
	}
}

// reserveLinks makes room in b for the bracket links whose "[" is in the
// chunk (ps.events) and their destinations: growing the slices a link at
// a time costs more than the links themselves on link-dense text.
func (ps *parser) reserveLinks(b *builder) {
	links, dests := 0, 0
	for _, e := range ps.events {
		if !e.close {
			links++
			pr := ps.pairs[e.p]
			dests += pr.destEnd - pr.close
		}
	}
	if links > 0 {
		b.ch.Links = slices.Grow(b.ch.Links[:0], links+4)
		b.dests = slices.Grow(b.dests[:0], dests+64)
	}
}

// parse builds the chunk for window offsets [c0, c1) of w, where w starts
// at source offset base and at a line start (or far enough back, see
// Document.Chunk) for bracket matching over all of w to be exact.
func (ps *parser) parse(w []byte, base int64, c0, c1 int) *Chunk {
	ps.pairs = ps.pairs[:0]
	noESC := false
	if !ps.opts.Source {
		ps.pairs, noESC = matchLinksESC(w, ps.stack, ps.pairs)
	}
	plainEnd, seen := plainToSeen(w, c0, c1)
	md := ps.markdown()
	if md {
		if ps.quietChunk(w, c0, c1, plainEnd, seen) {
			ps.md.none()
		} else {
			// The lines before the chunk tell the state its first line is
			// in (a list, a paragraph), and whether a link that starts in
			// them starts in code.
			ps.scanMarkdown(w, 0, bytes.LastIndexByte(w[:c0], '\n')+1, c1)
		}
	}
	ch := &Chunk{SrcStart: base + int64(c0), SrcEnd: base + int64(c1)}
	clean := ps.clean(c0, c1, plainEnd) && !(md && ps.hidesIn(c0, c1))
	if clean && c0 > 0 && w[c0-1] != '\n' {
		// A chunk that starts inside a line may start inside its style or
		// OSC 8 link (see pass.resume).
		lineStart := bytes.LastIndexByte(w[:c0], '\n') + 1
		clean = bytes.IndexByte(w[lineStart:c0], 0x1B) < 0
	}
	if clean {
		// Nothing to change: the display text is the source itself. w is
		// never written again, so the chunk may keep it.
		if c1 > c0 {
			ch.Text = unsafe.String(&w[c0], c1-c0)
		}
		ch.segs = []seg{{src: ch.SrcStart}}
		ch.Lines = strings.Count(ch.Text, "\n")
		if md && len(ps.md.spans) > 0 {
			spans := slices.Grow(ps.spare.spans[:0], len(ps.md.spans))
			ps.spare.spans = nil
			ch.Spans = ps.markdownSpans(spans, c0, c1, nil)
			ch.finishSpans()
		}
		return ch
	}
	p := pass{ps: ps, w: w, c0: c0, c1: c1, plainEnd: plainEnd}
	i := p.linkEvents()
	// Each escape sequence anchors, and about every other one starts a
	// style span: room for them up front saves growing the slices.
	escs := 0
	if !noESC {
		escs = bytes.Count(w[c0:c1], []byte{0x1B})
	}
	spans := len(ps.events) + escs/2 + 8
	if md {
		spans += len(ps.md.spans) // merged in at the end
	}
	p.b = newBuilder(ch, base, c1-c0+c1/64, spans, len(ps.events)+escs+1, ps.destAt, &ps.spare)
	ps.reserveLinks(&p.b)
	p.b.anchor(i)
	p.resume()
	p.run(i)
	p.endOSC8()
	// Links that go on past the chunk end here.
	for k, start := range ps.openAt {
		if start >= 0 {
			p.endLink(ps.pairs[k], start)
		}
	}
	if md && len(ps.md.spans) > 0 {
		ps.mdOut = ps.markdownSpans(ps.mdOut[:0], c0, c1, &p.b)
		p.b.spans, ps.spanTmp = mergeSpans(p.b.spans, ps.mdOut, ps.spanTmp)
	}
	ch = p.b.finish()
	ps.destAt = p.b.destAt
	return ch
}
