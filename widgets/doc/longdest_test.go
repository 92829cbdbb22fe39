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

// An OSC 8 sequence longer than a terminal's string (its URI over 4 KiB,
// here 100 KiB, in a line longer than a chunk) is no link: it shows as
// tokens and nothing of its URI is handed on as a destination. A shorter
// one is a link to its whole URI.
func TestLongOSC8URIIsNoLink(t *testing.T) {
	for _, tc := range []struct {
		uriLen int
		link   bool
	}{{3 << 10, true}, {5 << 10, false}, {100 << 10, false}} {
		uri := "https://example.com/" + strings.Repeat("a", tc.uriLen-len("https://example.com/"))
		head := "intro\n"
		src := head + "\x1b]8;;" + uri + "\x1b\\osclink\x1b]8;;\x1b\\ " + strings.Repeat("word ", 8<<10) + "\n"
		d := doc.New(doc.BytesSource(src), doc.ParseOptions{})
		var dests []string
		for it, ok := (doc.Links{D: d}).After(-1); ok; it, ok = (doc.Links{D: d}).After(it.ID) {
			l, _ := d.Link(it.ID)
			dests = append(dests, l.Dest)
		}
		switch {
		case tc.link && (len(dests) != 1 || dests[0] != uri):
			t.Errorf("a %d-byte URI: links to %d destinations, want one to the whole URI", tc.uriLen, len(dests))
		case !tc.link && len(dests) != 0:
			t.Errorf("a %d-byte URI gives %d links, the first to %d bytes", tc.uriLen, len(dests), len(dests[0]))
		}
		if !tc.link && !strings.HasPrefix(d.Chunk(0).Text, head+"<1B>]8;;https://example.com/aaa") {
			t.Errorf("a %d-byte URI does not show as tokens: %.40q", tc.uriLen, d.Chunk(0).Text)
		}
	}
}
