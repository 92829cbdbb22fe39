package doc

import (
	"bytes"
	"slices"
	"unicode/utf8"
)

// pass is pass two over one chunk: it copies plain runs and hands each
// special byte and each link bracket to its handler, which tells the
// builder (builder.go) what to display. The handlers:
//
//	"[" "]" of a link      bracket (pairs from matchLinks, brackets.go)
//	"\\"                   backslash
//	":"                    colon: bare URLs (urls.go)
//	"<"                    angle: autolinks (urls.go)
//	"\r" before "\n"       dropped (special)
//	ESC                    escape (escape.go: SGR, OSC 8, erase-line, tokens)
//	BS                     backspace: overstrike (overstrike.go)
//	"\n" ending a style    endLine (run)
//	other C0, DEL          token
//	UTF-8, invalid bytes   nonASCII
//
// With ParseOptions.Source there are no links: no bracket pairs, and the
// backslash, colon, angle and OSC 8 handlers copy what they see. In a
// literal document (LiteralLinks) a bracket link's span runs from its "["
// to its ")", copied as any text is, and backslashes stay.
//
// A new syntax is one more handler; locality.go says what it must keep
// true for chunks and search.
type pass struct {
	ps     *parser
	w      []byte
	c0, c1 int
	b      builder
	ev     int // next link event
	hide   int // next hidden marker (ps.md.hide)
	next   int // window offset of the next link event, or c1
	depth  int // links open here: no bare URL or autolink inside one
	// plainEnd: window bytes before it are known plain (see plainTo)
	plainEnd int

	// The state of the current line, which its end resets.
	sgr  Style    // set by SGR sequences
	link openLink // OSC 8
	// lineStart is the window offset of the line the chunk starts in.
	lineStart int
	joins     map[int]int // see linkID; made when first needed
}

// linkEvents lists the link brackets inside the chunk in ps.events, marks
// in ps.openAt the links already open at its start, and returns where
// copying starts (after a destination the chunk starts inside).
func (p *pass) linkEvents() int {
	ps := p.ps
	ps.events = ps.events[:0]
	i := p.c0
	// openAt[k] is the display start of pair k's link while it is open.
	ps.openAt = slices.Grow(ps.openAt[:0], len(ps.pairs))[:len(ps.pairs)]
	for k, pr := range ps.pairs {
		ps.openAt[k] = -1
		end := ps.linkEnd(pr)
		if end < p.c0 {
			if pr.destEnd >= p.c0 { // chunk starts inside a hidden destination
				i = max(i, pr.destEnd+1)
			}
			continue
		}
		if pr.open >= p.c1 {
			continue
		}
		if pr.open < p.c0 {
			p.depth++
			ps.openAt[k] = 0
		} else {
			ps.events = append(ps.events, event{pr.open, false, k})
		}
		if end < p.c1 {
			ps.events = append(ps.events, event{end, true, k})
		}
	}
	slices.SortFunc(ps.events, func(a, b event) int { return a.pos - b.pos })
	return i
}

// run copies window bytes [i, c1) into the builder.
func (p *pass) run(i int) {
	for i < p.c1 {
		for p.ev < len(p.ps.events) && p.ps.events[p.ev].pos < i {
			// Only inside an escape sequence cut by the chunk or a string
			// not ended on its line: never loop on a passed event, and
			// end a link whose "]" was passed here.
			if e := p.ps.events[p.ev]; e.close && p.ps.openAt[e.p] >= 0 {
				p.endLink(p.ps.pairs[e.p], p.ps.openAt[e.p])
				p.ps.openAt[e.p] = -1
				p.depth--
			}
			p.ev++
		}
		p.next = p.c1
		if p.ev < len(p.ps.events) {
			p.next = p.ps.events[p.ev].pos
		}
		hidden := false
		if p.hide < len(p.ps.md.hide) {
			hidden = p.nextHidden(i)
		}
		// Copy the plain run up to the next special byte or event (or the
		// line's end, which ends the line's style and link).
		j := plainTo(p.w, max(i, min(p.plainEnd, p.next)), p.next)
		if p.inLine() {
			if k := bytes.IndexByte(p.w[i:j], '\n'); k >= 0 {
				j = i + k
			}
		}
		if j > i {
			p.b.text(p.w[i:j])
			i = j
		}
		switch {
		case i >= p.c1:
		case hidden && i == p.next:
			i = p.skipHidden(i)
		case p.w[i] == '\n':
			p.endLine()
			p.b.textByte('\n')
			i++
		case p.ev < len(p.ps.events) && i == p.ps.events[p.ev].pos:
			i = p.bracket(i)
		case i < p.next:
			i = p.special(i)
		}
	}
}

// bracket handles the "[" or "]" of a link at w[i].
func (p *pass) bracket(i int) int {
	b := &p.b
	e := p.ps.events[p.ev]
	p.ev++
	pr := p.ps.pairs[e.p]
	literal := p.ps.literal()
	if !e.close {
		b.endControl()
		p.ps.openAt[e.p] = b.at()
		if literal || !p.ps.opts.HideBrackets {
			b.textByte('[')
		}
		b.anchor(i + 1)
		p.depth++
		return i + 1
	}
	b.endControl()
	if literal { // the ")" that ends the destination shown
		b.textByte(')')
		if start := p.ps.openAt[e.p]; start >= 0 {
			p.endLink(pr, start)
			p.ps.openAt[e.p] = -1
			p.depth--
		}
		return i + 1
	}
	if !p.ps.opts.HideBrackets {
		b.textByte(']')
	}
	start := p.ps.openAt[e.p]
	if start < 0 {
		return i + 1
	}
	p.endLink(pr, start)
	p.ps.openAt[e.p] = -1
	p.depth--
	b.anchor(pr.destEnd + 1)
	return pr.destEnd + 1
}

