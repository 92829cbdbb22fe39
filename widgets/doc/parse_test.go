package doc_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"lwl/widgets/doc"
)

// parseOne parses in as a whole document that must fit in one chunk.
func parseOne(t testing.TB, in string, opts doc.ParseOptions) *doc.Chunk {
	t.Helper()
	d := doc.New(doc.BytesSource(in), opts)
	switch d.NumChunks() {
	case 0:
		return &doc.Chunk{}
	case 1:
		return d.Chunk(0)
	}
	t.Fatalf("input of %d bytes makes %d chunks, want 1", len(in), d.NumChunks())
	return nil
}

// lk formats a link the way linkStrings does: ID, destination, displayed text.
func lk(id int64, dest, text string) string { return fmt.Sprintf("%d %q %q", id, dest, text) }

// ls formats a link span; cs a control span.
func ls(id int64, start, end int) string { return fmt.Sprintf("L%d[%d,%d)", id, start, end) }
func cs(start, end int) string           { return fmt.Sprintf("C[%d,%d)", start, end) }

// ss formats a style span: its range and the style as styleString writes it.
func ss(start, end int, style string) string { return fmt.Sprintf("S[%d,%d)%s", start, end, style) }

// styleString writes a style briefly: "fg1" (palette), "fg#102030" (RGB),
// the same for bg, then attributes, joined by commas.
func styleString(st doc.Style) string {
	var parts []string
	color := func(name string, c doc.Color) {
		if n, ok := c.Palette(); ok {
			parts = append(parts, fmt.Sprintf("%s%d", name, n))
		} else if rgb, ok := c.RGB(); ok {
			parts = append(parts, fmt.Sprintf("%s#%06x", name, rgb))
		}
	}
	color("fg", st.Fg)
	color("bg", st.Bg)
	for _, a := range []struct {
		a    doc.Attr
		name string
	}{{doc.AttrBold, "bold"}, {doc.AttrDim, "dim"}, {doc.AttrItalic, "italic"}, {doc.AttrUnderline, "underline"}, {doc.AttrReverse, "reverse"}, {doc.AttrStrike, "strike"}} {
		if st.Attr&a.a != 0 {
			parts = append(parts, a.name)
		}
	}
	return strings.Join(parts, ",")
}

func linkStrings(c *doc.Chunk) []string {
	var out []string
	for _, l := range c.Links {
		text := "<bad offsets>"
		if 0 <= l.Start && l.Start <= l.End && l.End <= len(c.Text) {
			text = c.Text[l.Start:l.End]
		}
		out = append(out, lk(l.ID, l.Dest, text))
	}
	return out
}

func spanStrings(c *doc.Chunk) []string {
	var out []string
	for _, s := range c.Spans {
		switch s.Kind {
		case doc.KindLink:
			out = append(out, ls(s.ID, s.Start, s.End))
		case doc.KindControl:
			out = append(out, cs(s.Start, s.End))
		case doc.KindStyle:
			out = append(out, ss(s.Start, s.End, styleString(s.Style)))
		default:
			out = append(out, fmt.Sprintf("K%d#%d[%d,%d)", s.Kind, s.ID, s.Start, s.End))
		}
	}
	return out
}

func equalStrings(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// checkChunk verifies the invariants every parsed chunk must hold. src is the
// whole source the chunk was parsed from (nil to skip the checks that need it).
func checkChunk(t testing.TB, src []byte, c *doc.Chunk) {
	t.Helper()
	text := c.Text
	for i, s := range c.Spans {
		if s.Start < 0 || s.Start > s.End || s.End > len(text) {
			t.Fatalf("chunk %d: span %d %+v outside text of %d bytes", c.Index, i, s, len(text))
		}
		if i > 0 && c.Spans[i-1].Start > s.Start {
			t.Fatalf("chunk %d: spans not sorted by Start: %+v before %+v", c.Index, c.Spans[i-1], s)
		}
		if s.Kind != doc.KindLink && s.Kind != doc.KindControl && s.Kind != doc.KindStyle && !s.Kind.Markdown() {
			t.Fatalf("chunk %d: parser made span of kind %d", c.Index, s.Kind)
		}
		if (s.Kind == doc.KindControl || s.Kind == doc.KindStyle) && s.Start == s.End {
			t.Fatalf("chunk %d: empty span %+v", c.Index, s)
		}
		if s.Kind == doc.KindStyle && s.Style == (doc.Style{}) {
			t.Fatalf("chunk %d: style span with the plain style %+v", c.Index, s)
		}
	}
	styleEnd := 0
	for _, s := range c.Spans {
		if s.Kind == doc.KindStyle {
			if s.Start < styleEnd {
				t.Fatalf("chunk %d: style spans overlap at %d", c.Index, s.Start)
			}
			if nl := strings.IndexByte(text[s.Start:s.End], '\n'); nl >= 0 {
				t.Fatalf("chunk %d: style span %+v holds a line break: a style ends with its line", c.Index, s)
			}
			styleEnd = s.End
		}
	}
	type key struct {
		id         int64
		start, end int
	}
	linkSpans := map[key]bool{}
	for _, s := range c.Spans {
		if s.Kind == doc.KindLink {
			linkSpans[key{s.ID, s.Start, s.End}] = true
		}
	}
	for i, l := range c.Links {
		if i > 0 && c.Links[i-1].ID >= l.ID {
			t.Fatalf("chunk %d: links not sorted by unique ID: %d then %d", c.Index, c.Links[i-1].ID, l.ID)
		}
		if l.Start < 0 || l.Start > l.End || l.End > len(text) {
			t.Fatalf("chunk %d: link %+v outside text of %d bytes", c.Index, l, len(text))
		}
		if l.ID < c.SrcStart || l.ID >= c.SrcEnd {
			t.Fatalf("chunk %d: link ID %d outside the chunk's source [%d,%d)", c.Index, l.ID, c.SrcStart, c.SrcEnd)
		}
		if !linkSpans[key{l.ID, l.Start, l.End}] {
			t.Fatalf("chunk %d: link %+v has no link span", c.Index, l)
		}
		if src != nil && l.ID < int64(len(src)) {
			if src[l.ID] == 0x1B {
				if !bytes.HasPrefix(src[l.ID:], []byte("\x1b]8;")) || l.Dest == "" {
					t.Fatalf("chunk %d: link %+v at an ESC that opens no OSC 8 link", c.Index, l)
				}
			} else if src[l.ID] == '[' {
				if l.End-l.Start < 1 || text[l.Start] != '[' {
					t.Fatalf("chunk %d: bracket link %+v displayed as %q", c.Index, l, text[l.Start:l.End])
				}
			} else if !bytes.HasPrefix(src[l.ID:], []byte(l.Dest)) || text[l.Start:l.End] != l.Dest {
				t.Fatalf("chunk %d: bare URL %+v displayed as %q, source %q", c.Index, l, text[l.Start:l.End], src[l.ID:min(int(l.ID)+len(l.Dest)+1, len(src))])
			}
		}
		if got := c.SrcOffset(l.Start); got != l.ID && (src == nil || src[l.ID] != 0x1B) {
			t.Fatalf("chunk %d: SrcOffset(link.Start=%d) = %d, want the link ID %d", c.Index, l.Start, got, l.ID)
		}
	}
	for i := 0; i < len(text); i++ {
		if b := text[i]; (b < 0x20 && b != '\t' && b != '\n') || b == 0x7F {
			t.Fatalf("chunk %d: raw control byte %#x at %d in display text %q", c.Index, b, i, text)
		}
	}
	if !utf8.ValidString(text) {
		t.Fatalf("chunk %d: display text is not valid UTF-8: %q", c.Index, text)
	}
	for i, r := range text {
		if r >= 0x80 && r <= 0x9F {
			t.Fatalf("chunk %d: C1 control U+%04X at %d in display text", c.Index, r, i)
		}
	}
	if n := strings.Count(text, "\n"); n != c.Lines {
		t.Fatalf("chunk %d: Lines = %d, text holds %d line breaks", c.Index, c.Lines, n)
	}
}

type parseCase struct {
	name  string
	in    string
	text  string
	links []string // lk(...)
	spans []string // ls(...), cs(...)
	opts  doc.ParseOptions
}

func runParseCases(t *testing.T, cases []parseCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c := parseOne(t, tc.in, tc.opts)
			if c.Text != tc.text {
				t.Errorf("input %q\ntext  %q\nwant  %q", tc.in, c.Text, tc.text)
			}
			if got := linkStrings(c); !equalStrings(got, tc.links) {
				t.Errorf("input %q\nlinks %q\nwant  %q", tc.in, got, tc.links)
			}
			if got := spanStrings(c); !equalStrings(got, tc.spans) {
				t.Errorf("input %q\nspans %q\nwant  %q", tc.in, got, tc.spans)
			}
			if !tc.opts.HideBrackets {
				checkChunk(t, []byte(tc.in), c)
			}
		})
	}
}

