package doc

import (
	"bytes"
	"fmt"
	"os"
	"slices"
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

// Recycle hands the chunk's window and buffers to the next parse, and
// what that parse gives is what a fresh one gives, links' destinations
// and spans too; an in-memory source's bytes are never handed on.
func TestRecycleReusesTheBuffers(t *testing.T) {
	var sb strings.Builder
	for i := 0; sb.Len() < 4*ChunkSize; i++ {
		fmt.Fprintf(&sb, "line %d with a [link %d](https://example.org/%d) and \x1b[1mbold\x1b[m\n", i, i, i)
	}
	text := sb.String()
	want := New(BytesSource(text), ParseOptions{})
	d := New(readerSource{[]byte(text)}, ParseOptions{})
	for k := range d.NumChunks() {
		c := d.Chunk(k)
		wc := want.Chunk(k)
		if c.Text != wc.Text || !slices.Equal(c.Links, wc.Links) || !slices.Equal(c.Spans, wc.Spans) {
			t.Fatalf("chunk %d after recycling differs from a fresh parse", k)
		}
		d.Recycle(c)
		if _, ok := d.cache[k]; ok {
			t.Fatalf("chunk %d still cached after Recycle", k)
		}
	}
	if d.NumChunks() < 4 {
		t.Fatalf("%d chunks, want 4 or more", d.NumChunks())
	}
	// A count's pass: past the first chunks, parsing one allocates the
	// chunk and little else (it allocated its window, text, spans, anchors
	// and links: about 200 KB a chunk here).
	k := 0
	allocs := testing.AllocsPerRun(20, func() {
		c := d.Chunk(1 + k%(d.NumChunks()-1))
		k++
		d.Recycle(c)
	})
	if allocs > 3 {
		t.Errorf("a recycled parse made %.0f allocations, want at most 3", allocs)
	}
	m := New(BytesSource(text), ParseOptions{})
	c := m.Chunk(0)
	m.Recycle(c)
	if m.spare != nil {
		t.Error("an in-memory source's bytes were kept to be written over")
	}
}

// Parsed in a recycled chunk's buffers, a Markdown document's chunks are
// the ones a fresh parse gives, in every display mode.
func TestRecycledParsesMatchFreshOnes(t *testing.T) {
	raw, err := os.ReadFile("../../testdata/current.md")
	if err != nil {
		t.Skip(err)
	}
	text := bytes.Repeat(raw, 1+4*ChunkSize/len(raw))
	for _, opts := range []ParseOptions{{}, {Markers: MarkersHide}, {LinkNumbers: true, HideBrackets: true}, {Source: true}} {
		want := New(BytesSource(text), opts)
		d := New(readerSource{text}, opts)
		for k := range d.NumChunks() {
			c, wc := d.Chunk(k), want.Chunk(k)
			if c.Text != wc.Text || !slices.Equal(c.Links, wc.Links) || !slices.Equal(c.Spans, wc.Spans) || !slices.Equal(c.segs, wc.segs) {
				t.Fatalf("%+v: chunk %d parsed in recycled buffers differs from a fresh parse", opts, k)
			}
			d.Recycle(c)
		}
	}
}
