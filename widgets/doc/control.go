package doc

import "unicode/utf8"

const hexDigits = "0123456789ABCDEF"

// appendToken appends the visible stand-in for one byte that must never
// reach the terminal raw: "<1B>" for ESC, "<FF>" for an invalid UTF-8 byte.
func appendToken(out []byte, b byte) []byte {
	return append(out, '<', hexDigits[b>>4], hexDigits[b&15], '>')
}

// escLen is the length of the terminal escape sequence starting with the ESC
// at s[i]. Sequences end at a line break (so a chunk that starts at a line
// start never starts inside one) and are bounded; anything malformed counts
// as the lone ESC.
func escLen(s []byte, i int) int {
	j := i + 1
	if j >= len(s) {
		return 1
	}
	switch c := s[j]; {
	case c == '[': // CSI: parameters, intermediates, one final byte
		for j++; j < len(s) && j-i < maxCSI; j++ {
			c := s[j]
			switch {
			case c >= 0x30 && c <= 0x3F, c >= 0x20 && c <= 0x2F:
			case c >= 0x40 && c <= 0x7E:
				return j + 1 - i
			default:
				return 1
			}
		}
		return 1
	case c == ']' || c == 'P' || c == 'X' || c == '^' || c == '_': // strings ended by BEL or ST
		for j++; j < len(s) && j-i < maxOSC; j++ {
			switch s[j] {
			case 0x07:
				return j + 1 - i
			case 0x1B:
				if j+1 < len(s) && s[j+1] == '\\' {
					return j + 2 - i
				}
				return 1
			case '\n':
				return 1
			}
		}
		return 1
	case c >= 0x20 && c <= 0x2F: // nF: intermediates then a final byte
		for j++; j < len(s) && j-i < maxCSI; j++ {
			c := s[j]
			if c >= 0x30 && c <= 0x7E {
				return j + 1 - i
			}
			if c < 0x20 || c > 0x2F {
				return 1
			}
		}
		return 1
	case c >= 0x30 && c <= 0x7E: // two-byte Fp, Fe, Fs sequences
		return 2
	}
	return 1
}

const (
	maxCSI = 64
	maxOSC = 4096
)

// appendSanitized appends s with every byte that could change the terminal's
// state (C0, DEL, C1, invalid UTF-8) replaced by its token. Tabs and line
// breaks become tokens too: the result is meant for one-line places such as
// the status bar.
func appendSanitized(out []byte, s []byte) []byte {
	for i := 0; i < len(s); {
		b := s[i]
		if b < 0x80 {
			if b < 0x20 || b == 0x7F {
				out = appendToken(out, b)
			} else {
				out = append(out, b)
			}
			i++
			continue
		}
		r, n := utf8.DecodeRune(s[i:])
		if r == utf8.RuneError && n == 1 {
			out = appendToken(out, b)
		} else if r >= 0x80 && r <= 0x9F {
			for k := 0; k < n; k++ {
				out = appendToken(out, s[i+k])
			}
		} else {
			out = append(out, s[i:i+n]...)
		}
		i += n
	}
	return out
}

// Sanitize returns s safe to draw on one line: see appendSanitized.
func Sanitize(s string) string {
	clean := true
	for i := 0; i < len(s); i++ {
		if b := s[i]; b < 0x20 || b >= 0x7F {
			clean = false
			break
		}
	}
	if clean {
		return s
	}
	return string(appendSanitized(nil, []byte(s)))
}
