package doc

import (
	"bytes"
	"cmp"
	"slices"
	"strings"
	"unicode/utf8"
	"unsafe"
)

// Bounds that keep parsing local: whether a "[" starts a link depends only on
// the bytes up to MaxLinkText+MaxLinkDest after it, so any chunk can be parsed
// alone from a bounded window around it.
const (
	// MaxLinkText is the most bytes between a link's "[" and "]".
	MaxLinkText = 4096
	// MaxLinkDest is the most bytes in a link's destination.
	MaxLinkDest = 8192

	// A chunk that starts inside a very long line may start inside the
	// destination of a link whose "]" is that far before it.
	lookBehind = MaxLinkText + MaxLinkDest + 8
)

// ParseOptions change what the parser displays.
type ParseOptions struct {
	// HideBrackets drops the "[" and "]" around link text.
	HideBrackets bool
	// LinkNumbers puts each link's number before it (numbers.go).
	LinkNumbers bool
}

// pair is one link found by bracket matching, in window offsets: "[" at
// open, "]" at close, destination in (close+1, destEnd) and ")" at destEnd.
type pair struct {
	open, close, destEnd int
}

// byte classes for the scanning loops
const (
	clBracket  = 1 << iota // [ ] \ ESC: pass one
	clSpecial              // everything pass two must look at
	clNonPrint             // not printable ASCII: not one cell wide for sure
)

var classes = func() (t [256]uint8) {
	for _, c := range []byte{'[', ']', '\\', 0x1B} {
		t[c] |= clBracket
	}
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
	return t
}()

// matchLinks finds every link in w[scan:] by bracket matching. It skips
// escaped brackets, escape sequences and the destinations of links already
// found, so brackets inside a destination never pair. Pairs come out in the
// order of their "]". The four bytes it stops at are found with IndexByte,
// which is many times faster than a byte loop on text with few of them.
func matchLinks(w []byte, scan int, stack []int, pairs []pair) []pair {
	stack = stack[:0]
	targets := [4]byte{'[', ']', '\\', 0x1B}
	var next [4]int
	for t, c := range targets {
		next[t] = indexFrom(w, scan, c)
	}
	for {
		i := len(w)
		for _, p := range next {
			i = min(i, p)
		}
		if i >= len(w) {
			return pairs
		}
		after := i + 1
		switch w[i] {
		case '\\':
			if i+1 < len(w) && isEscapable(w[i+1]) {
				after = i + 2
			}
		case 0x1B:
			after = i + escLen(w, i)
		case '[':
			stack = append(stack, i)
		case ']':
			if len(stack) == 0 {
				break
			}
			open := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if i-open-1 > MaxLinkText || i+1 >= len(w) || w[i+1] != '(' {
				break
			}
			if end, ok := scanDest(w, i+2); ok {
				pairs = append(pairs, pair{open, i, end})
				after = end + 1
			}
		}
		for t, p := range next {
			if p < after {
				next[t] = indexFrom(w, after, targets[t])
			}
		}
	}
}

func indexFrom(w []byte, from int, c byte) int {
	if from >= len(w) {
		return len(w)
	}
	if j := bytes.IndexByte(w[from:], c); j >= 0 {
		return from + j
	}
	return len(w)
}

func isEscapable(c byte) bool { return c == '[' || c == ']' || c == '(' || c == ')' }

// scanDest finds the ")" that closes a destination starting at w[k]:
// parentheses balance, \( \) do not count, no line break, bounded length.
// A destination holds no "[" or "]": so whether a bracket pairs never
// depends on where a destination began, and any part of a document can be
// parsed alone (write %5B and %5D in a URL).
func scanDest(w []byte, k int) (int, bool) {
	depth := 1
	for j := k; j < len(w) && j-k <= MaxLinkDest; j++ {
		switch w[j] {
		case '\n', '[', ']':
			return 0, false
		case '\\':
			if j+1 < len(w) && (w[j+1] == '(' || w[j+1] == ')') {
				j++
			}
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				return j, true
			}
		}
	}
	return 0, false
}

