package doc

import (
	"strings"
	"unsafe"
)

// The filter asks of each line only whether FindAll finds a match in it.
// FindAll's offsets, two a match, held tens of megabytes for one line of
// a million links; FirstPerLine holds one a line and looks for matches a
// batch at a time.

// findBatch is how many matches of an expression are asked for at once.
const findBatch = 1024

// FirstPerLine appends to dst the start of the first match FindAll finds
// in each line of text that has one, in order.
func (q *Query) FirstPerLine(text string, dst []int) []int {
	switch {
	case q.Text == "":
		return dst // as FindAll
	case q.literal != "":
		return q.firstLiteralPerLine(text, dst)
	case q.newline:
		ls := 0
		for line := range strings.Lines(text) {
			if j := q.firstIn(strings.TrimSuffix(line, "\n")); j >= 0 {
				dst = append(dst, ls+j)
			}
			ls += len(line)
		}
		return dst
	}
	// The expression matches no line break, so no match crosses a line
	// and FindAll from a line's start finds in that line and after it
	// what it finds over the whole text.
	b := unsafe.Slice(unsafe.StringData(text), len(text))
	for ls := 0; ls < len(text); {
		ms := q.re.FindAllIndex(b[ls:], findBatch)
		decided := ls // lines before this are decided
		for _, m := range ms {
			start := ls + m[0]
			if m[1] == m[0] || start < decided {
				continue
			}
			dst = append(dst, start)
			decided = lineEnd(text, start)
		}
		if len(ms) < findBatch {
			return dst
		}
		// The line of the last match is decided if it has a match.
		last := ls + ms[len(ms)-1][0]
		next := max(decided, strings.LastIndexByte(text[:last], '\n')+1)
		if next == ls {
			// A batch of empty matches in one line: all of it at once.
			le := lineEnd(text, ls)
			if j := q.firstIn(text[ls:le]); j >= 0 {
				dst = append(dst, ls+j)
			}
			next = le
		}
		ls = next
	}
	return dst
}

// firstLiteralPerLine is FirstPerLine for a literal query.
func (q *Query) firstLiteralPerLine(text string, dst []int) []int {
	if strings.IndexByte(q.literal, '\n') >= 0 {
		return dst // as FindAll
	}
	var f *foldScanner
	if q.fold {
		f = newFoldScanner(text, q.literal)
	}
	for i := 0; i < len(text); {
		j := -1
		if f != nil {
			j = f.next(i)
		} else if k := q.index(text[i:]); k >= 0 {
			j = i + k
		}
		if j < 0 {
			break
		}
		dst = append(dst, j)
		i = lineEnd(text, j)
	}
	return dst
}

// firstIn is the start of the first non-empty match FindAll finds in
// text, or -1; the expression is asked for a few matches first, as the
// first is most often non-empty.
func (q *Query) firstIn(text string) int {
	b := unsafe.Slice(unsafe.StringData(text), len(text))
	for n := 4; ; n *= 4 {
		ms := q.re.FindAllIndex(b, n)
		for _, m := range ms {
			if m[1] > m[0] {
				return m[0]
			}
		}
		if len(ms) < n {
			return -1
		}
	}
}

// lineEnd is the end of the line holding offset i, after its '\n'.
func lineEnd(text string, i int) int {
	if j := strings.IndexByte(text[i:], '\n'); j >= 0 {
		return i + j + 1
	}
	return len(text)
}
