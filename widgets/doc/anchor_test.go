package doc

import (
	"os"
	"strings"
	"testing"
)

func TestAnchorLine(t *testing.T) {
	const page = `# Title
Intro [x](#deep-sec) here.

## Deep Sec
text
## Deep Sec
more
Setext Heading!
---------------
` + "```" + `
# Not A Heading
<a id="in-code"></a>
` + "```" + `
<a name="old-style"></a>
<span id='single'>x</span>
[](#empty-link) the anchor
### Héllo, *wörld* & [link](https://e.example/x) ###
## With brace {#braced}
## C++ ` + "`code`" + ` 2.0
Explicit <a id="deep-sec"></a> late
`
	for _, tc := range []struct {
		frag string
		want int
		ok   bool
	}{
		{"title", 0, true},
		{"deep-sec", 19, true}, // an explicit anchor wins over an earlier heading
		{"deep-sec-1", 5, true},
		{"deep-sec-2", 0, false},
		{"setext-heading", 7, true},
		{"not-a-heading", 0, false},
		{"in-code", 0, false},
		{"old-style", 13, true},
		{"single", 14, true},
		{"empty-link", 15, true},
		{"héllo-wörld--link", 16, true},
		{"h%C3%A9llo-w%C3%B6rld--link", 16, true},
		{"braced", 17, true},
		{"with-brace-braced", 0, false},
		{"c-code-20", 18, true},
		{"Title", 0, true},
		{"missing", 0, false},
		{"", 0, false},
	} {
		got, ok := AnchorLine(strings.Lines(page), tc.frag)
		if got != tc.want || ok != tc.ok {
			t.Errorf("AnchorLine(#%s) = %d, %v; want %d, %v", tc.frag, got, ok, tc.want, tc.ok)
		}
	}
}

// bro's rendering of an RFC: headings start with a link to their own
// section; the table of contents links there too but is no anchor.
func TestAnchorLineRFC(t *testing.T) {
	data, err := os.ReadFile("../../testdata/current.md")
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	lines := strings.Split(text, "\n")
	for _, tc := range []struct{ frag, want string }{
		{"section-1", "## [1](#section-1). Introduction"},
		{"section-3.1", "### [3.1](#section-3.1). Scheme"},
		{"section-1.1.1", "#### [1.1.1](#section-1.1.1). Generic Syntax"},
		{"appendix-A", "## [Appendix A](#appendix-A). Collected ABNF for URI"},
		{"appendix-D.1", "### [D.1](#appendix-D.1). Additions"},
	} {
		got, ok := AnchorLine(strings.Lines(text), tc.frag)
		if !ok || lines[got] != tc.want {
			t.Errorf("#%s: line %d %q, want %q", tc.frag, got, lines[got], tc.want)
		}
	}
	got, ok := AnchorLine(strings.Lines(text), "page-5")
	if !ok || !strings.Contains(lines[got-1], "[Page 4]") {
		t.Errorf("#page-5: line %d after %q", got, lines[got-1])
	}
}

// A plain-text RFC: section titles at the start of a line, text indented.
func TestAnchorLinePlainRFC(t *testing.T) {
	const rfc = "1.  Introduction\n   see 3.1. below\n3.1.  Scheme\n   text\nAppendix A.  Collected ABNF\nA.1.  More\n"
	for _, tc := range []struct {
		frag string
		want int
	}{{"section-1", 0}, {"section-3.1", 2}, {"appendix-A", 4}, {"appendix-A.1", 5}} {
		if got, ok := AnchorLine(strings.Lines(rfc), tc.frag); !ok || got != tc.want {
			t.Errorf("#%s: %d, %v; want %d", tc.frag, got, ok, tc.want)
		}
	}
}

// A run of backticks with a backtick after it is inline code, not a
// fence (as the display and the heading index read it): the headings
// after it count.
func TestAnchorLineBacktickInfoIsNoFence(t *testing.T) {
	text := "```a`b```\n# Target\n"
	if n, ok := AnchorLine(strings.Lines(text), "target"); !ok || n != 1 {
		t.Errorf("AnchorLine = %d, %v; want 1, true", n, ok)
	}
	text = "```\n# Hidden\n```\n# Target\n"
	if n, ok := AnchorLine(strings.Lines(text), "target"); !ok || n != 3 {
		t.Errorf("after a fence: AnchorLine = %d, %v; want 3, true", n, ok)
	}
	if _, ok := AnchorLine(strings.Lines(text), "hidden"); ok {
		t.Errorf("a heading in a fence was found")
	}
}