func TestParseLinks(t *testing.T) {
	runParseCases(t, []parseCase{
		{name: "plain", in: "[a](b)", text: "[a]",
			links: []string{lk(0, "b", "[a]")}, spans: []string{ls(0, 0, 3)}},
		{name: "in sentence", in: "see [the docs](http://x.org/d) now", text: "see [the docs] now",
			links: []string{lk(4, "http://x.org/d", "[the docs]")}, spans: []string{ls(4, 4, 14)}},
		{name: "two on a line", in: "[a](1) and [b](2)", text: "[a] and [b]",
			links: []string{lk(0, "1", "[a]"), lk(11, "2", "[b]")}, spans: []string{ls(0, 0, 3), ls(11, 8, 11)}},
		{name: "adjacent", in: "[a](1)[b](2)", text: "[a][b]",
			links: []string{lk(0, "1", "[a]"), lk(6, "2", "[b]")}, spans: []string{ls(0, 0, 3), ls(6, 3, 6)}},
		{name: "text spans lines", in: "x [a\nb](c) y", text: "x [a\nb] y",
			links: []string{lk(2, "c", "[a\nb]")}, spans: []string{ls(2, 2, 7)}},
		{name: "text spans three lines", in: "[one\ntwo\nthree](d)\n", text: "[one\ntwo\nthree]\n",
			links: []string{lk(0, "d", "[one\ntwo\nthree]")}, spans: []string{ls(0, 0, 15)}},
		{name: "text spans CRLF", in: "[a\r\nb](c)\r\n", text: "[a\nb]\n",
			links: []string{lk(0, "c", "[a\nb]")}, spans: []string{ls(0, 0, 5)}},
		{name: "dest with spaces", in: "[a](b c  d)", text: "[a]",
			links: []string{lk(0, "b c  d", "[a]")}, spans: []string{ls(0, 0, 3)}},
		{name: "dest balanced parens", in: "[Go](https://en.wikipedia.org/wiki/Go_(language)) x", text: "[Go] x",
			links: []string{lk(0, "https://en.wikipedia.org/wiki/Go_(language)", "[Go]")}, spans: []string{ls(0, 0, 4)}},
		{name: "dest nested parens", in: "[a](x(y(z))w)", text: "[a]",
			links: []string{lk(0, "x(y(z))w", "[a]")}, spans: []string{ls(0, 0, 3)}},
		{name: "dest unbalanced open", in: "[a](x(y)", text: "[a](x(y)"},
		// A destination holds no bracket (see scanDest): such text is no link.
		{name: "dest holds brackets", in: "[a](x[y]z) [b](c)", text: "[a](x[y]z) [b]",
			links: []string{lk(11, "c", "[b]")}, spans: []string{ls(11, 11, 14)}},
		{name: "dest holds link syntax", in: "[a](x[y](z)", text: "[a](x[y]",
			links: []string{lk(5, "z", "[y]")}, spans: []string{ls(5, 5, 8)}},
		{name: "dest holds unclosed bracket", in: "[a](x[y) b](c)", text: "[a](x[y) b]",
			links: []string{lk(5, "c", "[y) b]")}, spans: []string{ls(5, 5, 11)}},
		{name: "dest with line break", in: "[a](b\nc)", text: "[a](b\nc)"},
		{name: "dest with CRLF", in: "[a](b\r\nc)", text: "[a](b\nc)"},
		{name: "dest with line break then link", in: "[a](b\n[c](d)", text: "[a](b\n[c]",
			links: []string{lk(6, "d", "[c]")}, spans: []string{ls(6, 6, 9)}},
		{name: "empty dest", in: "[a]()", text: "[a]",
			links: []string{lk(0, "", "[a]")}, spans: []string{ls(0, 0, 3)}},
		{name: "empty text", in: "[](x)", text: "[]",
			links: []string{lk(0, "x", "[]")}, spans: []string{ls(0, 0, 2)}},
		{name: "dest not URL-like", in: "[timus](acm.timus.ru)", text: "[timus]",
			links: []string{lk(0, "acm.timus.ru", "[timus]")}, spans: []string{ls(0, 0, 7)}},
		{name: "text holds parens", in: "[me! (old)](waeaves.com)", text: "[me! (old)]",
			links: []string{lk(0, "waeaves.com", "[me! (old)]")}, spans: []string{ls(0, 0, 11)}},
		{name: "text wide characters", in: "[中文 😀](x)", text: "[中文 😀]",
			links: []string{lk(0, "x", "[中文 😀]")}, spans: []string{ls(0, 0, 13)}},
		{name: "dest with control bytes kept raw", in: "[a](b\x1bMc\x00)", text: "[a]",
			links: []string{lk(0, "b\x1bMc\x00", "[a]")}, spans: []string{ls(0, 0, 3)}},
		{name: "hide brackets", in: "[a](b) [[c](d)]", text: "a [c]", opts: doc.ParseOptions{HideBrackets: true},
			links: []string{lk(0, "b", "a"), lk(8, "d", "c")}, spans: []string{ls(0, 0, 1), ls(8, 3, 4)}},
	})
}

