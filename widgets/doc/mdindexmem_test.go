package doc

import "testing"

// A Markdown document's index reads the file a block at a time into a
// buffer it keeps: a buffer as large as a chunk's window, not more. Every
// Markdown document holds one, and a search's count has a document of its
// own; blocks of 256 KiB were half a megabyte of a link-dense file's
// resident memory.
func TestIndexBufferKeptSmall(t *testing.T) {
	text := headingsText(4 << 20)
	src := &countingSource{BytesSource: BytesSource(text)}
	d := New(src, ParseOptions{})
	if n := len(d.Headings(d.Size())); n == 0 {
		t.Fatal("no headings")
	}
	d.Chunk(d.NumChunks() - 1) // the fences before the last chunk
	if kept := cap(d.md.buf); kept > ChunkSize {
		t.Errorf("the index keeps a %d KiB buffer, more than a chunk (%d KiB)", kept>>10, ChunkSize>>10)
	}
}
