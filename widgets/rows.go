package widgets

import (
	"strings"
	"weak"

	"lwl/widgets/doc"
)

// The wrap index: rows are found a logical line at a time, wrapped on demand
// and cached, never for the whole document.

// wrapKey names a line by its chunk, weakly: the cache must not keep alive
// chunks the document has evicted (on a stream of long lines every chunk
// is a new key, and parsed chunks are large).
type wrapKey struct {
	c  weak.Pointer[doc.Chunk]
	ls int
}

// The cache is cleared when it holds maxWrapCache lines or maxWrapRows
// row starts, whichever comes first: long lines have many rows.
const (
	maxWrapCache = 8192
	maxWrapRows  = 1 << 18
)

// lineMemo is the line line found last: the rows of a frame are mostly
// in one line or the next, and a line as long as its chunk was looked for
// in all of its 64 KB, byte by byte back to its start, for each row.
type lineMemo struct {
	c      weak.Pointer[doc.Chunk]
	n      int // the chunk's length then
	ls, le int
}

// line returns the logical line holding p: its chunk, start and end (the
// offset of its '\n', or the chunk's end).
func (v *DocumentView) line(p doc.Pos) (*doc.Chunk, int, int) {
	c := v.doc.Chunk(p.Chunk)
	off := min(p.Off, len(c.Text))
	if m := v.lastLine; m.ls <= off && off <= m.le && m.n == len(c.Text) && m.c.Value() == c {
		return c, m.ls, m.le
	}
	ls := strings.LastIndexByte(c.Text[:off], '\n') + 1
	le := strings.IndexByte(c.Text[ls:], '\n')
	if le < 0 {
		le = len(c.Text)
	} else {
		le += ls
	}
	v.lastLine = lineMemo{weak.Make(c), len(c.Text), ls, le}
	return c, ls, le
}

// rows returns the row starts (relative to ls) of the line [ls, le).
func (v *DocumentView) rows(c *doc.Chunk, ls, le int) []int {
	if fitsOneRow(c.Text[ls:le], v.textWidth) || v.opts.Wrap == doc.WrapNone {
		// Most lines: kept, they would be most of the cache's memory
		// (a megabyte for every 30 pages of a log) for nothing.
		return v.oneRow[:]
	}
	k := wrapKey{weak.Make(c), ls}
	if r, ok := v.wraps[k]; ok {
		return r
	}
	if len(v.wraps) >= maxWrapCache || v.wrapRows >= maxWrapRows {
		clear(v.wraps)
	}
	if len(v.wraps) == 0 {
		v.wrapRows = 0 // cleared here or elsewhere
	}
	r := doc.WrapLine(c.Text[ls:le], v.textWidth, v.opts.TabWidth, v.opts.Wrap, nil)
	v.wraps[k] = r
	v.wrapRows += len(r)
	return r
}

// fitsOneRow reports, without wrapping it, that line fits width cells: no
// character takes more cells than it has bytes but a tab.
func fitsOneRow(line string, width int) bool {
	return len(line) <= width && strings.IndexByte(line, '\t') < 0
}

// rowIndex is the index of the row of rows that holds relative offset off.
func rowIndex(rows []int, off int) int {
	i := 0
	for i+1 < len(rows) && rows[i+1] <= off {
		i++
	}
	return i
}

// rowStart moves p back to the start of the row that holds it.
func (v *DocumentView) rowStart(p doc.Pos) doc.Pos {
	if v.empty() {
		return doc.Pos{}
	}
	if p.Chunk >= v.doc.NumChunks() || p.Off >= len(v.doc.Chunk(p.Chunk).Text) {
		// Past a chunk's end: the next chunk's first row, or the last row.
		for k := p.Chunk + 1; k < v.doc.NumChunks(); k++ {
			if len(v.doc.Chunk(k).Text) > 0 {
				return doc.Pos{Chunk: k}
			}
		}
		return v.lastRow()
	}
	c, ls, le := v.line(p)
	rows := v.rows(c, ls, le)
	return doc.Pos{Chunk: p.Chunk, Off: ls + rows[rowIndex(rows, p.Off-ls)]}
}

// rowBounds returns the chunk and byte range of the row starting at p.
func (v *DocumentView) rowBounds(p doc.Pos) (*doc.Chunk, int, int) {
	c, ls, le := v.line(p)
	rows := v.rows(c, ls, le)
	r := rowIndex(rows, p.Off-ls)
	end := le
	if r+1 < len(rows) {
		end = ls + rows[r+1]
	}
	return c, p.Off, end
}

func (v *DocumentView) empty() bool {
	return v.doc.Size() == 0
}

// nextRowAll is the start of the row after the one starting at p, blank
// lines squeezed or not.
func (v *DocumentView) nextRowAll(p doc.Pos) (doc.Pos, bool) {
	if v.empty() {
		return p, false
	}
	c, ls, le := v.line(p)
	rows := v.rows(c, ls, le)
	if r := rowIndex(rows, p.Off-ls); r+1 < len(rows) {
		return doc.Pos{Chunk: p.Chunk, Off: ls + rows[r+1]}, true
	}
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

// prevRowAll is the start of the row before the one starting at p, blank
// lines squeezed or not.
func (v *DocumentView) prevRowAll(p doc.Pos) (doc.Pos, bool) {
	if v.empty() {
		return p, false
	}
	c, ls, le := v.line(p)
	rows := v.rows(c, ls, le)
	if r := rowIndex(rows, p.Off-ls); r > 0 {
		return doc.Pos{Chunk: p.Chunk, Off: ls + rows[r-1]}, true
	}
	if ls > 0 {
		return v.lastRowOfLine(doc.Pos{Chunk: p.Chunk, Off: ls - 1}), true
	}
	for k := p.Chunk - 1; k >= 0; k-- {
		t := v.doc.Chunk(k).Text
		if len(t) == 0 {
			continue
		}
		end := len(t)
		if t[end-1] == '\n' {
			end--
		}
		return v.lastRowOfLine(doc.Pos{Chunk: k, Off: end}), true
	}
	return p, false
}

// lastRowOfLine is the start of the last row of the line whose end (its
// '\n' or the chunk end) is at p.
func (v *DocumentView) lastRowOfLine(p doc.Pos) doc.Pos {
	c := v.doc.Chunk(p.Chunk)
	ls := strings.LastIndexByte(c.Text[:p.Off], '\n') + 1
	rows := v.rows(c, ls, p.Off)
	return doc.Pos{Chunk: p.Chunk, Off: ls + rows[len(rows)-1]}
}

// lastRow is the start of the document's last row.
func (v *DocumentView) lastRow() doc.Pos {
	end := v.doc.End()
	if v.empty() {
		return end
	}
	t := v.doc.Chunk(end.Chunk).Text
	if end.Off > 0 && t[end.Off-1] == '\n' {
		end.Off--
	}
	return v.lastRowOfLine(end)
}
