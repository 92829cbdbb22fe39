package vt

import "strings"

// Hyperlink is the OSC 8 hyperlink a cell was printed with: its id=
// parameter ("" without one) and its URI. The zero Hyperlink is none.
//
// As in terminals that support OSC 8, the hyperlink is part of the pen:
// "ESC ] 8 ; PARAMS ; URI ST" opens one and every cell printed after it
// carries it, wherever the cursor moves, until "ESC ] 8 ; ; ST" (an empty
// URI) closes it. SGR resets do not close it; erased cells carry none.
type Hyperlink struct {
	ID, URI string
}

// osc8 takes an OSC string the program sent; an OSC 8 one opens or closes
// the hyperlink printed cells get.
func (v *Screen) osc8(s string) {
	rest, ok := strings.CutPrefix(s, "8;")
	if !ok {
		return
	}
	params, uri, ok := strings.Cut(rest, ";")
	if !ok || uri == "" {
		v.link = nil
		return
	}
	h := &Hyperlink{URI: uri}
	for p := range strings.SplitSeq(params, ":") {
		if id, ok := strings.CutPrefix(p, "id="); ok {
			h.ID = id
		}
	}
	if v.link != nil && *v.link == *h {
		return // the same one again: keep sharing it
	}
	v.link = h
}

// HyperlinkAt is the hyperlink the cell at column x of row y was printed
// with; the zero Hyperlink for none or a blank cell.
func (v *Screen) HyperlinkAt(x, y int) Hyperlink {
	g := v.grid()
	if y < 0 || y >= len(g) || x < 0 || x >= len(g[y]) {
		return Hyperlink{}
	}
	if c := g[y][x]; (c.s != "" || c.cont) && c.link != nil {
		return *c.link
	}
	return Hyperlink{}
}

// TextAt is the text of the cell at column x of row y: "" for a blank one
// never printed; the right half of a wide character has the character's.
func (v *Screen) TextAt(x, y int) string {
	g := v.grid()
	if y < 0 || y >= len(g) || x < 0 || x >= len(g[y]) {
		return ""
	}
	if g[y][x].cont && x > 0 {
		return g[y][x-1].s
	}
	return g[y][x].s
}

// Hyperlinked reports whether a hyperlink is open: cells printed now
// would carry it.
func (v *Screen) Hyperlinked() bool { return v.link != nil }
