package vt

import (
	"strconv"
	"strings"
)

// Pen is the part of the SGR state the tests look at: the attributes and
// colours a cell was printed with. A colour is -1 for the default, 0-255
// for a palette colour, or 1<<24 | 0xRRGGBB for a 24-bit one.
type Pen struct {
	Bold, Dim, Italic, Underline, Reverse, Strike bool
	Fg, Bg                                        int
}

// defaultPen is the pen after a reset.
var defaultPen = Pen{Fg: -1, Bg: -1}

// sgr changes the pen by the parameters of an SGR sequence.
func (v *Screen) sgr(params string) {
	if params == "" {
		params = "0"
	}
	ps := strings.Split(params, ";")
	num := func(s string) int {
		s, _, _ = strings.Cut(s, ":")
		n, _ := strconv.Atoi(s)
		return n
	}
	for i := 0; i < len(ps); i++ {
		code, sub, hasSub := strings.Cut(ps[i], ":")
		n, _ := strconv.Atoi(code)
		p := &v.pen
		switch {
		case n == 0:
			*p = defaultPen
		case n == 1:
			p.Bold = true
		case n == 2:
			p.Dim = true
		case n == 3:
			p.Italic = true
		case n == 4:
			p.Underline = !hasSub || sub != "0"
		case n == 7:
			p.Reverse = true
		case n == 9:
			p.Strike = true
		case n == 22:
			p.Bold, p.Dim = false, false
		case n == 23:
			p.Italic = false
		case n == 24:
			p.Underline = false
		case n == 27:
			p.Reverse = false
		case n == 29:
			p.Strike = false
		case n >= 30 && n <= 37:
			p.Fg = n - 30
		case n >= 90 && n <= 97:
			p.Fg = n - 90 + 8
		case n == 39:
			p.Fg = -1
		case n >= 40 && n <= 47:
			p.Bg = n - 40
		case n >= 100 && n <= 107:
			p.Bg = n - 100 + 8
		case n == 49:
			p.Bg = -1
		case n == 38 || n == 48:
			c := -1
			if i+2 < len(ps) && num(ps[i+1]) == 5 {
				c, i = num(ps[i+2]), i+2
			} else if i+4 < len(ps) && num(ps[i+1]) == 2 {
				c = 1<<24 | num(ps[i+2])<<16 | num(ps[i+3])<<8 | num(ps[i+4])
				i += 4
			}
			if n == 38 {
				p.Fg = c
			} else {
				p.Bg = c
			}
		}
	}
}

// PenAt is the pen the cell at column x of row y was printed with.
func (v *Screen) PenAt(x, y int) Pen {
	g := v.grid()
	if y < 0 || y >= len(g) || x < 0 || x >= len(g[y]) {
		return defaultPen
	}
	if c := g[y][x]; c.s != "" || c.cont {
		return c.pen
	}
	return defaultPen
}
