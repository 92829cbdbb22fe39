package widgets

import "lwl/widgets/doc"

// The header (less's --header N, as ov): the document's first N lines are
// drawn at the top of the view at all times, and the text scrolls in the
// rows below them, never up into them.

// SetHeaderLines keeps the first n lines on top (0: none).
func (v *DocumentView) SetHeaderLines(n int) {
	v.opts.HeaderLines = max(n, 0)
	v.layout()
}

// headerEnd is the start of the first line after the header, and whether
// there is a header with a line after it: while the text is no longer
// than the header, it scrolls as any text.
func (v *DocumentView) headerEnd() (doc.Pos, bool) {
	if v.opts.HeaderLines == 0 || v.empty() {
		return doc.Pos{}, false
	}
	p := doc.Pos{}
	for i := 0; i < v.opts.HeaderLines; i++ {
		var ok bool
		if p, ok = v.nextLine(p); !ok {
			return doc.Pos{}, false
		}
	}
	return p, true
}

// nextLine is the start of the line after the one holding p.
func (v *DocumentView) nextLine(p doc.Pos) (doc.Pos, bool) {
	c, _, le := v.line(p)
	if le+1 < len(c.Text) {
		return doc.Pos{Chunk: p.Chunk, Off: le + 1}, true
	}
	for k := p.Chunk + 1; k < v.doc.NumChunks(); k++ {
		if len(v.doc.Chunk(k).Text) > 0 {
			return doc.Pos{Chunk: k}, true
		}
	}
	return p, false
}

// headerRowCount is how many screen rows the header takes in a view h
// rows high: its lines' rows, leaving at least one row for the text.
func (v *DocumentView) headerRowCount(h int) int {
	end, ok := v.headerEnd()
	if !ok {
		return 0
	}
	rows := 0
	for p, more := (doc.Pos{}), true; more && p.Less(end) && rows < h-1; rows++ {
		p, more = v.nextRowAll(p)
	}
	return rows
}

// clampBelowHeader keeps the top row below the header.
func (v *DocumentView) clampBelowHeader() {
	if end, ok := v.headerEnd(); ok && v.top.Less(end) {
		v.top = end
	}
}
