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

// sgrParam is one parameter of an SGR sequence: its value (-1 when empty)
// and whether it is a ':' sub-parameter of the one before.
type sgrParam struct {
	v   int32
	sub bool
}

// applySGR returns st changed by the SGR parameters params. Unknown or
// malformed parameters are ignored.
func applySGR(st Style, params []byte) Style {
	var buf [maxCSI]sgrParam
	ps := buf[:0]
	v, sub := int32(-1), false
	for k := 0; k <= len(params); k++ {
		if k == len(params) || params[k] == ';' || params[k] == ':' {
			ps = append(ps, sgrParam{v, sub})
			if k < len(params) {
				sub = params[k] == ':'
			}
			v = -1
			continue
		}
		if v < 0 {
			v = 0
		}
		if v < 1<<20 {
			v = v*10 + int32(params[k]-'0')
		}
	}
	for k := 0; k < len(ps); {
		// The group: the parameter and its ':' sub-parameters.
		end := k + 1
		for end < len(ps) && ps[end].sub {
			end++
		}
		code := max(ps[k].v, 0)
		subs := ps[k+1 : end]
		switch {
		case code == 38 || code == 48 || code == 58:
			var c Color
			var ok bool
			if len(subs) > 0 {
				c, ok = extendedColor(subs, true)
			} else {
				var used int
				c, ok, used = extendedColorSemi(ps[end:])
				end += used
			}
			if ok && code == 38 {
				st.Fg = c
			} else if ok && code == 48 {
				st.Bg = c
			} // 58: underline colour, not shown
		case code == 4 && len(subs) > 0:
			if subs[0].v == 0 {
				st.Attr &^= AttrUnderline
			} else {
				st.Attr |= AttrUnderline
			}
		default:
			st = sgrCode(st, code)
		}
		k = end
	}
	return st
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

// extendedColor reads the colour of a 38/48/58 parameter from its ':'
// sub-parameters: 5:N, 2:R:G:B, or 2:CS:R:G:B with a colour-space id.
func extendedColor(subs []sgrParam, colon bool) (Color, bool) {
	if len(subs) == 0 {
		return 0, false
	}
	switch subs[0].v {
	case 5:
		if len(subs) >= 2 && subs[1].v >= 0 && subs[1].v <= 255 {
			return PaletteColor(uint8(subs[1].v)), true
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
			v := max(rgb[k].v, 0)
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
// parameters after it (5;N or 2;R;G;B) and says how many it used.
func extendedColorSemi(rest []sgrParam) (Color, bool, int) {
	if len(rest) == 0 {
		return 0, false, 0
	}
	switch rest[0].v {
	case 5:
		n := min(2, len(rest))
		c, ok := extendedColor(rest[:n], false)
		return c, ok, n
	case 2:
		n := min(4, len(rest))
		c, ok := extendedColor(rest[:n], false)
		return c, ok, n
	}
	return 0, false, 1
}
