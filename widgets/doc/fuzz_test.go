package doc_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"lwl/widgets/doc"
)

// fuzzSeeds are inputs at the edges of the format.
var fuzzSeeds = []string{
	"",
	"plain text\nline two\n",
	"[a](b)",
	"x [a\nb](c d) y",
	"[a](b(c)d) [e](f\ng)",
	"[[RFC2396] section 5.2](/doc/html/rfc2396#section-5.2)",
	"[[RFC2518](/doc/html/rfc2518)]",
	"[a [b](x) c](y)",
	"[1 [2 [3](c) 2](b) 1](a)",
	`\[a\](b) \(c\) [a\]b](c) [a](b\)c) \\[x](y)`,
	"[not a link] (not a link) [a",
	"x [a](b",
	"](",
	"[\n](a[)\n[b](c)",
	"[a](x[y) b](c)",
	"see http://a.com/x_(y), and (https://b.org/p). mailto:me@x.org. <ftp://f.org/a> file:///etc/passwd",
	"[see http://a.com](http://b.com) <http://a b> xhttp://a http:///a",
	"C https://bücher.example/Ä?q=ü#ß D 「https://例え.jp/」。https://x.org/a\u00a0b https://a\u3000 https://pay\u200bpal.com <https://ü/」> https://x/a–b…) https://x/\xc2\x85",
	"a\x01b\x1b[31mred\x1b[0m \x7f \xc2\x85 \xff\xfe é 中 \r\n x\ry",
	"\x1b]8;;http://x\x1b\\text\x1b]8;;\x1b\\ \x1b]8;;u\atext\x1b]8;;\a",
	"[a\x1b]8;;u\ab](c) \x1b[a](b) \x1b[\x01",
	"\xed\xa0\x80 \xc0\xaf \xf4\x90\x80\x80 \xe4\xb8x",
	"tab\there\tand\r\nCRLF\r\n\r\r\n",
	"😀 👩\u200d💻 🇩🇪 e\u0301 \ufeff",
	"[" + strings.Repeat("t", doc.MaxLinkText) + "](x) [" + strings.Repeat("t", doc.MaxLinkText+1) + "](x)",
	"[a](" + strings.Repeat("d", doc.MaxLinkDest) + ") [b](" + strings.Repeat("d", doc.MaxLinkDest+1) + ")",
	"\\",
	"\\\n[",
	"<",
	"<http:",
	"http:",
	"[]()[]()",
	"\x1b[1mbold\x1b[0m \x1b[38;5;208mo\x1b[48;2;1;2;3mx\x1b[38:2::1:2:3my\x1b[4:3mz\x1b[m\x1b[K\n\x1b[31mred",
	"\x1b[01;31m\x1b[KTODO\x1b[m\x1b[K: http://a.b/c\x1b[0m\n\x1b[33mcommit 1234\x1b[m\n\x1b[32m+[a](b)\x1b[m",
	"N\bNA\bAM\bME\bE\n_\bf_\bi_\bl_\be x\bx\b_ 中\b中 _\b中 a\bb \b\b \x01\bx",
	"\x1b]8;id=1;http://x/;y\x1b\\one\x1b]8;;\x1b\\\n\x1b]8;id=1;http://x/;y\x07two\x1b]8;;\x07 \x1b]8;;u\nopen",
	"[a](other.md \"Title\") [b](<with space/s.md>) [c](x 'T') [d](y (T)) [e](<z> \"q\\\"\")",
	"[a](<https://six.example/a)b>) [b](<c)d> \"T\") [e](<f)g) [h](<i)j>\n) [k](<l)[m](n)>) [o](<p\\>)q>)",
	"\x00\x00\x01\x7f\xff\xc2\x80\b\r\x00\r\n\x02[a](\x03 \"\x04\")",
	"\x1b]8;;u\x1b\\[a](b)\x1b]8;;v\x07c\x1b]8;;\x07 [\x1b]8;;w\x07x](y)\x1b]0;[a](b)\n\x1bPq\x1b[K",
}

// addSeeds adds the seed inputs and the fixture documents.
func addSeeds(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add([]byte(s))
	}
	files, _ := filepath.Glob("../../testdata/parse/*.in")
	files = append(files, "../../testdata/urls")
	for _, name := range files {
		if b, err := os.ReadFile(name); err == nil {
			f.Add(b)
		}
	}
}

