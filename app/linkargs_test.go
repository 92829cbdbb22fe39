package app

import "testing"

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
		if got := commandLink(dest); got != want {
			t.Errorf("commandLink(%q) = %q, want %q", dest, got, want)
		}
	}
}
