package doc_test

import (
	"bytes"
	"strings"
	"testing"

	"lwl/widgets/doc"
)

func TestLinkSyntaxBothKinds(t *testing.T) {
	for _, tc := range []struct {
		in             string
		markdown       string // the display text of a Markdown document
		literal        string // of a literal one
		literalLinks   []string
		literalLinkTxt string // LinkText of the first link, literal
	}{
		{in: "handlers[i](w, r)", markdown: "handlers[i]", literal: "handlers[i](w, r)",
			literalLinks: []string{lk(8, "w, r", "[i](w, r)")}, literalLinkTxt: "i"},
		{in: "f[i](x)", markdown: "f[i]", literal: "f[i](x)", literalLinks: []string{lk(1, "x", "[i](x)")}, literalLinkTxt: "i"},
		{in: "+See [the docs](http://new).", markdown: "+See [the docs].", literal: "+See [the docs](http://new).",
			literalLinks: []string{lk(5, "http://new", "[the docs](http://new)")}, literalLinkTxt: "the docs"},
		{in: `\[a\](b) [x\]y](z)`, markdown: `[a](b) [x]y]`, literal: `\[a\](b) [x\]y](z)`,
			literalLinks: []string{lk(9, "z", `[x\]y](z)`)}, literalLinkTxt: `x\]y`},
		{in: "[[RFC2396] s](/r) [a [b](c) d](e)", markdown: "[[RFC2396] s] [a [b] d]",
			literal:        "[[RFC2396] s](/r) [a [b](c) d](e)",
			literalLinks:   []string{lk(0, "/r", "[[RFC2396] s](/r)"), lk(18, "e", "[a [b](c) d](e)"), lk(21, "c", "[b](c)")},
			literalLinkTxt: "[RFC2396] s"},
		{in: "re.compile(r'[a-z](\\d+)')", markdown: "re.compile(r'[a-z]')", literal: "re.compile(r'[a-z](\\d+)')",
			literalLinks: []string{lk(13, `\d+`, `[a-z](\d+)`)}, literalLinkTxt: "a-z"},
		{in: "[a](x \"T\") see http://b.org/p and [c](http://d.org)", markdown: "[a] see http://b.org/p and [c]",
			literal:        "[a](x \"T\") see http://b.org/p and [c](http://d.org)",
			literalLinks:   []string{lk(0, "x", `[a](x "T")`), lk(15, "http://b.org/p", "http://b.org/p"), lk(34, "http://d.org", "[c](http://d.org)")},
			literalLinkTxt: "a"},
		{in: "[a](x\x01y)", markdown: "[a]", literal: "[a](x<01>y)",
			literalLinks: []string{lk(0, "x\x01y", "[a](x<01>y)")}, literalLinkTxt: "a"},
	} {
		md := parseOne(t, tc.in, doc.ParseOptions{})
		if md.Text != tc.markdown {
			t.Errorf("%q Markdown: %q, want %q", tc.in, md.Text, tc.markdown)
		}
		for _, hide := range []bool{false, true} {
			opts := doc.ParseOptions{Links: doc.LiteralLinks, HideBrackets: hide}
			d := doc.New(doc.BytesSource(tc.in), opts)
			c := d.Chunk(0)
			checkChunk(t, []byte(tc.in), c)
			if c.Text != tc.literal {
				t.Errorf("%q literal (hide brackets %v): %q, want %q", tc.in, hide, c.Text, tc.literal)
			}
			if got := linkStrings(c); !equalStrings(got, tc.literalLinks) {
				t.Errorf("%q literal links:\n got %q\nwant %q", tc.in, got, tc.literalLinks)
			}
			if len(c.Links) > 0 {
				if got := d.LinkText(c.Links[0].ID); got != tc.literalLinkTxt {
					t.Errorf("%q literal LinkText = %q, want %q", tc.in, got, tc.literalLinkTxt)
				}
			}
		}
	}
}

