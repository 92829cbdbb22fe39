package doc

import (
	"bytes"
	"math/bits"
	"slices"
	"sort"
)

// mdSpan is a piece of Markdown structure in window offsets [start, end).
type mdSpan struct {
	start, end int
	kind       Kind
}

// mdState holds what the Markdown scan of one window found, in buffers
// reused from chunk to chunk.
type mdState struct {
	spans []mdSpan // styled structure, markers included when dimmed
	hide  []mdSpan // markers taken out of the display, in order
	code  []mdSpan // code spans and blocks: no link, escape or emphasis
	// fences are the fenced code blocks that touch the window, from the
	// document's index (mdindex.go): opening line start to closing line
	// end.
	fences []mdSpan
	// stack and runs are the emphasis scan's buffers (mdinline.go).
	stack []delimRun
	// lineBreaks are the places no emphasis reaches across in the current
	// line: link brackets.
	lineBreaks []int
	blocked    []mdSpan
	// ends are the bitmaps of the scanned text's line breaks and inline
	// markers.
	ends lineEnds
}

// lineState is what one line tells the next.
type lineState struct {
	blank  bool // the line was blank
	para   bool // the line was paragraph text: indented code cannot follow it
	inList bool // a list item came since the last unindented paragraph
}

// none empties the state: no structure in the window.
func (m *mdState) none() {
	m.spans, m.hide, m.code = m.spans[:0], m.hide[:0], m.code[:0]
}

// quietChunk reports whether chunk [c0, c1) has no Markdown structure
// whatever the lines before it are, so that the scan may be skipped: its
// bytes are plain up to plainEnd = c1 and none of them (seen) may start
// structure, it is whole lines, no link or fence touches it, and no line
// in it is indented four spaces (code after a blank line). The line walk
// costs as much as the parse of such text; this costs a search.
func (ps *parser) quietChunk(w []byte, c0, c1, plainEnd int, seen uint8) bool {
	if plainEnd != c1 || seen&clMarkdown != 0 || c0 > 0 && w[c0-1] != '\n' ||
		c1 > c0 && c1 < len(w) && w[c1-1] != '\n' || ps.linkTouches(c0, c1) {
		return false
	}
	for _, f := range ps.md.fences {
		if f.start < c1 && f.end >= c0 {
			return false
		}
	}
	text := w[c0:c1]
	return !bytes.HasPrefix(text, []byte("    ")) && bytes.Index(text, []byte("\n    ")) < 0
}

