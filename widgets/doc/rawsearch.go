package doc

import (
	"bytes"
	"unsafe"
)

// RawNeedle is a literal that every match holds and that can show in the
// display text only where it stands in the source too (see
// sourceHoldsDisplayed), so a chunk whose source lacks it has no match and
// need not be parsed. ok is false when there is no such literal: every
// chunk must then be searched.
func (q *Query) RawNeedle(hideBrackets bool) (needle string, fold bool, ok bool) {
	switch {
	case q.literal != "":
		needle, fold = q.literal, q.fold
	case q.re != nil:
		needle, _ = q.re.LiteralPrefix()
	}
	if !sourceHoldsDisplayed(needle, hideBrackets) {
		return "", false, false
	}
	return needle, fold, true
}

// ChunkWalk hands out, in order, the chunks of a range that may hold a
// query's matches. It reads the source a block ahead of what it handed
// out, not the whole range first: a search's first match, and the pages
// turned meanwhile, do not wait for a pass over a long file.
type ChunkWalk struct {
	d        *Document
	needle   string
	fold     bool
	raw      bool  // false: every chunk is handed out
	next     int   // the next chunk not yet looked at
	end      int   // the range's end (a chunk index, exclusive)
	off      int64 // raw: the source offset of the next block to read
	stopAt   int64 // raw: where the range's source ends
	found    []int // raw: candidates read but not yet handed out
	buf      []byte
	finished bool
}

// WalkChunks walks chunks [from, to) that may hold q's matches: the raw
// candidates when q has a safe literal (see RawNeedle), else all.
func (d *Document) WalkChunks(q *Query, from, to int) *ChunkWalk {
	if needle, fold, ok := q.RawNeedle(d.ps.opts.HideBrackets || d.ps.hidesMarkers()); ok {
		return d.rawWalk(needle, fold, from, to)
	}
	return &ChunkWalk{d: d, next: from, end: to}
}

func (d *Document) rawWalk(needle string, fold bool, from, to int) *ChunkWalk {
	w := &ChunkWalk{d: d, needle: needle, fold: fold, raw: true, next: from, end: to}
	w.off, _ = d.chunkStart(from)
	w.stopAt = d.size
	if to < d.NumChunks() {
		w.stopAt, _ = d.chunkStart(to)
	}
	return w
}

// Next is the next chunk of the walk; ok is false at its end or once stop
// said so (polled between blocks).
func (w *ChunkWalk) Next(stop func() bool) (k int, ok bool) {
	if !w.raw {
		if w.next >= w.end || stop() {
			return 0, false
		}
		w.next++
		return w.next - 1, true
	}
	for len(w.found) == 0 {
		if w.finished || w.off >= w.stopAt || stop() {
			return 0, false
		}
		w.readBlock()
	}
	k = w.found[0]
	w.found = w.found[1:]
	return k, true
}

// readBlock looks for candidates in the next block of the source.
func (w *ChunkWalk) readBlock() {
	const block = 1 << 20
	d, off := w.d, w.off
	if w.buf == nil {
		w.buf = make([]byte, block+len(w.needle))
	}
	w.off += block
	n, _ := d.src.ReadAt(w.buf[:min(int64(len(w.buf)), d.size-off)], off)
	b := w.buf[:n]
	hidden := nextHidden(b, 0)
	for i := 0; i < len(b); {
		if hidden < i {
			hidden = nextHidden(b, i)
		}
		j := indexNeedle(b[i:], w.needle, w.fold)
		if hidden < len(b) && (j < 0 || hidden-i < j) {
			j = hidden - i // text the display drops may hide a match (see locality.go)
		}
		if j < 0 || i+j >= block {
			return // a hit starting in the overlap belongs to the next block
		}
		if off+int64(i+j) >= w.stopAt {
			w.finished = true
			return
		}
		k := d.ChunkOfSrc(off + int64(i+j))
		if k >= w.next && (len(w.found) == 0 || w.found[len(w.found)-1] != k) {
			w.found = append(w.found, k)
			w.next = k + 1
		}
		// Nothing more to learn from this chunk: go on after it.
		next, _ := d.chunkStart(k + 1)
		i = max(i+j+1, int(next-off))
	}
}

// nextHidden is the index in b of the first of hiddenBytes at or after
// from, len(b) if there is none. One IndexByte a byte, not IndexAny: this
// runs over every byte of the file, and IndexAny's set test made the whole
// raw search six times slower.
func nextHidden(b []byte, from int) int {
	next := len(b)
	for k := 0; k < len(hiddenBytes); k++ {
		if h := bytes.IndexByte(b[from:next], hiddenBytes[k]); h >= 0 {
			next = from + h
		}
	}
	return next
}

// indexNeedle is the index of needle in b (ASCII case folded if fold), or -1.
func indexNeedle(b []byte, needle string, fold bool) int {
	if fold {
		return indexFoldASCII(unsafe.String(unsafe.SliceData(b), len(b)), needle)
	}
	return bytes.Index(b, []byte(needle))
}