// A literal document's display is its source when the source holds no
// control byte: nothing is hidden, and links are found as in Markdown.
func TestLiteralKeepsEveryByte(t *testing.T) {
	for _, in := range fuzzSeeds {
		if !printable([]byte(in)) || strings.Contains(in, "\r") {
			continue
		}
		checkLiteral(t, []byte(in))
	}
}

// checkLiteral compares the literal reading of in with the Markdown one:
// the same links (IDs and destinations), and the source shown as it is
// when it is printable.
func checkLiteral(t *testing.T, in []byte) {
	t.Helper()
	md := doc.New(doc.BytesSource(in), doc.ParseOptions{})
	lit := doc.New(doc.BytesSource(in), doc.ParseOptions{Links: doc.LiteralLinks})
	var text strings.Builder
	var mdLinks, litLinks []string
	for k := 0; k < lit.NumChunks(); k++ {
		c := lit.Chunk(k)
		checkChunk(t, in, c)
		text.WriteString(c.Text)
		for _, l := range c.Links {
			litLinks = append(litLinks, lk(l.ID, l.Dest, l.Title))
		}
	}
	for k := 0; k < md.NumChunks(); k++ {
		for _, l := range md.Chunk(k).Links {
			mdLinks = append(mdLinks, lk(l.ID, l.Dest, l.Title))
		}
	}
	// Markdown finds no link the literal reading does not: it only drops
	// those in code (a code span, a fenced or indented block), so without
	// anything that may start code both find the same.
	// An escape sequence in a destination takes the bytes after it in
	// the literal reading (ESC ) [ is one), where Markdown hides it: no
	// comparison then.
	if bytes.IndexByte(in, 0x1B) >= 0 {
		return
	}
	if !mayHoldCode(in) && !equalStrings(mdLinks, litLinks) {
		t.Fatalf("literal links differ from Markdown ones for %q\nliteral  %q\nMarkdown %q", in, litLinks, mdLinks)
	}
	// In code a bare URL stays a link where the literal reading saw the
	// bracketed link around it: the same destination, at another offset.
	lits := map[string]int{}
	for _, l := range litLinks {
		lits[l[strings.IndexByte(l, ' ')+1:]]++
	}
	for _, l := range mdLinks {
		dest := l[strings.IndexByte(l, ' ')+1:]
		if lits[dest] == 0 {
			t.Fatalf("a Markdown link the literal reading lacks for %q: %q\nliteral  %q\nMarkdown %q", in, l, litLinks, mdLinks)
		}
		lits[dest]--
	}
	if printable(in) && !strings.Contains(string(in), "\r\n") && text.String() != string(in) {
		t.Fatalf("literal text changed\ninput %q\ntext  %q", in, text.String())
	}
}

// mayHoldCode reports whether Markdown could read some of in as code: a
// backtick or tilde (spans, fences), a tab or four spaces starting a line
// (indented blocks).
func mayHoldCode(in []byte) bool {
	if bytes.ContainsAny(in, "`~\t") {
		return true
	}
	for _, line := range bytes.Split(in, []byte("\n")) {
		if bytes.HasPrefix(bytes.TrimLeft(line, ">"), []byte("    ")) || bytes.HasPrefix(line, []byte("    ")) {
			return true
		}
	}
	return false
}

