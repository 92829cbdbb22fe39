package doc_test

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"lwl/widgets/doc"
)

var kindNames = map[doc.Kind]string{
	doc.KindHeading1: "h1", doc.KindHeading2: "h2", doc.KindHeading3: "h3",
	doc.KindEmphasis: "em", doc.KindStrong: "strong", doc.KindCode: "code",
	doc.KindQuote: "quote", doc.KindListMarker: "list", doc.KindRule: "rule",
	doc.KindMarker: "mark", doc.KindLink: "link",
}

// mdSpans parses in as a Markdown document and writes its text and each
// Markdown or link span as kind"covered text".
func mdSpans(t *testing.T, in string, markers doc.MarkerMode) (string, []string) {
	t.Helper()
	c := parseOne(t, in, doc.ParseOptions{Markers: markers})
	checkChunk(t, []byte(in), c)
	var out []string
	for _, s := range c.Spans {
		if name, ok := kindNames[s.Kind]; ok {
			out = append(out, fmt.Sprintf("%s%q", name, c.Text[s.Start:s.End]))
		}
	}
	return c.Text, out
}

func TestMarkdownRules(t *testing.T) {
	tests := []struct {
		name, in string
		spans    []string
	}{
		{"heading levels", "# One\n## Two\n#### Four #\n",
			[]string{`h1"# One"`, `mark"# "`, `h2"## Two"`, `mark"## "`, `h3"#### Four #"`, `mark"#### "`, `mark" #"`}},
		{"not headings", "#hashtag\n####### seven\n\n    # indented\n", []string{`code"    # indented\n"`}},
		{"emphasis and strong", "a *em* and **strong** and _u_ and ***both***\n",
			[]string{`em"*em*"`, `mark"*"`, `mark"*"`, `strong"**strong**"`, `mark"**"`, `mark"**"`,
				`em"_u_"`, `mark"_"`, `mark"_"`, `em"***both***"`, `mark"*"`, `strong"**both**"`, `mark"**"`, `mark"**"`, `mark"*"`}},
		{"snake_case is no emphasis", "call snake_case_name and 2 * 3 * 4\n", nil},
		{"strong across lines shows as written", "**open\nclose**\n", nil},
		{"code span holds no link", "see `a[b](c)` here\n",
			[]string{"code\"`a[b](c)`\"", "mark\"`\"", "mark\"`\""}},
		{"code span holds no emphasis", "`*a*` and ``x ` y``\n",
			[]string{"code\"`*a*`\"", "mark\"`\"", "mark\"`\"", "code\"``x ` y``\"", "mark\"``\"", "mark\"``\""}},
		{"a # inside code is no heading", "```\n# not a heading\n[a](b) *c*\n```\n",
			[]string{"mark\"```\"", "code\"# not a heading\\n[a](b) *c*\\n\"", "mark\"```\""}},
		{"tilde fence with info", "~~~ go\nx := `a`\n~~~\n",
			[]string{"mark\"~~~\"", "mark\" go\"", "code\"x := `a`\\n\"", "mark\"~~~\""}},
		{"indented code after a blank line", "para\n    not code\n\n    code *x*\n    more\n",
			[]string{"code\"    code *x*\\n    more\\n\""}},
		{"emphasis markers inside URLs", "see http://x.org/a_b_c_ and https://y.org/*p*q and *em*\n",
			[]string{"link\"http://x.org/a_b_c_\"", "link\"https://y.org/*p*q\"", `em"*em*"`, `mark"*"`, `mark"*"`}},
		{"emphasis markers inside a mailto: URL", "mail mailto:x*y*z@example.com now\n",
			[]string{`link"mailto:x*y*z@example.com"`}},
		{"emphasis in link text, none in its destination", "[*a* b](http://x/_y_) and [c](d_e_f)\n",
			[]string{`link"[*a* b]"`, `em"*a*"`, `mark"*"`, `mark"*"`, `link"[c]"`}},
		{"emphasis does not cross a link's brackets", "*a [b* c](d)\n", []string{`link"[b* c]"`}},
		{"quote, list, rule", "> quoted *x*\n- item\n2. two\n* * *\n",
			[]string{`quote"> quoted *x*"`, `em"*x*"`, `mark"*"`, `mark"*"`, `list"-"`, `list"2."`, `rule"* * *"`}},
		{"escaped markers", "\\*not em\\* and \\`no code\\`\n", nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			text, got := mdSpans(t, tc.in, doc.MarkersDim)
			if text != tc.in && !strings.Contains(tc.in, "](") {
				t.Errorf("text %q, want it as written %q", text, tc.in)
			}
			if strings.Join(got, " ") != strings.Join(tc.spans, " ") {
				t.Errorf("spans\n got %s\nwant %s", strings.Join(got, " "), strings.Join(tc.spans, " "))
			}
		})
	}
}