// scanMarkdown finds the Markdown structure of window lines from start (a
// line start) through the line that holds c1-1. Spans are kept for lines
// from emitFrom on; lines before are scanned only for code, so links that
// start in them are dropped the same way in every chunk.
func (ps *parser) scanMarkdown(w []byte, start, emitFrom, c1 int) {
	m := &ps.md
	m.none()
	st := lineState{blank: true}
	scanTo, emitTo := ps.codeScanEnd(c1), max(c1, start+1)
	// Inline markers are looked for no further than the last line read:
	// the window goes on well past it.
	end := len(w)
	if last := max(scanTo-1, start); last < len(w) {
		if k := bytes.IndexByte(w[last:], '\n'); k >= 0 {
			end = last + k + 1
		}
	}
	in := inlineScanner{ps: ps, w: w[:end]}
	in.reset()
	fi := 0
	nextInline := -1 // the first "`", "*" or "_" at or after ls
	for ls := start; ls < scanTo || (ls == scanTo && ls == start); {
		if nextInline < ls {
			nextInline = m.ends.firstMarker(ls, end)
		}
		// Most lines are blank or paragraph text with nothing inline: the
		// lines that end before the next inline marker or fence are read
		// by plainLines while they are.
		limit := nextInline
		if fi < len(m.fences) {
			limit = min(limit, m.fences[fi].start)
		}
		ls, st = plainLines(w, &m.ends, ls, min(scanTo, limit), limit, st)
		if ls >= scanTo && !(ls == scanTo && ls == start) {
			break
		}
		le := m.ends.next(ls)
		if le < 0 {
			le = len(w)
			if k := bytes.IndexByte(w[ls:], '\n'); k >= 0 {
				le = ls + k
			}
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
	byStart := func(a, b mdSpan) int { return a.start - b.start }
	if !slices.IsSortedFunc(m.hide, byStart) {
		slices.SortFunc(m.hide, byStart)
	}
}

// codeScanEnd is where the scan of a chunk ending at c1 ends: a link that
// starts before c1 may close past it, and the lines up to its "]" are
// scanned too, for code only, as one parse of the whole text scans them,
// so that a "]" in a code span there closes no link. Pairs are in the
// order of their "]".
func (ps *parser) codeScanEnd(c1 int) int {
	for k := len(ps.pairs) - 1; k >= 0 && ps.pairs[k].close >= c1; k-- {
		if ps.pairs[k].open < c1 {
			return ps.pairs[k].close + 1
		}
	}
	return c1
}

// plainLines reads the lines from ls on that start before lim and end
// before limit while plainLine reads them, and returns where it stopped
// and the state there. The loop is the scan's commonest path: a line of
// prose costs a table look-up or two besides finding its end in ends.
func plainLines(w []byte, ends *lineEnds, ls, lim, limit int, st lineState) (int, lineState) {
	k := ls >> 6
	if ls >= lim || k >= len(ends.nl) {
		return ls, st // limit may be before ls: a fence opened before
	}
	s := w[:limit]
	nl := ends.nl
	f := st.flags()
	// m: the line breaks of block k at or after ls, taken in order.
	m := nl[k] >> (ls & 63) << (ls & 63)
	for ls < lim {
		for m == 0 {
			if k++; k >= len(nl) {
				return ls, flagState(f)
			}
			m = nl[k]
		}
		le := k<<6 | bits.TrailingZeros64(m)
		if le >= limit {
			break
		}
		m &= m - 1
		if le == ls {
			f = f&lsList | lsBlank
			ls++
			continue
		}
		switch c := s[ls]; {
		case !lineStarts[c] || c == ' ' && le > ls+1 && !lineStarts[s[ls+1]]:
			f = lsPara | f&lsList&^(f&lsBlank<<2) // after a blank line it ends a list
		case twoSpacePara(s, ls, le) || f&lsPara != 0 && fourSpaces(s, ls, le):
			f = f&lsList | lsPara
		default:
			next, ok := plainLine(s, ls, le, flagState(f))
			if !ok {
				return ls, flagState(f)
			}
			f = next.flags()
		}
		ls = le + 1
	}
	return ls, flagState(f)
}

// lineState as bits, for plainLines' loop.
const (
	lsBlank = 1 << iota
	lsPara
	lsList
)

func (st lineState) flags() uint8 {
	var f uint8
	if st.blank {
		f |= lsBlank
	}
	if st.para {
		f |= lsPara
	}
	if st.inList {
		f |= lsList
	}
	return f
}

func flagState(f uint8) lineState {
	return lineState{blank: f&lsBlank != 0, para: f&lsPara != 0, inList: f&lsList != 0}
}

// plainLine reads line w[ls:le], which holds no inline marker and no
// fence, when it is blank or paragraph text (a paragraph's first line or
// its continuation), as mdLine would; ok is false for any other line.
func plainLine(w []byte, ls, le int, prev lineState) (st lineState, ok bool) {
	if ls == le {
		return lineState{blank: true, inList: prev.inList}, true
	}
	if paraStart(w, ls, le) {
		return lineState{para: true, inList: prev.inList && !prev.blank}, true
	}
	if twoSpacePara(w, ls, le) || prev.para && fourSpaces(w, ls, le) {
		return lineState{para: true, inList: prev.inList}, true
	}
	n := 0
	for n < 4 && ls+n < le && w[ls+n] == ' ' {
		n++
	}
	if n < 4 && ls+n < le && (!lineStarts[w[ls+n]] || !listNumber(w, ls+n, le)) {
		// Indented less than 2 after a blank line, it ends a list.
		return lineState{para: true, inList: prev.inList && !(prev.blank && n < 2)}, true
	}
	return lineState{}, false
}

// paraStart reports whether non-blank line w[ls:le] starts as paragraph
// text does, with no space or one: most lines of prose and of RFCs.
func paraStart(w []byte, ls, le int) bool {
	c := w[ls]
	return !lineStarts[c] || c == ' ' && ls+1 < le && !lineStarts[w[ls+1]]
}

// twoSpacePara reports whether line w[ls:le] starts as paragraph text
// indented two spaces does (as verse is): it goes on a list, unlike text
// indented less after a blank line.
func twoSpacePara(w []byte, ls, le int) bool {
	return ls+2 < le && w[ls] == ' ' && w[ls+1] == ' ' && !lineStarts[w[ls+2]]
}

// fourSpaces reports whether line w[ls:le] is indented four spaces or
// more and is not blank: after paragraph text it goes on with it.
func fourSpaces(w []byte, ls, le int) bool {
	if ls+4 > le || string(w[ls:ls+4]) != "    " {
		return false
	}
	_, i := indentOf(w, ls+4, le)
	return i < le
}

// listNumber reports whether line w[i:le] may start an ordered list item
// (mdLine's rule), or w[i] is another byte in lineStarts: false for a
// line that starts with a number not followed by "." or ")" and a blank,
// as a date or a time does.
func listNumber(w []byte, i, le int) bool {
	if w[i] < '0' || w[i] > '9' {
		return true
	}
	j := i
	for j < le && j-i < 9 && w[j] >= '0' && w[j] <= '9' {
		j++
	}
	return j < le && (w[j] == '.' || w[j] == ')') && (j+1 == le || w[j+1] == ' ' || w[j+1] == '\t')
}

// lineStarts are the bytes that may start a line that is more than
// paragraph text.
var lineStarts = func() (t [256]bool) {
	for _, c := range []byte(" \t\r#>-*_+`~0123456789") {
		t[c] = true
	}
	return t
}()

// fenceLine marks line [ls, le) of fenced code block f.
func (ps *parser) fenceLine(w []byte, ls, le int, f mdSpan, emit bool) {
	m := &ps.md
	m.code = append(m.code, mdSpan{ls, le, KindCode})
	if !emit {
		return
	}
	if ls != f.start && le != f.end {
		ps.codeLine(w, ls, le)
		return
	}
	i := ls
	for i < le && w[i] == ' ' {
		i++
	}
	j := i
	for j < le && (w[j] == '`' || w[j] == '~') {
		j++
	}
	ps.marker(w, i, j)
	if j < le && ps.opts.Markers == MarkersDim {
		m.spans = append(m.spans, mdSpan{j, le, KindMarker})
	}
}

// codeLine marks line [ls, le) of a code block, with its line break: the
// lines of a block are one span.
func (ps *parser) codeLine(w []byte, ls, le int) {
	end := min(le+1, len(w))
	if n := len(ps.md.spans) - 1; n >= 0 && ps.md.spans[n].kind == KindCode && ps.md.spans[n].end == ls {
		ps.md.spans[n].end = end
		return
	}
	ps.md.spans = append(ps.md.spans, mdSpan{ls, end, KindCode})
}

// marker marks w[i:j] as a marker: dimmed or hidden as the options say.
// A marker next to a backspace is half of an overstrike ("`\b0" shows a
// 0): hiding it would leave the backspace on its own, so it is dimmed.
func (ps *parser) marker(w []byte, i, j int) {
	if j <= i {
		return
	}
	mode := ps.opts.Markers
	if mode == MarkersHide && ((i > 0 && w[i-1] == '\b') || (j < len(w) && w[j] == '\b')) {
		mode = MarkersDim
	}
	switch mode {
	case MarkersDim:
		ps.md.spans = append(ps.md.spans, mdSpan{i, j, KindMarker})
	case MarkersHide:
		ps.md.hide = append(ps.md.hide, mdSpan{i, j, KindMarker})
	}
}

// indentOf is the width of the spaces and tabs that start w[i:le] (a tab
// to the next multiple of 4) and where they end.
func indentOf(w []byte, i, le int) (width, end int) {
	for ; i < le; i++ {
		switch w[i] {
		case ' ':
			width++
		case '\t':
			width += 4 - width%4
		default:
			return width, i
		}
	}
	return width, i
}

// mdLine reads line [ls, le) outside fenced code.
func (ps *parser) mdLine(in *inlineScanner, ls, le int, prev lineState) lineState {
	w := in.w
	width, i := indentOf(w, ls, le)
	if i == le {
		return lineState{blank: true, inList: prev.inList}
	}
	if width >= 4 && !prev.para && !prev.inList {
		ps.md.code = append(ps.md.code, mdSpan{ls, le, KindCode})
		if in.emit {
			ps.codeLine(w, ls, le)
		}
		return lineState{inList: prev.inList}
	}
	st := lineState{inList: prev.inList}
	if width < 2 && prev.blank {
		st.inList = false
	}
	if width >= 4 {
		in.line(i, le) // a paragraph or a list item's continuation
		st.para = true
		return st
	}
	// Block quotes: "> " prefixes, then the line goes on as any other.
	if w[i] == '>' {
		if in.emit {
			ps.md.spans = append(ps.md.spans, mdSpan{i, le, KindQuote})
		}
		for i < le && w[i] == '>' {
			i++
			if i < le && (w[i] == ' ' || w[i] == '\t') {
				i++
			}
			for i < le && w[i] == ' ' {
				i++
			}
		}
		if i == le {
			return st
		}
	}
	switch c := w[i]; {
	case c == '#':
		if ps.heading(in, i, le) {
			return st
		}
	case c == '-' || c == '*' || c == '_' || c == '+':
		if c != '+' && isRule(w[i:le], c) {
			if in.emit {
				ps.md.spans = append(ps.md.spans, mdSpan{i, le, KindRule})
			}
			return st
		}
		if c != '_' && (i+1 == le || w[i+1] == ' ' || w[i+1] == '\t') {
			ps.listMarker(in, i, i+1, le)
			st.inList, st.para = true, true
			return st
		}
	case c >= '0' && c <= '9':
		j := i
		for j < le && j-i < 9 && w[j] >= '0' && w[j] <= '9' {
			j++
		}
		if j < le && (w[j] == '.' || w[j] == ')') && (j+1 == le || w[j+1] == ' ' || w[j+1] == '\t') {
			ps.listMarker(in, i, j+1, le)
			st.inList, st.para = true, true
			return st
		}
	}
	in.line(i, le)
	st.para = true
	return st
}

// listMarker marks the list marker [i, j) of item line ..le.
func (ps *parser) listMarker(in *inlineScanner, i, j, le int) {
	if in.emit {
		ps.md.spans = append(ps.md.spans, mdSpan{i, j, KindListMarker})
	}
	in.line(j, le)
}

// isRule reports whether line holds three or more c and spaces only.
func isRule(line []byte, c byte) bool {
	n := 0
	for _, b := range line {
		switch b {
		case c:
			n++
		case ' ', '\t', '\r':
		default:
			return false
		}
	}
	return n >= 3
}

// heading reads an ATX heading whose "#" is at w[i]; it reports whether
// the line is one.
func (ps *parser) heading(in *inlineScanner, i, le int) bool {
	w := in.w
	level, ok := atxLevel(w[i:le])
	if !ok {
		return false
	}
	// The text: after the "#"s and blanks, before a closing run of "#"
	// that follows a blank (and trailing blanks).
	text := i + level
	for text < le && (w[text] == ' ' || w[text] == '\t') {
		text++
	}
	end := le
	if end > text && w[end-1] == '\r' {
		end--
	}
	for end > text && (w[end-1] == ' ' || w[end-1] == '\t') {
		end--
	}
	closeAt := end
	for closeAt > text && w[closeAt-1] == '#' {
		closeAt--
	}
	if closeAt < end && (closeAt == text || w[closeAt-1] == ' ' || w[closeAt-1] == '\t') {
		for closeAt > text && (w[closeAt-1] == ' ' || w[closeAt-1] == '\t') {
			closeAt--
		}
	} else {
		closeAt = end
	}
	if in.emit {
		ps.md.spans = append(ps.md.spans, mdSpan{i, le, headingKind(level)})
		ps.marker(w, i, text)
		ps.marker(w, closeAt, end)
	}
	in.line(text, closeAt)
	return true
}

// atxLevel is the level of the ATX heading line starts with ("#" to
// "######" and a blank or the line's end).
func atxLevel(line []byte) (level int, ok bool) {
	for level < len(line) && line[level] == '#' {
		level++
	}
	if level == 0 || level > 6 {
		return 0, false
	}
	if level < len(line) && line[level] != ' ' && line[level] != '\t' && line[level] != '\r' {
		return 0, false
	}
	return level, true
}

// dropCodeLinks drops the link pairs whose "[" or "]" is code: in the
// code the scan found, or in a fence of the look-ahead, past the lines
// scanned.
func (ps *parser) dropCodeLinks() {
	if len(ps.md.code)+len(ps.md.fences) == 0 || len(ps.pairs) == 0 {
		return
	}
	out := ps.pairs[:0]
	for _, p := range ps.pairs {
		if !ps.inCode(p.open) && !ps.inCode(p.close) && !inSpans(ps.md.fences, p.open) && !inSpans(ps.md.fences, p.close) {
			out = append(out, p)
		}
	}
	ps.pairs = out
}

// inCode reports whether window offset i is in code. The scan finds code
// ranges line by line, left to right: they are in order and disjoint.
func (ps *parser) inCode(i int) bool {
	return inSpans(ps.md.code, i)
}

// inSpans reports whether offset i is in one of spans, which are in
// order and disjoint.
func inSpans(spans []mdSpan, i int) bool {
	k := sort.Search(len(spans), func(k int) bool { return spans[k].end > i })
	return k < len(spans) && spans[k].start <= i
}

// hidesIn reports whether a marker is hidden in window bytes [c0, c1).
func (ps *parser) hidesIn(c0, c1 int) bool {
	for _, h := range ps.md.hide {
		if h.end > c0 && h.start < c1 {
			return true
		}
	}
	return false
}

// markdownSpans appends to dst the Markdown spans inside window bytes
// [c0, c1), at their display offsets: b's (see dispWalk), or, with no
// builder, the window offset less c0.
func (ps *parser) markdownSpans(dst []Span, c0, c1 int, b *builder) []Span {
	sortNearlySorted(ps.md.spans)
	starts, ends := dispWalk{b: b}, dispWalk{b: b}
	for _, s := range ps.md.spans {
		start, end := max(s.start, c0), min(s.end, c1)
		if start >= end {
			continue
		}
		a, z := start-c0, end-c0
		if b != nil {
			a = starts.at(start)
			ends.i = starts.i // an end is at or after its start, mostly near it
			z = ends.at(end)
		}
		if a < z {
			dst = append(dst, Span{Start: a, End: z, Kind: s.kind})
		}
	}
	return dst
}

// sortNearlySorted sorts spans into the chunk's order (finishSpans): by
// start, the outer first, equal ones as they came. The scan makes them in
// that order but for nested emphasis and spans before a code span in
// their line, so an insertion sort mostly only checks it; past a few
// moves a span (a hostile line) the rest is sorted the general way.
func sortNearlySorted(spans []mdSpan) {
	before := func(a, b mdSpan) bool { return a.start < b.start || a.start == b.start && a.end > b.end }
	budget := 4*len(spans) + 64
	for i := 1; i < len(spans); i++ {
		x := spans[i]
		if !before(x, spans[i-1]) {
			continue
		}
		j := i - 1
		for j >= 0 && before(x, spans[j]) {
			spans[j+1] = spans[j]
			j--
			budget--
		}
		spans[j+1] = x
		if budget < 0 {
			slices.SortStableFunc(spans, func(a, b mdSpan) int {
				if a.start != b.start {
					return a.start - b.start
				}
				return b.end - a.end
			})
			return
		}
	}
}

// mergeSpans merges spans b into a, each in the chunk's order, keeping
// that order (cheaper than sorting them together): a's elements come
// first among equals. tmp is a buffer to reuse; it is returned grown.
func mergeSpans(a, b, tmp []Span) (merged, buf []Span) {
	if len(b) == 0 {
		return a, tmp
	}
	tmp = append(tmp[:0], a...)
	out := slices.Grow(a[:0], len(a)+len(b))[:len(a)+len(b)]
	i, j := 0, 0
	for k := range out {
		if j == len(b) || i < len(tmp) && (tmp[i].Start < b[j].Start || tmp[i].Start == b[j].Start && tmp[i].End >= b[j].End) {
			out[k] = tmp[i]
			i++
		} else {
			out[k] = b[j]
			j++
		}
	}
	return out, tmp
}
