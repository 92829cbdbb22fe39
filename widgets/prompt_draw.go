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
	label := p.label + p.note
	lw := min(textWidth(label), w)
	putText(screen, x, y, lw, label, p.labelStyle)
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
		n, cw, shown := p.clusterAt(i)
		if col+cw > w {
			break
		}
		switch shown {
		case asBytes:
			for k := 0; k < n; k++ {
				b := e.buf[i+k]
				col = p.putToken(screen, x+col, y, "<", uint32(b), 2) - x
			}
		case asRunes:
			for _, r := range e.view(i, i+n) {
				col = p.putToken(screen, x+col, y, "<U+", uint32(r), hexLen(r)) - x
			}
		default:
			screen.Put(x+col, y, cellString(e.buf[i:i+n]), p.style)
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

// cellString is a cluster of the line as a string of its own. tcell keeps
// the string of every cell to compare with the next frame: a view of the
// line's buffer would change with the next edit (the buffer is edited in
// place), tcell would see no difference, and the screen would show the old
// text.
func cellString(b []byte) string {
	if len(b) == 1 && b[0] >= 0x20 && b[0] < 0x7F {
		return printableASCII[b[0]-0x20 : b[0]-0x20+1]
	}
	return string(b)
}

// How a cluster is shown: itself, or as tokens that no terminal acts on
// and the user can see.
const (
	asText  = iota
	asBytes // <0A> a byte: control characters, bytes that are not UTF-8
	asRunes // <U+200B> a character: a cluster that would take no cell
)

// putToken draws prefix, the n hex digits of v and ">" from column x, and
// returns the column after it.
func (p *Prompt) putToken(screen tcell.Screen, x, y int, prefix string, v uint32, n int) int {
	for k := 0; k < len(prefix); k++ {
		screen.Put(x, y, prefix[k:k+1], p.style)
		x++
	}
	for k := n - 1; k >= 0; k-- {
		d := v >> (4 * k) & 15
		screen.Put(x, y, hexDigits[d:d+1], p.style)
		x++
	}
	screen.Put(x, y, ">", p.style)
	return x + 1
}

// hexLen is the hex digits a <U+...> token shows for r: four at least.
func hexLen(r rune) int {
	n := 4
	for r>>(4*n) != 0 {
		n++
	}
	return n
}

// clusterAt is the cluster of the text at byte i: its length, its width,
// and how it is shown. Control characters (C0, DEL, C1) and bytes that are
// not UTF-8 show as byte tokens, never raw; a cluster that takes no cell
// (a zero-width space, a direction override) as character tokens, so that
// every cluster takes a cell (a line of them scrolls like any other) and
// what is searched for is what is seen.
func (p *Prompt) clusterAt(i int) (n, width, shown int) {
	e := &p.line
	b := e.buf[i]
	switch {
	case b < 0x20 || b == 0x7F:
		return 1, 4, asBytes
	case b >= 0x80:
		r, rn := utf8.DecodeRune(e.buf[i:])
		if r == utf8.RuneError && rn == 1 {
			return 1, 4, asBytes
		}
		if r <= 0x9F {
			return rn, 4 * rn, asBytes
		}
	}
	n, width, _ = doc.Cluster(e.view(i, min(i+clusterMax, len(e.buf))), -1)
	if width > 0 {
		return n, width, asText
	}
	for _, r := range e.view(i, i+n) {
		width += 4 + hexLen(r)
	}
	return n, width, asRunes
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
