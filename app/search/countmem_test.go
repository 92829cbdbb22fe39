package search

import (
	"runtime"
	"strings"
	"testing"

	"lwl/widgets/doc"
)

// The count of a plain string keeps no offsets: counting "e" through
// chunks of English, thousands a chunk, allocates what counting a word
// found once does, and the matches of the chunk of the first, which go to
// the view, 8 bytes each. (FindAll's offsets take 16 bytes a match, in a
// buffer grown to the most a chunk holds.)
func TestCountKeepsNoOffsets(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates for itself")
	}
	var b strings.Builder
	b.WriteString("zebra\n")
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
	first := strings.Count(doc.New(doc.BytesSource(text), doc.ParseOptions{}).Chunk(0).Text, "e")
	if want := base + uint64(8*first) + 64<<10; got > want {
		t.Errorf("counting %d e (%d in the first chunk) allocated %d bytes, counting one zebra %d: want at most %d",
			many, first, got, base, want)
	}
}
