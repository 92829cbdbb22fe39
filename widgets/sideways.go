package widgets

import "lwl/widgets/doc"

// With wrap: none a line runs past the right edge. Selecting a link or a
// match there (n, a search) scrolls sideways so it shows, as less -S does.

// columnOf is the display column of offset off in chunk c's row that
// starts at offset start.
func (v *DocumentView) columnOf(c *doc.Chunk, start, off int) int {
	col, state := 0, -1
	for i := start; i < off; {
		n, cw, st := doc.Cluster(c.Text[i:off], state)
		state = st
		if cw < 0 {
			cw = doc.TabWidth(col, v.opts.TabWidth)
		}
		col += cw
		i += n
	}
	return col
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
