package widgets

import (
	"github.com/gdamore/tcell/v2"

	"lwl/widgets/doc"
)

// ScreenLink is a link drawn on screen: its ID and the cell of its first
// visible character, relative to the view's inner rectangle.
type ScreenLink struct {
	ID       int64
	Row, Col int
}

// Hint is a label drawn over the first cells of a link (see SetHints).
type Hint struct {
	Row, Col int // relative to the view's inner rectangle
	Label    string
}

// VisibleLinks lists the links drawn on screen now, top to bottom and left
// to right, each once, at its first visible cell. A link that starts above
// the screen is listed at its first row on screen.
func (v *DocumentView) VisibleLinks() []ScreenLink {
	var out []ScreenLink
	v.eachRowLink(func(row int, s doc.Span, col int) bool {
		out = append(out, ScreenLink{ID: s.ID, Row: row, Col: col})
		return true
	})
	return out
}

// LinkAt returns the link drawn at cell (col, row) of the view's inner
// rectangle, if any (for a mouse click).
func (v *DocumentView) LinkAt(col, row int) (int64, bool) {
	if row < 0 || row >= v.height || v.empty() {
		return -1, false
	}
	p := v.top
	for r := 0; r < row; r++ {
		var ok bool
		if p, ok = v.nextRow(p); !ok {
			return -1, false
		}
	}
	c, start, end := v.rowBounds(p)
	spans := c.SpansIn(start, end, nil)
	found, id := false, int64(-1)
	v.rowColumns(c.Text, start, end, func(off, cellCol, width int) bool {
		if col < cellCol || col >= cellCol+width {
			return cellCol <= col
		}
		for _, s := range spans {
			if s.Kind == doc.KindLink && s.Start <= off && off < s.End {
				found, id = true, s.ID // the innermost (latest starting) wins
			}
		}
		return false
	})
	return id, found
}

// textLeft is the first column of text in the inner rectangle: after the
// line-number gutter and the padding, as Draw places it.
func (v *DocumentView) textLeft() int {
	_, _, w, _ := v.GetInnerRect()
	pad := v.opts.Padding
	if w-2*pad-v.gutter < 1 {
		pad = 0
	}
	return v.gutter + pad
}

// rowColumns calls f with each cluster of text[start:end] that shows on
// screen: its offset, its column in the inner rectangle and its width, as
// drawRow lays the row out; f returns false to stop.
func (v *DocumentView) rowColumns(text string, start, end int, f func(off, col, width int) bool) {
	skip := 0
	if v.opts.Wrap == doc.WrapNone {
		skip = v.hscroll
	}
	left := v.textLeft()
	col, state := 0, -1
	for i := start; i < end; {
		n, cw, st := doc.Cluster(text[i:end], state)
		state = st
		if cw < 0 {
			cw = doc.TabWidth(col, v.opts.TabWidth)
		}
		if cw > 0 {
			if col+cw-skip > v.textWidth {
				return
			}
			if col >= skip && !f(i, left+col-skip, cw) {
				return
			}
		}
		col += max(cw, 0)
		i += n
	}
}

// eachRowLink calls f for every link on screen at its first visible cell,
// in screen order; f returns false to stop.
func (v *DocumentView) eachRowLink(f func(row int, s doc.Span, col int) bool) {
	if v.empty() {
		return
	}
	seen := map[int64]bool{}
	var spans []doc.Span
	p, ok := v.top, true
	for row := 0; ok && row < v.height; row++ {
		c, start, end := v.rowBounds(p)
		spans = c.SpansIn(start, end, spans[:0])
		// Links in span order (by start); each wants the column of its
		// first character that shows.
		var pending []doc.Span
		for _, s := range spans {
			if s.Kind == doc.KindLink && !seen[s.ID] {
				pending = append(pending, s)
			}
		}
		if len(pending) > 0 {
			stop := false
			v.rowColumns(c.Text, start, end, func(off, col, _ int) bool {
				for len(pending) > 0 && pending[0].End <= off {
					pending = pending[1:] // scrolled out of sight to the left
				}
				for len(pending) > 0 && max(pending[0].Start, start) <= off {
					s := pending[0]
					pending = pending[1:]
					seen[s.ID] = true
					if !f(row, s, col) {
						stop = true
						return false
					}
				}
				return len(pending) > 0
			})
			if stop {
				return
			}
		}
		p, ok = v.nextRow(p)
	}
}

// hintLayer is the labels DocumentView draws over links in hint mode.
type hintLayer struct {
	hints     []Hint
	hintStyle tcell.Style
	hintAt    int   // the first hint of the row being drawn
	cover     Cover // drawn in the view's place, or nil (see SetCover)
	// numberStyle draws link numbers (doc.KindNumber spans).
	numberStyle tcell.Style
}

// SetNumberStyle sets the style of link numbers (doc.ParseOptions.LinkNumbers).
func (v *DocumentView) SetNumberStyle(st tcell.Style) {
	v.numberStyle = st
	v.Invalidate()
}

// SetHints draws labels over links' first cells in style, from the next
// frame on, until SetHints(nil, ...). hints must be sorted by row.
func (v *DocumentView) SetHints(hints []Hint, style tcell.Style) {
	v.hints, v.hintStyle = hints, style
	v.Invalidate()
}

// drawHints draws the labels of row (at screen row y, the inner rectangle
// starting at column x, w cells wide) over what the row drew: called by
// Draw after each row, before the row's plain cells go out.
func (v *DocumentView) drawHints(screen tcell.Screen, x, y, row, w int) {
	if len(v.hints) == 0 {
		return
	}
	if row == 0 {
		v.hintAt = 0
	}
	for v.hintAt < len(v.hints) && v.hints[v.hintAt].Row < row {
		v.hintAt++
	}
	for i := v.hintAt; i < len(v.hints) && v.hints[i].Row == row; i++ {
		h := v.hints[i]
		for k := 0; k < len(h.Label) && h.Col+k < w; k++ {
			col := h.Col + k
			if col < 0 {
				continue
			}
			if v.direct != nil {
				v.rowCells[col] = 0 // tcell's cell now
			}
			screen.Put(x+col, y, h.Label[k:k+1], v.hintStyle)
		}
	}
}
