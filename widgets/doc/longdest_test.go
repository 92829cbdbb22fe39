package doc_test

import (
	"strings"
	"testing"

	"lwl/widgets/doc"
)

// longURLDoc is a document whose second line is 40 KiB of words and a bare
// URL of n bytes: a line longer than a chunk, cut inside the URL.
func longURLDoc(n int) (src []byte, url string, id int64) {
	head := "see\n" + strings.Repeat("word ", 8<<10)
	url = "https://example.com/" + strings.Repeat("a", n-len("https://example.com/"))
	return []byte(head + url + ".\nafter\n"), url, int64(len(head))
}

func TestLongBareURLIsWhole(t *testing.T) {
	src, url, id := longURLDoc(100 << 10)
	d := doc.New(doc.BytesSource(src), doc.ParseOptions{})
	l, ok := d.Link(id)
	if !ok {
		t.Fatal("no link at the URL")
	}
	if l.Dest != url || l.TooLong {
		t.Fatalf("destination has %d bytes (too long %v), want all %d", len(l.Dest), l.TooLong, len(url))
	}
	if !l.Long {
		t.Error("a URL longer than its chunk is not marked Long")
	}
	if got := d.LinkText(id); got != url {
		t.Errorf("link text has %d bytes, want the whole URL, %d", len(got), len(url))
	}
}

func TestLongBareURLTooLong(t *testing.T) {
	src, _, id := longURLDoc(doc.MaxLongDest + 1)
	d := doc.New(doc.BytesSource(src), doc.ParseOptions{})
	l, ok := d.Link(id)
	if !ok {
		t.Fatal("no link at the URL")
	}
	if !l.TooLong || l.Dest != "" {
		t.Fatalf("a URL over MaxLongDest gives %d bytes of destination, too long %v", len(l.Dest), l.TooLong)
	}
}

func TestShortBareURLNotLong(t *testing.T) {
	src := []byte("go to https://example.com/x. now\n")
	d := doc.New(doc.BytesSource(src), doc.ParseOptions{})
	l, ok := d.Link(6)
	if !ok || l.Dest != "https://example.com/x" || l.Long || l.TooLong {
		t.Fatalf("got %+v", l)
	}
}
