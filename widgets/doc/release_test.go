package doc

import (
	"fmt"
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

// readerSource is a source the document must copy from (not in memory).
type readerSource struct{ b []byte }

func (s readerSource) Size() int64    { return int64(len(s.b)) }
func (s readerSource) Complete() bool { return true }
func (s readerSource) ReadAt(p []byte, off int64) (int, error) {
	return copy(p, s.b[off:]), nil
}

// Recycle lets the next parse read into the recycled chunk's window, and
// what that parse gives is what a fresh one gives; an in-memory source's
// bytes are never handed on.
func TestRecycleReusesTheWindow(t *testing.T) {
	var sb strings.Builder
	for i := 0; sb.Len() < 4*ChunkSize; i++ {
		fmt.Fprintf(&sb, "line %d with a [link %d](https://example.org/%d) and \x1b[1mbold\x1b[m\n", i, i, i)
	}
	text := sb.String()
	want := New(BytesSource(text), ParseOptions{})
	d := New(readerSource{[]byte(text)}, ParseOptions{})
	windows := map[*byte]bool{}
	for k := range d.NumChunks() {
		c := d.Chunk(k)
		if c.win == nil {
			t.Fatalf("chunk %d: no window kept for a source read by ReadAt", k)
		}
		if wc := want.Chunk(k); c.Text != wc.Text || len(c.Links) != len(wc.Links) || len(c.Spans) != len(wc.Spans) {
			t.Fatalf("chunk %d after recycling differs from a fresh parse", k)
		}
		windows[&c.win[:1][0]] = true
		d.Recycle(c)
		if _, ok := d.cache[k]; ok {
			t.Fatalf("chunk %d still cached after Recycle", k)
		}
	}
	// The first window fits the first chunk only (no text before it to
	// look back on); the second grows with room for the rest.
	if d.NumChunks() < 4 || len(windows) > 2 {
		t.Errorf("%d chunks read into %d windows, want 2", d.NumChunks(), len(windows))
	}
	m := New(BytesSource(text), ParseOptions{})
	c := m.Chunk(0)
	m.Recycle(c)
	if m.spare != nil {
		t.Error("an in-memory source's bytes were kept to be written over")
	}
}
