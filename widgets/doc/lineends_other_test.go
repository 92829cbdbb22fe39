//go:build !amd64

package doc

// lineMaskers are the ways of making the bitmaps this machine can run.
func lineMaskers() map[string]func([]byte, []uint64, []uint64) {
	return map[string]func([]byte, []uint64, []uint64){"generic": lineMasksGeneric}
}

// eqMaskers are the ways of making eqMasks' bitmaps this machine can run.
func eqMaskers() map[string]func([]byte, byte, byte, []uint64) {
	return map[string]func([]byte, byte, byte, []uint64){"generic": eqMasksGeneric}
}
