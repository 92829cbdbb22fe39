package doc

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

// Sanitize returns s safe and unambiguous to draw on one line: see Visible
// (control bytes, invalid UTF-8 and invisible characters become tokens).
func Sanitize(s string) string {
	v, _ := Visible(s, nil)
	return v
}
