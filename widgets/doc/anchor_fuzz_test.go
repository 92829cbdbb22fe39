package doc

import (
	"strings"
	"testing"
)

// FuzzAnchorLine: any text and fragment give a line of the text or none,
// and an explicit anchor added at the end is always found there or before.
func FuzzAnchorLine(f *testing.F) {
	f.Add("# Title\n## Deep Sec\n<a id=\"x\">\n", "deep-sec")
	f.Add("```\n# in code\n```\nSetext\n===\n", "setext")
	f.Add("## [3.1](#section-3.1). Scheme\n", "section-3.1")
	f.Add("x [Page 1]\n", "page-2")
	f.Add("## a {#b}\n", "b")
	f.Fuzz(func(t *testing.T, text, frag string) {
		n := strings.Count(text, "\n")
		if !strings.HasSuffix(text, "\n") && text != "" {
			n++
		}
		if got, ok := AnchorLine(strings.Lines(text), frag); ok && (got < 0 || got >= n) {
			t.Fatalf("line %d of %d", got, n)
		}
		if frag == "" || strings.ContainsAny(frag, ")\r\n") {
			return
		}
		plain := strings.Repeat("\n", 1) // a line end before the anchor line
		withAnchor := text + plain + "[](#" + frag + ")\n"
		got, ok := AnchorLine(strings.Lines(withAnchor), frag)
		if !ok || got > n+1 {
			if strings.Count(text, "```")+strings.Count(text, "~~~") == 0 {
				t.Fatalf("explicit anchor at line %d not found: %d, %v", n+1, got, ok)
			}
		}
	})
}