// endLink ends the span of bracket link pr here; the chunk that holds its
// "[" lists the link.
func (p *pass) endLink(pr pair, start int) {
	if pr.open >= p.c0 {
		p.b.link(pr.open, start, p.w[pr.close+2:pr.destEnd], true)
	} else {
		p.b.linkSpan(pr.open, start)
	}
}

// special handles the byte at w[i] that plainTo stopped at, and returns
// where copying goes on.
func (p *pass) special(i int) int {
	switch c := p.w[i]; {
	case c == '\\':
		return p.backslash(i)
	case c == ':':
		return p.colon(i)
	case c == '<':
		return p.angle(i)
	case c == '\r' && i+1 < len(p.w) && p.w[i+1] == '\n':
		p.b.anchor(i + 1)
		return i + 1
	case c == 0x1B:
		return p.escape(i)
	case c == '\b':
		return p.backspace(i)
	case c < 0x80:
		return p.token(i)
	}
	return p.nonASCII(i)
}

// token shows the control byte at w[i] as a token, and with it the run of
// bytes after it that show as one token each (tokenRunEnd): a run costs one
// seg and one control span however long it is.
func (p *pass) token(i int) int {
	end := tokenRunEnd(p.w, i+1, min(p.c1, len(p.w)))
	p.b.tokenRun(p.w, i, end)
	p.b.anchor(end)
	return end
}

// tokenRunEnd is the end of the run of bytes from i (before end) that show
// as one token each whatever comes before them: C0 controls other than
// tab, line break, ESC and the "\r" of "\r\n"; DEL; bytes of invalid
// UTF-8 and of C1 controls. (A backspace after a control byte strikes
// nothing, so it is a token too.)
func tokenRunEnd(w []byte, i, end int) int {
	for i < end {
		c := w[i]
		switch {
		case c == '\t' || c == '\n' || c == 0x1B:
			return i
		case c == '\r':
			if i+1 < len(w) && w[i+1] == '\n' {
				return i
			}
			i++
		case c < 0x20 || c == 0x7F:
			i++
		case c < 0x80:
			return i
		default:
			r, n := utf8.DecodeRune(w[i:end])
			if !(r == utf8.RuneError && n <= 1) && !(r >= 0x80 && r <= 0x9F) {
				return i
			}
			i += max(n, 1)
		}
	}
	return end
}

// inLine reports whether the current line has a style or an open link,
// which its end must close.
func (p *pass) inLine() bool { return p.sgr != (Style{}) || p.link.open }

// endLine closes the line's style and link at its end.
func (p *pass) endLine() {
	p.endOSC8()
	p.sgr = Style{}
	p.b.setStyle(p.sgr)
}

// backslash: \[ \] \( \) show the bare character in a Markdown
// document; any other backslash stays.
func (p *pass) backslash(i int) int {
	if !p.ps.opts.Source && !p.ps.literal() && i+1 < len(p.w) && isEscapable(p.w[i+1]) && !p.ps.inCode(i) {
		p.b.textByte(p.w[i+1])
		p.b.anchor(i + 2)
		return i + 2
	}
	p.b.textByte('\\')
	return i + 1
}

// colon may end the scheme of a bare URL copied just before it.
func (p *pass) colon(i int) int {
	b := &p.b
	if p.depth == 0 && !p.ps.opts.Source {
		if scheme, end, long := bareURL(p.w, i, p.next, p.c1, b.out, b.lastAnchor()); scheme != "" {
			start := b.at() - len(scheme)
			b.text(p.w[i:end])
			b.link(i-len(scheme), start, p.w[i-len(scheme):end], false)
			b.ch.Links[len(b.ch.Links)-1].Long = long
			return end
		}
	}
	b.textByte(':')
	return i + 1
}

// angle may start an autolink, <scheme:...>.
func (p *pass) angle(i int) int {
	b := &p.b
	if p.depth == 0 && !p.ps.opts.Source {
		if end := autolink(p.w, i, p.next, p.c1); end > 0 {
			b.textByte('<')
			start := b.at()
			b.text(p.w[i+1 : end])
			b.link(i+1, start, p.w[i+1:end], false)
			b.textByte('>')
			return end + 1
		}
	}
	b.textByte('<')
	return i + 1
}

// nonASCII copies one UTF-8 character, or shows an invalid byte or a C1
// control as tokens.
func (p *pass) nonASCII(i int) int {
	r, n := utf8.DecodeRune(p.w[i:min(p.c1, len(p.w))])
	if (r == utf8.RuneError && n <= 1) || (r >= 0x80 && r <= 0x9F) {
		return p.token(i)
	}
	if hiddenInText(r) && !(r == 0xFEFF && p.b.base+int64(i) == 0) { // a byte order mark opening the text marks it as UTF-8
		var tok [12]byte
		p.b.tokenText(appendCodePoint(tok[:0], r))
		p.b.anchor(i + n)
		return i + n
	}
	p.b.text(p.w[i : i+n])
	return i + n
}

// nextHidden moves the hidden-marker cursor to the first marker that ends
// after i, brings p.next back to where it starts, and reports whether
// there is one before p.next.
func (p *pass) nextHidden(i int) bool {
	hide := p.ps.md.hide
	for p.hide < len(hide) && hide[p.hide].end <= i {
		p.hide++
	}
	if p.hide == len(hide) || max(hide[p.hide].start, i) >= p.next {
		return false
	}
	p.next = max(hide[p.hide].start, i)
	return true
}

// skipHidden leaves the marker at w[i] out of the display.
func (p *pass) skipHidden(i int) int {
	end := p.ps.md.hide[p.hide].end
	p.hide++
	p.b.endControl()
	p.b.anchor(end)
	return end
}
