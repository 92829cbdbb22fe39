package doc

// SGR ("select graphic rendition", ESC [ ... m) sequences in the text set
// the style of what follows, to the end of the line, as less -R shows them.

// sgrParams reports whether the CSI sequence w[i:i+n] is an SGR sequence
// and returns its parameter bytes: only digits, ';' and ':' may come
// between "ESC [" and "m" (a private marker such as '>' makes it another
// sequence, shown as tokens).
func sgrParams(w []byte, i, n int) ([]byte, bool) {
	if n < 3 || w[i+1] != '[' || w[i+n-1] != 'm' {
		return nil, false
	}
	params := w[i+2 : i+n-1]
	for _, c := range params {
		if (c < '0' || c > '9') && c != ';' && c != ':' {
			return nil, false
		}
	}
	return params, true
}

// eraseLine reports whether the CSI sequence w[i:i+n] is "erase to the end
// of the line" (ESC [ K or ESC [ 0 K), which grep --color sends after each
// match and which a pager drops.
func eraseLine(w []byte, i, n int) bool {
	s := string(w[i : i+n])
	return s == "\x1b[K" || s == "\x1b[0K"
}

// sgrReader reads the parameters of an SGR sequence one at a time, with
// no buffer to fill (parsing runs once per SGR sequence in coloured text).
type sgrReader struct {
	b []byte
	k int // next byte to read; len(b)+1 when done
}

// next returns the next parameter (-1 when empty) and whether there was
// one.
func (r *sgrReader) next() (int32, bool) {
	if r.k > len(r.b) {
		return 0, false
	}
	v := int32(-1)
	for ; r.k < len(r.b) && r.b[r.k] != ';' && r.b[r.k] != ':'; r.k++ {
		if v < 0 {
			v = 0
		}
		if v < 1<<20 {
			v = v*10 + int32(r.b[r.k]-'0')
		}
	}
	r.k++ // past the separator, or past the end
	return v, true
}

// sub reports whether the next parameter is a ':' sub-parameter of the one
// just read.
func (r *sgrReader) sub() bool { return r.k <= len(r.b) && r.k > 0 && r.b[r.k-1] == ':' }

// subs reads the ':' sub-parameters of the parameter just read into buf
// (more than fit are skipped) and returns how many it kept.
func (r *sgrReader) subs(buf []int32) int {
	n := 0
	for r.sub() {
		v, _ := r.next()
		if n < len(buf) {
			buf[n] = v
			n++
		}
	}
	return n
}

// applySGR returns st changed by the SGR parameters params. Unknown or
// malformed parameters are ignored.
func applySGR(st Style, params []byte) Style {
	r := sgrReader{b: params}
	var buf [5]int32
	for {
		v, ok := r.next()
		if !ok {
			return st
		}
		code := max(v, 0)
		switch {
		case code == 38 || code == 48 || code == 58:
			var c Color
			if r.sub() {
				n := r.subs(buf[:])
				c, ok = extendedColor(buf[:n], true)
			} else {
				c, ok = extendedColorSemi(&r)
			}
			if ok && code == 38 {
				st.Fg = c
			} else if ok && code == 48 {
				st.Bg = c
			} // 58: underline colour, not shown
		case code == 4 && r.sub():
			if n := r.subs(buf[:]); n > 0 && buf[0] == 0 {
				st.Attr &^= AttrUnderline
			} else {
				st.Attr |= AttrUnderline
			}
		default:
			r.subs(buf[:0]) // sub-parameters of anything else: ignored
			st = sgrCode(st, code)
		}
	}
}

// sgrCode applies one plain SGR code.
func sgrCode(st Style, code int32) Style {
	switch {
	case code == 0:
		return Style{}
	case code == 1:
		st.Attr |= AttrBold
	case code == 2:
		st.Attr |= AttrDim
	case code == 3:
		st.Attr |= AttrItalic
	case code == 4 || code == 21:
		st.Attr |= AttrUnderline
	case code == 7:
		st.Attr |= AttrReverse
	case code == 9:
		st.Attr |= AttrStrike
	case code == 22:
		st.Attr &^= AttrBold | AttrDim
	case code == 23:
		st.Attr &^= AttrItalic
	case code == 24:
		st.Attr &^= AttrUnderline
	case code == 27:
		st.Attr &^= AttrReverse
	case code == 29:
		st.Attr &^= AttrStrike
	case code >= 30 && code <= 37:
		st.Fg = PaletteColor(uint8(code - 30))
	case code == 39:
		st.Fg = 0
	case code >= 40 && code <= 47:
		st.Bg = PaletteColor(uint8(code - 40))
	case code == 49:
		st.Bg = 0
	case code >= 90 && code <= 97:
		st.Fg = PaletteColor(uint8(code - 90 + 8))
	case code >= 100 && code <= 107:
		st.Bg = PaletteColor(uint8(code - 100 + 8))
	}
	// 5, 6 (blink), 8 (conceal) and the rest: ignored.
	return st
}

// extendedColor reads the colour of a 38/48/58 parameter from its
// sub-parameters: 5:N, 2:R:G:B, or (colon) 2:CS:R:G:B with a colour-space
// id.
func extendedColor(subs []int32, colon bool) (Color, bool) {
	if len(subs) == 0 {
		return 0, false
	}
	switch subs[0] {
	case 5:
		if len(subs) >= 2 && subs[1] >= 0 && subs[1] <= 255 {
			return PaletteColor(uint8(subs[1])), true
		}
	case 2:
		rgb := subs[1:]
		if colon && len(rgb) >= 4 {
			rgb = rgb[1:] // colour-space id
		}
		if len(rgb) < 3 {
			return 0, false
		}
		var c [3]uint8
		for k := range c {
			v := max(rgb[k], 0)
			if v > 255 {
				return 0, false
			}
			c[k] = uint8(v)
		}
		return RGBColor(c[0], c[1], c[2]), true
	}
	return 0, false
}

// extendedColorSemi reads the colour of a 38/48/58 parameter from the ';'
// parameters after it: 5;N or 2;R;G;B.
func extendedColorSemi(r *sgrReader) (Color, bool) {
	var buf [4]int32
	kind, ok := r.next()
	if !ok {
		return 0, false
	}
	buf[0] = kind
	n := 1
	want := 0
	switch kind {
	case 5:
		want = 2
	case 2:
		want = 4
	default:
		return 0, false
	}
	for ; n < want; n++ {
		if buf[n], ok = r.next(); !ok {
			return 0, false
		}
	}
	return extendedColor(buf[:n], false)
}
