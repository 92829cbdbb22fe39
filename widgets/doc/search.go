package doc

import (
	"bytes"
	"fmt"
	"regexp"
	"regexp/syntax"
	"strings"
	"unicode"
	"unsafe"
)

// Query is a compiled search: RE2 syntax, smart case (no upper-case letter
// means ignore case), and a plain-substring path when the query has no
// special characters. Matches never overlap; empty matches are dropped
// (there is nothing to show).
type Query struct {
	Text    string
	literal string // set when the query is a plain substring
	fold    bool   // ignore case
	re      *regexp.Regexp
}

// CompileQuery compiles a search. An invalid expression gives an error that
// says what is wrong in words a user can act on.
func CompileQuery(text string) (*Query, error) {
	q := &Query{Text: text}
	q.fold = !hasUpper(text)
	if regexp.QuoteMeta(text) == text {
		q.literal = text
		if !q.fold || isASCII(text) {
			return q, nil
		}
	}
	expr := text
	if q.literal != "" {
		expr = regexp.QuoteMeta(text)
		q.literal = ""
	}
	// Errors are reported against what the user typed, not our flags.
	if _, err := regexp.Compile(expr); err != nil {
		var se *syntax.Error
		if ok := asSyntaxError(err, &se); ok {
			return nil, fmt.Errorf("%s: %s", describeRegexpError(se.Code), se.Expr)
		}
		return nil, err
	}
	if q.fold {
		expr = "(?i)" + expr
	}
	q.re = regexp.MustCompile(expr)
	return q, nil
}

func asSyntaxError(err error, target **syntax.Error) bool {
	se, ok := err.(*syntax.Error)
	if ok {
		*target = se
	}
	return ok
}

func describeRegexpError(code syntax.ErrorCode) string {
	switch code {
	case syntax.ErrMissingParen, syntax.ErrUnexpectedParen:
		return "unbalanced parenthesis (write \\( for a literal one)"
	case syntax.ErrMissingBracket:
		return "unclosed [ (write \\[ for a literal one)"
	case syntax.ErrMissingRepeatArgument:
		return "nothing to repeat before * + ? or {} (write \\* for a literal one)"
	case syntax.ErrTrailingBackslash:
		return "a \\ at the end"
	}
	return string(code)
}

