package doc

import (
	"bytes"
	"errors"
	"fmt"
	"regexp"
	"regexp/syntax"
	"slices"
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
	blank   bool // the query is ^$: it matches the empty lines alone
	// newline: the expression can match a line break (\s, [^a-z], \n):
	// it is asked of each line on its own, as less does, or a match of
	// a line's end would make the line match.
	newline bool
	// not: the matches are the lines this query does not match (querynot.go).
	not *Query
}

// CompileQuery compiles a search. An invalid expression gives an error that
// says what is wrong in words a user can act on.
func CompileQuery(text string) (*Query, error) {
	return compileQuery(text, !hasUpper(text))
}

// CompileQueryIgnoreCase compiles a search that ignores case whatever
// letters it has (less's -I).
func CompileQueryIgnoreCase(text string) (*Query, error) {
	return compileQuery(text, true)
}

func compileQuery(text string, fold bool) (*Query, error) {
	q := &Query{Text: text, fold: fold}
	if regexp.QuoteMeta(text) == text {
		q.literal = text
		if !q.fold {
			return q, nil
		}
		if isASCII(text) {
			q.literal = strings.ToLower(text) // index folds against lower case
			return q, nil
		}
	}
	if len(text) > maxPatternBytes {
		return nil, fmt.Errorf("pattern too long (%d bytes; at most %d)", len(text), maxPatternBytes)
	}
	expr := gnuWordBoundaries(text)
	if q.literal != "" {
		expr = regexp.QuoteMeta(text)
		q.literal = ""
	}
	// Multi-line: a search and the filter look at a chunk of many lines
	// at once, and ^ and $ are a line's start and end, as in less.
	flags := "(?m)"
	if q.fold {
		flags = "(?mi)"
	}
	re, tree, err := compileBounded(flags + expr) // once: this runs on every key typed at /
	if err != nil {
		// Errors are reported against what the user typed, not our flags.
		if se := (*syntax.Error)(nil); errors.As(err, &se) {
			return nil, fmt.Errorf("%s: %s", describeRegexpError(se.Code), strings.TrimPrefix(se.Expr, flags))
		}
		return nil, err
	}
	q.re = re
	q.newline = mayMatchNewline(tree)
	// &!^$ hides the blank lines (as in less): a comparison, not a run
	// of the regexp machine per line.
	q.blank = text == "^$"
	return q, nil
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
	switch {
	case q.plain():
		_, dst = literalMatches(q, text, dst, true)
		return dst
	case q.Text == "":
		return dst // an empty query matches nothing that could be shown
	case q.not != nil:
		return q.linesWithout(text, dst)
	case q.literal != "":
		return dst // a line holds no line break (a pasted one, from the history)
	}
	if q.newline {
		ls := 0
		for line := range strings.Lines(text) {
			dst = q.findAllIn(strings.TrimSuffix(line, "\n"), ls, dst)
			ls += len(line)
		}
		return dst
	}
	return q.findAllIn(text, 0, dst)
}

// Count is how many matches FindAll finds in text. A plain string's are
// counted where they are; the others' offsets go to dst, handed back to
// be used again.
func (q *Query) Count(text string, dst []int) (int, []int) {
	if q.plain() {
		n, _ := literalMatches[int](q, text, nil, false)
		return n, dst
	}
	dst = q.FindAll(text, dst[:0])
	return len(dst) / 2, dst
}

// plain reports whether FindAll finds q as a plain string (literalMatches).
func (q *Query) plain() bool {
	return q.Text != "" && q.not == nil && q.literal != "" && strings.IndexByte(q.literal, '\n') < 0
}

// hitsIn is FindAll's matches in text as hits, made to their size: a plain
// string's are counted first, the others' go through FindAll's offsets in
// *offs (reused).
func (q *Query) hitsIn(text string, offs *[]int) hits {
	if q.plain() {
		n, _ := literalMatches[int32](q, text, nil, false)
		if n == 0 {
			return nil
		}
		_, h := literalMatches(q, text, make(hits, 0, 2*n), true)
		return h
	}
	*offs = q.FindAll(text, (*offs)[:0])
	return hitsOf(*offs)
}

