package zstd

import (
	"bytes"
	"testing"
)

// Padding frames are filled from paddingReader: the stream comes out a
// multiple of the padding long, and decodes to what was encoded.
func TestEncoderPadding(t *testing.T) {
	in := bytes.Repeat([]byte("padded "), 100)
	enc, err := NewWriter(nil, WithEncoderPadding(4096))
	if err != nil {
		t.Fatal(err)
	}
	out := enc.EncodeAll(in, nil)
	if len(out)%4096 != 0 {
		t.Errorf("encoded %d bytes, not a multiple of 4096", len(out))
	}
	if bytes.Count(out, make([]byte, 64)) > 0 {
		t.Error("the padding holds 64 zero bytes in a row: not filled")
	}
	dec, err := NewReader(nil)
	if err != nil {
		t.Fatal(err)
	}
	got, err := dec.DecodeAll(out, nil)
	if err != nil || !bytes.Equal(got, in) {
		t.Errorf("decoded %d bytes, %v; want the %d encoded", len(got), err, len(in))
	}
}
