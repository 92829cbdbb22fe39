package links

import (
	"net/url"
	"testing"

	"lwl/widgets/doc"
)

func TestCommandLink(t *testing.T) {
	for dest, want := range map[string]string{
		"https://example.org/a b":    "https://example.org/a b",
		"-oProxyCommand=touch pwned": "./-oProxyCommand=touch pwned",
		"--help":                     "./--help",
		"a-b":                        "a-b",
		"http://a\x00b":              "http://a%00b",
		"http://a\nb\tc\x1b[31m":     "http://a%0Ab%09c%1B[31m",
		"x\x7fy":                     "x%7Fy",
		"x\u009by":                   "x%C2%9By", // C1 CSI as its UTF-8 bytes
		"x\x9by":                     "x%9By",    // a stray byte that is not UTF-8
		"https://例え.jp/ü":            "https://例え.jp/ü",
		"https://pay\u200Bpal.com":   "https://pay\u200Bpal.com",
		"":                           "",
	} {
		if got := ForCommand(dest); got != want {
			t.Errorf("ForCommand(%q) = %q, want %q", dest, got, want)
		}
	}
}

// A bare IRI reaches a command as the same $LINK as the bracket form of
// the same destination: its non-ASCII host and path whole, as UTF-8, with
// or without a base URL.
func TestCommandLinkBareIRI(t *testing.T) {
	base, _ := url.Parse("https://base.example/dir/")
	for _, want := range []string{"https://bücher.example/x", "https://de.wikipedia.org/wiki/Äpfel", "https://例え.jp/"} {
		d := doc.New(doc.BytesSource("C "+want+" D ["+want+"]("+want+")"), doc.ParseOptions{})
		c := d.Chunk(0)
		if len(c.Links) != 2 {
			t.Fatalf("%s: %d links, want 2", want, len(c.Links))
		}
		for _, b := range []*url.URL{nil, base} {
			for _, l := range c.Links {
				if got := ForCommand(Resolve(b, l.Dest)); got != want {
					t.Errorf("$LINK of %q (base %v) = %q, want %q", d.LinkText(l.ID), b, got, want)
				}
			}
		}
	}
}
