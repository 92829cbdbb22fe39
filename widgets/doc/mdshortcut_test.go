package doc

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// TestPlainLineAgreesWithMdLine checks the scan's shortcut for plain lines
// against the full line rules, for every state the line before may leave.
func TestPlainLineAgreesWithMdLine(t *testing.T) {
	lines := []string{"", " ", "text", " text", "  text", "   text", "    text", "     text",
		"  - item", "   1. one", "# h", "   # h", "\ttext", " \ttext", "> q", "  > q", "---", "  ***",
		"[a](b) c", "  (x)", "  \r", "12 text", "  ~ x", "\r",
		"2026-11-30T02:35", "1. one", "1) one", "1.", "1.x", "  12345678901. x", "123456789. x", "1234567890. x", "7\tx",
		"    ", "     ", "    \t", "    \r", "\t    "}
	states := []lineState{{}, {blank: true}, {para: true}, {inList: true}, {blank: true, inList: true}, {para: true, inList: true}}
	for _, line := range lines {
		for _, prev := range states {
			got, ok := plainLine([]byte(line), 0, len(line), prev)
			if !ok {
				continue
			}
			ps := &parser{}
			in := inlineScanner{ps: ps, w: []byte(line)}
			in.reset()
			if want := ps.mdLine(&in, 0, len(line), prev); got != want || len(ps.md.spans)+len(ps.md.code) > 0 {
				t.Errorf("line %q after %+v: shortcut %+v, rules %+v (spans %v, code %v)", line, prev, got, want, ps.md.spans, ps.md.code)
			}
		}
	}
}

// TestQuietChunkHasNoStructure checks the scan's shortcut for chunks
// without structure: wherever quietChunk lets the scan be skipped, the scan
// finds nothing in the chunk, whatever the lines before it hold.
func TestQuietChunkHasNoStructure(t *testing.T) {
	lines := []string{"text", "plain words here", "", "  ", "  two", "   three", "    code", "# h", "- item", "1. one",
		"a *b* c", "x_y", "`c`", "```", "~~~", "\tt", "> q", "---", "2026-11-30 log", "a [b](c) d", "+ x",
		"text (x) y", "a.b", "[a](b", "Q. x", "  A"}
	rng := rand.New(rand.NewPCG(1, 2))
	quiet := 0
	for n := 0; n < 20000; n++ {
		var parts []string
		for k := rng.IntN(12) + 1; k > 0; k-- {
			parts = append(parts, lines[rng.IntN(len(lines))])
		}
		w := []byte(strings.Join(parts, "\n") + "\n")
		c0 := 0
		for k := rng.IntN(len(parts)); k > 0; k-- {
			c0 += len(parts[k-1]) + 1
		}
		ps := &parser{}
		ps.localFences(w)
		ps.pairs = matchLinks(w, nil, nil)
		plainEnd, seen := plainToSeen(w, c0, len(w))
		if !ps.quietChunk(w, c0, len(w), plainEnd, seen) {
			continue
		}
		quiet++
		ps.scanMarkdown(w, 0, c0, len(w))
		for _, c := range ps.md.code {
			if c.end > c0 {
				t.Fatalf("%q from %d: quiet, but code %v", w, c0, c)
			}
		}
		if len(ps.md.spans)+len(ps.md.hide) > 0 {
			t.Fatalf("%q from %d: quiet, but spans %v", w, c0, ps.md.spans)
		}
	}
	if quiet < 1000 {
		t.Fatalf("only %d quiet chunks: the test tries too little", quiet)
	}
}

// TestLoneRunsHaveNoEmphasis checks the inline scan's shortcut for lines
// with one run of "*" and one of "_" at most: the full emphasis rules find
// no emphasis in any line the shortcut skips.
func TestLoneRunsHaveNoEmphasis(t *testing.T) {
	parts := []string{"a", " ", "*", "**", "_", "__", "***", "\\", "`", "[x](y_z)", "http://a_b*", "x", "*a*", "(", ")", "\t"}
	rng := rand.New(rand.NewPCG(3, 4))
	skipped, withEmphasis := 0, 0
	for n := 0; n < 50000; n++ {
		var b strings.Builder
		for k := rng.IntN(8) + 1; k > 0; k-- {
			b.WriteString(parts[rng.IntN(len(parts))])
		}
		w := []byte(b.String())
		e := len(w)
		star, under := indexIn(w, 0, e, '*'), indexIn(w, 0, e, '_')
		if star >= e && under >= e {
			continue
		}
		ps := &parser{}
		ps.pairs = matchLinks(w, nil, nil)
		in := inlineScanner{ps: ps, w: w, emit: true}
		in.reset()
		in.urls(0, e)
		slices.SortFunc(ps.md.blocked, func(a, b mdSpan) int { return a.start - b.start })
		for _, p := range ps.pairs {
			ps.md.lineBreaks = append(ps.md.lineBreaks, p.open, p.close)
			ps.md.blocked = append(ps.md.blocked, mdSpan{p.close + 1, p.destEnd + 1, 0})
		}
		slices.SortFunc(ps.md.blocked, func(a, b mdSpan) int { return a.start - b.start })
		slices.Sort(ps.md.lineBreaks)
		in.emphasis(0, min(star, under), e)
		if len(ps.md.spans) > 0 {
			withEmphasis++
		}
		if loneRun(w, star, e) && loneRun(w, under, e) {
			skipped++
			if len(ps.md.spans)+len(ps.md.hide) > 0 {
				t.Fatalf("%q: skipped as lone runs, but the rules find %v", w, ps.md.spans)
			}
		}
	}
	if skipped < 1000 || withEmphasis < 1000 {
		t.Fatalf("%d lines skipped, %d with emphasis: the test tries too little", skipped, withEmphasis)
	}
}