func TestMarkdownMarkersHidden(t *testing.T) {
	in := "## Title ##\n**bold** and `code` and *em*\n```sh\nrm -rf `x`\n```\n"
	text, spans := mdSpans(t, in, doc.MarkersHide)
	want := "Title\nbold and code and em\nsh\nrm -rf `x`\n\n"
	if text != want {
		t.Errorf("text %q, want %q", text, want)
	}
	for _, s := range spans {
		if strings.HasPrefix(s, "mark") {
			t.Errorf("a hidden marker has a span: %s", s)
		}
	}
	if strings.Join(spans, " ") != "h2\"Title\" strong\"bold\" code\"code\" em\"em\" code\"rm -rf `x`\\n\"" {
		t.Errorf("spans %s", strings.Join(spans, " "))
	}
	shown, _ := mdSpans(t, in, doc.MarkersShow)
	if shown != in {
		t.Errorf("MarkersShow text %q", shown)
	}
	// Search sees the text as shown.
	d := doc.New(doc.BytesSource(in), doc.ParseOptions{Markers: doc.MarkersHide})
	q, err := doc.CompileQuery("bold and code")
	if err != nil {
		t.Fatal(err)
	}
	if n := len(doc.NewMatches(d, q).In(0)); n != 1 {
		t.Errorf("search for the shown text found %d matches, want 1", n)
	}
	// So does the filter's text.
	if got, _ := doc.DisplayText([]byte("**a** `b`\n"), doc.ParseOptions{Markers: doc.MarkersHide}); got != "a b\n" {
		t.Errorf("DisplayText %q, want %q", got, "a b\n")
	}
}

func TestMarkdownLiteralUntouched(t *testing.T) {
	in := "# Title\n**b** `a[b](c)`\n```\nx\n"
	for _, opts := range []doc.ParseOptions{{Links: doc.LiteralLinks, Markers: doc.MarkersHide}, {Source: true, Markers: doc.MarkersHide}} {
		c := parseOne(t, in, opts)
		if c.Text != in {
			t.Errorf("%+v: text %q, want %q", opts, c.Text, in)
		}
		for _, s := range c.Spans {
			if s.Kind.Markdown() {
				t.Errorf("%+v: Markdown span %+v", opts, s)
			}
		}
		if hs := doc.New(doc.BytesSource(in), opts).Headings(1 << 40); len(hs) != 0 && opts.Links == doc.LiteralLinks {
			t.Errorf("literal document has headings %v", hs)
		}
	}
}