// hasUpper reports an upper-case letter outside backslash escapes, so that
// \S or \W do not turn smart case off.
func hasUpper(s string) bool {
	escaped := false
	for _, r := range s {
		switch {
		case escaped:
			escaped = false
		case r == '\\':
			escaped = true
		case unicode.IsUpper(r):
			return true
		}
	}
	return false
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// FindAll appends to dst the [start, end) offsets of the matches in text.
func (q *Query) FindAll(text string, dst []int) []int {
	if q.Text == "" {
		return dst // an empty query matches nothing that could be shown
	}
	if q.literal != "" {
		n := len(q.literal)
		for i := 0; ; {
			j := q.index(text[i:])
			if j < 0 {
				return dst
			}
			dst = append(dst, i+j, i+j+n)
			i += j + n
		}
	}
	b := unsafe.Slice(unsafe.StringData(text), len(text))
	for _, m := range q.re.FindAllIndex(b, -1) {
		if m[1] > m[0] {
			dst = append(dst, m[0], m[1])
		}
	}
	return dst
}

// Count is the number of matches in text.
func (q *Query) Count(text string) int {
	if q.Text == "" {
		return 0
	}
	if q.literal != "" && !q.fold {
		return strings.Count(text, q.literal)
	}
	if q.literal != "" {
		n := 0
		for i := 0; ; n++ {
			j := q.index(text[i:])
			if j < 0 {
				return n
			}
			i += j + len(q.literal)
		}
	}
	return len(q.FindAll(text, nil)) / 2
}

// index finds the literal in s, folding ASCII case when asked.
func (q *Query) index(s string) int {
	if !q.fold {
		return strings.Index(s, q.literal)
	}
	return indexFoldASCII(s, q.literal)
}

// indexFoldASCII finds lower-case ASCII needle in s ignoring ASCII case. The
// first byte's two cases are found with IndexByte, the rest compared in
// place.
func indexFoldASCII(s, needle string) int {
	if needle == "" {
		return 0
	}
	b := unsafe.Slice(unsafe.StringData(s), len(s))
	lo, up := needle[0], needle[0]
	if lo >= 'a' && lo <= 'z' {
		up = lo - 'a' + 'A'
	}
	nextLo, nextUp := -2, -2
	for i := 0; i+len(needle) <= len(s); {
		if nextLo < i && nextLo != -1 {
			nextLo = indexByteAt(b, i, lo)
		}
		if lo != up && nextUp < i && nextUp != -1 {
			nextUp = indexByteAt(b, i, up)
		}
		j := nextLo
		if lo != up && nextUp >= 0 && (j < 0 || nextUp < j) {
			j = nextUp
		}
		if j < 0 || j+len(needle) > len(s) {
			return -1
		}
		if equalFoldASCII(s[j+1:j+len(needle)], needle[1:]) {
			return j
		}
		i = j + 1
	}
	return -1
}

func indexByteAt(b []byte, from int, c byte) int {
	if j := bytes.IndexByte(b[from:], c); j >= 0 {
		return from + j
	}
	return -1
}

func equalFoldASCII(s, lower string) bool {
	for i := 0; i < len(lower); i++ {
		c := s[i]
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != lower[i] {
			return false
		}
	}
	return true
}

// Matches are a query's matches in a document, found a chunk at a time as
// they are looked at (so drawing costs the same for ten matches or a
// million) and stepped through as Items.
type Matches struct {
	D     *Document
	Q     *Query
	cache map[int]chunkMatches
}

type chunkMatches struct {
	c     *Chunk
	spans []Span
}

const cacheMatchChunks = 64

// NewMatches prepares q's matches in d.
func NewMatches(d *Document, q *Query) *Matches {
	return &Matches{D: d, Q: q, cache: map[int]chunkMatches{}}
}

// MatchID is a match's identity: its chunk and display offset, which order
// matches in the document.
func MatchID(chunk, off int) int64 { return int64(chunk)<<32 | int64(off) }

// MatchPos is where a match ID is.
func MatchPos(id int64) Pos { return Pos{Chunk: int(id >> 32), Off: int(id & 0xFFFFFFFF)} }

// In returns the match spans of chunk k, sorted and not overlapping.
func (m *Matches) In(k int) []Span {
	c := m.D.Chunk(k)
	if cm, ok := m.cache[k]; ok && cm.c == c {
		return cm.spans
	}
	if len(m.cache) >= cacheMatchChunks {
		clear(m.cache)
	}
	offs := m.Q.FindAll(c.Text, nil)
	spans := make([]Span, 0, len(offs)/2)
	for i := 0; i < len(offs); i += 2 {
		spans = append(spans, Span{Start: offs[i], End: offs[i+1], Kind: KindMatch, ID: MatchID(k, offs[i])})
	}
	m.cache[k] = chunkMatches{c, spans}
	return spans
}

// SpansIn appends the match spans of chunk k that overlap [start, end).
func (m *Matches) SpansIn(k, start, end int, dst []Span) []Span {
	spans := m.In(k)
	i := searchSpans(spans, start)
	for ; i < len(spans) && spans[i].Start < end; i++ {
		dst = append(dst, spans[i])
	}
	return dst
}

// searchSpans is the index of the first span ending after off.
func searchSpans(spans []Span, off int) int {
	lo, hi := 0, len(spans)
	for lo < hi {
		mid := (lo + hi) / 2
		if spans[mid].End <= off {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	return lo
}

func (m *Matches) item(k int, s Span) Item {
	return Item{ID: s.ID, Start: Pos{k, s.Start}, End: Pos{k, s.End}}
}

// From implements Items.
func (m *Matches) From(p Pos) (Item, bool) {
	for k := max(p.Chunk, 0); k < m.D.NumChunks(); k++ {
		spans := m.In(k)
		i := 0
		if k == p.Chunk {
			for i < len(spans) && spans[i].Start < p.Off {
				i++
			}
		}
		if i < len(spans) {
			return m.item(k, spans[i]), true
		}
	}
	return Item{}, false
}

// Until implements Items.
func (m *Matches) Until(p Pos) (Item, bool) {
	for k := min(p.Chunk, m.D.NumChunks()-1); k >= 0; k-- {
		spans := m.In(k)
		i := len(spans)
		if k == p.Chunk {
			i = 0
			for i < len(spans) && spans[i].Start < p.Off {
				i++
			}
		}
		if i > 0 {
			return m.item(k, spans[i-1]), true
		}
	}
	return Item{}, false
}

// After implements Items.
func (m *Matches) After(id int64) (Item, bool) {
	p := MatchPos(id)
	p.Off++
	return m.From(p)
}

// Before implements Items.
func (m *Matches) Before(id int64) (Item, bool) { return m.Until(MatchPos(id)) }

// Index is the 0-based rank of a match among those of its chunk.
func (m *Matches) Index(id int64) int {
	p := MatchPos(id)
	spans := m.In(p.Chunk)
	for i, s := range spans {
		if s.ID == id {
			return i
		}
	}
	return -1
}

// LinkAt is the ID of the innermost link whose text holds display offset
// off of chunk k, or -1.
func (d *Document) LinkAt(k, off int) int64 {
	c := d.Chunk(k)
	best := int64(-1)
	bestStart := -1
	for _, s := range c.SpansIn(off, off+1, nil) {
		if s.Kind == KindLink && s.Start >= bestStart {
			best, bestStart = s.ID, s.Start
		}
	}
	return best
}

// RawNeedle is a literal that every match holds and that can show in the
// display text only where it stands in the source too, so a chunk whose
// source lacks it has no match and need not be parsed. That holds when the
// literal has no bracket or parenthesis (a removed destination or escape
// sits next to one), no '<' or '>' and not only hex digits (a token is made
// of those), and the brackets are shown. ok is false when there is no such
// literal: every chunk must then be searched.
func (q *Query) RawNeedle(hideBrackets bool) (needle string, fold bool, ok bool) {
	switch {
	case hideBrackets:
		return "", false, false
	case q.literal != "":
		needle, fold = q.literal, q.fold
	case q.re != nil:
		needle, _ = q.re.LiteralPrefix()
	}
	if needle == "" || strings.ContainsAny(needle, "[]()<>\n\r") {
		return "", false, false
	}
	if strings.Trim(needle, "0123456789abcdefABCDEF") == "" {
		return "", false, false
	}
	return needle, fold, true
}

// RawCandidates lists, in order, the chunks whose source holds needle (see
// RawNeedle). It reads the source in large blocks, far faster than parsing;
// stop is polled between blocks.
func (d *Document) RawCandidates(needle string, fold bool, stop func() bool) []int {
	const block = 1 << 20
	buf := make([]byte, block+len(needle))
	var out []int
	for off := int64(0); off < d.size; off += block {
		if stop() {
			return out
		}
		n, _ := d.src.ReadAt(buf[:min(int64(len(buf)), d.size-off)], off)
		b := buf[:n]
		for i := 0; i < len(b); {
			var j int
			if fold {
				j = indexFoldASCII(unsafe.String(unsafe.SliceData(b[i:]), len(b)-i), needle)
			} else {
				j = bytes.Index(b[i:], []byte(needle))
			}
			if j < 0 || i+j >= block {
				break // a hit starting in the overlap belongs to the next block
			}
			k := d.ChunkOfSrc(off + int64(i+j))
			if len(out) == 0 || out[len(out)-1] != k {
				out = append(out, k)
			}
			// Nothing more to learn from this chunk: go on after it.
			next, _ := d.chunkStart(k + 1)
			i = max(i+j+1, int(next-off))
		}
	}
	return out
}

// SearchChunks lists, in order, the chunks that may hold matches of q: the
// raw candidates when q has a safe literal (see RawNeedle), else all.
func (d *Document) SearchChunks(q *Query, stop func() bool) []int {
	if needle, fold, ok := q.RawNeedle(d.ps.opts.HideBrackets); ok {
		return d.RawCandidates(needle, fold, stop)
	}
	all := make([]int, d.NumChunks())
	for k := range all {
		all[k] = k
	}
	return all
}

// ChunkOfSrc is the index of the chunk that holds source offset off.
func (d *Document) ChunkOfSrc(off int64) int {
	k := int(off / ChunkSize)
	for k > 0 {
		if s, _ := d.chunkStart(k); s <= off {
			break
		}
		k--
	}
	return k
}
