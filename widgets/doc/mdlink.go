package doc

// Markdown's link forms inside "(...)": CommonMark lets a destination be
// written in angle brackets, "<with space/s.md>", and be followed by a
// title, "other.md "Title"", 'Title' or (Title). lwl's own rule is looser
// (a destination may hold spaces), so the Markdown reading applies only
// when all of "(...)" has its form; otherwise all of it is the destination,
// as before. Either way the display is the same, so none of this touches
// locality.go's rules.

// markdownDest splits the raw destination of a bracket link (the bytes
// between "(" and ")") into its destination and title. ok is false when raw
// is not in Markdown's form.
func markdownDest(raw []byte) (dest, title []byte, ok bool) {
	i := skipSpace(raw, 0)
	var end int
	if i < len(raw) && raw[i] == '<' {
		close := angleEnd(raw, i+1)
		if close < 0 {
			return nil, nil, false
		}
		dest, end = raw[i+1:close], close+1
	} else {
		end = plainDestEnd(raw, i)
		if end < 0 {
			return nil, nil, false
		}
		dest = raw[i:end]
	}
	j := skipSpace(raw, end)
	if j == len(raw) {
		return dest, nil, true
	}
	if j == end {
		return nil, nil, false // a title must be set off by space
	}
	tEnd := titleEnd(raw, j)
	if tEnd < 0 || skipSpace(raw, tEnd+1) != len(raw) {
		return nil, nil, false
	}
	return dest, raw[j+1 : tEnd], true
}

func skipSpace(b []byte, i int) int {
	for i < len(b) && (b[i] == ' ' || b[i] == '\t') {
		i++
	}
	return i
}

// angleEnd is the index of the ">" that ends an angle-bracket destination
// whose text starts at b[i], or -1: no unescaped "<" or ">" inside.
func angleEnd(b []byte, i int) int {
	for ; i < len(b); i++ {
		switch b[i] {
		case '\\':
			if i+1 < len(b) && isASCIIPunct(b[i+1]) {
				i++
			}
		case '<':
			return -1
		case '>':
			return i
		}
	}
	return -1
}

// plainDestEnd is the end of a destination written without angle brackets
// from b[i]: up to a space or control byte, with balanced parentheses; -1
// when they do not balance there.
func plainDestEnd(b []byte, i int) int {
	depth := 0
	for ; i < len(b); i++ {
		if i += runOf(b[i:], clPlainDest); i == len(b) {
			break
		}
		switch c := b[i]; {
		case c <= ' ' || c == 0x7F:
			return endIfBalanced(i, depth)
		case c == '\\':
			if i+1 < len(b) && isASCIIPunct(b[i+1]) {
				i++
			}
		case c == '(':
			depth++
		case c == ')':
			depth--
		}
	}
	return endIfBalanced(i, depth)
}

func endIfBalanced(i, depth int) int {
	if depth != 0 {
		return -1
	}
	return i
}

// titleEnd is the index of the byte that closes the title opened at b[i]
// (a double quote, a single quote or "("), or -1. A title holds its closing quote, or either
// parenthesis in the (...) form, only escaped.
func titleEnd(b []byte, i int) int {
	closer := b[i]
	switch closer {
	case '"', '\'':
	case '(':
		closer = ')'
	default:
		return -1
	}
	for j := i + 1; j < len(b); j++ {
		switch c := b[j]; {
		case c == '\\':
			if j+1 < len(b) && isASCIIPunct(b[j+1]) {
				j++
			}
		case c == closer:
			return j
		case closer == ')' && c == '(':
			return -1
		}
	}
	return -1
}

func isASCIIPunct(c byte) bool {
	return c >= '!' && c <= '/' || c >= ':' && c <= '@' || c >= '[' && c <= '`' || c >= '{' && c <= '~'
}

// appendUnescaped appends a title with the backslash of each escaped ASCII
// punctuation character removed, as CommonMark reads it.
func appendUnescaped(out, t []byte) []byte {
	for i := 0; i < len(t); i++ {
		if t[i] == '\\' && i+1 < len(t) && isASCIIPunct(t[i+1]) {
			i++
		}
		out = append(out, t[i])
	}
	return out
}
