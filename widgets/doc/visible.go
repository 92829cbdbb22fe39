package doc

import (
	"unicode"
	"unicode/utf8"
)

// Visible returns s safe and unambiguous on one line: what Sanitize
// replaces, and also every character that shows nothing — format
// characters (U+200B zero width space, U+202E right-to-left override,
// U+FEFF, U+00AD soft hyphen…), line and paragraph separators and the
// Hangul fillers — as a token such as "<U+200B>". A destination that reads
// paypal.com must not hide a character that sends it elsewhere. tokens
// gets the byte ranges of every token in the result, so that they can be
// drawn in the control style; pass tokens[:0] to reuse it.
func Visible(s string, tokens [][2]int) (string, [][2]int) {
	var out []byte
	copied := 0 // s[:copied] is in out (when out is in use)
	for i := 0; i < len(s); {
		b := s[i]
		if b >= 0x20 && b < 0x7F {
			i++
			continue
		}
		if out == nil {
			out = make([]byte, 0, len(s)+16)
		}
		out = append(out, s[copied:i]...)
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case b < 0x80 || (r == utf8.RuneError && n == 1) || (r >= 0x80 && r <= 0x9F):
			for k := 0; k < n; k++ {
				start := len(out)
				out = appendToken(out, s[i+k])
				tokens = append(tokens, [2]int{start, len(out)})
			}
		case invisible(r):
			start := len(out)
			out = appendCodePoint(out, r)
			tokens = append(tokens, [2]int{start, len(out)})
		default:
			out = append(out, s[i:i+n]...)
		}
		i += n
		copied = i
	}
	if out == nil {
		return s, tokens
	}
	return string(append(out, s[copied:]...)), tokens
}

// invisible reports whether r takes no visible shape of its own.
func invisible(r rune) bool {
	switch r {
	case 0x115F, 0x1160, 0x3164, 0xFFA0: // Hangul fillers, blank yet "letters"
		return true
	}
	return unicode.In(r, unicode.Cf, unicode.Zl, unicode.Zp)
}
