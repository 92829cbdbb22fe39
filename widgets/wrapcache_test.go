package widgets_test

import (
	"runtime"
	"strings"
	"testing"

	"lwl/widgets"
	"lwl/widgets/doc"
)

// heapInUse is the live heap after a collection.
func heapInUse() uint64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapAlloc
}

// On a document of long lines every chunk is a new line to wrap. Paging
// through it must not keep alive the chunks the document evicted (it keeps
// 64): the wrap cache holds rows, not chunks, and a bounded number of them.
func TestWrapCacheKeepsNoChunks(t *testing.T) {
	const chunks = 300
	// One line of links: a parsed chunk holds a span and a link for each,
	// about 250 KB a chunk.
	const unit = "[ab](c) some words between links "
	text := strings.Repeat(unit, chunks*doc.ChunkSize/len(unit)+1)[:chunks*doc.ChunkSize-10]
	v, s := newView(t, text, widgets.DocumentOptions{Wrap: doc.WrapHard}, 80, 10)
	d := v.Document()
	if d.NumChunks() != chunks {
		t.Fatalf("%d chunks, want %d", d.NumChunks(), chunks)
	}
	before := heapInUse()
	for k := range chunks {
		v.ScrollTo(doc.Pos{Chunk: k, Off: 100})
		draw(v, s)
	}
	grown := int64(heapInUse()) - int64(before)
	// 64 cached chunks, their wrap rows, and slack; all 300 chunks kept
	// would be over 70 MB.
	if grown > 40<<20 {
		t.Errorf("the heap grew by %d MB paging through %d chunks of one long line", grown>>20, chunks)
	}
	runtime.KeepAlive(v)
}
