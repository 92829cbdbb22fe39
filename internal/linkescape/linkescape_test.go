package linkescape

import "testing"

func TestControls(t *testing.T) {
	for dest, want := range map[string]string{
		"https://example.org/a b": "https://example.org/a b",
		"http://a\x00b":           "http://a%00b",
		"http://a\nb\tc\x1b[31m":  "http://a%0Ab%09c%1B[31m",
		"x\x7fy":                  "x%7Fy",
		"x\u009by":                "x%C2%9By",
		"x\x9by":                  "x%9By",
		"https://例え.jp/ü":         "https://例え.jp/ü",
		"x\ufffdy":                "x\ufffdy", // U+FFFD written as such is text
		"":                        "",
	} {
		if got := Controls(dest); got != want {
			t.Errorf("Controls(%q) = %q, want %q", dest, got, want)
		}
	}
}

func TestHyperlinkScheme(t *testing.T) {
	for s, want := range map[string]bool{"https": true, "HTTP": true, "ftp": true, "mailto": true, "file": true,
		"javascript": false, "data": false, "vbscript": false, "lwl": false, "": false} {
		if got := HyperlinkScheme(s); got != want {
			t.Errorf("HyperlinkScheme(%q) = %v, want %v", s, got, want)
		}
	}
}
