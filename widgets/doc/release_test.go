package doc

import (
	"strings"
	"testing"
)

// Release forgets a parsed chunk; asked again, it is parsed anew, the same.
func TestReleaseDropsTheChunk(t *testing.T) {
	text := strings.Repeat("a line with a [link](https://example.org) in it\n", 3*ChunkSize/48)
	d := New(BytesSource(text), ParseOptions{})
	if d.NumChunks() < 3 {
		t.Fatalf("%d chunks, want 3 or more", d.NumChunks())
	}
	c := d.Chunk(1)
	d.Release(1)
	if _, ok := d.cache[1]; ok {
		t.Fatal("chunk 1 is still cached after Release")
	}
	again := d.Chunk(1)
	if again == c {
		t.Error("Chunk(1) after Release gave the released chunk, not a new parse")
	}
	if again.Text != c.Text || len(again.Links) != len(c.Links) {
		t.Errorf("chunk 1 parsed again differs: %d bytes, %d links; before %d, %d", len(again.Text), len(again.Links), len(c.Text), len(c.Links))
	}
	d.Release(99) // a chunk never parsed: nothing happens
}
