package zstd

import (
	"encoding/binary"
	"math/rand/v2"
)

// paddingReader fills the skippable frames WithEncoderPadding adds with
// random bytes, from math/rand/v2's generator (ChaCha8, seeded by the
// runtime from the system's randomness) rather than crypto/rand, whose
// package initialisation every program linking this package paid.
type paddingReader struct{}

func (paddingReader) Read(p []byte) (int, error) {
	var b [8]byte
	for i := 0; i < len(p); i += len(b) {
		binary.LittleEndian.PutUint64(b[:], rand.Uint64())
		copy(p[i:], b[:])
	}
	return len(p), nil
}