func TestParseNesting(t *testing.T) {
	runParseCases(t, []parseCase{
		{name: "plain brackets inside text",
			in:    "o [[RFC2396] section 5.2](/doc/html/rfc2396#section-5.2), step 6a",
			text:  "o [[RFC2396] section 5.2], step 6a",
			links: []string{lk(2, "/doc/html/rfc2396#section-5.2", "[[RFC2396] section 5.2]")},
			spans: []string{ls(2, 2, 25)}},
		{name: "link inside plain brackets",
			in:    `in WWW" [[RFC1630](/doc/html/rfc1630)]. The`,
			text:  `in WWW" [[RFC1630]]. The`,
			links: []string{lk(9, "/doc/html/rfc1630", "[RFC1630]")},
			spans: []string{ls(9, 9, 18)}},
		{name: "link inside link text",
			in:    "[a [b](x) c](y)",
			text:  "[a [b] c]",
			links: []string{lk(0, "y", "[a [b] c]"), lk(3, "x", "[b]")},
			spans: []string{ls(0, 0, 9), ls(3, 3, 6)}},
		{name: "link is the whole text of a link",
			in:    "[[a](b)](c)",
			text:  "[[a]]",
			links: []string{lk(0, "c", "[[a]]"), lk(1, "b", "[a]")},
			spans: []string{ls(0, 0, 5), ls(1, 1, 4)}},
		{name: "three levels",
			in:    "[1 [2 [3](c) 2](b) 1](a)",
			text:  "[1 [2 [3] 2] 1]",
			links: []string{lk(0, "a", "[1 [2 [3] 2] 1]"), lk(3, "b", "[2 [3] 2]"), lk(6, "c", "[3]")},
			spans: []string{ls(0, 0, 15), ls(3, 3, 12), ls(6, 6, 9)}},
		{name: "two inner links",
			in:    "[x [a](1) [b](2) y](3)",
			text:  "[x [a] [b] y]",
			links: []string{lk(0, "3", "[x [a] [b] y]"), lk(3, "1", "[a]"), lk(10, "2", "[b]")},
			spans: []string{ls(0, 0, 13), ls(3, 3, 6), ls(10, 7, 10)}},
		{name: "inner link spans lines",
			in:    "[out\n[in\nner](i)\nout](o)",
			text:  "[out\n[in\nner]\nout]",
			links: []string{lk(0, "o", "[out\n[in\nner]\nout]"), lk(5, "i", "[in\nner]")},
			spans: []string{ls(0, 0, 18), ls(5, 5, 13)}},
		{name: "unclosed outer, inner link",
			in:    "[a [b](c)",
			text:  "[a [b]",
			links: []string{lk(3, "c", "[b]")},
			spans: []string{ls(3, 3, 6)}},
		{name: "plain brackets twice inside",
			in:    "[[x] and [y]](z)",
			text:  "[[x] and [y]]",
			links: []string{lk(0, "z", "[[x] and [y]]")},
			spans: []string{ls(0, 0, 13)}},
		{name: "stray close bracket in plain text",
			in:    "a] [b](c) d]",
			text:  "a] [b] d]",
			links: []string{lk(3, "c", "[b]")},
			spans: []string{ls(3, 3, 6)}},
		{name: "bare URL inside link text is not a link",
			in:    "[see http://a.com/x](http://b.com/y)",
			text:  "[see http://a.com/x]",
			links: []string{lk(0, "http://b.com/y", "[see http://a.com/x]")},
			spans: []string{ls(0, 0, 20)}},
		{name: "autolink inside link text is not a link",
			in:    "[<http://a.com>](b)",
			text:  "[<http://a.com>]",
			links: []string{lk(0, "b", "[<http://a.com>]")},
			spans: []string{ls(0, 0, 16)}},
		{name: "bare URL as link text",
			in:    "Retrieved from [https://x.org/a](https://x.org/a) on Sun",
			text:  "Retrieved from [https://x.org/a] on Sun",
			links: []string{lk(15, "https://x.org/a", "[https://x.org/a]")},
			spans: []string{ls(15, 15, 32)}},
		{name: "bare URL inside inner link of a link",
			in:    "[a [http://x.y](z) b](w)",
			text:  "[a [http://x.y] b]",
			links: []string{lk(0, "w", "[a [http://x.y] b]"), lk(3, "z", "[http://x.y]")},
			spans: []string{ls(0, 0, 18), ls(3, 3, 15)}},
	})
}

