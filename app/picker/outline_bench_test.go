package picker

import (
	"bytes"
	"fmt"
	"testing"

	"lwl/app/search"
	"lwl/widgets/doc"
)

// BenchmarkOpenOutline makes the outline's rows of a fresh 14 MB Markdown
// document with 50,000 headings, as T does on opening it.
func BenchmarkOpenOutline(b *testing.B) {
	var text bytes.Buffer
	for k := 0; k < 50000; k++ {
		fmt.Fprintf(&text, "%s Section %d with *some* words\n\n", "###"[:1+k%3], k)
		for text.Len() < (k+1)*280 {
			text.WriteString("Text of the section, with a [link](http://example.org/x) and `code`.\n")
		}
	}
	src := text.Bytes()
	b.SetBytes(int64(len(src)))
	for b.Loop() {
		d := doc.New(doc.BytesSource(src), doc.ParseOptions{})
		entries := OutlineEntries(d.Headings(d.Size()))
		if shown := search.RankLinks(entries, "", nil); len(shown) != 50000 {
			b.Fatalf("%d rows", len(shown))
		}
	}
}
