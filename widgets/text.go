package widgets

import (
	"strings"

	"github.com/gdamore/tcell/v2"

	"lwl/widgets/doc"
)

// putText draws s (already sanitized) into exactly width cells at x, y,
// padding with spaces, and returns how many bytes of s it drew. A character
// that does not fit is left for the caller (the next row, or cut).
func putText(screen tcell.Screen, x, y, width int, s string, style tcell.Style) int {
	return putMarked(screen, x, y, width, s, style, marks{})
}

// marks are byte ranges of a text drawn in another style (the tokens of
// doc.Visible); base is the byte of that text where the s being drawn
// starts.
type marks struct {
	ranges [][2]int
	base   int
	style  tcell.Style
}

// styleAt is the style of byte i of s: st, or the marks' style inside one
// of the ranges.
func (m *marks) styleAt(i int, st tcell.Style) tcell.Style {
	i += m.base
	for len(m.ranges) > 0 && m.ranges[0][1] <= i {
		m.ranges = m.ranges[1:] // drawn left to right: passed ranges are done
	}
	if len(m.ranges) > 0 && m.ranges[0][0] <= i {
		return m.style
	}
	return st
}

// putMarked is putText with the marked ranges of s in the marks' style.
func putMarked(screen tcell.Screen, x, y, width int, s string, style tcell.Style, m marks) int {
	col, i, state := 0, 0, -1
	for i < len(s) {
		n, cw, st := doc.Cluster(s[i:], state)
		state = st
		cell := s[i : i+n]
		if cw < 0 || (n == 1 && (cell[0] < 0x20 || cell[0] == 0x7F)) {
			cell, cw = "?", 1
		}
		if col+cw > width {
			break
		}
		if cw > 0 {
			screen.Put(x+col, y, cell, m.styleAt(i, style))
		}
		col += cw
		i += n
	}
	for ; col < width; col++ {
		screen.Put(x+col, y, " ", style)
	}
	return i
}

// fitText is how many bytes of s putText draws in width cells.
func fitText(s string, width int) int {
	col, i, state := 0, 0, -1
	for i < len(s) {
		n, cw, st := doc.Cluster(s[i:], state)
		state = st
		if cw < 0 || (n == 1 && (s[i] < 0x20 || s[i] == 0x7F)) {
			cw = 1
		}
		if col+cw > width {
			break
		}
		col += cw
		i += n
	}
	return i
}

// textWidth is the number of cells s takes.
func textWidth(s string) int {
	w, state := 0, -1
	for i := 0; i < len(s); {
		n, cw, st := doc.Cluster(s[i:], state)
		state = st
		if cw < 0 {
			cw = 1
		}
		w += cw
		i += n
	}
	return w
}

// cut shortens s to width cells, ending it with "..." when it was longer.
func cut(s string, width int) string {
	if textWidth(s) <= width {
		return s
	}
	if width <= 3 {
		return "..."[:max(width, 0)]
	}
	return s[:fitText(s, width-3)] + "..."
}

// cutLeft shortens s to width cells by dropping its start, marked with "…";
// where it can, the kept end starts at a "/" (a path's last folders).
func cutLeft(s string, width int) string {
	rest := textWidth(s)
	if rest <= width {
		return s
	}
	if width < 2 {
		return ""
	}
	i, state := 0, -1
	for i < len(s) && rest > width-1 { // drop clusters until the rest fits beside "…"
		n, cw, st := doc.Cluster(s[i:], state)
		state = st
		rest -= max(cw, 1)
		i += n
	}
	if j := strings.IndexByte(s[i:], '/'); j > 0 && textWidth(s[i+j:]) >= (width-1)/2 {
		i += j
	}
	return "…" + s[i:]
}