// An unclosed fence makes code of all that follows it, in every chunk of
// a big document.
func TestMarkdownUnclosedFenceToTheEnd(t *testing.T) {
	var b bytes.Buffer
	b.WriteString("# Top\n```\n")
	for b.Len() < 14<<20 {
		b.WriteString("# not a heading *x* [a](b) and more text to fill the line\n")
	}
	in := b.Bytes()
	d := doc.New(doc.BytesSource(in), doc.ParseOptions{})
	last := d.Chunk(d.ChunkOfSrc(d.Size() - 1))
	if len(last.Links) != 0 {
		t.Errorf("links in a fenced block: %+v", last.Links[0])
	}
	for _, s := range last.Spans {
		if s.Kind != doc.KindCode {
			t.Fatalf("span %+v in a fenced block", s)
		}
	}
	if len(last.Spans) == 0 {
		t.Errorf("no code span at the end")
	}
	if last.Text != string(in[last.SrcStart:last.SrcEnd]) {
		t.Errorf("code not shown as written")
	}
	if hs := d.Headings(d.Size()); len(hs) != 1 || hs[0].Text != "Top" {
		t.Errorf("headings %+v, want only Top", hs)
	}
}

func TestHeadingsIndex(t *testing.T) {
	in := "intro\n# One\ntext\n```\n## fenced\n```\n  ## Two [link](http://x) `c` ##\n###### Six\n####### no\n"
	d := doc.New(doc.BytesSource(in), doc.ParseOptions{})
	var got []string
	for _, h := range d.Headings(d.Size()) {
		got = append(got, fmt.Sprintf("%d:%d:%d:%s", h.Level, h.Line, h.Offset, h.Text))
	}
	want := "1:1:6:One 2:6:35:Two link c 6:7:68:Six"
	if strings.Join(got, " ") != want {
		t.Errorf("headings %s, want %s", strings.Join(got, " "), want)
	}
	if h, ok := d.HeadingBefore(45); !ok || h.Text != "Two link c" {
		t.Errorf("HeadingBefore(45) = %+v %v", h, ok)
	}
	if h, ok := d.HeadingAfter(6); !ok || h.Offset != 35 {
		t.Errorf("HeadingAfter(6) = %+v %v", h, ok)
	}
	if _, ok := d.HeadingAfter(68); ok {
		t.Errorf("a heading after the last")
	}
}

// A link whose "]" is in a fence that opens on the first line of the
// next chunk is no link, as in one parse of the whole text: the chunk
// sees the fence in its look-ahead though it does not scan those lines.
func TestLinkIntoFenceAtChunkStart(t *testing.T) {
	// The line "see [the" straddles the nominal cut: the chunk ends after it.
	head := strings.Repeat("filler line of prose\n", doc.ChunkSize/21-1)
	head += strings.Repeat("f", doc.ChunkSize-4-len(head)) + "\n"
	src := []byte(head + "see [the\n```\n](x) and more\n```\ntail\n")
	d := doc.New(doc.BytesSource(src), doc.ParseOptions{})
	if d.NumChunks() < 2 {
		t.Fatalf("%d chunks, want the fence in the second", d.NumChunks())
	}
	if strings.Index(d.Chunk(1).Text, "```") != 0 {
		t.Skipf("the second chunk starts %q, not at the fence", d.Chunk(1).Text[:10])
	}
	compareWithWindowOpts(t, src, doc.ParseOptions{})
}

// A link whose "]" is in a code span on the first line of the next chunk
// is no link, as in one parse of the whole text: the chunk scans the lines
// up to the "]" for code, though it styles none of them.
func TestLinkIntoCodeSpanAtChunkStart(t *testing.T) {
	head := strings.Repeat("filler line of prose\n", doc.ChunkSize/21-1)
	head += strings.Repeat("f", doc.ChunkSize-4-len(head)) + "\n"
	src := []byte(head + "see [the\n`](x)` and more\ntail\n")
	d := doc.New(doc.BytesSource(src), doc.ParseOptions{})
	if d.NumChunks() < 2 {
		t.Fatalf("%d chunks, want the code span in the second", d.NumChunks())
	}
	if strings.Index(d.Chunk(1).Text, "`") != 0 {
		t.Skipf("the second chunk starts %q, not at the code span", d.Chunk(1).Text[:10])
	}
	compareWithWindowOpts(t, src, doc.ParseOptions{})
}
