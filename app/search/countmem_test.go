package search

import (
	"runtime"
	"strings"
	"testing"

	"lwl/widgets/doc"
)

// The count of a plain string keeps no offsets once the first match was
// found: counting "e" through chunks of English, thousands a chunk,
// allocates what counting a word found once does (it grew FindAll's
// buffer to the most a chunk held, 16 bytes a match, twice over).
func TestCountKeepsNoOffsets(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates for itself")
	}
	var b strings.Builder
	b.WriteString("zebra e\n")
	for b.Len() < doc.ChunkSize+1000 { // the first chunk: one e
		b.WriteString("a dull row with only a i o u in it\n")
	}
	for b.Len() < 6*doc.ChunkSize {
		b.WriteString("the eerie eel sees three trees here\n")
	}
	text := b.String()
	count := func(query string) (total int, bytes uint64) {
		c, _, _, seam := newTestController(text)
		q, err := doc.CompileQuery(query)
		if err != nil {
			t.Fatal(err)
		}
		c.Start(q, false)
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		for _, fn := range seam.work {
			fn()
		}
		runtime.ReadMemStats(&after)
		return c.Active().Total(), after.TotalAlloc - before.TotalAlloc
	}
	count("e") // the parser's buffers, once
	once, base := count("zebra")
	many, got := count("e")
	if once != 1 || many < 100000 {
		t.Fatalf("counted %d zebra and %d e, want 1 and more than 100000", once, many)
	}
	if got > base+64<<10 {
		t.Errorf("counting %d e allocated %d bytes, counting one zebra %d: want at most 64 KiB more", many, got, base)
	}
}