func TestSniffLinks(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want doc.LinkSyntax
	}{
		{"Retrieved from [https://a.org/](https://a.org/) on Sun.\n\n[x](y)", doc.MarkdownLinks},
		{"\n\n  Retrieved from [u](u)", doc.MarkdownLinks},
		{"package main\n\nvar f = handlers[i](w, r)\n", doc.LiteralLinks},
		{"Retrieved from https://a.org/", doc.LiteralLinks},
		{"Retrieved", doc.LiteralLinks}, // complete: no more will come
		{strings.Repeat("\n", 2000) + "Retrieved from [u](u)", doc.LiteralLinks},
		{"", doc.LiteralLinks},
		{"Retrieved from [https://a.org/] on Sun.\n[x](y)", doc.MarkdownLinks},
		{"Title\n\nRetrieved from [u](u)\n", doc.MarkdownLinks},
		{"1\n2\n3\n4\nRetrieved from [u](u)\n", doc.MarkdownLinks},
		{"1\n2\n3\n4\n5\nRetrieved from [u](u)\n", doc.LiteralLinks},
		{strings.Repeat("x", 6000) + "\nRetrieved from [u](u)\n", doc.LiteralLinks},
	} {
		d := doc.New(doc.BytesSource(tc.in), doc.ParseOptions{Links: doc.SniffLinks})
		if got := d.Options().Links; got != tc.want {
			t.Errorf("%.30q: %v, want %v", tc.in, got, tc.want)
		}
	}
}

// A stream is decided from the bytes that arrived: while they are blanks
// and a beginning of the header it stays undecided (and shows them as
// they are); the "[" decides it.
func TestSniffLinksStream(t *testing.T) {
	src := &growingSource{}
	d := doc.New(src, doc.ParseOptions{Links: doc.SniffLinks})
	for _, part := range []string{"\nRetr", "ieved from ", "[https://a.org/](https://a.org/) x\n[b](c)\n"} {
		if got := d.Options().Links; got != doc.SniffLinks {
			t.Fatalf("before %q: decided %v", part, got)
		}
		if d.NumChunks() > 0 {
			d.Chunk(0) // parsed while undecided
		}
		src.b = append(src.b, part...)
		d.Refresh()
	}
	if got := d.Options().Links; got != doc.MarkdownLinks {
		t.Fatalf("after the header: %v, want Markdown", got)
	}
	if got, want := d.Chunk(0).Text, "\nRetrieved from [https://a.org/] x\n[b]\n"; got != want {
		t.Fatalf("text %q, want %q", got, want)
	}
	src = &growingSource{b: []byte("Retrieved ")}
	d = doc.New(src, doc.ParseOptions{Links: doc.SniffLinks})
	src.b = append(src.b, "by hand: [a](b)\n"...)
	d.Refresh()
	if got := d.Options().Links; got != doc.SniffLinks {
		t.Fatalf("one line, the header may follow: %v, want undecided", got)
	}
	src.b = append(src.b, "2\n3\n4\n5"...)
	d.Refresh()
	if got := d.Options().Links; got != doc.LiteralLinks {
		t.Fatalf("five lines without the header: %v, want literal", got)
	}
	src.done = true
	d.Refresh()
	if got, want := d.Chunk(0).Text, "Retrieved by hand: [a](b)\n2\n3\n4\n5"; got != want {
		t.Fatalf("text %q, want %q", got, want)
	}
}

// growingSource is a stream whose bytes a test appends.
type growingSource struct {
	b    []byte
	done bool
}

func (s *growingSource) ReadAt(p []byte, off int64) (int, error) {
	if off >= int64(len(s.b)) {
		return 0, nil
	}
	return copy(p, s.b[off:]), nil
}
func (s *growingSource) Size() int64    { return int64(len(s.b)) }
func (s *growingSource) Complete() bool { return s.done }

// A line longer than a chunk, cut inside links' destinations: chunks
// parsed alone agree with the whole window in a literal document.
func TestLiteralLongLineChunks(t *testing.T) {
	var b strings.Builder
	for i := 0; b.Len() < 3*doc.ChunkSize; i++ {
		b.WriteString("f[i](x, y) [see](https://example.com/" + strings.Repeat("p", i%97) + ") \\[z\\](w) ")
	}
	b.WriteString("\n")
	compareWithWindowOpts(t, []byte(b.String()), doc.ParseOptions{Links: doc.LiteralLinks})
	checkLiteral(t, []byte(b.String()))
}
