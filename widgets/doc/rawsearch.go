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

// RawCandidates lists, in order, the chunks whose source holds needle (see
// RawNeedle) or one of hiddenBytes. It reads the source in large blocks, far faster than parsing;
// stop is polled between blocks.
func (d *Document) RawCandidates(needle string, fold bool, stop func() bool) []int {
	const block = 1 << 20
	buf := make([]byte, block+len(needle))
	var out []int
	for off := int64(0); off < d.size; off += block {
		if stop() {
			return out
		}
		n, _ := d.src.ReadAt(buf[:min(int64(len(buf)), d.size-off)], off)
		b := buf[:n]
		hidden := nextHidden(b, 0)
		for i := 0; i < len(b); {
			if hidden < i {
				hidden = nextHidden(b, i)
			}
			j := indexNeedle(b[i:], needle, fold)
			if hidden < len(b) && (j < 0 || hidden-i < j) {
				j = hidden - i // text the display drops may hide a match (see locality.go)
			}
			if j < 0 || i+j >= block {
				break // a hit starting in the overlap belongs to the next block
			}
			k := d.ChunkOfSrc(off + int64(i+j))
			if len(out) == 0 || out[len(out)-1] != k {
				out = append(out, k)
			}
			// Nothing more to learn from this chunk: go on after it.
			next, _ := d.chunkStart(k + 1)
			i = max(i+j+1, int(next-off))
		}
	}
	return out
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

// SearchChunks lists, in order, the chunks that may hold matches of q: the
// raw candidates when q has a safe literal (see RawNeedle), else all.
func (d *Document) SearchChunks(q *Query, stop func() bool) []int {
	if needle, fold, ok := q.RawNeedle(d.ps.opts.HideBrackets || d.ps.hidesMarkers()); ok {
		return d.RawCandidates(needle, fold, stop)
	}
	all := make([]int, d.NumChunks())
	for k := range all {
		all[k] = k
	}
	return all
}