func TestParseEscapes(t *testing.T) {
	runParseCases(t, []parseCase{
		{name: "escaped brackets", in: `\[a\](b)`, text: "[a](b)"},
		{name: "escaped parens", in: `\(x\)`, text: "(x)"},
		{name: "escaped close inside text", in: `[a\]b](c)`, text: "[a]b]",
			links: []string{lk(0, "c", "[a]b]")}, spans: []string{ls(0, 0, 5)}},
		{name: "escaped open inside text", in: `[\[](x)`, text: "[[]",
			links: []string{lk(0, "x", "[[]")}, spans: []string{ls(0, 0, 3)}},
		{name: "escaped paren after text", in: `[a]\(b)`, text: "[a](b)"},
		{name: "escaped close paren in dest", in: `[a](b\)c)`, text: "[a]",
			links: []string{lk(0, "b)c", "[a]")}, spans: []string{ls(0, 0, 3)}},
		{name: "escaped open paren in dest", in: `[a](b\(c)`, text: "[a]",
			links: []string{lk(0, "b(c", "[a]")}, spans: []string{ls(0, 0, 3)}},
		{name: "escaped close paren never ends dest", in: `[a](b\)`, text: "[a](b)"},
		{name: "link text holds link syntax escaped", in: `[a\](b)](c)`, text: "[a](b)]",
			links: []string{lk(0, "c", "[a](b)]")}, spans: []string{ls(0, 0, 7)}},
		{name: "other backslashes stay", in: `a\b\\c\`, text: `a\b\\c\`},
		{name: "backslash before escaped bracket", in: `x\\[a](b)`, text: `x\[a](b)`},
		{name: "escape next to link", in: `\[[a](b)\]`, text: "[[a]]",
			links: []string{lk(2, "b", "[a]")}, spans: []string{ls(2, 1, 4)}},
	})
}

func TestParseNotLinks(t *testing.T) {
	long := strings.Repeat("t", doc.MaxLinkText)
	longDest := strings.Repeat("d", doc.MaxLinkDest)
	runParseCases(t, []parseCase{
		{name: "brackets only", in: "[not a link]", text: "[not a link]"},
		{name: "parens only", in: "(not a link)", text: "(not a link)"},
		{name: "space between", in: "[a] (b)", text: "[a] (b)"},
		{name: "line break between", in: "[a]\n(b)", text: "[a]\n(b)"},
		{name: "unclosed open bracket at end", in: "text [a", text: "text [a"},
		{name: "lone open bracket", in: "[", text: "["},
		{name: "lone close bracket", in: "]", text: "]"},
		{name: "unclosed dest at end", in: "x [a](b", text: "x [a](b"},
		{name: "close-open at end", in: "x [a](", text: "x [a]("},
		{name: "close-open alone", in: "](", text: "]("},
		{name: "close-open-close without open", in: "a](b)", text: "a](b)"},
		{name: "empty", in: "", text: ""},
		{name: "text of MaxLinkText bytes is a link", in: "[" + long + "](x)", text: "[" + long + "]",
			links: []string{lk(0, "x", "["+long+"]")}, spans: []string{ls(0, 0, len(long)+2)}},
		{name: "text longer than MaxLinkText", in: "[" + long + "t](x)", text: "[" + long + "t](x)"},
		{name: "dest of MaxLinkDest bytes is a link", in: "[a](" + longDest + ")", text: "[a]",
			links: []string{lk(0, longDest, "[a]")}, spans: []string{ls(0, 0, 3)}},
		{name: "dest longer than MaxLinkDest", in: "[a](" + longDest + "d)", text: "[a](" + longDest + "d)"},
		{name: "too long outer, inner still a link", in: "[x [b](c)" + long + "](y)", text: "[x [b]" + long + "](y)",
			links: []string{lk(3, "c", "[b]")}, spans: []string{ls(3, 3, 6)}},
	})
}

func TestParseBareURLs(t *testing.T) {
	runParseCases(t, []parseCase{
		{name: "http", in: "go to http://a.com/x now", text: "go to http://a.com/x now",
			links: []string{lk(6, "http://a.com/x", "http://a.com/x")}, spans: []string{ls(6, 6, 20)}},
		{name: "https at start", in: "https://x.org", text: "https://x.org",
			links: []string{lk(0, "https://x.org", "https://x.org")}, spans: []string{ls(0, 0, 13)}},
		{name: "ftp", in: "ftp://f.org/pub/", text: "ftp://f.org/pub/",
			links: []string{lk(0, "ftp://f.org/pub/", "ftp://f.org/pub/")}, spans: []string{ls(0, 0, 16)}},
		{name: "mailto", in: "write mailto:me@x.org?subject=hi", text: "write mailto:me@x.org?subject=hi",
			links: []string{lk(6, "mailto:me@x.org?subject=hi", "mailto:me@x.org?subject=hi")}, spans: []string{ls(6, 6, 32)}},
		{name: "file", in: "file:///etc/passwd", text: "file:///etc/passwd",
			links: []string{lk(0, "file:///etc/passwd", "file:///etc/passwd")}, spans: []string{ls(0, 0, 18)}},
		{name: "trailing full stop", in: "see http://a.com/x.", text: "see http://a.com/x.",
			links: []string{lk(4, "http://a.com/x", "http://a.com/x")}, spans: []string{ls(4, 4, 18)}},
		{name: "trailing punctuation run", in: "http://a.com/x?!,;:'\"* y", text: "http://a.com/x?!,;:'\"* y",
			links: []string{lk(0, "http://a.com/x", "http://a.com/x")}, spans: []string{ls(0, 0, 14)}},
		{name: "inner full stops kept", in: "http://a.b.c/d.html.", text: "http://a.b.c/d.html.",
			links: []string{lk(0, "http://a.b.c/d.html", "http://a.b.c/d.html")}, spans: []string{ls(0, 0, 19)}},
		{name: "in parentheses", in: "(see http://a.com/x)", text: "(see http://a.com/x)",
			links: []string{lk(5, "http://a.com/x", "http://a.com/x")}, spans: []string{ls(5, 5, 19)}},
		{name: "in parentheses then full stop", in: "(http://a.com/x).", text: "(http://a.com/x).",
			links: []string{lk(1, "http://a.com/x", "http://a.com/x")}, spans: []string{ls(1, 1, 15)}},
		{name: "balanced parens kept", in: "http://en.wikipedia.org/wiki/Go_(language), ok", text: "http://en.wikipedia.org/wiki/Go_(language), ok",
			links: []string{lk(0, "http://en.wikipedia.org/wiki/Go_(language)", "http://en.wikipedia.org/wiki/Go_(language)")},
			spans: []string{ls(0, 0, 42)}},
		{name: "in quotes", in: `"http://localhost/"`, text: `"http://localhost/"`,
			links: []string{lk(1, "http://localhost/", "http://localhost/")}, spans: []string{ls(1, 1, 18)}},
		{name: "two on a line", in: "http://a.b http://c.d", text: "http://a.b http://c.d",
			links: []string{lk(0, "http://a.b", "http://a.b"), lk(11, "http://c.d", "http://c.d")},
			spans: []string{ls(0, 0, 10), ls(11, 11, 21)}},
		{name: "after a link", in: "[a](b) http://c.d", text: "[a] http://c.d",
			links: []string{lk(0, "b", "[a]"), lk(7, "http://c.d", "http://c.d")},
			spans: []string{ls(0, 0, 3), ls(7, 4, 14)}},
		{name: "ends at bracket", in: "http://a.b[c]", text: "http://a.b[c]",
			links: []string{lk(0, "http://a.b", "http://a.b")}, spans: []string{ls(0, 0, 10)}},
		{name: "ends at space and line break", in: "http://a.b\nhttp://c.d e", text: "http://a.b\nhttp://c.d e",
			links: []string{lk(0, "http://a.b", "http://a.b"), lk(11, "http://c.d", "http://c.d")},
			spans: []string{ls(0, 0, 10), ls(11, 11, 21)}},
		{name: "autolink", in: "x <http://a.com/x> y", text: "x <http://a.com/x> y",
			links: []string{lk(3, "http://a.com/x", "http://a.com/x")}, spans: []string{ls(3, 3, 17)}},
		{name: "autolink mailto", in: "<mailto:me@x.org>", text: "<mailto:me@x.org>",
			links: []string{lk(1, "mailto:me@x.org", "mailto:me@x.org")}, spans: []string{ls(1, 1, 16)}},
		{name: "autolink keeps trailing punctuation", in: "<https://a.com/x.>", text: "<https://a.com/x.>",
			links: []string{lk(1, "https://a.com/x.", "https://a.com/x.")}, spans: []string{ls(1, 1, 17)}},
		{name: "autolink with space is bare URL", in: "<http://a b>", text: "<http://a b>",
			links: []string{lk(1, "http://a", "http://a")}, spans: []string{ls(1, 1, 9)}},
		{name: "not a scheme", in: "httpx://a xhttp://a a:b mailto: http:/a http:///a https://", text: "httpx://a xhttp://a a:b mailto: http:/a http:///a https://"},
		{name: "upper-case scheme is not recognised", in: "HTTP://X.ORG", text: "HTTP://X.ORG"},
		{name: "angle brackets without scheme", in: "<b>bold</b> a<b", text: "<b>bold</b> a<b"},
		{name: "bare URL in destination is hidden", in: "[a](http://x.y/z)", text: "[a]",
			links: []string{lk(0, "http://x.y/z", "[a]")}, spans: []string{ls(0, 0, 3)}},
		{name: "escaped bracket ends URL", in: `http://a.b\[x\]`, text: "http://a.b[x]",
			links: []string{lk(0, "http://a.b", "http://a.b")}, spans: []string{ls(0, 0, 10)}},
	})
}

