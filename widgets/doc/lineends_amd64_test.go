package doc

import (
	"testing"

	"golang.org/x/sys/cpu"
)

// lineMaskers are the ways of making the bitmaps this machine can run.
func lineMaskers() map[string]func([]byte, []uint64, []uint64) {
	m := map[string]func([]byte, []uint64, []uint64){"generic": lineMasksGeneric, "SSE2": lineMasksSSE2}
	if useAVX2() {
		m["AVX2"] = lineMasksAVX2
	}
	return m
}

// eqMaskers are the ways of making eqMasks' bitmaps this machine can run.
func eqMaskers() map[string]func([]byte, byte, byte, []uint64) {
	m := map[string]func([]byte, byte, byte, []uint64){"generic": eqMasksGeneric, "SSE2": eqMasksSSE2}
	if useAVX2() {
		m["AVX2"] = eqMasksAVX2
	}
	return m
}

// useAVX2 says what golang.org/x/sys/cpu says.
func TestAVX2AsXSysCPU(t *testing.T) {
	if useAVX2() != cpu.X86.HasAVX2 {
		t.Errorf("useAVX2() = %v, x/sys/cpu's X86.HasAVX2 %v", useAVX2(), cpu.X86.HasAVX2)
	}
}
