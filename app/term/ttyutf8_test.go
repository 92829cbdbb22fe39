package term

import "testing"

func TestWholeUTF8(t *testing.T) {
	for _, c := range []struct{ in, whole, cut string }{
		{"abc", "abc", ""},
		{"a\u00e9\u20ac", "a\u00e9\u20ac", ""},
		{"a\x9bb", "ab", ""},
		{"\x82\xff", "", ""},
		{"a\xe2\x82", "a", "\xe2\x82"},
		{"\xe2\x82q", "q", ""},
		{"\xed\xa0\x80z", "z", ""},
		{"\xef\xbf\xbd", "\ufffd", ""},
		{"\x1b[A\xf0\x9f", "\x1b[A", "\xf0\x9f"},
	} {
		whole, cut := wholeUTF8([]byte(c.in))
		if string(whole) != c.whole || string(cut) != c.cut {
			t.Errorf("wholeUTF8(%q) = %q, %q, want %q, %q", c.in, whole, cut, c.whole, c.cut)
		}
	}
}
