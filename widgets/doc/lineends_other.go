//go:build !amd64

package doc

// lineMasks sets, for each 64 bytes k of b (len(b) is a multiple of 64,
// nl and mk have room for len(b)/64 masks), nl[k] to the bits of their
// line breaks and mk[k] to those of their "`", "*" and "_": bit j for
// b[64k+j].
func lineMasks(b []byte, nl, mk []uint64) { lineMasksGeneric(b, nl, mk) }

// eqMasks sets, for each 64 bytes k of b (len(b) is a multiple of 64, out
// has room for len(b)/64 masks), out[k] to the bits of those equal to c0
// or c1: bit j for b[64k+j].
func eqMasks(b []byte, c0, c1 byte, out []uint64) { eqMasksGeneric(b, c0, c1, out) }
