package term

import (
	"strings"
	"unicode/utf8"

	"github.com/gdamore/tcell/v2"
	"golang.org/x/text/encoding/charmap"
)

// The terminal's character set is the locale's, as tcell reads it. tcell
// knows UTF-8 and US-ASCII only, and refused to start on any other: a
// terminal in ISO 8859-1 could not run lwl at all. A locale naming one of
// the 8-bit sets of x/text's charmap (ISO 8859-x, KOI8, the Windows code
// pages) gets that set; any other set tcell does not know falls back to
// US-ASCII, where non-ASCII shows as '?'.

// localeCharset is the character set the locale names, as tcell reads it
// (LC_ALL, then LC_CTYPE, then LANG); "" for one tcell knows itself.
func localeCharset(getenv func(string) string) string {
	locale := getenv("LC_ALL")
	if locale == "" {
		if locale = getenv("LC_CTYPE"); locale == "" {
			locale = getenv("LANG")
		}
	}
	locale, _, _ = strings.Cut(locale, "@")
	_, set, ok := strings.Cut(locale, ".")
	if !ok {
		return "" // "C", "POSIX", none, or no set named: tcell's own
	}
	switch charsetKey(set) {
	case "utf8", "usascii", "ascii", "iso646":
		return ""
	}
	return set
}

// charsetKey is a character set's name as compared: lower case, letters
// and digits only ("ISO-8859-1", "iso88591" and "ISO 8859-1" are one),
// the Windows code pages by x/text's names for them.
func charsetKey(name string) string {
	var b strings.Builder
	for _, c := range strings.ToLower(name) {
		if c >= 'a' && c <= 'z' || c >= '0' && c <= '9' {
			b.WriteRune(c)
		}
	}
	key := b.String()
	if rest, ok := strings.CutPrefix(key, "cp"); ok && strings.HasPrefix(rest, "125") {
		return "windows" + rest
	}
	return key
}

// EightBitCharset is the 8-bit character set the locale names (getenv
// reads it), nil when the terminal speaks UTF-8 or US-ASCII, or a set
// lwl does not know.
func EightBitCharset(getenv func(string) string) *charmap.Charmap {
	return charmapNamed(localeCharset(getenv))
}

// charmapNamed is x/text's 8-bit character set called name, nil for none.
func charmapNamed(name string) *charmap.Charmap {
	if name == "" {
		return nil
	}
	want := charsetKey(name)
	for _, e := range charmap.All {
		if cm, ok := e.(*charmap.Charmap); ok && charsetKey(cm.String()) == want {
			return cm
		}
	}
	return nil
}

// prepareCharset tells tcell, before a screen is made, of the locale's
// character set: an 8-bit one is registered under the locale's name for
// it, and a set neither tcell nor lwl knows falls back to US-ASCII. It
// reports whether the terminal speaks an 8-bit set, whose input is then
// not UTF-8.
func prepareCharset(getenv func(string) string) (eightBit bool) {
	name := localeCharset(getenv)
	if name == "" {
		return false
	}
	tcell.SetEncodingFallback(tcell.EncodingFallbackASCII)
	if cm := charmapNamed(name); cm != nil {
		tcell.RegisterEncoding(name, cm)
		return true
	}
	return false
}

// EncodeText is UTF-8 text in the 8-bit set cm, as tcell shows it: a
// character the set lacks, or bytes that are not UTF-8, as '?'.
func EncodeText(cm *charmap.Charmap, text []byte) []byte {
	out := make([]byte, 0, len(text))
	for len(text) > 0 {
		r, size := utf8.DecodeRune(text)
		text = text[size:]
		if r < utf8.RuneSelf {
			out = append(out, byte(r))
			continue
		}
		b, ok := cm.EncodeRune(r)
		if !ok || r == utf8.RuneError && size == 1 {
			b = '?'
		}
		out = append(out, b)
	}
	return out
}
