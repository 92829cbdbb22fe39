package widgets

import (
	"slices"

	"github.com/gdamore/tcell/v2"

	"lwl/widgets/doc"
)

// ScreenLink is a link drawn on screen: its ID and the cell of its first
// visible character, relative to the view's inner rectangle.
type ScreenLink struct {
	ID       int64
	Row, Col int
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
	if row < 0 || row >= v.headerRows+v.height || v.empty() {
		return -1, false
	}
	p := v.top
	if row < v.headerRows {
		p = v.headerStart()
	} else {
		row -= v.headerRows
	}
	for r := 0; r < row; r++ {
		var ok bool
		if p, ok = v.nextRow(p); !ok {
			return -1, false
		}
	}
	c, start, end := v.rowBounds(p)
	walk, to := v.shownPart(c.Text, start, end, v.textWidth)
	spans := c.SpansIn(walk.i, to, nil)
	found, id := false, int64(-1)
	v.rowColumns(walk, func(off, cellCol, width int) bool {
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

// rowColumns calls f with each cluster of a row that shows on screen, from
// walk on (shownPart's): its offset, its column in the inner rectangle and
// its width, as drawRow lays the row out; f returns false to stop.
func (v *DocumentView) rowColumns(walk rowWalk, f func(off, col, width int) bool) {
	skip := 0
	if v.opts.Wrap == doc.WrapNone {
		skip = v.hscroll
	}
	left := v.textLeft()
	text, end := walk.text, len(walk.text)
	col, state := walk.col, walk.state
	for i := walk.i; i < end; {
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
	p, ok := v.top, true
	for row := 0; ok && row < v.height; row++ {
		if !v.rowLinks(p, seen, func(s doc.Span, _, col int) bool { return f(row, s, col) }) {
			return
		}
		p, ok = v.nextRow(p)
	}
}

// rowLinks calls f for each link of the row starting at p that is not in
// seen, at its first visible cell (its offset in the chunk's text and its
// column), and adds it to seen; f returns false to stop, and so does
// rowLinks.
func (v *DocumentView) rowLinks(p doc.Pos, seen map[int64]bool, f func(s doc.Span, off, col int) bool) bool {
	c, start, end := v.rowBounds(p)
	walk, to := v.shownPart(c.Text, start, end, v.textWidth)
	v.hintSpans = c.SpansIn(walk.i, to, v.hintSpans[:0])
	// Links in span order (by start); each wants the column of its first
	// character that shows.
	pending := v.hintPending[:0]
	for _, s := range v.hintSpans {
		if s.Kind == doc.KindLink && !seen[s.ID] {
			pending = append(pending, s)
		}
	}
	v.hintPending = pending
	if len(pending) == 0 {
		return true
	}
	goOn := true
	v.rowColumns(walk, func(off, col, _ int) bool {
		for len(pending) > 0 && pending[0].End <= off {
			pending = pending[1:] // scrolled out of sight to the left
		}
		for len(pending) > 0 && max(pending[0].Start, start) <= off {
			s := pending[0]
			pending = pending[1:]
			seen[s.ID] = true
			if !f(s, off, col) {
				goOn = false
				return false
			}
		}
		return len(pending) > 0
	})
	return goOn
}

// hintLayer is the labels DocumentView draws beside links in hint mode.
type hintLayer struct {
	hints     map[int64]string // link ID to label
	hintStyle tcell.Style
	hintSeen  map[int64]bool // the links labelled so far this frame
	cover     Cover          // drawn in the view's place, or nil (see SetCover)
	// numberStyle draws link numbers (doc.KindNumber spans).
	numberStyle tcell.Style
	// scratch for rowLinks and rowLabels
	hintSpans   []doc.Span
	hintPending []doc.Span
	rowLabels   []rowLabel
	rowDrops    []blankDrop
	rowKinds    [3][]blankDrop // blanksToGive's candidates, by kind
}

// rowLabel is a label drawn in a row just before the cell at off.
type rowLabel struct {
	off   int
	label string
}

// SetNumberStyle sets the style of link numbers (doc.ParseOptions.LinkNumbers).
func (v *DocumentView) SetNumberStyle(st tcell.Style) {
	v.numberStyle = st
	v.Invalidate()
}

// SetHints draws labels beside links, in style, from the next frame on and
// wherever the links are then, until SetHints(nil, ...). hints maps link
// IDs to labels. A label goes just before its link's first visible
// character and the rest of the row moves right to make room, so no text
// is hidden under a label; a row without room enough gives up blanks after
// its first label (and, with none left, its last cells).
func (v *DocumentView) SetHints(hints map[int64]string, style tcell.Style) {
	v.hints, v.hintStyle = hints, style
	v.Invalidate()
}

// labelsOf lists the labels of the row starting at p, screen row row of
// the text, in the order of their offsets, and the blanks that make room
// for them: Draw calls it for each row in turn, from the top.
func (v *DocumentView) labelsOf(row int, p doc.Pos) (labels []rowLabel, drops []blankDrop) {
	v.rowLabels = v.rowLabels[:0]
	if len(v.hints) == 0 {
		return nil, nil
	}
	if row == 0 || v.hintSeen == nil {
		if v.hintSeen == nil {
			v.hintSeen = map[int64]bool{}
		}
		clear(v.hintSeen)
	}
	v.rowLinks(p, v.hintSeen, func(s doc.Span, off, _ int) bool {
		if label, ok := v.hints[s.ID]; ok && label != "" {
			v.rowLabels = append(v.rowLabels, rowLabel{off: off, label: label})
		}
		return true
	})
	if len(v.rowLabels) == 0 {
		return nil, nil
	}
	need, last := 0, -1
	for _, l := range v.rowLabels {
		if l.off == last {
			need++ // the blank between two labels
		}
		need += len(l.label)
		last = l.off
	}
	return v.rowLabels, v.blanksToGive(p, need)
}

// blankDrop is a blank of a row that gives up cells for labels.
type blankDrop struct{ off, cells int }

// blanksToGive chooses the blanks of the row starting at p that give up
// cells so that need more cells of labels fit: a tab's cells but one and
// a second blank in a run first, then single blanks outside links, then
// inside them, each kind from the row's end. It returns them by offset.
func (v *DocumentView) blanksToGive(p doc.Pos, need int) []blankDrop {
	c, start, end := v.rowBounds(p)
	walk, _ := v.shownPart(c.Text, start, end, v.textWidth)
	v.rowDrops = v.rowDrops[:0]
	used := 0
	kinds := &v.rowKinds
	for k := range kinds {
		kinds[k] = kinds[k][:0]
	}
	prevBlank := false
	links := linkCover{spans: v.hintSpans}
	v.rowColumns(walk, func(off, col, width int) bool {
		used = col + width - v.textLeft()
		b := c.Text[off]
		blank := b == ' ' || b == '\t'
		inLink := links.covers(off)
		switch {
		case b == '\t' && width > 1:
			kinds[0] = append(kinds[0], blankDrop{off, width - 1})
		case blank && prevBlank:
			kinds[0] = append(kinds[0], blankDrop{off, 1})
		case blank && !inLink:
			kinds[1] = append(kinds[1], blankDrop{off, 1})
		case blank:
			kinds[2] = append(kinds[2], blankDrop{off, 1})
		}
		prevBlank = blank
		return true
	})
	over := need - (v.textWidth - used)
	for _, kind := range *kinds {
		for i := len(kind) - 1; i >= 0 && over > 0; i-- {
			d := kind[i]
			d.cells = min(d.cells, over)
			over -= d.cells
			v.rowDrops = append(v.rowDrops, d)
		}
	}
	slices.SortFunc(v.rowDrops, func(a, b blankDrop) int { return a.off - b.off })
	return v.rowDrops
}

// linkCover answers whether offsets, asked in increasing order, are in
// a link of spans (sorted by start, as SpansIn returns them): one pass
// over the spans for a whole row rather than one per cell.
type linkCover struct {
	spans []doc.Span
	next  int // the first span not yet started
	end   int // the furthest end of the links started so far
}

func (l *linkCover) covers(off int) bool {
	for l.next < len(l.spans) && l.spans[l.next].Start <= off {
		if s := l.spans[l.next]; s.Kind == doc.KindLink {
			l.end = max(l.end, s.End)
		}
		l.next++
	}
	return off < l.end
}

// drawLabels draws the labels due before the cell at off, at column col of
// the row, and returns the labels left and the cells drawn. Two labels in
// a row are set apart by a blank, so they never read as one.
func (v *DocumentView) drawLabels(screen tcell.Screen, x, y, col, width, off int, labels []rowLabel) ([]rowLabel, int) {
	n := 0
	for len(labels) > 0 && labels[0].off <= off {
		if n > 0 && col+n < width {
			v.put(screen, x+col+n, y, " ", v.styles.Text)
			n++
		}
		for k := 0; k < len(labels[0].label) && col+n < width; k++ {
			v.put(screen, x+col+n, y, labels[0].label[k:k+1], v.hintStyle)
			n++
		}
		labels = labels[1:]
	}
	return labels, n
}