// appendDest appends a destination with the backslash of \( and \)
// removed.
func appendDest(out, d []byte) []byte {
	if bytes.IndexByte(d, '\\') < 0 {
		return append(out, d...)
	}
	for i := 0; i < len(d); i++ {
		if d[i] == '\\' && i+1 < len(d) && (d[i+1] == '(' || d[i+1] == ')') {
			i++
		}
		out = append(out, d[i])
	}
	return out
}

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
	opts   ParseOptions
}

// clean reports whether window bytes [c0, c1) display as they are: no link
// touches them and they hold no byte pass two would change. plain is how
// far from c0 the bytes are plain (see plainTo).
func (ps *parser) clean(w []byte, c0, c1 int) (ok bool, plain int) {
	plain = plainTo(w, c0, c1) - c0
	for _, p := range ps.pairs {
		if p.open < c1 && p.destEnd >= c0 {
			return false, plain
		}
	}
	return plain == c1-c0, plain
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

// mayStartURL reports whether the ':' at w[i] may end a bare URL's scheme:
// every one but mailto: is followed by "//". It must accept every colon
// bareURL would, or a URL would be shown as plain text.
func mayStartURL(w []byte, i int) bool {
	return i+2 < len(w) && w[i+1] == '/' && w[i+2] == '/' || i >= 6 && string(w[i-6:i]) == "mailto"
}

// parse builds the chunk for window offsets [c0, c1) of w, where w starts at
// source offset base and scan is a line start at or before c0-lookBehind
// (or 0) from which bracket matching is exact.
func (ps *parser) parse(w []byte, base int64, scan, c0, c1 int) *Chunk {
	ps.pairs = matchLinks(w, scan, ps.stack, ps.pairs[:0])
	ch := &Chunk{SrcStart: base + int64(c0), SrcEnd: base + int64(c1)}
	clean, plain := ps.clean(w, c0, c1)
	if clean {
		// Nothing to change: the display text is the source itself. w is
		// never written again, so the chunk may keep it.
		if c1 > c0 {
			ch.Text = unsafe.String(&w[c0], c1-c0)
		}
		ch.segs = []seg{{0, ch.SrcStart}}
		ch.Lines = strings.Count(ch.Text, "\n")
		return ch
	}

	// Events inside the chunk, and the links already open at its start.
	ps.events = ps.events[:0]
	i := c0
	depth := 0
	// openAt[k] is the display start of pair k's link while it is open.
	openAt := ps.openAt[:0]
	for range ps.pairs {
		openAt = append(openAt, -1)
	}
	ps.openAt = openAt
	for k, p := range ps.pairs {
		if p.close < c0 {
			if p.destEnd >= c0 { // chunk starts inside a destination
				i = max(i, p.destEnd+1)
			}
			continue
		}
		if p.open >= c1 {
			continue
		}
		if p.open < c0 {
			depth++
			openAt[k] = 0
		} else {
			ps.events = append(ps.events, event{p.open, false, k})
		}
		if p.close < c1 {
			ps.events = append(ps.events, event{p.close, true, k})
		}
	}
	slices.SortFunc(ps.events, func(a, b event) int { return a.pos - b.pos })

	out := make([]byte, 0, c1-c0+c1/64)
	// dests holds the destinations of ch.Links, in order, from destAt[k].
	var dests []byte
	var destAt []int
	ch.Spans = make([]Span, 0, len(ps.events)+8)
	ch.segs = append(ch.segs, seg{0, base + int64(i)})
	anchor := func(src int) { ch.segs = append(ch.segs, seg{len(out), base + int64(src)}) }
	ev := 0
	plainEnd := c0 + plain // window bytes before it are known plain
	ctrlStart := -1        // display start of the current run of control tokens
	endCtrl := func() {
		if ctrlStart >= 0 {
			ch.Spans = append(ch.Spans, Span{Start: ctrlStart, End: len(out), Kind: KindControl})
			ctrlStart = -1
		}
	}
	// addLink ends the span of pair p's link here; the chunk that holds its
	// "[" lists the link.
	addLink := func(p pair, start int) {
		ch.Spans = append(ch.Spans, Span{Start: start, End: len(out), Kind: KindLink, ID: base + int64(p.open)})
		if p.open >= c0 {
			destAt = append(destAt, len(dests))
			dests = appendDest(dests, w[p.close+2:p.destEnd])
			ch.Links = append(ch.Links, Link{ID: base + int64(p.open), Start: start, End: len(out)})
		}
	}
	startCtrl := func() {
		if ctrlStart < 0 {
			ctrlStart = len(out)
		}
	}

	for i < c1 {
		for ev < len(ps.events) && ps.events[ev].pos < i {
			ev++ // only in a line cut mid-escape: never loop on a passed event
		}
		next := c1
		if ev < len(ps.events) {
			next = ps.events[ev].pos
		}
		// Copy the plain run up to the next special byte or event.
		j := plainTo(w, max(i, min(plainEnd, next)), next)
		if j > i {
			endCtrl()
			out = append(out, w[i:j]...)
			i = j
		}
		if i >= c1 {
			break
		}
		if ev < len(ps.events) && i == ps.events[ev].pos {
			endCtrl()
			e := ps.events[ev]
			ev++
			p := ps.pairs[e.p]
			if !e.close {
				openAt[e.p] = len(out)
				if !ps.opts.HideBrackets {
					out = append(out, '[')
				}
				i++
				anchor(i)
				depth++
				continue
			}
			if !ps.opts.HideBrackets {
				out = append(out, ']')
			}
			start := openAt[e.p]
			if start < 0 {
				i++
				continue
			}
			addLink(p, start)
			openAt[e.p] = -1
			depth--
			i = p.destEnd + 1
			anchor(i)
			continue
		}
		if i >= next {
			continue
		}
		b := w[i]
		switch {
		case b == '\\':
			endCtrl()
			if i+1 < len(w) && isEscapable(w[i+1]) {
				out = append(out, w[i+1])
				i += 2
				anchor(i)
			} else {
				out = append(out, b)
				i++
			}
		case b == ':':
			endCtrl()
			if depth == 0 {
				if n, end := bareURL(w, i, next, c1, out, ch.segs[len(ch.segs)-1].disp); n > 0 {
					start := len(out) - n
					out = append(out, w[i:end]...)
					ch.Spans = append(ch.Spans, Span{Start: start, End: len(out), Kind: KindLink, ID: base + int64(i-n)})
					destAt = append(destAt, len(dests))
					dests = append(dests, w[i-n:end]...)
					ch.Links = append(ch.Links, Link{ID: base + int64(i-n), Start: start, End: len(out)})
					i = end
					continue
				}
			}
			out = append(out, b)
			i++
		case b == '<':
			endCtrl()
			if depth == 0 {
				if end := autolink(w, i, next, c1); end > 0 {
					out = append(out, '<')
					start := len(out)
					out = append(out, w[i+1:end]...)
					ch.Spans = append(ch.Spans, Span{Start: start, End: len(out), Kind: KindLink, ID: base + int64(i+1)})
					destAt = append(destAt, len(dests))
					dests = append(dests, w[i+1:end]...)
					ch.Links = append(ch.Links, Link{ID: base + int64(i+1), Start: start, End: len(out)})
					out = append(out, '>')
					i = end + 1
					continue
				}
			}
			out = append(out, b)
			i++
		case b == '\r' && i+1 < len(w) && w[i+1] == '\n':
			i++
			anchor(i)
		case b == 0x1B:
			startCtrl()
			n := escLen(w, i)
			if i+n > c1 {
				n = c1 - i
			}
			out = appendToken(out, b)
			for _, c := range w[i+1 : i+n] {
				if c < 0x20 || c >= 0x7F {
					out = appendToken(out, c)
				} else {
					out = append(out, c)
				}
			}
			i += n
			anchor(i)
		case b < 0x80:
			startCtrl()
			out = appendToken(out, b)
			i++
			anchor(i)
		default:
			r, n := utf8.DecodeRune(w[i:min(c1, len(w))])
			if (r == utf8.RuneError && n <= 1) || (r >= 0x80 && r <= 0x9F) {
				startCtrl()
				if n < 1 {
					n = 1
				}
				for k := 0; k < n; k++ {
					out = appendToken(out, w[i+k])
				}
				i += n
				anchor(i)
				continue
			}
			endCtrl()
			out = append(out, w[i:i+n]...)
			i += n
		}
	}
	endCtrl()
	// Links that go on past the chunk end here.
	for k, start := range openAt {
		if start < 0 {
			continue
		}
		addLink(ps.pairs[k], start)
	}
	// All destinations share one string: one allocation a chunk.
	if len(dests) > 0 {
		all := unsafe.String(&dests[0], len(dests))
		for k := range ch.Links {
			end := len(dests)
			if k+1 < len(destAt) {
				end = destAt[k+1]
			}
			ch.Links[k].Dest = all[destAt[k]:end]
		}
	}
	slices.SortFunc(ch.Links, func(a, b Link) int { return cmp.Compare(a.ID, b.ID) })
	ch.finishSpans()
	if len(out) > 0 {
		ch.Text = unsafe.String(&out[0], len(out))
	}
	ch.Lines = bytes.Count(out, []byte{'\n'})
	return ch
}

var schemes = []string{"https", "http", "ftp", "file", "mailto"}

// bareURL recognises a URL whose scheme ends just before the ":" at w[i]
// and was copied to out verbatim. It returns the scheme's length and the
// window offset where the URL ends, or 0.
func bareURL(w []byte, i, next, c1 int, out []byte, plainFrom int) (int, int) {
	n := 0
	for _, s := range schemes {
		if i >= len(s) && string(w[i-len(s):i]) == s && bytes.HasSuffix(out, []byte(s)) {
			n = len(s)
			break
		}
	}
	// The scheme must have been copied as it is, and not follow a letter
	// (unless what precedes it was a token or an escape sequence, as in a
	// coloured URL).
	start := len(out) - n
	if n == 0 || start < plainFrom {
		return 0, 0
	}
	if b := i - n - 1; start > plainFrom && b >= 0 && isWordByte(w[b]) {
		return 0, 0
	}
	limit := min(next, c1)
	if n != 6 { // not mailto: needs "//" and a host (file:/// may have none)
		if i+3 >= limit || w[i+1] != '/' || w[i+2] != '/' {
			return 0, 0
		}
		if w[i+3] == '/' && (n != 4 || string(w[i-4:i]) != "file") {
			return 0, 0
		}
	}
	end := urlEnd(w, i+1, limit)
	if end <= i+1 || (n != 6 && end <= i+3) {
		return 0, 0
	}
	return n, end
}

func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_'
}