// isPlain reports whether in holds nothing the parser changes: only
// printable ASCII, tabs and line breaks, none of []()\<:.
func isPlain(in []byte) bool {
	for _, b := range in {
		switch {
		case b == '\n' || b == '\t':
		case b < 0x20 || b >= 0x7F:
			return false
		case bytes.IndexByte([]byte(`[]()\<:`), b) >= 0:
			return false
		}
	}
	return true
}

func FuzzParse(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, in []byte) {
		d := doc.New(doc.BytesSource(in), doc.ParseOptions{})
		var text strings.Builder
		var links []doc.Link
		linkIDs := map[int64]bool{}
		for k := 0; k < d.NumChunks(); k++ {
			c := d.Chunk(k)
			checkChunk(t, in, c)
			for _, l := range c.Links {
				linkIDs[l.ID] = true
			}
			links = append(links, c.Links...)
			text.WriteString(c.Text)
		}
		for i := 1; i < len(links); i++ {
			if links[i-1].ID >= links[i].ID {
				t.Fatalf("links out of order over chunks: %d then %d", links[i-1].ID, links[i].ID)
			}
		}
		// Every link span belongs to a listed link.
		for k := 0; k < d.NumChunks(); k++ {
			for _, s := range d.Chunk(k).Spans {
				if s.Kind == doc.KindLink && !linkIDs[s.ID] {
					t.Fatalf("chunk %d: link span %+v of no listed link", k, s)
				}
			}
		}
		out := text.String()
		if got, want := strings.Count(out, "\n"), bytes.Count(in, []byte{'\n'}); got != want {
			t.Fatalf("display text has %d line breaks, input %d\ninput %q\ntext  %q", got, want, in, out)
		}
		if isPlain(in) && out != string(in) {
			t.Fatalf("plain input changed\ninput %q\ntext  %q", in, out)
		}
		wantLines := bytes.Count(in, []byte{'\n'})
		if len(in) > 0 && in[len(in)-1] != '\n' {
			wantLines++
		}
		if got := d.LineCount(); got != wantLines {
			t.Fatalf("LineCount = %d, want %d for %q", got, wantLines, in)
		}
		// Hiding brackets changes no link.
		h := doc.New(doc.BytesSource(in), doc.ParseOptions{HideBrackets: true})
		var hidden []doc.Link
		for k := 0; k < h.NumChunks(); k++ {
			c := h.Chunk(k)
			for _, s := range c.Spans {
				if s.Start < 0 || s.Start > s.End || s.End > len(c.Text) {
					t.Fatalf("HideBrackets: span %+v outside text", s)
				}
			}
			hidden = append(hidden, c.Links...)
		}
		if len(hidden) != len(links) {
			t.Fatalf("HideBrackets: %d links, with brackets %d", len(hidden), len(links))
		}
		for i := range hidden {
			if hidden[i].ID != links[i].ID || hidden[i].Dest != links[i].Dest {
				t.Fatalf("HideBrackets: link %d is %d %q, with brackets %d %q", i, hidden[i].ID, hidden[i].Dest, links[i].ID, links[i].Dest)
			}
		}
		checkSourceView(t, in, wantLines)
		checkLiteral(t, in)
		// Line positions round-trip.
		for n := 1; n <= wantLines && n <= 50; n++ {
			if got := d.LineOf(d.PosOfLine(n)); got != n {
				t.Fatalf("LineOf(PosOfLine(%d)) = %d", n, got)
			}
		}
	})
}

// chunkedInput repeats in, with filler lines of changing length between the
// copies, until it spans several chunks, so that chunk boundaries fall at
// different line starts of in.
func chunkedInput(in []byte) []byte { return repeatWithFiller(in, 3*doc.ChunkSize+1000) }

func repeatWithFiller(in []byte, size int) []byte {
	var b []byte
	for i := 0; len(b) < size; i++ {
		b = append(b, in...)
		b = append(b, '\n')
		b = append(b, bytes.Repeat([]byte{'f'}, (i*37)%211)...)
		b = append(b, '\n')
	}
	return b
}

func FuzzChunked(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, in []byte) {
		if len(in) > 16<<10 {
			// Lines longer than a chunk are cut softly; the known soft-cut
			// bugs have their own tests (TestChunkLongLine*).
			t.Skip()
		}
		src := chunkedInput(in)
		compareWithWindow(t, src)
		compareWithWindowOpts(t, src, doc.ParseOptions{Source: true})
		compareWithWindowOpts(t, src, doc.ParseOptions{Links: doc.LiteralLinks})
		d := doc.New(doc.BytesSource(src), doc.ParseOptions{})
		for k := 0; k < d.NumChunks(); k++ {
			checkChunk(t, src, d.Chunk(k))
		}
	})
}