// literalMatches finds the plain string q.literal in text: it returns how
// many times, and appends the [start, end) offsets to dst when keep.
func literalMatches[T int | int32](q *Query, text string, dst []T, keep bool) (int, []T) {
	n, count := len(q.literal), 0
	if q.fold {
		f := newFoldScanner(text, q.literal)
		for j := f.next(0); j >= 0; j = f.next(j + n) {
			count++
			if keep {
				dst = append(dst, T(j), T(j+n))
			}
		}
		return count, dst
	}
	for i := 0; ; {
		j := q.index(text[i:])
		if j < 0 {
			return count, dst
		}
		count++
		if keep {
			dst = append(dst, T(i+j), T(i+j+n))
		}
		i += j + n
	}
}

// findAllIn appends the non-empty matches in text, at base.
func (q *Query) findAllIn(text string, base int, dst []int) []int {
	b := unsafe.Slice(unsafe.StringData(text), len(text))
	for _, m := range q.re.FindAllIndex(b, -1) {
		if m[1] > m[0] {
			dst = append(dst, base+m[0], base+m[1])
		}
	}
	return dst
}

// mayMatchNewline reports whether re has a part that can match "\n":
// a literal, a class (a negated one, \s) or . under (?s).
func mayMatchNewline(re *syntax.Regexp) bool {
	var walk func(*syntax.Regexp) bool
	walk = func(r *syntax.Regexp) bool {
		switch r.Op {
		case syntax.OpLiteral:
			return slices.Contains(r.Rune, '\n')
		case syntax.OpCharClass:
			for i := 0; i+1 < len(r.Rune); i += 2 {
				if r.Rune[i] <= '\n' && '\n' <= r.Rune[i+1] {
					return true
				}
			}
		case syntax.OpAnyChar:
			return true
		}
		return slices.ContainsFunc(r.Sub, walk)
	}
	return walk(re)
}

// MatchesEmpty reports whether the query matches an empty text (x*, ^$):
// FindAll drops such matches, so whoever asks whether a line matches
// (the filter) asks Matches of each line instead.
func (q *Query) MatchesEmpty() bool {
	if q.not != nil {
		return !q.not.Matches("")
	}
	return q.re != nil && q.re.MatchString("")
}

// Matches reports whether the query matches anywhere in s, an empty match
// included.
func (q *Query) Matches(s string) bool {
	switch {
	case q.Text == "":
		return false
	case q.not != nil:
		return q.anyLineWithout(s)
	case q.literal != "":
		return q.index(s) >= 0
	case q.blank && strings.IndexByte(s, '\n') < 0:
		return s == "" // one line: no need for the machine
	}
	return q.re.MatchString(s)
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
	f := newFoldScanner(s, needle)
	return f.next(0)
}

// foldScanner finds needle (lower case) in s ignoring ASCII case, match
// after match: where the next lower- and upper-case first letters are is
// kept from one match to the next, so that all the matches of "ok" in a
// text with no "O" take one look for it, not one per match (a look per
// match is quadratic: 72 s for 5 million lines of "ok").
type foldScanner struct {
	s, needle      string
	b              []byte
	lo, up         byte
	nextLo, nextUp int // -2: not looked for yet; -1: none left
}

func newFoldScanner(s, needle string) *foldScanner {
	f := &foldScanner{s: s, needle: needle, b: unsafe.Slice(unsafe.StringData(s), len(s)), nextLo: -2, nextUp: -2}
	if needle != "" {
		f.lo, f.up = needle[0], needle[0]
		if f.lo >= 'a' && f.lo <= 'z' {
			f.up = f.lo - 'a' + 'A'
		}
	}
	return f
}

// next is the first match at or after i, -1 for none; i never goes back.
func (f *foldScanner) next(i int) int {
	s, needle := f.s, f.needle
	if needle == "" {
		return i
	}
	for i+len(needle) <= len(s) {
		if f.nextLo < i && f.nextLo != -1 {
			f.nextLo = indexByteAt(f.b, i, f.lo)
		}
		if f.lo != f.up && f.nextUp < i && f.nextUp != -1 {
			f.nextUp = indexByteAt(f.b, i, f.up)
		}
		j := f.nextLo
		if f.lo != f.up && f.nextUp >= 0 && (j < 0 || f.nextUp < j) {
			j = f.nextUp
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
