package doc

import (
	"runtime"
	"strings"
	"testing"
)

// A chunk's matches cost 8 bytes each, found and kept: a page of English
// holds thousands of "e", and a Span each (48 bytes, and FindAll's buffer
// grown from nothing every chunk) kept half a megabyte near the screen.
func TestMatchesHeldCompactly(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates for itself")
	}
	text := strings.Repeat("the eerie eel sees three trees here\n", 3*ChunkSize/36)
	d := New(BytesSource(text), ParseOptions{})
	q, _ := CompileQuery("e")
	m := NewMatches(d, q)
	for k := range d.NumChunks() {
		d.Chunk(k) // parsed beforehand: only the finding is measured
	}
	m.SpansIn(0, 0, 10, nil) // FindAll's buffer grows once
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	spans := m.SpansIn(1, 0, 10, nil)
	runtime.ReadMemStats(&after)
	n := m.cache[1].hits.len()
	if n < 10000 || len(spans) == 0 {
		t.Fatalf("%d matches in chunk 1 (%d spans in its first 10 bytes), want more", n, len(spans))
	}
	if per := float64(after.TotalAlloc-before.TotalAlloc) / float64(n); per > 10 {
		t.Errorf("finding chunk 1's %d matches allocated %.1f bytes a match, want at most 10", n, per)
	}
}

// A chunk's matches of a plain string are found into hits of their size:
// 8 bytes a match, with no offsets beside them (FindAll's, 16 bytes a
// match in a buffer grown from nothing, would be as much again garbage,
// and kept).
func TestMatchesFoundInTheirSize(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates for itself")
	}
	text := strings.Repeat("the eerie eel sees three trees here\n", 3*ChunkSize/36)
	d := New(BytesSource(text), ParseOptions{})
	for k := range d.NumChunks() {
		d.Chunk(k) // parsed beforehand: only the finding is measured
	}
	for _, query := range []string{"e", "E"} { // folded, and not
		q, _ := CompileQuery(query)
		m := NewMatches(d, q)
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		m.SpansIn(1, 0, 10, nil)
		runtime.ReadMemStats(&after)
		n := m.cache[1].hits.len()
		if query == "e" && n < 10000 {
			t.Fatalf("%d matches of %q in chunk 1, want more", n, query)
		}
		if got, want := after.TotalAlloc-before.TotalAlloc, uint64(8*n+8192); got > want {
			t.Errorf("finding chunk 1's %d matches of %q allocated %d bytes, want at most %d", n, query, got, want)
		}
	}
}