func TestParseControls(t *testing.T) {
	var cases []parseCase
	for b := 0; b < 0x20; b++ {
		if b == '\t' || b == '\n' || b == 0x1B || b == '\b' {
			continue
		}
		tok := fmt.Sprintf("<%02X>", b)
		cases = append(cases, parseCase{
			name: fmt.Sprintf("C0 %#02x", b), in: "a" + string(rune(b)) + "b",
			text: "a" + tok + "b", spans: []string{cs(1, 5)},
		})
	}
	cases = append(cases, parseCase{name: "DEL", in: "a\x7fb", text: "a<7F>b", spans: []string{cs(1, 5)}})
	for r := rune(0x80); r <= 0x9F; r++ {
		enc := string(r)
		cases = append(cases, parseCase{
			name: fmt.Sprintf("C1 U+%04X", r), in: "a" + enc + "b",
			text: fmt.Sprintf("a<%02X><%02X>b", enc[0], enc[1]), spans: []string{cs(1, 9)},
		})
	}
	for b := 0x80; b <= 0xFF; b++ {
		cases = append(cases, parseCase{
			name: fmt.Sprintf("invalid byte %#02x", b), in: "a" + string([]byte{byte(b)}) + "b",
			text: fmt.Sprintf("a<%02X>b", b), spans: []string{cs(1, 5)},
		})
	}
	cases = append(cases, []parseCase{
		{name: "control run is one span", in: "\x01\x02\x03x", text: "<01><02><03>x", spans: []string{cs(0, 12)}},
		{name: "truncated UTF-8", in: "\xe4\xb8x", text: "<E4><B8>x", spans: []string{cs(0, 8)}},
		{name: "surrogate", in: "\xed\xa0\x80", text: "<ED><A0><80>", spans: []string{cs(0, 12)}},
		{name: "overlong", in: "\xc0\xaf", text: "<C0><AF>", spans: []string{cs(0, 8)}},
		{name: "beyond U+10FFFF", in: "\xf4\x90\x80\x80", text: "<F4><90><80><80>", spans: []string{cs(0, 16)}},
		{name: "replacement char kept", in: "a\uFFFDb", text: "a\uFFFDb"},
		{name: "lone ESC", in: "a\x1b", text: "a<1B>", spans: []string{cs(1, 5)}},
		{name: "ESC before line break", in: "\x1b\nx", text: "<1B>\nx", spans: []string{cs(0, 4)}},
		{name: "two-byte ESC sequence", in: "\x1bcx", text: "<1B>cx", spans: []string{cs(0, 5)}},
		{name: "CSI SGR", in: "\x1b[31mred\x1b[0m", text: "red", spans: []string{ss(0, 3, "fg1")}},
		{name: "CSI with parameters", in: "\x1b[38;5;196mX", text: "X", spans: []string{ss(0, 1, "fg196")}},
		{name: "backspace with nothing before", in: "\bb", text: "<08>b", spans: []string{cs(0, 4)}},
		{name: "backspace at the end", in: "a\b", text: "a<08>", spans: []string{cs(1, 5)}},
		{name: "CSI cursor movement", in: "a\x1b[2Jb\x1b[Hc", text: "a<1B>[2Jb<1B>[Hc", spans: []string{cs(1, 8), cs(9, 15)}},
		{name: "CSI bracket is not a link bracket", in: "\x1b[a](b)", text: "<1B>[a](b)", spans: []string{cs(0, 6)}},
		{name: "malformed CSI", in: "\x1b[\x01", text: "<1B>[<01>", spans: []string{cs(0, 4), cs(5, 9)}},
		{name: "OSC 8 with ST",
			in:    "\x1b]8;;http://x\x1b\\text\x1b]8;;\x1b\\",
			text:  "text",
			links: []string{lk(0, "http://x", "text")}, spans: []string{ls(0, 0, 4)}},
		{name: "OSC 8 with BEL",
			in:    "\x1b]8;;http://x\x07text\x1b]8;;\x07",
			text:  "text",
			links: []string{lk(0, "http://x", "text")}, spans: []string{ls(0, 0, 4)}},
		{name: "OSC title", in: "\x1b]0;title\x07x", text: "<1B>]0;title<07>x", spans: []string{cs(0, 16)}},
		{name: "unterminated OSC is tokens to the line end", in: "\x1b]0;t\nx", text: "<1B>]0;t\nx", spans: []string{cs(0, 8)}},
		{name: "C1 CSI", in: "\xc2\x9b31mX", text: "<C2><9B>31mX", spans: []string{cs(0, 8)}},
		{name: "control inside link text", in: "[a\x01b](x)", text: "[a<01>b]",
			links: []string{lk(0, "x", "[a<01>b]")}, spans: []string{ls(0, 0, 8), cs(2, 6)}},
		{name: "control at link start", in: "[\x01](x)", text: "[<01>]",
			links: []string{lk(0, "x", "[<01>]")}, spans: []string{ls(0, 0, 6), cs(1, 5)}},
		{name: "SGR around link", in: "\x1b[1m[a](b)\x1b[0m", text: "[a]",
			links: []string{lk(4, "b", "[a]")}, spans: []string{ls(4, 0, 3), ss(0, 3, "bold")}},
		{name: "OSC 8 inside link text", in: "[a\x1b]8;;u\x07b](c)", text: "[ab]",
			links: []string{lk(0, "c", "[ab]"), lk(2, "u", "b]")}, spans: []string{ls(0, 0, 4), ls(2, 2, 4)}},
		{name: "OSC title inside link text", in: "[a\x1b]0;u\x07b](c)", text: "[a<1B>]0;u<07>b]",
			links: []string{lk(0, "c", "[a<1B>]0;u<07>b]")}, spans: []string{ls(0, 0, 16), cs(2, 14)}},
		{name: "SGR holding a bracket inside link text", in: "[a\x1b[1mb](c)", text: "[ab]",
			links: []string{lk(0, "c", "[ab]")}, spans: []string{ls(0, 0, 4), ss(2, 4, "bold")}},
		{name: "control before bare URL", in: "\x01http://a.b", text: "<01>http://a.b",
			links: []string{lk(1, "http://a.b", "http://a.b")}, spans: []string{cs(0, 4), ls(1, 4, 14)}},
	}...)
	runParseCases(t, cases)
}

