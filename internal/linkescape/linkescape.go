// Package linkescape is the one rule by which a link's destination leaves
// lwl, to a command ($LINK, the browser's argument) or to the terminal (an
// OSC 8 hyperlink): a destination may hold any byte, and none of them may
// reach a program or a terminal raw.
package linkescape

import (
	"strings"
	"unicode/utf8"
)

// Controls percent-encodes the control bytes of dest (C0, DEL and C1, a C1
// both as a raw byte and as UTF-8) and the bytes that are not UTF-8, and
// leaves everything else as it is: "a\x1bb" is "a%1Bb", "\u009b" is
// "%C2%9B". Encoded rather than dropped, so what arrives is still what the
// document says, and a percent-decoding reader gets the bytes back.
func Controls(dest string) string {
	if clean(dest) {
		return dest
	}
	const hex = "0123456789ABCDEF"
	var b strings.Builder
	b.Grow(len(dest) + 16)
	for i := 0; i < len(dest); {
		r, size := utf8.DecodeRuneInString(dest[i:])
		if r == utf8.RuneError && size == 1 || isControl(r) {
			for _, c := range []byte(dest[i : i+size]) {
				b.WriteByte('%')
				b.WriteByte(hex[c>>4])
				b.WriteByte(hex[c&15])
			}
		} else {
			b.WriteString(dest[i : i+size])
		}
		i += size
	}
	return b.String()
}

func isControl(r rune) bool { return r < 0x20 || r == 0x7F || r >= 0x80 && r <= 0x9F }

// clean reports whether Controls leaves s as it is.
func clean(s string) bool {
	for i := 0; i < len(s); {
		if c := s[i]; c >= 0x20 && c < 0x7F {
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 || isControl(r) {
			return false
		}
		i += size
	}
	return true
}

// hyperlinkSchemes are the schemes lwl writes as OSC 8 hyperlinks: what a
// click in the terminal should open. javascript:, data: and the like are
// never written, whatever a document says.
var hyperlinkSchemes = []string{"http", "https", "ftp", "mailto", "file"}

// HyperlinkScheme reports whether a hyperlink with this scheme may be
// written to the terminal.
func HyperlinkScheme(scheme string) bool {
	for _, s := range hyperlinkSchemes {
		if strings.EqualFold(scheme, s) {
			return true
		}
	}
	return false
}
