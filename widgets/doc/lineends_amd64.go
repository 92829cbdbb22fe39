package doc

// lineMasks sets, for each 64 bytes k of b (len(b) is a multiple of 64,
// nl and mk have room for len(b)/64 masks), nl[k] to the bits of their
// line breaks and mk[k] to those of their "`", "*" and "_": bit j for
// b[64k+j].
func lineMasks(b []byte, nl, mk []uint64) {
	if useAVX2() {
		lineMasksAVX2(b, nl, mk)
	} else {
		lineMasksSSE2(b, nl, mk)
	}
}

// eqMasks sets, for each 64 bytes k of b (len(b) is a multiple of 64, out
// has room for len(b)/64 masks), out[k] to the bits of those equal to c0
// or c1: bit j for b[64k+j].
func eqMasks(b []byte, c0, c1 byte, out []uint64) {
	if useAVX2() {
		eqMasksAVX2(b, c0, c1, out)
	} else {
		eqMasksSSE2(b, c0, c1, out)
	}
}

//go:noescape
func eqMasksAVX2(b []byte, c0, c1 byte, out []uint64)

//go:noescape
func eqMasksSSE2(b []byte, c0, c1 byte, out []uint64)

//go:noescape
func lineMasksAVX2(b []byte, nl, mk []uint64)

//go:noescape
func lineMasksSSE2(b []byte, nl, mk []uint64)
