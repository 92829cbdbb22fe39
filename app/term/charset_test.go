package term

import (
	"testing"

	"golang.org/x/text/encoding/charmap"
)

// The locale's character set, as tcell reads the variables: an 8-bit set
// of x/text's by any spelling of its name, nil for UTF-8, US-ASCII and a
// set lwl does not know.
func TestEightBitCharset(t *testing.T) {
	for _, tc := range []struct {
		lcAll, lcCtype, lang string
		want                 *charmap.Charmap
	}{
		{"en_US.ISO-8859-1", "", "", charmap.ISO8859_1},
		{"", "", "de_DE.iso88591", charmap.ISO8859_1},
		{"", "de_DE.ISO8859-15@euro", "en_US.UTF-8", charmap.ISO8859_15},
		{"", "", "ru_RU.KOI8-R", charmap.KOI8R},
		{"", "", "pl_PL.CP1250", charmap.Windows1250},
		{"en_US.UTF-8", "", "de_DE.ISO-8859-1", nil}, // LC_ALL first
		{"", "", "en_US.utf8", nil},
		{"", "", "C", nil},
		{"", "", "POSIX", nil},
		{"", "", "en_US", nil}, // no set named: UTF-8, as tcell takes it
		{"", "", "C.ANSI_X3.4-1968", nil},
		{"", "", "ja_JP.eucJP", nil}, // not 8-bit: US-ASCII's '?'
		{"", "", "", nil},
	} {
		env := map[string]string{"LC_ALL": tc.lcAll, "LC_CTYPE": tc.lcCtype, "LANG": tc.lang}
		if got := EightBitCharset(func(k string) string { return env[k] }); got != tc.want {
			t.Errorf("LC_ALL=%q LC_CTYPE=%q LANG=%q: %v, want %v", tc.lcAll, tc.lcCtype, tc.lang, got, tc.want)
		}
	}
}

// Text for an 8-bit terminal: ASCII as it is (escape sequences too), what
// the set has as its byte, the rest and broken UTF-8 as '?'.
func TestEncodeText(t *testing.T) {
	for in, want := range map[string]string{
		"\x1b[1mcaf\u00e9\x1b[m": "\x1b[1mcaf\xe9\x1b[m",
		"\u20ac \u00e9 \u4e16":   "? \xe9 ?",
		"a\xc3b\xff":             "a?b?",
		"":                       "",
	} {
		if got := string(EncodeText(charmap.ISO8859_1, []byte(in))); got != want {
			t.Errorf("EncodeText(ISO 8859-1, %q) = %q, want %q", in, got, want)
		}
	}
	if got := string(EncodeText(charmap.ISO8859_15, []byte("\u20ac"))); got != "\xa4" {
		t.Errorf("EncodeText(ISO 8859-15, €) = %q, want 0xA4", got)
	}
}

// An 8-bit terminal's input goes to tcell as read: 0xE9 is é in ISO
// 8859-1, where wholeUTF8 would drop it as a byte that begins no
// character.
func TestInputTextEightBit(t *testing.T) {
	in := []byte("/caf\xe9\r")
	utf8Tty, latin1Tty := &gatedTty{}, &gatedTty{eightBit: true}
	if whole, cut := utf8Tty.inputText(append([]byte(nil), in...)); string(whole) != "/caf\r" || cut != nil {
		t.Errorf("UTF-8 terminal: %q, cut %q; want the 0xE9 dropped", whole, cut)
	}
	if whole, cut := latin1Tty.inputText(append([]byte(nil), in...)); string(whole) != string(in) || cut != nil {
		t.Errorf("ISO 8859-1 terminal: %q, cut %q; want %q", whole, cut, in)
	}
}
