package doc

import "strings"

// less's regular expressions (GNU's) have \< and \>, the start and the end
// of a word; RE2 reads them as the characters < and >, and has only \b,
// either edge, with no look-ahead to tell the edges apart. So both become \b, outside a bracket class and \Q...\E. That is
// exactly GNU's meaning where a word character follows \< and precedes
// \> in the pattern, as in \<the\>, \<[a-z]+\> or \<foo: a \b before a
// word character can only be a word's start, after one only its end.
// Elsewhere (\<, alone, or before a space) \b also matches the other edge.

// gnuWordBoundaries rewrites expr's \< and \> as \b.
func gnuWordBoundaries(expr string) string {
	if !strings.Contains(expr, `\<`) && !strings.Contains(expr, `\>`) {
		return expr
	}
	var b strings.Builder
	inClass := false // inside [...]
	classStart := 0  // where the class's members begin: a ] there is one of them
	for i := 0; i < len(expr); i++ {
		c := expr[i]
		switch {
		case c == '\\' && i+1 < len(expr):
			next := expr[i+1]
			switch {
			case next == 'Q' && !inClass: // literal text up to \E
				end := strings.Index(expr[i+2:], `\E`)
				if end < 0 {
					b.WriteString(expr[i:])
					return b.String()
				}
				b.WriteString(expr[i : i+2+end+2])
				i += 2 + end + 1
				continue
			case (next == '<' || next == '>') && !inClass:
				b.WriteString(`\b`)
			default:
				b.WriteString(expr[i : i+2])
			}
			i++
			continue
		case c == '[' && !inClass:
			inClass = true
			classStart = i + 1
			if classStart < len(expr) && expr[classStart] == '^' {
				classStart++
			}
		case c == '[' && inClass && i+1 < len(expr) && expr[i+1] == ':':
			if end := strings.Index(expr[i+2:], ":]"); end >= 0 { // [:alpha:]
				b.WriteString(expr[i : i+2+end+2])
				i += 2 + end + 1
				continue
			}
		case c == ']' && inClass && i > classStart:
			inClass = false
		}
		b.WriteByte(c)
	}
	return b.String()
}
