package doc

import "sync"

// avx2 memoises hasAVX2: the CPU does not change while lwl runs.
var avx2 struct {
	once sync.Once
	yes  bool
}

// useAVX2 reports whether lineMasks and eqMasks may use AVX2, asking the
// CPU on first use. golang.org/x/sys/cpu asked at every start, in a
// package initialisation that also built its table of GODEBUG options
// (5 KB, page faults of their own), a print with -F included.
func useAVX2() bool {
	avx2.once.Do(func() { avx2.yes = hasAVX2() })
	return avx2.yes
}

// hasAVX2 is x/sys/cpu's X86.HasAVX2: CPUID leaf 7 says AVX2, and the OS
// saves the YMM registers (CPUID's OSXSAVE, then XGETBV's XMM and YMM
// state bits).
func hasAVX2() bool {
	maxID, _, _, _ := cpuid(0, 0)
	if maxID < 7 {
		return false
	}
	_, _, ecx1, _ := cpuid(1, 0)
	const osxsave = 1 << 27
	if ecx1&osxsave == 0 {
		return false
	}
	if eax, _ := xgetbv(); eax&6 != 6 {
		return false
	}
	_, ebx7, _, _ := cpuid(7, 0)
	const avx2Bit = 1 << 5
	return ebx7&avx2Bit != 0
}

//go:noescape
func cpuid(eaxArg, ecxArg uint32) (eax, ebx, ecx, edx uint32)

//go:noescape
func xgetbv() (eax, edx uint32)
