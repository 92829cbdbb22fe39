package doc

import (
	"bytes"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// scanMarkdownLines is the Markdown scan without its shortcuts: every line
// read by mdLine (or fenceLine), each found with its own search. The scan
// must find what it finds.
func (ps *parser) scanMarkdownLines(w []byte, start, emitFrom, c1 int) {
	m := &ps.md
	m.none()
	st := lineState{blank: true}
	scanTo, emitTo := ps.codeScanEnd(c1), max(c1, start+1)
	end := len(w)
	if last := max(scanTo-1, start); last < len(w) {
		if k := bytes.IndexByte(w[last:], '\n'); k >= 0 {
			end = last + k + 1
		}
	}
	in := inlineScanner{ps: ps, w: w[:end]}
	in.reset()
	fi := 0
	for ls := start; ls < scanTo || (ls == scanTo && ls == start); {
		le := len(w)
		if k := bytes.IndexByte(w[ls:], '\n'); k >= 0 {
			le = ls + k
		}
		in.emit = ls >= emitFrom && ls < emitTo
		for fi < len(m.fences) && m.fences[fi].end < ls {
			fi++
		}
		if fi < len(m.fences) && m.fences[fi].start <= ls {
			ps.fenceLine(w, ls, le, m.fences[fi], in.emit)
			st = lineState{inList: st.inList}
		} else {
			st = ps.mdLine(&in, ls, le, st)
		}
		if le >= len(w) {
			break
		}
		ls = le + 1
	}
	ps.dropCodeLinks()
	slices.SortStableFunc(m.hide, func(a, b mdSpan) int { return a.start - b.start })
}

// mdWalkLines are the lines the walk's test texts are made of: prose as
// it starts in RFCs, verse and link-dense pages, every kind of block
// start, inline markers, fences, and near misses of each.
var mdWalkLines = []string{"", " ", "  ", "    ", "\t", "\r", "text", " text", "  text", "   text",
	"    text", "     text", "\ttext", " \ttext", "  \r", "a *b* c", "a **b** c", "x_y_z", "_a_ b",
	"`c` d", "``x`` y", "a ` b", "```", "```go", "~~~", "  ```", "    ```", "``` x ` y", "````",
	"# h", "## h ##", "#h", "   # h", "####### h", "> q", ">> q *e*", "  > q", ">", "- item",
	"* item", "+ item", "-item", "  - item", "    - item", "1. one", "1) one", "12 text", "1.x",
	"2026-11-30T02:35", "123456789. x", "1234567890. x", "---", "***", "___", "- - -", "  ***", "_ _",
	"[a](b) c", "[a *b*](c_d) e", "see http://x/a_b_c_ *y*", "[`a`](b)", "` [a](b) `", "\\*x*",
	"  (x)", "7\tx", "  ~ x", "| a | b |", "[ View ](https://x.org/a_b)[ b ](/c)", "-[ 07 ](/d)"}

// TestScanMarkdownAgreesWithLines compares the scan with its shortcuts
// against scanMarkdownLines on generated texts, with the chunk at any line
// (or inside one), each marker mode, fences of the text or of a document
// that opened one before the window.
func TestScanMarkdownAgreesWithLines(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for n := 0; n < 30000; n++ {
		var parts []string
		for k := rng.IntN(24) + 1; k > 0; k-- {
			parts = append(parts, mdWalkLines[rng.IntN(len(mdWalkLines))])
		}
		text := strings.Join(parts, "\n")
		if rng.IntN(4) > 0 {
			text += "\n"
		}
		w := []byte(text)
		// c0 and c1 at line starts mostly, sometimes inside a line.
		lineStart := func() int {
			k := rng.IntN(len(parts) + 1)
			off := 0
			for _, p := range parts[:k] {
				off += len(p) + 1
			}
			return min(off, len(w))
		}
		c0, c1 := lineStart(), lineStart()
		if rng.IntN(8) == 0 && len(w) > 0 {
			c0, c1 = rng.IntN(len(w)+1), rng.IntN(len(w)+1)
		}
		if c0 > c1 {
			c0, c1 = c1, c0
		}
		emitFrom := bytes.LastIndexByte(w[:c0], '\n') + 1
		opts := ParseOptions{Markers: MarkerMode(rng.IntN(3))}
		a, b := &parser{opts: opts}, &parser{opts: opts}
		a.localFences(w)
		if rng.IntN(6) == 0 {
			a.md.fences = append([]mdSpan{{0, rng.IntN(len(w) + 2), KindCode}}, a.md.fences...)
			for len(a.md.fences) > 1 && a.md.fences[1].start <= a.md.fences[0].end {
				a.md.fences = slices.Delete(a.md.fences, 1, 2)
			}
		}
		b.md.fences = slices.Clone(a.md.fences)
		a.pairs = matchLinks(w, nil, nil)
		b.pairs = slices.Clone(a.pairs)
		a.scanMarkdown(w, 0, emitFrom, c1)
		b.scanMarkdownLines(w, 0, emitFrom, c1)
		if !slices.Equal(a.md.spans, b.md.spans) || !slices.Equal(a.md.hide, b.md.hide) ||
			!slices.Equal(a.md.code, b.md.code) || !slices.Equal(a.pairs, b.pairs) {
			t.Fatalf("%q, emit from %d to %d, %+v:\nscan  spans %v\n      hide %v\n      code %v\n      pairs %v\nlines spans %v\n      hide %v\n      code %v\n      pairs %v",
				w, emitFrom, c1, opts, a.md.spans, a.md.hide, a.md.code, a.pairs, b.md.spans, b.md.hide, b.md.code, b.pairs)
		}
	}
}

// TestScanMarkdownAgreesWithLinesOnBytes is TestScanMarkdownAgreesWithLines
// on texts of random bytes, every one a marker, a line end or a byte that
// is neither (NUL, 0xFF, a lone CR, a backspace): line ends and markers at
// every offset of the 64-byte blocks the scan's bitmaps are made of, texts
// of every length up to five blocks, chunks from any offset.
func TestScanMarkdownAgreesWithLinesOnBytes(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	alphabet := []byte("\n\n\n\r``**__~~#  []()\x00\xff\bab>-1.:/h\t")
	for n := 0; n < 30000; n++ {
		w := make([]byte, rng.IntN(320))
		for i := range w {
			if rng.IntN(3) == 0 {
				w[i] = 'a'
			} else {
				w[i] = alphabet[rng.IntN(len(alphabet))]
			}
		}
		c0, c1 := rng.IntN(len(w)+1), rng.IntN(len(w)+1)
		if c0 > c1 {
			c0, c1 = c1, c0
		}
		emitFrom := bytes.LastIndexByte(w[:c0], '\n') + 1
		opts := ParseOptions{Markers: MarkerMode(rng.IntN(3))}
		a, b := &parser{opts: opts}, &parser{opts: opts}
		a.localFences(w)
		b.md.fences = slices.Clone(a.md.fences)
		a.pairs = matchLinks(w, nil, nil)
		b.pairs = slices.Clone(a.pairs)
		a.scanMarkdown(w, 0, emitFrom, c1)
		b.scanMarkdownLines(w, 0, emitFrom, c1)
		if !slices.Equal(a.md.spans, b.md.spans) || !slices.Equal(a.md.hide, b.md.hide) ||
			!slices.Equal(a.md.code, b.md.code) || !slices.Equal(a.pairs, b.pairs) {
			t.Fatalf("%q, emit from %d to %d, %+v:\nscan  spans %v\n      hide %v\n      code %v\nlines spans %v\n      hide %v\n      code %v",
				w, emitFrom, c1, opts, a.md.spans, a.md.hide, a.md.code, b.md.spans, b.md.hide, b.md.code)
		}
	}
}
