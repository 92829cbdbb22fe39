package widgets

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"

	"lwl/widgets/doc"
)

// countingSource is a source read with ReadAt (the document owns the
// windows, as for a file) that counts the bytes read.
type countingSource struct {
	b    []byte
	read *int
}

func (s countingSource) Size() int64    { return int64(len(s.b)) }
func (s countingSource) Complete() bool { return true }
func (s countingSource) ReadAt(p []byte, off int64) (int, error) {
	*s.read += len(p)
	return copy(p, s.b[off:]), nil
}

// A screen that needs more chunks than the cache's byte bound holds (long
// lines unwrapped: each row is in a chunk of its own) keeps them from one
// frame to the next: a one-row scroll reads about the one new line, not
// the whole screen again (7 MB a frame for 20 KiB lines, before).
func TestFramesKeepTheirChunks(t *testing.T) {
	for _, tc := range []struct {
		name string
		line string
	}{
		{"20 KiB lines", strings.Repeat("x", 20<<10-1) + "\n"},
		{"40 KiB lines", strings.Repeat("x", 40<<10-1) + "\n"},
		{"8 KiB coloured lines", strings.Repeat("\x1b[32mINFO\x1b[0m k=v ", 8<<10/20) + "\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			read := 0
			src := countingSource{[]byte(strings.Repeat(tc.line, 400)), &read}
			v := NewDocumentView(doc.New(src, doc.ParseOptions{}), DocumentOptions{Wrap: doc.WrapNone}, DocumentStyles{})
			s := tcell.NewSimulationScreen("")
			if err := s.Init(); err != nil {
				t.Fatal(err)
			}
			defer s.Fini()
			s.SetSize(200, 50)
			v.SetRect(0, 0, 200, 50)
			v.Draw(s)
			read = 0
			for range 10 {
				v.ScrollBy(1)
				v.Draw(s)
			}
			if per := read / 10; per > 512<<10 {
				t.Errorf("a one-row scroll read %d KB", per>>10)
			}
		})
	}
}

// The links pane over a sparse file looks through many chunks for its
// rows; asked again in the same frame, it finds them cached.
func TestLinksPaneKeepsItsChunks(t *testing.T) {
	var b strings.Builder
	filler := strings.Repeat("2026-11-30T00:00:00.000Z INFO a short log line\n", 100<<10/48)
	for range 60 {
		b.WriteString("see https://example.org/page\n")
		b.WriteString(filler)
	}
	read := 0
	d := doc.New(countingSource{[]byte(b.String()), &read}, doc.ParseOptions{})
	p := NewLinksPane(tcell.StyleDefault, tcell.StyleDefault, func(doc.Link) string { return "" })
	p.SetDocument(d)
	d.KeepRecent() // a frame begins
	if n := len(p.rows(40)); n != 40 {
		t.Fatalf("%d rows, want 40", n)
	}
	read = 0
	p.rows(40)
	if read > 64<<10 {
		t.Errorf("the same rows asked again read %d KB", read>>10)
	}
}
