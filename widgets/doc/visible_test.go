package doc

import (
	"testing"
)

func TestVisible(t *testing.T) {
	for _, tc := range []struct {
		in, want string
		tokens   [][2]int
	}{
		{"https://paypal.com/", "https://paypal.com/", nil},
		{"https://pay\u200Bpal.com", "https://pay<U+200B>pal.com", [][2]int{{11, 19}}},
		{"a\u202Eb\u2060c\uFEFF", "a<U+202E>b<U+2060>c<U+FEFF>", [][2]int{{1, 9}, {10, 18}, {19, 27}}},
		{"soft\u00ADhyphen", "soft<U+00AD>hyphen", [][2]int{{4, 12}}},
		{"line\u2028sep", "line<U+2028>sep", [][2]int{{4, 12}}},
		{"fill\u3164er", "fill<U+3164>er", [][2]int{{4, 12}}},
		{"tag\U000E0041", "tag<U+E0041>", [][2]int{{3, 12}}},
		{"esc\x1b[2J", "esc<1B>[2J", [][2]int{{3, 7}}},
		{"c1\u009b", "c1<C2><9B>", [][2]int{{2, 6}, {6, 10}}},
		{"bad\xff", "bad<FF>", [][2]int{{3, 7}}},
		{"文書 é ✓", "文書 é ✓", nil},
	} {
		got, tokens := Visible(tc.in, nil)
		if got != tc.want {
			t.Errorf("Visible(%q) = %q, want %q", tc.in, got, tc.want)
		}
		if len(tokens) != len(tc.tokens) {
			t.Errorf("Visible(%q) tokens %v, want %v", tc.in, tokens, tc.tokens)
			continue
		}
		for i := range tokens {
			if tokens[i] != tc.tokens[i] {
				t.Errorf("Visible(%q) tokens %v, want %v", tc.in, tokens, tc.tokens)
			}
		}
	}
}

// Sanitize is Visible's text: the title bar too shows a hidden override.
func TestSanitizeShowsInvisible(t *testing.T) {
	if got := Sanitize("doc\u202etxt.exe\x1b"); got != "doc<U+202E>txt.exe<1B>" {
		t.Errorf("Sanitize = %q", got)
	}
}
