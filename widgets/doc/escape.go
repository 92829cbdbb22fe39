package doc

import "bytes"

// Escape sequences in the text: SGR sets the line's style (sgr.go), OSC 8
// opens and closes links (osc8.go), erase-line is dropped, and everything
// else shows as tokens.

// escape handles the escape sequence at w[i]: SGR sets the style, OSC 8
// opens or closes a link, erase-line is dropped, and any other sequence
// (or one the chunk cuts) is shown as tokens.
func (p *pass) escape(i int) int {
	n := escLen(p.w, i)
	if i+n > p.c1 {
		n = p.c1 - i
	} else if params, ok := sgrParams(p.w, i, n); ok {
		p.sgr = applySGR(p.sgr, params)
		p.b.endControl()
		p.b.setStyle(p.sgr)
		p.b.anchor(i + n)
		return i + n
	} else if eraseLine(p.w, i, n) {
		p.b.anchor(i + n)
		return i + n
	} else if o, ok := parseOSC8(p.w, i, n); ok && !p.ps.opts.Source {
		return p.osc8Link(i, n, o)
	} else {
		n = p.sequenceLen(i, n)
	}
	p.escapeTokens(i, i+n)
	return i + n
}

// sequenceLen is how much the escape at w[i] (of escLen n) takes: n, or
// for a string (OSC, DCS, ...) not ended on its line the rest of the line,
// since a terminal would take that into it: all of it shows as tokens and
// nothing in it is a link. Every walk over escapes must agree on it.
func (p *pass) sequenceLen(i, n int) int {
	if n != 1 || i+1 >= p.c1 || !isStringIntro(p.w[i+1]) {
		return n
	}
	n = len(p.w[i:min(p.c1, i+maxOSC)])
	if k := bytes.IndexByte(p.w[i:i+n], '\n'); k >= 0 {
		n = k
	}
	return n
}

// isStringIntro reports whether ESC c starts a control string ended by ST
// or BEL: OSC, DCS, SOS, PM, APC.
func isStringIntro(c byte) bool { return c == ']' || c == 'P' || c == 'X' || c == '^' || c == '_' }

// resume sets the line state at the chunk's start from the part of its
// line before it (a chunk starts inside a line only when the line is
// longer than a chunk): the SGR sequences and OSC 8 links there.
func (p *pass) resume() {
	p.lineStart = bytes.LastIndexByte(p.w[:p.c0], '\n') + 1
	for k := p.lineStart; k < p.c0; {
		j := bytes.IndexByte(p.w[k:p.c0], 0x1B)
		if j < 0 {
			break
		}
		k += j
		if d := p.inDest(k); d >= 0 {
			k = d
			continue
		}
		n := p.sequenceLen(k, escLen(p.w, k))
		if params, ok := sgrParams(p.w, k, n); ok {
			p.sgr = applySGR(p.sgr, params)
		} else if o, ok := parseOSC8(p.w, k, n); ok && !p.ps.opts.Source {
			p.link.open = false
			if len(o.uri) > 0 {
				p.link = openLink{open: true, id: p.linkID(k, o), dest: o.uri}
			}
		}
		k += n
	}
	if p.link.open {
		p.depth++
	}
	p.b.setStyle(p.sgr)
}

// escapeTokens shows window bytes [i, end) of an escape sequence: ESC and
// any other control byte as hex tokens, the printable rest as it is, all
// in the control style.
func (p *pass) escapeTokens(i, end int) {
	b := &p.b
	b.token(0x1B)
	for k := i + 1; k < end; {
		if c := p.w[k]; c < 0x20 || c >= 0x7F {
			b.token(c)
			k++
			continue
		}
		j := k + 1 // a printable run goes in one piece
		for j < end && p.w[j] >= 0x20 && p.w[j] < 0x7F {
			j++
		}
		b.tokenText(p.w[k:j])
		k = j
	}
	b.anchor(end)
}
