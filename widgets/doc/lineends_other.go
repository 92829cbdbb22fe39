//go:build !amd64

package doc

// newlineMasks sets masks[k], for each 64 bytes k of b (len(b) is a
// multiple of 64, len(masks) at least len(b)/64), to the bits of their
// line breaks: bit j for b[64k+j].
func newlineMasks(b []byte, masks []uint64) { newlineMasksGeneric(b, masks) }
