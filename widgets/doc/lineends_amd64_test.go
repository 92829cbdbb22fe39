package doc

import "golang.org/x/sys/cpu"

// lineMaskers are the ways of making the bitmaps this machine can run.
func lineMaskers() map[string]func([]byte, []uint64, []uint64) {
	m := map[string]func([]byte, []uint64, []uint64){"generic": lineMasksGeneric, "SSE2": lineMasksSSE2}
	if cpu.X86.HasAVX2 {
		m["AVX2"] = lineMasksAVX2
	}
	return m
}

// eqMaskers are the ways of making eqMasks' bitmaps this machine can run.
func eqMaskers() map[string]func([]byte, byte, byte, []uint64) {
	m := map[string]func([]byte, byte, byte, []uint64){"generic": eqMasksGeneric, "SSE2": eqMasksSSE2}
	if cpu.X86.HasAVX2 {
		m["AVX2"] = eqMasksAVX2
	}
	return m
}
