package doc

import "strings"

// A search for the lines a pattern does not match, as less's /!pattern:
// each such line is a match, all of it, so that n steps from one to the
// next and the highlight shows which they are; an empty line's match is
// its line break, the one byte it has.

// NotQuery is the search for the lines q does not match.
func NotQuery(q *Query) *Query { return &Query{Text: "!" + q.Text, not: q} }

// linesWithout appends the lines of text that q.not does not match.
func (q *Query) linesWithout(text string, dst []int) []int {
	ls := 0
	for line := range strings.Lines(text) {
		body := strings.TrimSuffix(line, "\n")
		if !q.not.Matches(body) {
			end := ls + len(body)
			if end == ls {
				end = ls + len(line)
			}
			if end > ls {
				dst = append(dst, ls, end)
			}
		}
		ls += len(line)
	}
	return dst
}

// anyLineWithout reports whether a line of s is one q.not does not match.
func (q *Query) anyLineWithout(s string) bool {
	if s == "" {
		return !q.not.Matches(s)
	}
	for line := range strings.Lines(s) {
		if !q.not.Matches(strings.TrimSuffix(line, "\n")) {
			return true
		}
	}
	return false
}
