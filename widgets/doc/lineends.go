package doc

import (
	"encoding/binary"
	"math/bits"
)

// lineEnds finds the line breaks of a window's text, and the inline
// markers of its lines, from bitmaps of them made in one pass over the
// text: the Markdown scan looks at the end of every line and at the
// markers of each, and a search per line costs more in its call than in
// its bytes (lines are short).
type lineEnds struct {
	nl []uint64 // bit j of nl[k]: text[64k+j] is a line break
	mk []uint64 // bit j of mk[k]: text[64k+j] is a "`", "*" or "_"
}

// build makes the bitmaps of text, reusing their buffers.
func (le *lineEnds) build(text []byte) {
	blocks := (len(text) + 63) / 64
	if cap(le.nl) < blocks {
		le.nl = make([]uint64, blocks, blocks+blocks/4)
		le.mk = make([]uint64, blocks, blocks+blocks/4)
	}
	le.nl, le.mk = le.nl[:blocks], le.mk[:blocks]
	full := len(text) / 64
	lineMasks(text[:full*64], le.nl[:full], le.mk[:full])
	if full < blocks {
		var tail [64]byte
		copy(tail[:], text[full*64:])
		lineMasks(tail[:], le.nl[full:], le.mk[full:])
	}
}

// next is the offset of the first line break at or after i, or -1 when
// there is none in the text.
func (le *lineEnds) next(i int) int {
	k := i >> 6
	if k >= len(le.nl) {
		return -1
	}
	if m := le.nl[k] >> (i & 63); m != 0 {
		return i + bits.TrailingZeros64(m)
	}
	for k++; k < len(le.nl); k++ {
		if m := le.nl[k]; m != 0 {
			return k<<6 + bits.TrailingZeros64(m)
		}
	}
	return -1
}

// firstMarker is the offset of the first "`", "*" or "_" in text[s:e], or
// e.
func (le *lineEnds) firstMarker(s, e int) int {
	if s >= e {
		return e
	}
	k := s >> 6
	m := le.mk[k] >> (s & 63) << (s & 63)
	for {
		if m != 0 {
			return min(k<<6+bits.TrailingZeros64(m), e)
		}
		if k++; k<<6 >= e {
			return e
		}
		m = le.mk[k]
	}
}

// markers are the first "`", "*" and "_" of text[s:e], each e when there
// is none.
func (le *lineEnds) markers(text []byte, s, e int) (tick, star, under int) {
	tick, star, under = e, e, e
	for i := le.firstMarker(s, e); i < e; i = le.firstMarker(i+1, e) {
		switch text[i] {
		case '`':
			tick = min(tick, i)
		case '*':
			star = min(star, i)
		default:
			under = min(under, i)
		}
		if tick < e && star < e && under < e {
			break
		}
	}
	return tick, star, under
}

// lineMasksGeneric is lineMasks a word at a time.
func lineMasksGeneric(b []byte, nl, mk []uint64) {
	n := min(len(b)/64, len(nl), len(mk))
	for k := 0; k < n; k++ {
		var mn, mm uint64
		for j := 0; j < 64; j += 8 {
			v := binary.LittleEndian.Uint64(b[k*64+j:])
			mn |= byteBits(zeroBytes(v^'\n'*lo8)) << j
			mm |= byteBits(zeroBytes(v^'`'*lo8)|zeroBytes(v^'*'*lo8)|zeroBytes(v^'_'*lo8)) << j
		}
		nl[k], mk[k] = mn, mm
	}
}

// eqMasksGeneric is eqMasks a word at a time.
func eqMasksGeneric(b []byte, c0, c1 byte, out []uint64) {
	n := min(len(b)/64, len(out))
	for k := 0; k < n; k++ {
		var m uint64
		for j := 0; j < 64; j += 8 {
			v := binary.LittleEndian.Uint64(b[k*64+j:])
			m |= byteBits(zeroBytes(v^uint64(c0)*lo8)|zeroBytes(v^uint64(c1)*lo8)) << j
		}
		out[k] = m
	}
}

const lo8 = 0x0101010101010101

// zeroBytes has the high bit of each zero byte of x set, and no other
// bit: no borrow or carry crosses a byte.
func zeroBytes(x uint64) uint64 {
	const hi, low7 = 0x8080808080808080, 0x7F7F7F7F7F7F7F7F
	return ^((x&low7 + low7) | x) & hi
}

// byteBits gathers the high bits of the bytes of x into its low 8 bits.
func byteBits(x uint64) uint64 {
	var m uint64
	for x != 0 {
		m |= 1 << (bits.TrailingZeros64(x) / 8)
		x &= x - 1
	}
	return m
}
