package doc

import "unicode/utf8"

// Overstrike is how man pages (through nroff) mark bold and underlined
// text for a printer: a character, a backspace, and a character struck
// over it. "c BS c" is bold, "_ BS c" and "c BS _" are underlined,
// "_ BS c BS c" both; any other "a BS b" shows b. The display holds the
// plain character, so search and wrap see the letters.

// printableRune reports whether r is shown as a character of its own (not a
// control or an invalid byte).
func printableRune(r rune, n int) bool {
	return n > 0 && r >= 0x20 && r != 0x7F && !(r >= 0x80 && r <= 0x9F) && !(r == utf8.RuneError && n <= 1)
}

// backspace handles the BS at w[i]: an overstrike of the character shown
// just before it, or else a token.
func (p *pass) backspace(i int) int {
	b := &p.b
	prev, n1 := utf8.DecodeLastRune(p.w[max(p.c0, i-utf8.UTFMax):i])
	at := b.at()
	// The character before must have been copied as it is, right before:
	// no anchor, span or token ends inside it.
	if !printableRune(prev, n1) || at-n1 < b.lastAnchor() || at-n1 < b.lastSpanEnd() ||
		string(b.out[at-n1:]) != string(p.w[i-n1:i]) {
		return p.token(i)
	}
	cur := p.w[i-n1 : i]
	var attr Attr
	j := i
	for j < p.c1 && p.w[j] == '\b' {
		r, n := utf8.DecodeRune(p.w[j+1 : min(p.c1, len(p.w))])
		if !printableRune(r, n) || r == '\n' {
			break
		}
		next := p.w[j+1 : j+1+n]
		c, _ := utf8.DecodeRune(cur)
		switch {
		case r == c:
			attr |= AttrBold
		case c == '_':
			attr |= AttrUnderline
			cur = next
		case r == '_':
			attr |= AttrUnderline
		default:
			cur = next
		}
		j += 1 + n
	}
	if j == i {
		return p.token(i)
	}
	b.unappend(n1)
	st := p.sgr
	st.Attr |= attr
	b.setStyle(st)
	b.text(cur)
	b.setStyle(p.sgr)
	b.anchor(j)
	return j
}