// urlEnd scans URL bytes from k, then trims trailing punctuation and
// closing parentheses that have no opening partner in the URL.
func urlEnd(w []byte, k, limit int) int {
	j, open := k, 0 // open: unclosed "(" so far
	for j < limit && isURLByte(w[j]) {
		switch w[j] {
		case '(':
			open++
		case ')':
			open--
		}
		j++
	}
	for j > k {
		c := w[j-1]
		switch {
		case bytes.IndexByte([]byte(".,;:!?'*\""), c) >= 0:
		case c == ')' && open < 0:
			open++
		default:
			return j
		}
		j--
	}
	return j
}

func isURLByte(c byte) bool {
	if c <= 0x20 || c >= 0x7F {
		return false
	}
	switch c {
	case '<', '>', '"', '[', ']', '`', '\\', '{', '}', '|', '^':
		return false
	}
	return true
}

// autolink recognises "<scheme:...>" at w[i] on one line and returns the
// window offset of its ">", or 0.
func autolink(w []byte, i, next, c1 int) int {
	limit := min(next, c1, i+1+MaxLinkDest)
	k := i + 1
	ok := false
	for _, s := range schemes {
		if k+len(s) < limit && string(w[k:k+len(s)]) == s && w[k+len(s)] == ':' {
			ok = true
			break
		}
	}
	if !ok {
		return 0
	}
	for j := k; j < limit; j++ {
		switch c := w[j]; {
		case c == '>':
			return j
		case c <= 0x20 || c >= 0x7F || c == '<' || c == '[' || c == ']':
			return 0
		}
	}
	return 0
}
