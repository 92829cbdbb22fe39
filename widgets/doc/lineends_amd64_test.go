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