// A URL coloured by SGR sequences is still a link; a scheme whose first
// letter ends an escape sequence is not a scheme.
func TestParseURLAfterEscapeSequence(t *testing.T) {
	runParseCases(t, []parseCase{
		{name: "SGR coloured URL", in: "\x1b[31mhttp://a.com\x1b[0m", text: "http://a.com",
			links: []string{lk(5, "http://a.com", "http://a.com")}, spans: []string{ls(5, 0, 12), ss(0, 12, "fg1")}},
		{name: "SGR bold mailto", in: "\x1b[1mmailto:a@b.c", text: "mailto:a@b.c",
			links: []string{lk(4, "mailto:a@b.c", "mailto:a@b.c")}, spans: []string{ls(4, 0, 12), ss(0, 12, "bold")}},
		{name: "scheme letter inside escape", in: "\x1bhttp://0", text: "<1B>http://0", spans: []string{cs(0, 5)}},
		{name: "scheme letter ends CSI", in: "\x1b[1http://0", text: "<1B>[1http://0", spans: []string{cs(0, 7)}},
	})
}

func TestParseWhitespaceAndUnicode(t *testing.T) {
	runParseCases(t, []parseCase{
		{name: "tab kept", in: "a\tb\t\tc", text: "a\tb\t\tc"},
		{name: "CRLF", in: "a\r\nb\r\n", text: "a\nb\n"},
		{name: "lone CR", in: "a\rb", text: "a<0D>b", spans: []string{cs(1, 5)}},
		{name: "CR CR LF", in: "a\r\r\nb", text: "a<0D>\nb", spans: []string{cs(1, 5)}},
		{name: "CR at end", in: "a\r", text: "a<0D>", spans: []string{cs(1, 5)}},
		{name: "blank lines", in: "\n\n\n", text: "\n\n\n"},
		{name: "CJK", in: "中文字符 日本語 한국어", text: "中文字符 日本語 한국어"},
		{name: "emoji", in: "😀 👩‍💻 🇩🇪 ❤️", text: "😀 👩‍💻 🇩🇪 ❤️"},
		{name: "combining marks", in: "e\u0301 a\u0308\u0323 n\u0303", text: "e\u0301 a\u0308\u0323 n\u0303"},
		{name: "zero width and BOM", in: "\ufeffa\u200bb\u200dc", text: "\ufeffa<U+200B>b\u200dc", spans: []string{cs(4, 12)}},
		{name: "bidi override and soft hyphen", in: "x\u202eabc\u202c e\u00adf\ufeff", text: "x<U+202E>abc<U+202C> e<U+00AD>f<U+FEFF>",
			spans: []string{cs(1, 9), cs(12, 20), cs(22, 30), cs(31, 39)}},
		{name: "latin-1 range kept", in: "café ¡hola! ÿ", text: "café ¡hola! ÿ"},
		{name: "combining mark after link", in: "[e](x)\u0301", text: "[e]\u0301",
			links: []string{lk(0, "x", "[e]")}, spans: []string{ls(0, 0, 3)}},
	})
}

