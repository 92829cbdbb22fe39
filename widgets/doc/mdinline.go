package doc

import (
	"bytes"
	"slices"
)

// Inline Markdown: code spans, then emphasis and strong emphasis, both
// inside one line (a "**" whose partner is on another line shows as
// written). Emphasis follows CommonMark's flanking rules, simplified: no
// "rule of 3"; it does not reach across a link's brackets, and nothing in
// a code span, a link destination or a URL is a delimiter.

// delimRun is a run of "*" or "_" that may open or close emphasis.
type delimRun struct {
	pos, n int
	c      byte
}

// inlineScanner reads the inline structure of one window's lines, in
// order. Its markers ("`", "*" and "_") are found in the bitmaps of ends:
// most lines have none.
type inlineScanner struct {
	ps   *parser
	w    []byte
	emit bool
	pair int // first link pair whose "]" may be in the line
	ends *lineEnds
}

// reset makes the scanner ready for the lines of w, with the bitmaps of
// the parser's Markdown state.
func (in *inlineScanner) reset() {
	in.pair = 0
	in.ends = &in.ps.md.ends
	in.ends.build(in.w)
}

// line reads the inline structure of w[s:e].
func (in *inlineScanner) line(s, e int) {
	if e <= s {
		return
	}
	ps, m := in.ps, &in.ps.md
	tick, star, under := in.ends.markers(in.w, s, e)
	if tick >= e && star >= e && under >= e {
		return
	}
	if star >= e && under >= e && loneRun(in.w, tick, e) {
		return // one run of backticks closes nothing: "``" ends many lines of bro's RFC pages
	}
	m.lineBreaks, m.blocked = m.lineBreaks[:0], m.blocked[:0]
	for in.pair < len(ps.pairs) && ps.pairs[in.pair].close < s {
		in.pair++
	}
	for k := in.pair; k < len(ps.pairs) && ps.pairs[k].close < e; k++ {
		p := ps.pairs[k]
		if p.open >= s {
			m.lineBreaks = append(m.lineBreaks, p.open)
		}
		m.lineBreaks = append(m.lineBreaks, p.close)
		m.blocked = append(m.blocked, mdSpan{p.close + 1, p.destEnd + 1, 0})
	}
	if tick < e {
		in.codeSpans(tick, e)
	}
	// Emphasis only styles: nothing to do in lines before the chunk, nor
	// in a line with one run of "*" and one of "_" at most, as an ABNF
	// rule or a URL has: a run pairs only with another of its byte.
	if (star < e || under < e) && in.emit && !(loneRun(in.w, star, e) && loneRun(in.w, under, e)) {
		in.urls(s, e)
		slices.SortFunc(m.blocked, func(a, b mdSpan) int { return a.start - b.start })
		slices.Sort(m.lineBreaks)
		in.emphasis(s, min(star, under), e)
	}
}

// codeSpans finds the code spans of a line from the backtick at w[i] to
// e: a run of n backticks up to the next run of exactly n.
func (in *inlineScanner) codeSpans(i, e int) {
	w, m := in.w, &in.ps.md
	// Only the ranges blocked before (links) are looked at, from a cursor:
	// the code spans found here all end before the next run, and a line
	// of thousands of them must not cost their square.
	links := m.blocked[:len(m.blocked):len(m.blocked)]
	slices.SortFunc(links, func(a, b mdSpan) int { return a.start - b.start })
	cur := 0
	for i < e {
		j := i
		for j < e && w[j] == '`' {
			j++
		}
		for cur < len(links) && links[cur].end <= i {
			cur++
		}
		if blockedFrom(links[cur:], i) || (i > 0 && w[i-1] == '\\') {
			i = indexIn(w, i+1, e, '`')
			continue
		}
		n, k, found := j-i, j, -1
		for {
			k = indexIn(w, k, e, '`')
			if k >= e {
				break
			}
			r := k
			for r < e && w[r] == '`' {
				r++
			}
			if r-k == n {
				found = k
				break
			}
			k = r
		}
		if found < 0 {
			i = indexIn(w, j, e, '`')
			continue
		}
		end := found + n
		m.code = append(m.code, mdSpan{i, end, KindCode})
		m.blocked = append(m.blocked, mdSpan{i, end, KindCode})
		if in.emit {
			m.spans = append(m.spans, mdSpan{i, end, KindCode})
			in.ps.marker(w, i, j)
			in.ps.marker(w, found, end)
		}
		i = indexIn(w, end, e, '`')
	}
}

// loneRun reports whether the run of w[i]'s byte that starts at w[i] is
// the only one in w[i:e] (true for i >= e: there is none).
func loneRun(w []byte, i, e int) bool {
	if i >= e {
		return true
	}
	c := w[i]
	for i < e && w[i] == c {
		i++
	}
	return indexIn(w, i, e, c) == e
}

