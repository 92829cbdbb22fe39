package doc

import (
	"encoding/binary"
	"math/bits"
)

// lineEnds finds the line breaks of a window's text from a bitmap of them,
// made in one pass over the text: the Markdown scan looks for the end of
// every line, and a search per line costs more in its call than in its
// bytes (lines are short).
type lineEnds struct {
	masks []uint64 // bit j of masks[k]: text[64k+j] is a line break
	n     int      // the bitmap covers text[:n]
}

// build makes the bitmap of text, reusing the masks' buffer.
func (le *lineEnds) build(text []byte) {
	blocks := (len(text) + 63) / 64
	if cap(le.masks) < blocks {
		le.masks = make([]uint64, blocks, blocks+blocks/4)
	}
	le.masks = le.masks[:blocks]
	le.n = len(text)
	full := len(text) / 64
	newlineMasks(text[:full*64], le.masks[:full])
	if full < blocks {
		var tail [64]byte
		copy(tail[:], text[full*64:])
		newlineMasks(tail[:], le.masks[full:])
	}
}

// next is the offset of the first line break at or after i, or -1 when
// there is none before n.
func (le *lineEnds) next(i int) int {
	k := i >> 6
	if k >= len(le.masks) {
		return -1
	}
	if m := le.masks[k] >> (i & 63); m != 0 {
		return i + bits.TrailingZeros64(m)
	}
	for k++; k < len(le.masks); k++ {
		if m := le.masks[k]; m != 0 {
			return k<<6 + bits.TrailingZeros64(m)
		}
	}
	return -1
}

// newlineMasksGeneric is newlineMasks a word at a time: for each 64 bytes
// of b, the bits of its line breaks.
func newlineMasksGeneric(b []byte, masks []uint64) {
	const lo, hi, low7 = 0x0101010101010101, 0x8080808080808080, 0x7F7F7F7F7F7F7F7F
	masks = masks[:len(b)/64]
	for k := range masks {
		var m uint64
		for j := 0; j < 64; j += 8 {
			x := binary.LittleEndian.Uint64(b[k*64+j:]) ^ '\n'*lo
			// The high bit of each byte that is zero, exactly: no borrow
			// or carry crosses a byte.
			z := ^((x&low7 + low7) | x) & hi
			for z != 0 {
				m |= 1 << (j + bits.TrailingZeros64(z)/8)
				z &= z - 1
			}
		}
		masks[k] = m
	}
}
