package sha256

import (
	"bytes"
	"crypto/sha256"
	"testing"
)

// The copy computes what crypto/sha256 does, for every length around the
// block and padding edges, written at once and byte by byte.
func TestLikeCryptoSHA256(t *testing.T) {
	data := make([]byte, 1000)
	for i := range data {
		data[i] = byte(i*7 + i/13)
	}
	for n := 0; n < len(data); n++ {
		want := sha256.Sum256(data[:n])
		h := New()
		h.Write(data[:n])
		if got := h.Sum(nil); !bytes.Equal(got, want[:]) {
			t.Fatalf("%d bytes at once: %x, want %x", n, got, want)
		}
		h.Reset()
		for _, b := range data[:n] {
			h.Write([]byte{b})
		}
		if got := h.Sum([]byte("x")); !bytes.Equal(got[1:], want[:]) || got[0] != 'x' {
			t.Fatalf("%d bytes one by one: %x, want x%x", n, got, want)
		}
	}
	if got := New().Sum(nil); !bytes.Equal(got, []byte{0xe3, 0xb0, 0xc4, 0x42, 0x98, 0xfc, 0x1c, 0x14, 0x9a, 0xfb, 0xf4, 0xc8, 0x99, 0x6f, 0xb9, 0x24, 0x27, 0xae, 0x41, 0xe4, 0x64, 0x9b, 0x93, 0x4c, 0xa4, 0x95, 0x99, 0x1b, 0x78, 0x52, 0xb8, 0x55}) {
		t.Errorf("empty input: %x", got)
	}
}
