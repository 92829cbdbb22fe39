package doc_test

import (
	"strings"
	"testing"

	"lwl/widgets/doc"
)

var markdownSeeds = []string{
	"# h\n## h2 ##\n###### six\n####### seven\n#x\n",
	"*a* **b** ***c*** _d_ __e__ snake_case_x 2*3*4 **a\nb**",
	"`a[b](c)` ``x ` y`` `unclosed [a](b)",
	"```go\n# no\n[a](b)\n```\n# yes\n~~~\n*x*\n~~~~\n",
	"```\nunclosed\n# no [a](b) \\[x\\]",
	"para\n    cont\n\n    code [a](b)\n\n- item\n\n    in list\n> quote *x*\n> # h\n1. one\n* * *\n---\n",
	"[*a* b](http://x/_y_) *a [b* c](d) http://x.org/a_b_ **http://y.org/**",
	"\\*a\\* \\`b\\` \\[c\\](d) `\\[e\\](f)`",
	"#\t\r\n# \r\n```\r\nx\r\n```\r\n",
}

// FuzzMarkdown checks the Markdown rules: a chunked document agrees with
// one parse of the whole text in every marker mode, the dimmed text is
// the text shown with markers, hiding takes out only markers, and the
// headings index lists heading lines only.
func FuzzMarkdown(f *testing.F) {
	for _, s := range markdownSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		if len(in) > 16<<10 {
			t.Skip()
		}
		src := repeatWithFiller(in, doc.ChunkSize+4096) // two chunks: one boundary is enough
		compareWithWindowOpts(t, src, doc.ParseOptions{})
		compareWithWindowOpts(t, src, doc.ParseOptions{Markers: doc.MarkersHide})
		text := func(opts doc.ParseOptions) string {
			var b strings.Builder
			d := doc.New(doc.BytesSource(in), opts)
			for k := 0; k < d.NumChunks(); k++ {
				c := d.Chunk(k)
				checkChunk(t, in, c)
				b.WriteString(c.Text)
			}
			return b.String()
		}
		dim, shown := text(doc.ParseOptions{}), text(doc.ParseOptions{Markers: doc.MarkersShow})
		if dim != shown {
			t.Fatalf("dimmed text %q, shown %q", dim, shown)
		}
		hidden := text(doc.ParseOptions{Markers: doc.MarkersHide})
		if strings.Count(hidden, "\n") != strings.Count(dim, "\n") || !subsequence(hidden, dim) {
			t.Fatalf("hiding markers changed more than markers:\n dim %q\nhide %q", dim, hidden)
		}
		if lit := text(doc.ParseOptions{Links: doc.LiteralLinks, Markers: doc.MarkersHide}); lit != text(doc.ParseOptions{Links: doc.LiteralLinks}) {
			t.Fatalf("a literal document lost its markers: %q", lit)
		}
		d := doc.New(doc.BytesSource(in), doc.ParseOptions{})
		for _, h := range d.Headings(d.Size()) {
			line := strings.TrimLeft(string(in[h.Offset:]), " ")
			if !strings.HasPrefix(line, strings.Repeat("#", h.Level)) || (h.Offset > 0 && in[h.Offset-1] != '\n') {
				t.Fatalf("heading %+v is no heading line", h)
			}
		}
	})
}

// subsequence reports whether s is t with some bytes taken out.
func subsequence(s, t string) bool {
	i := 0
	for j := 0; j < len(t) && i < len(s); j++ {
		if s[i] == t[j] {
			i++
		}
	}
	return i == len(s)
}
