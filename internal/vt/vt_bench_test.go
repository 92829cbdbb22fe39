package vt

import (
	"strings"
	"testing"
)

// BenchmarkWrite feeds a full 160x48 frame the way tcell writes one.
func BenchmarkWrite(b *testing.B) {
	var sb strings.Builder
	sb.WriteString("\x1b[?2026h\x1b[?25l")
	for y := 1; y <= 47; y++ {
		sb.WriteString("\x1b[" + string(rune('0'+y/10)) + string(rune('0'+y%10)) + ";1H\x1b(B\x1b[m")
		sb.WriteString(strings.Repeat("2026-11-30T00:00:00.000Z INFO [worker-00] request ", 3)[:150])
	}
	frame := []byte(sb.String())
	b.SetBytes(int64(len(frame)))
	s := New(160, 48)
	for b.Loop() {
		s.Write(frame)
	}
}
