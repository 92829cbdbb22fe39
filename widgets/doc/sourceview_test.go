package doc_test

import (
	"strings"
	"testing"
	"unicode/utf8"

	"lwl/widgets/doc"
)

// checkSourceView checks the source view of in (ParseOptions.Source): no
// links, the same lines as the link view, and printable text as written.
func checkSourceView(t *testing.T, in []byte, wantLines int) {
	t.Helper()
	d := doc.New(doc.BytesSource(in), doc.ParseOptions{Source: true})
	var text strings.Builder
	for k := 0; k < d.NumChunks(); k++ {
		c := d.Chunk(k)
		checkChunk(t, in, c)
		if len(c.Links) > 0 {
			t.Fatalf("source view: chunk %d lists %d links", k, len(c.Links))
		}
		for _, s := range c.Spans {
			if s.Kind == doc.KindLink {
				t.Fatalf("source view: chunk %d has link span %+v", k, s)
			}
		}
		text.WriteString(c.Text)
	}
	if got := d.LineCount(); got != wantLines {
		t.Fatalf("source view: LineCount = %d, want %d", got, wantLines)
	}
	if printable(in) && text.String() != string(in) {
		t.Fatalf("source view changed printable text\ninput %q\ntext  %q", in, text.String())
	}
}

// printable reports whether in is valid UTF-8 with no control byte but tab
// and line break, nor a C1 control: text the source view shows as it is.
func printable(in []byte) bool {
	if !utf8.Valid(in) {
		return false
	}
	for i, r := range string(in) {
		if r < 0x20 && r != '\t' && r != '\n' || r >= 0x7F && r <= 0x9F || doc.HiddenInText(r) && !(r == 0xFEFF && i == 0) {
			return false
		}
	}
	return true
}

// The source view shows the text as written: links' brackets and
// destinations, backslash escapes, URLs, all as plain text.
func TestParseSourceView(t *testing.T) {
	src := doc.ParseOptions{Source: true}
	runParseCases(t, []parseCase{
		{name: "code index call", in: "f[i](x, y)", text: "f[i](x, y)", opts: src},
		{name: "log user", in: "user[42](admin) ok", text: "user[42](admin) ok", opts: src},
		{name: "regex class", in: "[a-z](foo|bar)", text: "[a-z](foo|bar)", opts: src},
		{name: "markdown title", in: `[a](other.md "T")`, text: `[a](other.md "T")`, opts: src},
		{name: "escapes kept", in: `\[a\](b) \\`, text: `\[a\](b) \\`, opts: src},
		{name: "bare URL and autolink", in: "see http://a.b/c <https://d.e>", text: "see http://a.b/c <https://d.e>", opts: src},
		{name: "hide brackets has no effect", in: "[a](b)", text: "[a](b)", opts: doc.ParseOptions{Source: true, HideBrackets: true}},
		{name: "CRLF still a line break", in: "[a](b)\r\nx", text: "[a](b)\nx", opts: src},
		{name: "controls still tokens", in: "a\x01b\x7f", text: "a<01>b<7F>", spans: []string{cs(1, 5), cs(6, 10)}, opts: src},
		{name: "SGR colour kept", in: "\x1b[31m[a](b)\x1b[0m", text: "[a](b)", spans: []string{ss(0, 6, "fg1")}, opts: src},
		{name: "overstrike kept", in: "N\bNo", text: "No", spans: []string{ss(0, 1, "bold")}, opts: src},
		{name: "OSC 8 as tokens", in: "\x1b]8;;http://x\x07t\x1b]8;;\x07", text: "<1B>]8;;http://x<07>t<1B>]8;;<07>",
			spans: []string{cs(0, 20), cs(21, 33)}, opts: src},
	})
}
