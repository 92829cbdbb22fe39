package doc_test

import (
	"bytes"
	"strings"
	"testing"

	"lwl/widgets/doc"
)

// readerSource is a complete source that is not a BytesSource: the
// Markdown index reads it into its buffer.
type readerSource struct{ b []byte }

func (s readerSource) Size() int64 { return int64(len(s.b)) }
func (s readerSource) ReadAt(p []byte, off int64) (int, error) {
	return copy(p, s.b[off:]), nil
}
func (s readerSource) Complete() bool { return true }

// TestIndexBlockInsideLongLine checks that the Markdown index takes no
// block of a line longer than a block for a line start: a "#" or a fence
// run at the start of the second block of a long line starts no heading
// and no fence, as one parse of the whole text says.
func TestIndexBlockInsideLongLine(t *testing.T) {
	for _, off := range []int{doc.ChunkSize - 3, doc.ChunkSize - 1, doc.ChunkSize, doc.ChunkSize + 1, 2 * doc.ChunkSize} {
		for _, mk := range []string{"```", "~~~", "# h", "  ```", "  # h"} {
			src := bytes.Repeat([]byte("a"), 3*doc.ChunkSize)
			copy(src[off:], mk)
			src = append(src, "\nnext *x* line\n# h\n"...)
			for _, s := range []doc.Source{doc.BytesSource(src), readerSource{src}} {
				d := doc.New(s, doc.ParseOptions{})
				if hs := d.Headings(d.Size()); len(hs) != 1 || hs[0].Offset != int64(len(src)-4) {
					t.Errorf("%q at %d: headings %+v, want the last line's", mk, off, hs)
				}
			}
			compareWithWindowOpts(t, src, doc.ParseOptions{})
		}
	}
}

// TestFenceLineLongerThanBlock checks that a fence line longer than the
// index's block is read whole: a backtick far along an opening line makes
// it no fence, and text far along a closing line makes it no closing one.
// (The lines fit in one chunk: a chunk cut inside a line longer than a
// chunk does not know the line's block structure.)
func TestFenceLineLongerThanBlock(t *testing.T) {
	long := func(c string, n int) string { return strings.Repeat(c, n) }
	after := "\n*x*\n" + long("b", 70000) + "\n# h\n"
	for name, s := range map[string]string{
		"backtick on the opening line": "```" + long("a", 70000) + "`" + after,
		"text on the closing line":     "```\ncode\n```" + long(" ", 70000) + "x" + after,
		"blanks on the closing line":   "```\ncode\n```" + long(" ", 70000) + after,
		"long run closing":             "```\ncode\n" + long("`", 70000) + after,
		"long run opening":             long("~", 70000) + "\ncode\n~~~" + after,
		"unclosed, to the end":         "x\n```" + long(" ", 70000) + "x",
		"unclosed, closing at the end": "x\n```\n```" + long(" ", 70000),
	} {
		for _, o := range []doc.ParseOptions{{}, {Markers: doc.MarkersHide}} {
			t.Logf("%s, %+v", name, o)
			compareWithWindowOpts(t, []byte(s), o)
		}
		d := doc.New(doc.BytesSource(s), doc.ParseOptions{})
		w := doc.ParseWindow([]byte(s), doc.ParseOptions{})
		hs := d.Headings(d.Size())
		inCode := false
		for _, sp := range w.Spans {
			if sp.Kind == doc.KindCode && sp.Start <= len(s)-2 && len(s)-2 < sp.End {
				inCode = true
			}
		}
		if strings.HasSuffix(s, "# h\n") && (len(hs) == 1) == inCode {
			t.Errorf("%s: headings %+v, the last line in code %v", name, hs, inCode)
		}
	}
}
