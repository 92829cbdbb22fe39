package doc_test

import (
	"strings"
	"testing"

	"lwl/widgets/doc"
)

// Bare URLs hold non-ASCII letters, marks, digits and symbols (IRIs) in
// host, path, query and fragment; spaces, format characters, brackets,
// quotes and CJK sentence punctuation end them, and other punctuation is
// not their last character. The display is the input as it is.
func TestParseBareIRIs(t *testing.T) {
	cases := []struct {
		name, in, dest string
	}{
		{"host", "C https://bücher.example/x D", "https://bücher.example/x"},
		{"path", "https://de.wikipedia.org/wiki/Äpfel", "https://de.wikipedia.org/wiki/Äpfel"},
		{"CJK host", "https://例え.jp/", "https://例え.jp/"},
		{"query and fragment", "see https://x.org/?q=ü#ß.", "https://x.org/?q=ü#ß"},
		{"combining mark", "https://x.org/e\u0301", "https://x.org/e\u0301"},
		{"symbol", "https://i❤.ws/", "https://i❤.ws/"},
		{"after CJK text", "詳細はhttps://例え.jp/a", "https://例え.jp/a"},
		{"corner brackets", "「https://例え.jp/」", "https://例え.jp/"},
		{"white corner brackets", "『https://例え.jp/パス』です", "https://例え.jp/パス"},
		{"fullwidth parentheses", "（https://例え.jp/パス）。", "https://例え.jp/パス"},
		{"ideographic full stop", "https://例え.jp/。次", "https://例え.jp/"},
		{"ideographic comma", "https://例え.jp/a、b", "https://例え.jp/a"},
		{"fullwidth comma", "https://例え.jp/a，b", "https://例え.jp/a"},
		{"guillemets", "«https://x.fr/é»", "https://x.fr/é"},
		{"curly quotes", "“https://x.org/ñ”", "https://x.org/ñ"},
		{"curly single quotes", "‘https://x.org/ñ’", "https://x.org/ñ"},
		{"ellipsis", "https://x.org/a…", "https://x.org/a"},
		{"ellipsis after full stop", "https://x.org/a.… x", "https://x.org/a"},
		{"inner en dash", "https://en.wikipedia.org/wiki/Michelson–Morley_experiment.", "https://en.wikipedia.org/wiki/Michelson–Morley_experiment"},
		{"inner middle dot", "https://ca.wikipedia.org/wiki/Paral·lel", "https://ca.wikipedia.org/wiki/Paral·lel"},
		{"trailing middle dot", "https://x.org/a·", "https://x.org/a"},
		{"ASCII parentheses still balance", "(https://x.org/Ä_(b))", "https://x.org/Ä_(b)"},
		{"no-break space", "https://x.org/a\u00a0b", "https://x.org/a"},
		{"ideographic space", "https://例え.jp/a\u3000b", "https://例え.jp/a"},
		{"zero-width space", "https://pay\u200bpal.com", "https://pay"},
		{"right-to-left override", "https://x.org/\u202egpj.exe", "https://x.org/"},
		{"mailto", "mailto:jörg@bücher.example.", "mailto:jörg@bücher.example"},
		{"autolink", "<https://bücher.example/x.>", "https://bücher.example/x."},
		{"autolink CJK", "<https://例え.jp/」>", "https://例え.jp/」"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c := parseOne(t, tc.in, doc.ParseOptions{})
			// Characters that show nothing show as tokens after the link.
			want := strings.NewReplacer("\u200b", "<U+200B>", "\u202e", "<U+202E>").Replace(tc.in)
			if c.Text != want {
				t.Errorf("text %q, want %q", c.Text, want)
			}
			if len(c.Links) != 1 {
				t.Fatalf("%q: %d links, want 1: %+v", tc.in, len(c.Links), c.Links)
			}
			l := c.Links[0]
			start := strings.Index(tc.in, tc.dest)
			if l.Dest != tc.dest || l.Start != start || l.End != start+len(tc.dest) {
				t.Errorf("%q: link %q at [%d,%d), want %q at [%d,%d)", tc.in, l.Dest, l.Start, l.End, tc.dest, start, start+len(tc.dest))
			}
			checkChunk(t, []byte(tc.in), c)
		})
	}
}

// What is not a URL stays so, and bytes that show as tokens end a URL.
func TestParseBareIRIEnds(t *testing.T) {
	runParseCases(t, []parseCase{
		{name: "CJK only after the scheme", in: "https://」", text: "https://」"},
		{name: "space after the scheme", in: "https://\u3000x", text: "https://\u3000x"},
		{name: "invalid UTF-8", in: "https://x.org/a\xffb", text: "https://x.org/a<FF>b",
			links: []string{lk(0, "https://x.org/a", "https://x.org/a")}, spans: []string{ls(0, 0, 15), cs(15, 19)}},
		{name: "C1 control", in: "https://x.org/a\u0085b", text: "https://x.org/a<C2><85>b",
			links: []string{lk(0, "https://x.org/a", "https://x.org/a")}, spans: []string{ls(0, 0, 15), cs(15, 23)}},
		{name: "autolink with invalid UTF-8 is bare URL", in: "<https://a\xff>", text: "<https://a<FF>>",
			links: []string{lk(1, "https://a", "https://a")}, spans: []string{ls(1, 1, 10), cs(10, 14)}},
	})
}
