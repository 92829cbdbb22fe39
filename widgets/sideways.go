package widgets

import "lwl/widgets/doc"

// With wrap: none a line runs past the right edge. Selecting a link or a
// match there (n, a search) scrolls sideways so it shows, as less -S does.
// A row is then up to a chunk long, so drawing it, finding its links and
// placing an item walk only from its start to the right edge, printable
// ASCII a run at a time, and style only the part that shows.

// rowWalk walks a row's clusters as drawRow lays them out: i is the offset
// of the next cluster in text, col its column from the row's start, state
// the uniseg state before it.
type rowWalk struct {
	text          string // the row's text up to where a cluster may reach
	tabWidth      int
	i, col, state int
}

// noLimit is a column past any a row reaches.
const noLimit = int(^uint(0) >> 2)

// advance moves over the clusters that end at or before column limit, and
// the zero-width ones, stopping before the first that reaches past it.
func (w *rowWalk) advance(limit int) {
	for w.i < len(w.text) {
		// Looked at no further than the columns left, and one more byte.
		end := min(len(w.text), w.i+max(limit-w.col, 0)+1)
		if r := doc.PrintableRun(w.text[w.i:end]); r > 1 || (r == 1 && w.i+1 == len(w.text)) {
			if w.i+r < len(w.text) {
				r-- // it may start a cluster with what follows
			}
			n := min(r, limit-w.col)
			if n <= 0 {
				return
			}
			w.i, w.col, w.state = w.i+n, w.col+n, -1
			if n < r {
				return
			}
			continue
		}
		n, cw, st := doc.Cluster(w.text[w.i:], w.state)
		if cw < 0 {
			cw = doc.TabWidth(w.col, w.tabWidth)
		}
		if cw > 0 && w.col+cw > limit {
			return
		}
		w.i, w.col, w.state = w.i+n, w.col+cw, st
	}
}

// clusterEnd is the end of the cluster at w.i (w.i at the end).
func (w *rowWalk) clusterEnd() int {
	if w.i >= len(w.text) {
		return w.i
	}
	n, _, _ := doc.Cluster(w.text[w.i:], w.state)
	return w.i + n
}

// shownPart is where drawing the row [start, end) of text width cells
// wide begins: the walk stands before the first cluster that reaches past
// the columns scrolled off to the left (all of the row but with wrap:
// none). to is the end of the first cluster that reaches past the right
// edge (or end): no byte after it is drawn.
func (v *DocumentView) shownPart(text string, start, end, width int) (w rowWalk, to int) {
	w = rowWalk{text: text[:end], tabWidth: v.opts.TabWidth, i: start, state: -1}
	if v.opts.Wrap != doc.WrapNone {
		return w, end
	}
	w.advance(v.hscroll)
	right := w
	right.advance(v.hscroll + width)
	return w, right.clusterEnd()
}

// columnOf is the display column of offset off in chunk c's row that
// starts at offset start.
func (v *DocumentView) columnOf(c *doc.Chunk, start, off int) int {
	w := rowWalk{text: c.Text[:off], tabWidth: v.opts.TabWidth, i: start, state: -1}
	w.advance(noLimit)
	return w.col
}

// itemColumns is the columns [from, to) an item takes in its first row,
// and false when that row is not in the item's chunk.
func (v *DocumentView) itemColumns(it doc.Item) (from, to int, ok bool) {
	row := v.rowStart(it.Start)
	if row.Chunk != it.Start.Chunk {
		return 0, 0, false
	}
	c, rs, re := v.rowBounds(row)
	off := min(max(it.Start.Off, rs), re)
	from = v.columnOf(c, rs, off)
	to = from + 1
	if it.End.Chunk == it.Start.Chunk && it.End.Off > off {
		to = v.columnOf(c, rs, min(it.End.Off, re))
	}
	return from, to, true
}

// ColumnsOnScreen reports whether some of the item's first row is within
// the columns shown: with wrap: none, a line's end may be scrolled out of
// sight; otherwise every column shows.
func (v *DocumentView) ColumnsOnScreen(it doc.Item) bool {
	if v.opts.Wrap != doc.WrapNone || v.empty() {
		return true
	}
	from, to, ok := v.itemColumns(it)
	return !ok || (to > v.hscroll && from < v.hscroll+v.textWidth)
}

// revealColumns scrolls sideways (WrapNone only) so that the item's start
// is on screen, half a screen in when it was off, and its end too when
// the item fits.
func (v *DocumentView) revealColumns(it doc.Item) {
	if v.opts.Wrap != doc.WrapNone || v.empty() {
		return
	}
	from, to, ok := v.itemColumns(it)
	if !ok {
		return
	}
	w := v.textWidth
	if from >= v.hscroll && to <= v.hscroll+w {
		return
	}
	h := max(from-w/2, 0)
	if to > h+w {
		h = to - w
	}
	v.hscroll = min(h, from)
}