// TestParseChunkOffsets checks the source/display offset maps of one chunk.
func TestParseChunkOffsets(t *testing.T) {
	in := "ab [cd](efg) h\x01i \\[j\r\nk"
	// display: "ab [cd] h<01>i [j\nk"
	c := parseOne(t, in, doc.ParseOptions{})
	if want := "ab [cd] h<01>i [j\nk"; c.Text != want {
		t.Fatalf("text %q, want %q", c.Text, want)
	}
	// source offset → display offset for every byte that is shown as itself
	cases := []struct {
		src  int64
		disp int
	}{
		{0, 0}, {1, 1}, {2, 2}, {3, 3}, {4, 4}, {5, 5}, {6, 6},
		{7, 7}, {11, 7}, // the hidden destination maps to after "]"
		{12, 7}, {13, 8}, {14, 9}, {15, 13}, {16, 14}, {17, 15}, {19, 16},
		{20, 17}, {21, 17}, {22, 18},
	}
	for _, tc := range cases {
		if got := c.DispOffset(tc.src); got != tc.disp {
			t.Errorf("DispOffset(%d) = %d, want %d", tc.src, got, tc.disp)
		}
	}
	// display offset → source offset
	back := []struct {
		disp int
		src  int64
	}{
		{0, 0}, {3, 3}, {4, 4}, {6, 6}, {7, 12}, {8, 13}, {9, 14}, {13, 15}, {14, 16}, {15, 17}, {16, 19}, {17, 21}, {18, 22},
	}
	for _, tc := range back {
		if got := c.SrcOffset(tc.disp); got != tc.src {
			t.Errorf("SrcOffset(%d) = %d, want %d", tc.disp, got, tc.src)
		}
	}
}

