package doc

import (
	"errors"
	"strings"
	"testing"
)

// closedSource is a file closed under a search still running: it says its
// size, and reads nothing.
type closedSource struct {
	size   int64
	closed bool
	text   string
}

func (s *closedSource) Size() int64    { return s.size }
func (s *closedSource) Complete() bool { return true }
func (s *closedSource) ReadAt(p []byte, off int64) (int, error) {
	if s.closed {
		return 0, errors.New("file already closed")
	}
	return copy(p, s.text[off:]), nil
}

// A source that reads short (closed under a background search when lwl
// went to another file) gives short chunks, not a panic: the stress test
// saw an index out of range in the parser from a search's goroutine.
func TestChunkOfASourceReadingShort(t *testing.T) {
	text := strings.Repeat("a line with [a link](https://e.example/) in it\n", 5000)
	src := &closedSource{size: int64(len(text)), text: text}
	d := New(src, ParseOptions{})
	src.closed = true
	for k := 0; k < d.NumChunks(); k++ {
		if c := d.Chunk(k); len(c.Text) != 0 {
			t.Fatalf("chunk %d of a closed source has %d bytes", k, len(c.Text))
		}
	}
	src.closed = false
	if c := d.Chunk(1); len(c.Text) == 0 {
		t.Error("a short chunk was kept: read again, the source gives it whole")
	}
}

// Every way into a document of a source that reads nothing any more
// answers without a panic: long lines (soft cuts), line counts, links,
// searches.
func TestDocumentOfAClosedSource(t *testing.T) {
	for name, text := range map[string]string{
		"lines": strings.Repeat("a line with [a link](https://e.example/) in it\n", 5000),
		"long":  strings.Repeat("word https://e.example/x ", 20000),
	} {
		src := &closedSource{size: int64(len(text)), text: text}
		d := New(src, ParseOptions{LinkNumbers: true})
		d.Chunk(0)
		src.closed = true
		q, _ := CompileQuery("link")
		for k := 0; k < d.NumChunks(); k++ {
			d.Release(k)
			d.Chunk(k)
		}
		d.LineCount()
		d.PosOfLine(1000)
		d.LineAt(Pos{Chunk: d.NumChunks() - 1})
		d.SearchChunks(q, func() bool { return false })
		d.RawCandidates("link", false, func() bool { return false })
		d.Link(1000)
		d.LinkText(12)
		d.NumberedLink(3)
		d.PosOfSrc(int64(len(text)) / 2)
		t.Log(name, "answered")
	}
}
