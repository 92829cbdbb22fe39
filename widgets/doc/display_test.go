package doc

import (
	"math/rand/v2"
	"strings"
	"testing"
)

func TestDisplayText(t *testing.T) {
	for _, tc := range []struct {
		src, want string
		same      bool
	}{
		{"plain text: with a colon\nand lines\n", "plain text: with a colon\nand lines\n", true},
		{"see https://example.com/x now\n", "see https://example.com/x now\n", true},
		{"\x1b[33mcommit abc\x1b[m\nAuthor: x\n", "commit abc\nAuthor: x\n", false},
		{"D\bDE\bES\bSC\bC\nnext\n", "DESC\nnext\n", false},
		{"_\bu_\bn\n", "un\n", false},
		{"a \x1b]8;;http://x.example\x1b\\link\x1b]8;;\x1b\\ b\n", "a link b\n", false},
		{"[text](https://hidden.example/) after\n", "text after\n", false},
		{"[a\nb](https://x.example/)\n", "a\nb\n", false},
		// as the document shows it: the URL keeps the overstrike after it a token
		{"See https://x.example/doc_\bs\n", "See https://x.example/doc_<08>s\n", false},
	} {
		got, same := DisplayText([]byte(tc.src), ParseOptions{HideBrackets: true})
		if got != tc.want || same != tc.same {
			t.Errorf("DisplayText(%q) = %q, %v; want %q, %v", tc.src, got, same, tc.want, tc.same)
		}
	}
}

func TestDisplayTextPlainLogIsSame(t *testing.T) {
	src := []byte("2026-12-01T00:00:00.000Z INFO [worker-00] served https://example.com/x\n")
	if got, same := DisplayText(src, ParseOptions{}); !same || got != string(src) {
		t.Errorf("DisplayText(%q) = %q, %v; want it as it is", src, got, same)
	}
}

// DisplayText's lines are its source's, one for one, whatever the bytes.
func FuzzDisplayText(f *testing.F) {
	for _, s := range []string{"a\n", "\x1b[33mx\x1b[m\n", "\x1b[01;31m\x1b[Kmatch\x1b[m\x1b[K:\tx\n", "\x1b[38:2:1:2:3mx\x1b[>1m\n", "D\bD\n", "[a](b)\n[c\nd](e)\n", "a \x1b]8;;u\x1b\\t\x1b]8;;\x1b\\\n", "<https://x>\n\\[\n"} {
		f.Add([]byte(s), false)
	}
	f.Fuzz(func(t *testing.T, src []byte, hide bool) {
		got, same := DisplayText(src, ParseOptions{HideBrackets: hide})
		if same && got != string(src) {
			t.Fatalf("same, but %q is not %q", got, src)
		}
		if n, m := strings.Count(got, "\n"), strings.Count(string(src), "\n"); n != m {
			t.Fatalf("%d lines shown for %d: %q → %q", n, m, src, got)
		}
		// Repeated past what is parsed at once (with fillers, so that chunks
		// start at different lines of it), it shows what the whole parse
		// shows: the document's chunks agree with it (FuzzChunked).
		if len(src) <= 4<<10 {
			var big []byte
			for i := 0; len(big) <= displayWhole; i++ {
				big = append(append(big, src...), '\n')
				big = append(append(big, strings.Repeat("f", i*37%211)...), '\n')
			}
			opts := ParseOptions{HideBrackets: hide}
			ps := parser{opts: opts}
			ch := ps.parse(big, 0, 0, len(big))
			want := ch.Text
			if ch.Lines != strings.Count(string(big), "\n") || want == "" {
				want = string(big) // shown as it is
			}
			if got, _ := DisplayText(big, opts); got != want {
				t.Fatalf("%q repeated: by chunks %q…, whole %q…", src, got[:min(len(got), 200)], want[:min(len(want), 200)])
			}
		}
		lit, _ := DisplayText(src, ParseOptions{Links: LiteralLinks})
		if n, m := strings.Count(lit, "\n"), strings.Count(string(src), "\n"); n != m {
			t.Fatalf("literal: %d lines shown for %d: %q → %q", n, m, src, lit)
		}
		// The SGR-only path agrees with the parser.
		if fast, ok := withoutSGR(src); ok && len(src) > 0 {
			ps := parser{opts: ParseOptions{HideBrackets: hide}}
			if want := ps.parse(src, 0, 0, len(src)).Text; fast != want {
				t.Fatalf("withoutSGR(%q) = %q, the parser shows %q", src, fast, want)
			}
		}
	})
}

// Coloured tool output made at random: the SGR-only path and the parser
// show the same text.
func TestWithoutSGRAgreesWithTheParser(t *testing.T) {
	pieces := []string{"a", "word ", " ", "\t", "\n", "\x1b[31m", "\x1b[m", "\x1b[K", "\x1b[0K", "\x1b[1;38:5:9m",
		"x:y", "<b>", "http://a.example/c ", "[x]", "(y)", "%", "é", "文字", "👍🏽", "\u200b", "\u202e", "\xff", "\u0085", "e\u0301"}
	rng := rand.New(rand.NewPCG(5, 6))
	for n := 0; n < 2000; n++ {
		var b strings.Builder
		for k := rng.IntN(40); k >= 0; k-- {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		src := []byte(b.String())
		fast, ok := withoutSGR(src)
		if !ok {
			if !strings.Contains(b.String(), "](") && !strings.ContainsAny(b.String(), "\u200b\u202e\xff\u0085") { // the parser's
				t.Fatalf("withoutSGR refused %q", src)
			}
			continue
		}
		ps := parser{opts: ParseOptions{HideBrackets: true}}
		if want := ps.parse(src, 0, 0, len(src)).Text; fast != want {
			t.Fatalf("withoutSGR(%q) = %q, the parser shows %q", src, fast, want)
		}
	}
}

// A text longer than DisplayText parses at once shows, parsed a chunk at
// a time, what the whole parse shows: lines of links, colour, overstrike,
// escapes and tokens, and one line of links longer than a chunk.
func TestDisplayTextByChunksAgreesWithWholeParse(t *testing.T) {
	pieces := []string{"a", "word ", " ", "\t", "\n", "\x1b[31m", "\x1b[m", "[x](http://y/)", "[multi\nline](z)",
		"https://a.example/c ", "D\bD", "_\bu", "\\[", "<https://b.example>", "\x01", "é", "文字", "\u200b",
		"\x1b]8;;http://o/\x1b\\osc\x1b]8;;\x1b\\"}
	rng := rand.New(rand.NewPCG(9, 10))
	var b strings.Builder
	for b.Len() < 3*displayWhole {
		b.WriteString(pieces[rng.IntN(len(pieces))])
		if rng.IntN(12) == 0 {
			b.WriteByte('\n')
		}
	}
	b.WriteByte('\n')
	long := strings.Repeat("[a](http://x/) ", 3*displayWhole/15) + "\n"
	for _, src := range []string{b.String(), long, "intro\n" + long + "outro [b](http://b/)\n"} {
		for _, hide := range []bool{false, true} {
			opts := ParseOptions{HideBrackets: hide}
			got, same := DisplayText([]byte(src), opts)
			ps := parser{opts: opts}
			want := ps.parse([]byte(src), 0, 0, len(src)).Text
			if same || got != want {
				i := 0
				for i < min(len(got), len(want)) && got[i] == want[i] {
					i++
				}
				t.Fatalf("hide %v: by chunks (same %v) differs at %d of %d: %q, whole parse %q", hide, same,
					i, len(src), got[max(i-40, 0):min(i+40, len(got))], want[max(i-40, 0):min(i+40, len(want))])
			}
		}
	}
}
