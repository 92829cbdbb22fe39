package widgets

import "lwl/widgets/doc"

// Squeezing blank lines (less's -s) happens in the walk from row to row
// alone: a run of blank lines shows as its first, the lines are still
// there to number, search and jump to.

// nextRow is the start of the row shown after the one starting at p.
func (v *DocumentView) nextRow(p doc.Pos) (doc.Pos, bool) {
	n, ok := v.nextRowAll(p)
	if !ok || !v.opts.Squeeze || !v.blankAt(p) {
		return n, ok
	}
	for ok && v.blankAt(n) {
		n, ok = v.nextRowAll(n)
	}
	if !ok {
		return p, false // the run ends the text: its first row is the last
	}
	return n, true
}

// prevRow is the start of the row shown before the one starting at p;
// with a header, none is above the first line after it.
func (v *DocumentView) prevRow(p doc.Pos) (doc.Pos, bool) {
	if end, ok := v.headerEnd(); ok && !end.Less(p) {
		return p, false
	}
	n, ok := v.prevRowAll(p)
	if !ok {
		return n, ok
	}
	return v.runStart(n), true
}

// blankAt reports whether the row starting at p is an empty line.
func (v *DocumentView) blankAt(p doc.Pos) bool {
	_, ls, le := v.line(p)
	return ls == le && p.Off == ls
}

// SetSqueeze turns squeezing blank lines on or off.
func (v *DocumentView) SetSqueeze(on bool) {
	v.opts.Squeeze = on
	v.top = v.rowStart(v.top)
}

// runStart is the first row of the run of blank lines p is in, when they
// are squeezed; otherwise p.
func (v *DocumentView) runStart(p doc.Pos) doc.Pos {
	if !v.opts.Squeeze || !v.blankAt(p) {
		return p
	}
	for {
		m, ok := v.prevRowAll(p)
		if !ok || !v.blankAt(m) {
			return p
		}
		p = m
	}
}
