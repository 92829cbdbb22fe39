package doc

import (
	"strings"
	"testing"
)

// A line of 60,000 code spans has them all (each backtick run is checked
// against the links before it from a cursor, not against every span found
// so far: BenchmarkManyCodeSpans shows the time).
func TestManyCodeSpansOnOneLine(t *testing.T) {
	line := strings.Repeat("`a` ", 60000) + "\n"
	d := New(BytesSource(line), ParseOptions{})
	code := 0
	for k := range d.NumChunks() {
		for _, s := range d.Chunk(k).Spans {
			if s.Kind == KindCode {
				code++
			}
		}
	}
	if code < 50000 {
		t.Errorf("%d code spans, want about 60000", code)
	}
}

func BenchmarkManyCodeSpans(b *testing.B) {
	line := strings.Repeat("`a` ", 60000) + "\n"
	b.SetBytes(int64(len(line)))
	for b.Loop() {
		d := New(BytesSource(line), ParseOptions{})
		for k := range d.NumChunks() {
			d.Chunk(k)
		}
	}
}
