package doc

import (
	"fmt"
	"strings"
	"testing"
)

// With LinkNumbers each link's text is preceded by its number, counted
// across chunks; spans, links and the source mapping move with the text.
func TestLinkNumbers(t *testing.T) {
	src := "see [one](https://a.example/1) and https://b.example/2 <https://c.example/3>\n"
	d := New(BytesSource(src), ParseOptions{LinkNumbers: true})
	c := d.Chunk(0)
	want := "see [1][one] and [2]https://b.example/2 <[3]https://c.example/3>\n"
	if c.Text != want {
		t.Fatalf("text %q, want %q", c.Text, want)
	}
	var got []string
	for _, s := range c.Spans {
		got = append(got, fmt.Sprintf("%d:%q", s.Kind, c.Text[s.Start:s.End]))
	}
	wantSpans := fmt.Sprintf("[%d:\"[1]\" %d:\"[one]\" %d:\"[2]\" %d:\"https://b.example/2\" %d:\"[3]\" %d:\"https://c.example/3\"]",
		KindNumber, KindLink, KindNumber, KindLink, KindNumber, KindLink)
	if fmt.Sprint(got) != wantSpans {
		t.Errorf("spans %v, want %v", got, wantSpans)
	}
	for i, text := range []string{"[one]", "https://b.example/2", "https://c.example/3"} {
		l := c.Links[i]
		if c.Text[l.Start:l.End] != text {
			t.Errorf("link %d shows %q, want %q", i, c.Text[l.Start:l.End], text)
		}
		if n, ok := d.NumberedLink(i + 1); !ok || n.ID != l.ID {
			t.Errorf("NumberedLink(%d) = %v, %v", i+1, n, ok)
		}
	}
	if _, ok := d.NumberedLink(4); ok {
		t.Errorf("NumberedLink(4) found a link")
	}
	// The word after a link maps back to its place in the source.
	at := strings.Index(c.Text, " and")
	if got := c.SrcOffset(at); src[got:got+4] != " and" {
		t.Errorf("SrcOffset of \" and\" is %d (%q)", got, src[got:])
	}
}

// Numbers go on from one chunk to the next, whichever is parsed first.
func TestLinkNumbersAcrossChunks(t *testing.T) {
	var b strings.Builder
	for i := 1; b.Len() < 3*ChunkSize; i++ {
		fmt.Fprintf(&b, "line %d [link %d](https://x.example/%d)\n", i, i, i)
	}
	d := New(BytesSource(b.String()), ParseOptions{LinkNumbers: true})
	if d.NumChunks() < 3 {
		t.Fatalf("%d chunks", d.NumChunks())
	}
	last := d.Chunk(2) // parsed before the chunks above it
	line, _, _ := strings.Cut(last.Text, "\n")
	var n, m int
	if _, err := fmt.Sscanf(line, "line %d [%d]", &n, &m); err != nil || n != m {
		t.Errorf("the last chunk's first line %q: number %d for line %d (%v)", line, m, n, err)
	}
	if l, ok := d.NumberedLink(n); !ok || l.Dest != fmt.Sprintf("https://x.example/%d", n) {
		t.Errorf("NumberedLink(%d) = %v, %v", n, l.Dest, ok)
	}
}