// indexIn is the offset of the first c in w[i:e], or e.
func indexIn(w []byte, i, e int, c byte) int {
	if k := bytes.IndexByte(w[i:e], c); k >= 0 {
		return i + k
	}
	return e
}

// blockedAt reports whether offset i is in one of the ranges.
func blockedAt(ranges []mdSpan, i int) bool {
	for _, r := range ranges {
		if r.start <= i && i < r.end {
			return true
		}
	}
	return false
}

// blockedFrom reports whether one of ranges, sorted by start, holds i.
func blockedFrom(ranges []mdSpan, i int) bool {
	for _, r := range ranges {
		if r.start > i {
			return false
		}
		if i < r.end {
			return true
		}
	}
	return false
}

// urls blocks the URLs of line w[s:e] from emphasis, but for delimiters
// that end them. A URL is found as the link pass finds it (mayStartURL,
// urlScan), with any scheme: blocking more than is linked only shows more
// markers as written.
func (in *inlineScanner) urls(s, e int) {
	w, m := in.w, &in.ps.md
	for i := s; i < e; {
		k := bytes.IndexByte(w[i:e], ':')
		if k < 0 {
			return
		}
		k += i
		i = k + 1
		if !mayStartURL(w[:e], k) {
			continue
		}
		start := k
		for start > s && isSchemeByte(w[start-1]) {
			start--
		}
		end := urlScan(w, k+1, e)
		stop := end
		for stop > k+1 && (w[stop-1] == '*' || w[stop-1] == '_') {
			stop--
		}
		if start < k {
			m.blocked = append(m.blocked, mdSpan{start, stop, 0})
		}
		i = max(i, end)
	}
}

func isSchemeByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '+' || c == '.' || c == '-'
}

// emphasis pairs the "*" and "_" runs of line w[s:e], the first at or
// after from.
func (in *inlineScanner) emphasis(s, from, e int) {
	w, m := in.w, &in.ps.md
	stack := m.stack[:0]
	bi, ki := 0, 0
	star, under := -1, -1 // the next "*" and "_" at or after i, or e
	for i := from; i < e; {
		if star < i {
			star = indexIn(w, i, e, '*')
		}
		if under < i {
			under = indexIn(w, i, e, '_')
		}
		if i = min(star, under); i >= e {
			break
		}
		c := w[i]
		for bi < len(m.lineBreaks) && m.lineBreaks[bi] < i {
			stack = stack[:0]
			bi++
		}
		for ki < len(m.blocked) && m.blocked[ki].end <= i {
			ki++
		}
		if ki < len(m.blocked) && m.blocked[ki].start <= i {
			i = m.blocked[ki].end
			continue
		}
		j := i
		for j < e && w[j] == c {
			j++
		}
		if i > s && w[i-1] == '\\' {
			i++
			continue
		}
		prev, next := byte(' '), byte(' ')
		if i > s {
			prev = w[i-1]
		}
		if j < e {
			next = w[j]
		}
		left := !isBlank(next) && (!isPunct(next) || isBlank(prev) || isPunct(prev))
		right := !isBlank(prev) && (!isPunct(prev) || isBlank(next) || isPunct(next))
		canOpen, canClose := left, right
		if c == '_' {
			canOpen = left && (!right || isPunct(prev))
			canClose = right && (!left || isPunct(next))
		}
		run := delimRun{pos: i, n: j - i, c: c}
		if canClose {
			stack = in.close(stack, &run)
		}
		if run.n > 0 && canOpen {
			stack = append(stack, run)
		}
		i = j
	}
	m.stack = stack[:0]
}

// close matches closing run r with the openers on the stack, innermost
// first, and returns the stack left.
func (in *inlineScanner) close(stack []delimRun, r *delimRun) []delimRun {
	for r.n > 0 {
		k := len(stack) - 1
		for k >= 0 && stack[k].c != r.c {
			k--
		}
		if k < 0 {
			return stack
		}
		o := &stack[k]
		n, kind := 1, KindEmphasis
		if o.n >= 2 && r.n >= 2 {
			n, kind = 2, KindStrong
		}
		openAt := o.pos + o.n - n
		if in.emit {
			in.ps.md.spans = append(in.ps.md.spans, mdSpan{openAt, r.pos + n, kind})
			in.ps.marker(in.w, openAt, openAt+n)
			in.ps.marker(in.w, r.pos, r.pos+n)
		}
		o.n -= n
		r.pos += n
		r.n -= n
		stack = stack[:k+1]
		if o.n == 0 {
			stack = stack[:k]
		}
	}
	return stack
}

func isBlank(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

func isPunct(c byte) bool {
	return c >= '!' && c <= '/' || c >= ':' && c <= '@' || c >= '[' && c <= '`' || c >= '{' && c <= '~'
}
