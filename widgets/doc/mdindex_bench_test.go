package doc

import (
	"bytes"
	"fmt"
	"testing"
)

// outlineText is about 14 MB of Markdown with 50,000 headings, code
// blocks between them.
func outlineText() []byte {
	var b bytes.Buffer
	for k := 0; k < 50000; k++ {
		fmt.Fprintf(&b, "%s Section %d with *some* words\n\n", "###"[:1+k%3], k)
		for b.Len() < (k+1)*280 {
			b.WriteString("Text of the section, with a [link](http://example.org/x) and `code`.\n")
		}
		if k%10 == 0 {
			b.WriteString("```\n# not a heading\n```\n")
		}
	}
	return b.Bytes()
}

// BenchmarkOutline indexes every heading of a fresh 14 MB document, as
// the outline does when it opens.
func BenchmarkOutline(b *testing.B) {
	text := outlineText()
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		d := New(BytesSource(text), ParseOptions{})
		if n := len(d.Headings(d.Size())); n != 50000 {
			b.Fatalf("%d headings", n)
		}
	}
}