// TestParseSeedFiles parses the seed documents kept in testdata.
func TestParseSeedFiles(t *testing.T) {
	t.Run("urls", func(t *testing.T) {
		b, err := os.ReadFile("../../testdata/urls")
		if err != nil {
			t.Fatal(err)
		}
		c := parseOne(t, string(b), doc.ParseOptions{})
		var got []string
		for _, l := range c.Links {
			got = append(got, c.Text[l.Start:l.End]+" -> "+l.Dest)
		}
		want := []string{
			"[gb dev pandoc] -> https://gbdev.io/pandocs",
			"[gbdk] -> https://gbdk.org/docs/api/index.html",
			"[timus] -> acm.timus.ru",
			"[rfc about parsing URIs] -> https://datatracker.ietf.org/doc/html/rfc3986",
			"[duck] -> duckduckgo.com",
			"[google] -> google.com",
			"[google gumbo github] -> https://github.com/google/gumbo-parser",
			"[halimede] -> https://halimedemf.substack.com/p/doubting-thomasine",
			"[hackernews] -> news.ycombinator.com",
			"[jordan reger devblog] -> jordanreger.com",
			"[markdown color] -> https://markdownformatting.com/color",
			"[rgbds gbdev docs] -> https://rgbds.gbdev.io/docs/v1.0.0",
			"[html forms w3schools] -> https://www.w3schools.com/html/html_forms.asp",
			"[y1nz git] -> https://git.y1.nz",
			"[me! (old)] -> waeaves.com",
			"[me! (crunchy/new)] -> https://y1.nz",
		}
		if !equalStrings(got, want) {
			t.Errorf("links\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
		if !strings.Contains(c.Text, "\nmy pages: [y1nz git], [me! (old)], [me! (crunchy/new)]\n") {
			t.Errorf("last line not displayed as expected:\n%s", c.Text)
		}
		checkChunk(t, b, c)
	})
	t.Run("current.md", func(t *testing.T) {
		b, err := os.ReadFile("../../testdata/current.md")
		if err != nil {
			t.Fatal(err)
		}
		d := doc.New(doc.BytesSource(b), doc.ParseOptions{})
		var all []doc.Link
		for k := 0; k < d.NumChunks(); k++ {
			c := d.Chunk(k)
			checkChunk(t, b, c)
			all = append(all, c.Links...)
		}
		first := all[0]
		if first.ID != 15 || first.Dest != "https://datatracker.ietf.org/doc/html/rfc3986" {
			t.Errorf("first link %+v", first)
		}
		// The RFC 2396 errata line: one link whose text holds plain brackets.
		i := bytes.Index(b, []byte("[[RFC2396] section 5.2]("))
		if i < 0 {
			t.Fatal("fixture changed: no [[RFC2396] section 5.2]")
		}
		l, ok := d.Link(int64(i))
		if !ok || l.Dest != "/doc/html/rfc2396#section-5.2" {
			t.Errorf("link at %d: %+v %v", i, l, ok)
		}
		if got := d.LinkText(int64(i)); got != "[RFC2396] section 5.2" {
			t.Errorf("LinkText = %q", got)
		}
		if _, ok := d.Link(int64(i + 1)); ok {
			t.Errorf("the plain [RFC2396] inside the link text became a link")
		}
		// [[RFC1630](/doc/html/rfc1630)]: the link starts at the inner bracket.
		j := bytes.Index(b, []byte("[[RFC1630](/doc/html/rfc1630)]"))
		if l, ok := d.Link(int64(j + 1)); !ok || l.Dest != "/doc/html/rfc1630" {
			t.Errorf("[[RFC1630]]: %+v %v", l, ok)
		}
		if _, ok := d.Link(int64(j)); ok {
			t.Errorf("[[RFC1630]]: the outer plain bracket became a link")
		}
		// Every "](" in the file that is not escaped closes a link here, so
		// the number of links is at least the number of bracket links.
		ref := doc.ParseWindow(b, doc.ParseOptions{})
		if len(all) != len(ref.Links) {
			t.Errorf("chunked parse found %d links, one window %d", len(all), len(ref.Links))
		}
		if n := bytes.Count(b, []byte("](")); len(all) < n-5 || len(all) > n+100 {
			t.Errorf("%d links for %d \"](\"", len(all), n)
		}
	})
}

// Fixture documents in testdata/parse: NAME.in is the source, NAME.out the
// display text and NAME.links one line per link: Go-quoted displayed text,
// a space, Go-quoted destination.
func TestParseFixtures(t *testing.T) {
	ins, err := filepath.Glob("../../testdata/parse/*.in")
	if err != nil || len(ins) == 0 {
		t.Fatalf("no fixtures: %v", err)
	}
	for _, in := range ins {
		name := strings.TrimSuffix(filepath.Base(in), ".in")
		t.Run(name, func(t *testing.T) {
			src, err := os.ReadFile(in)
			if err != nil {
				t.Fatal(err)
			}
			base := strings.TrimSuffix(in, ".in")
			wantText, err := os.ReadFile(base + ".out")
			if err != nil {
				t.Fatal(err)
			}
			wantLinks, err := os.ReadFile(base + ".links")
			if err != nil {
				t.Fatal(err)
			}
			c := parseOne(t, string(src), doc.ParseOptions{})
			checkChunk(t, src, c)
			if c.Text != string(wantText) {
				t.Errorf("display text differs at byte %d\n got %q\nwant %q", firstDiff(c.Text, string(wantText)), c.Text, wantText)
			}
			var got []string
			for _, l := range c.Links {
				got = append(got, strconv.Quote(c.Text[l.Start:l.End])+" "+strconv.Quote(l.Dest))
			}
			want := strings.Split(strings.TrimRight(string(wantLinks), "\n"), "\n")
			if len(wantLinks) == 0 {
				want = nil
			}
			if !equalStrings(got, want) {
				t.Errorf("links\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
			}
		})
	}
}

func firstDiff(a, b string) int {
	for i := 0; i < len(a) && i < len(b); i++ {
		if a[i] != b[i] {
			return i
		}
	}
	return min(len(a), len(b))
}

func repeatTo(s string, n int) []byte { return []byte(strings.Repeat(s, n/len(s))) }

// osc8IDs is about n bytes of OSC 8 pieces, each with an id of its own.
func osc8IDs(n int) string {
	var b strings.Builder
	for i := 0; b.Len() < n; i++ {
		fmt.Fprintf(&b, "\x1b]8;id=%d;u\x07a", i)
	}
	return b.String()
}

// BenchmarkParseHostile parses one chunk of text made of what the parser
// looks at twice. Each should run at a speed of the same order as plain
// text (see BenchmarkParseASCII): quadratic scanning shows as a collapse.
func BenchmarkParseHostile(b *testing.B) {
	for name, src := range map[string][]byte{
		"plain":         repeatTo("plain words and more words\n", 60000),
		"[[[[":          repeatTo("[", 60000),
		"]]]]":          repeatTo("]", 60000),
		"[[[[]]]]":      append(repeatTo("[", 30000), repeatTo("]", 30000)...),
		"]((((":         append([]byte("[a]"), repeatTo("(", 60000)...),
		"[](":           repeatTo("[](", 60000),
		"[a](":          repeatTo("[a](", 60000),
		"[a](<":         repeatTo("[a](<", 60000),
		"[a](<b)":       repeatTo("[a](<b)", 60000),
		"http:x":        repeatTo("http:x", 60000),
		"http:/":        repeatTo("http:/", 60000),
		"http://a))))":  append([]byte("http://a"), repeatTo(")", 60000)...),
		"mailto:":       repeatTo("mailto:", 60000),
		"<http:":        repeatTo("<http:", 60000),
		"<http:aaaa":    append([]byte("<http:"), repeatTo("a", 60000)...),
		"http://a((((":  append([]byte("http://a"), repeatTo("(", 60000)...),
		"ESC ]":         repeatTo("\x1b]", 60000),
		"ESC [":         repeatTo("\x1b[", 60000),
		"ESC [ 0000":    append([]byte("\x1b["), repeatTo("0", 60000)...),
		"backslashes":   repeatTo(`\`, 60000),
		"escapes":       repeatTo(`\[\]\(\)`, 60000),
		"invalid UTF-8": repeatTo("\xff", 60000),
		"C0":            repeatTo("\x01", 60000),
		"é":             repeatTo("é", 60000),
		"links":         repeatTo("[a](b)", 60000),
		"SGR":           repeatTo("\x1b[1m", 60000),
		"SGR a SGR b":   repeatTo("\x1b[1;31ma\x1b[0mb", 60000),
		"BS":            repeatTo("a\b", 60000),
		"overstrike":    repeatTo("a\ba", 60000),
		"a BS BS":       repeatTo("a\b\b", 60000),
		"OSC 8 id":      repeatTo("\x1b]8;id=x;u\x07a", 60000),
		"OSC 8 ids":     []byte(osc8IDs(60000)),
		"OSC 8 no end":  repeatTo("\x1b]8;;u a", 60000),
	} {
		b.Run(name, func(b *testing.B) {
			b.SetBytes(int64(len(src)))
			for b.Loop() {
				d := doc.New(doc.BytesSource(src), doc.ParseOptions{})
				for k := 0; k < d.NumChunks(); k++ {
					d.Chunk(k)
				}
			}
		})
	}
}
