package widgets

import (
	"unicode/utf8"

	"github.com/gdamore/tcell/v2"

	"lwl/widgets/doc"
)

// Draw implements tview.Primitive: the label, then the part of the text
// around the cursor; every cell of the row is written once. It costs the
// cells shown, plus the text between where the last frame started and the
// cursor (after a paste or a jump to the end, once).
func (p *Prompt) Draw(screen tcell.Screen) {
	x, y, w, h := p.GetInnerRect()
	if w <= 0 || h <= 0 {
		return
	}
	for row := 1; row < h; row++ {
		putText(screen, x, y+row, w, "", p.style)
	}
	lw := min(textWidth(p.label), w)
	putText(screen, x, y, lw, p.label, p.labelStyle)
	x, w = x+lw, w-lw
	if w <= 0 {
		return
	}
	p.keepCursorVisible(w)
	e := &p.line
	col, cursor := 0, -1
	for i := p.scroll; i < len(e.buf); {
		if i == e.cur {
			cursor = col
		}
		n, cw, token := p.clusterAt(i)
		if col+cw > w {
			break
		}
		if token {
			for k := 0; k < n; k++ {
				b := e.buf[i+k]
				screen.Put(x+col, y, "<", p.style)
				screen.Put(x+col+1, y, hexDigits[b>>4:b>>4+1], p.style)
				screen.Put(x+col+2, y, hexDigits[b&15:b&15+1], p.style)
				screen.Put(x+col+3, y, ">", p.style)
				col += 4
			}
		} else if cw > 0 {
			screen.Put(x+col, y, e.view(i, i+n), p.style)
			col += cw
		}
		i += n
	}
	if e.cur == len(e.buf) && cursor < 0 {
		cursor = col
	}
	for c := col; c < w; c++ {
		screen.Put(x+c, y, " ", p.style)
	}
	if p.HasFocus() && cursor >= 0 && cursor < w {
		screen.ShowCursor(x+cursor, y)
	}
}

const hexDigits = "0123456789ABCDEF"

// clusterAt is the cluster of the text at byte i: its length, its width,
// and whether it is shown as hex tokens (<0A>), 4 cells a byte, because
// it is a control character (C0, DEL, C1) or a byte that is not UTF-8 —
// none of which may reach the terminal raw.
func (p *Prompt) clusterAt(i int) (n, width int, token bool) {
	e := &p.line
	b := e.buf[i]
	switch {
	case b < 0x20 || b == 0x7F:
		return 1, 4, true
	case b >= 0x80:
		r, rn := utf8.DecodeRune(e.buf[i:])
		if r == utf8.RuneError && rn == 1 {
			return 1, 4, true
		}
		if r <= 0x9F {
			return rn, 4 * rn, true
		}
	}
	n, width, _ = doc.Cluster(e.view(i, min(i+clusterMax, len(e.buf))), -1)
	return n, max(width, 0), false
}

// keepCursorVisible moves the start of what is shown so that the cursor
// is within w cells, and back when the text after it would leave room.
func (p *Prompt) keepCursorVisible(w int) {
	e := &p.line
	if p.scroll > e.cur {
		p.scroll = e.cur
	}
	// Columns of the clusters from scroll to the cursor.
	p.walk = p.walk[:0]
	col := 0
	for i := p.scroll; i < e.cur; {
		n, cw, _ := p.clusterAt(i)
		p.walk = append(p.walk, i, col)
		col += cw
		i += n
	}
	if col > w-1 { // the cursor's cell is past the edge
		for k := 0; k < len(p.walk); k += 2 {
			if col-p.walk[k+1] <= w-1 {
				p.scroll = p.walk[k]
				break
			}
		}
		if col-colAt(p.walk, p.scroll) > w-1 {
			p.scroll = e.cur // one cluster wider than the field
		}
		return
	}
	// Room left after the end: show more of what is before scroll.
	tail := col
	for i := e.cur; i < len(e.buf) && tail < w; {
		n, cw, _ := p.clusterAt(i)
		tail += cw
		i += n
	}
	for p.scroll > 0 {
		q := e.prev(p.scroll)
		_, cw, _ := p.clusterAt(q)
		if tail+cw > w-1 {
			break
		}
		p.scroll, tail = q, tail+cw
	}
}

// colAt is the column walk records for offset off (0 when not there).
func colAt(walk []int, off int) int {
	for k := 0; k < len(walk); k += 2 {
		if walk[k] == off {
			return walk[k+1]
		}
	}
	return 0
}
