package doc

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"slices"
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

// A file of "#" lines indexes MaxHeadings of them and no more: past the
// index there is no heading before the screen (no section header), rather
// than an index some 25 times the file.
func TestHeadingsIndexBounded(t *testing.T) {
	text := strings.Repeat("#\n", MaxHeadings+1000)
	d := New(BytesSource(text), ParseOptions{})
	if n := len(d.Headings(d.Size())); n != MaxHeadings {
		t.Errorf("%d headings indexed, want %d", n, MaxHeadings)
	}
	if _, ok := d.HeadingBefore(d.Size() - 1); ok {
		t.Error("a heading before the end, past the bounded index")
	}
	if h, ok := d.HeadingBefore(10); !ok || h.Offset > 10 {
		t.Errorf("HeadingBefore(10) = %+v, %v; want a heading at or before 10", h, ok)
	}
}

// The headings index keeps at most MaxHeadingText bytes of a heading's
// text, cut at a character's start: a file of long headings costs the
// index their number, not their length.
func TestHeadingTextBounded(t *testing.T) {
	long := strings.Repeat("é", 3000)
	text := strings.Repeat("# "+long+"\n", 100)
	d := New(BytesSource(text), ParseOptions{})
	hs := d.Headings(d.Size())
	if len(hs) != 100 {
		t.Fatalf("%d headings, want 100", len(hs))
	}
	for _, h := range hs {
		if len(h.Text) > MaxHeadingText || !strings.HasPrefix(long, h.Text) || len(h.Text) < MaxHeadingText-4 {
			t.Fatalf("heading text of %d bytes (%q...), want a prefix of the heading up to %d bytes", len(h.Text), h.Text[:min(len(h.Text), 8)], MaxHeadingText)
		}
	}
}

// headingsText is prose with a heading every 7th line, about size bytes.
func headingsText(size int) []byte {
	var b []byte
	for i := 0; len(b) < size; i++ {
		if i%7 == 0 {
			b = fmt.Appendf(b, "# Heading %d\n", i)
		} else {
			b = append(b, "a line of prose that is no heading\n"...)
		}
	}
	return b
}

// The headings index reads each block of a file once: the fences it needs
// are found in the block it has read, not read again.
func TestHeadingsReadOnce(t *testing.T) {
	text := headingsText(4 << 20)
	src := &countingSource{BytesSource: BytesSource(text)}
	d := New(src, ParseOptions{})
	if n := len(d.Headings(d.Size())); n == 0 {
		t.Fatal("no headings")
	}
	if src.read > int64(len(text))+indexBlock {
		t.Errorf("%d MB read to index headings of %d MB", src.read>>20, len(text)>>20)
	}
}

// streamSource is a stream that a test lengthens.
type streamSource struct{ b []byte }

func (s *streamSource) ReadAt(p []byte, off int64) (int, error) {
	if off >= int64(len(s.b)) {
		return 0, nil
	}
	return copy(p, s.b[off:]), nil
}
func (s *streamSource) Size() int64    { return int64(len(s.b)) }
func (s *streamSource) Complete() bool { return false }

// Headings of a stream that has grown since its fences were indexed are
// heading lines: the index reads fences past the short block it read
// before without reading over the block the headings are taken from.
func TestHeadingsOfGrownStream(t *testing.T) {
	text := headingsText(1 << 20)
	src := &streamSource{b: text[:100<<10]}
	d := New(src, ParseOptions{})
	d.scanFences(d.Size()) // as the first chunk's parse does
	src.b = text
	d.Refresh()
	hs := d.Headings(d.Size())
	for _, h := range hs {
		if !bytes.HasPrefix(text[h.Offset:], []byte("# Heading ")) {
			t.Fatalf("heading %+v at %q, no heading line", h, text[h.Offset:h.Offset+20])
		}
	}
	if want := bytes.Count(text, []byte("\n# ")); len(hs) < want-1 {
		t.Errorf("%d headings, want %d", len(hs), want)
	}
}

// endingSource is a stream that a test lengthens and then ends.
type endingSource struct {
	b     []byte
	ended bool
}

func (s *endingSource) ReadAt(p []byte, off int64) (int, error) {
	if off >= int64(len(s.b)) {
		return 0, nil
	}
	return copy(p, s.b[off:]), nil
}
func (s *endingSource) Size() int64    { return int64(len(s.b)) }
func (s *endingSource) Complete() bool { return s.ended }

// TestGrownStreamParsesAsWhole grows Markdown streams by pieces of 1 to
// 64 KiB + 1 bytes, most ending inside a line (some inside a line longer
// than the index's block), parsing every chunk and indexing headings at
// each size; once ended, their chunks and headings are those of the whole
// text read at once.
func TestGrownStreamParsesAsWhole(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 32))
	lines := []string{"", "text", "a *b* c", "`c` d", "```", "~~~", "# h", "- item", "    code", "[a](b) c",
		"**a", "b**", "x_y_z_", "  ```", "> q"}
	pieces := []int{1, 63, 64, 65, 127, 128, 129, ChunkSize - 1, ChunkSize, ChunkSize + 1}
	chunks := func(d *Document) []string {
		var out []string
		for k := 0; k < d.NumChunks(); k++ {
			c := d.Chunk(k)
			out = append(out, fmt.Sprintf("%d %d %q %v", c.SrcStart, c.SrcEnd, c.Text, c.Spans))
		}
		return out
	}
	for n := 0; n < 12; n++ {
		var sb strings.Builder
		for sb.Len() < 3*ChunkSize+rng.IntN(200) {
			sb.WriteString(lines[rng.IntN(len(lines))])
			if rng.IntN(300) == 0 {
				sb.WriteString(strings.Repeat("`~ #"[rng.IntN(4):][:1], 70000+rng.IntN(70000)))
			} else if rng.IntN(10) == 0 {
				sb.WriteString(strings.Repeat("w", rng.IntN(300)))
			}
			sb.WriteByte('\n')
		}
		all := []byte(sb.String())
		all = all[:len(all)-rng.IntN(3)]
		opts := ParseOptions{Markers: MarkerMode(rng.IntN(3))}
		src := &endingSource{}
		d := New(src, opts)
		for len(src.b) < len(all) {
			src.b = all[:min(len(all), len(src.b)+pieces[rng.IntN(len(pieces))])]
			d.Refresh()
			chunks(d)
			d.Headings(d.Size())
		}
		src.ended = true
		d.Refresh()
		whole := New(BytesSource(all), opts)
		if got, want := chunks(d), chunks(whole); !slices.Equal(got, want) {
			for k := range want {
				if k >= len(got) || got[k] != want[k] {
					t.Fatalf("text %d, chunk %d: grown and whole differ", n, k)
				}
			}
			t.Fatalf("text %d: %d chunks grown, %d whole", n, len(got), len(want))
		}
		if got, want := d.Headings(d.Size()), whole.Headings(whole.Size()); !slices.Equal(got, want) {
			t.Fatalf("text %d: %d headings grown, %d whole", n, len(got), len(want))
		}
	}
}
