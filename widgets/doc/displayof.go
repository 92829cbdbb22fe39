package doc

import (
	"bytes"
	"io"
	"unsafe"
)

// DisplayTextOf is the display text of the whole lines src[off:off+n], as
// DisplayText gives it, but parsed a chunk at a time as a document parses
// them, each let go once its text is copied: neither the source nor the
// parse of all of it is held, only the text. ok is false when the text's
// lines are not the source's one for one (or it is empty): what a search
// sees is then the source itself.
func DisplayTextOf(src io.ReaderAt, off, n int64, opts ParseOptions) (text string, ok bool) {
	opts.LinkNumbers = false // numbers are the document's, not the parse's
	d := New(sectionSource{src, off, n}, opts)
	var out []byte
	lines := 0
	for k := range d.NumChunks() {
		c := d.Chunk(k)
		out = append(out, c.Text...)
		lines += c.Lines
		d.Recycle(c)
	}
	if len(out) == 0 || lines != countLines(src, off, n) {
		return "", false
	}
	return unsafe.String(&out[0], len(out)), true
}

// countLines counts the '\n' in src[off:off+n].
func countLines(src io.ReaderAt, off, n int64) int {
	buf := make([]byte, min(n, ChunkSize))
	lines := 0
	for done := int64(0); done < n; {
		k, _ := src.ReadAt(buf[:min(int64(len(buf)), n-done)], off+done)
		if k == 0 {
			break
		}
		lines += bytes.Count(buf[:k], []byte{'\n'})
		done += int64(k)
	}
	return lines
}

// sectionSource is src[off:off+n] as a complete Source.
type sectionSource struct {
	src    io.ReaderAt
	off, n int64
}

func (s sectionSource) Size() int64    { return s.n }
func (s sectionSource) Complete() bool { return true }

func (s sectionSource) ReadAt(p []byte, off int64) (int, error) {
	if off >= s.n {
		return 0, io.EOF
	}
	if rest := s.n - off; int64(len(p)) > rest {
		p = p[:rest]
	}
	return s.src.ReadAt(p, s.off+off)
}
