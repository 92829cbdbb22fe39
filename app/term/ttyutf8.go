package term

import "unicode/utf8"

// wholeUTF8 keeps of in, in place, what tcell's input decoder can take:
// it drops each byte that begins no character, and returns apart the
// start of a character cut at in's end, to go before the next read.
// tcell's decoder stops at a byte that is not UTF-8 (a C1 control such as
// 0x9b, a lone continuation byte, a character cut short by the next) and
// its input loop retries it without end: no key reached lwl again.
func wholeUTF8(in []byte) (whole, cut []byte) {
	out := in[:0]
	for i := 0; i < len(in); {
		if in[i] < utf8.RuneSelf {
			out = append(out, in[i])
			i++
			continue
		}
		if !utf8.FullRune(in[i:]) {
			return out, append([]byte(nil), in[i:]...)
		}
		r, size := utf8.DecodeRune(in[i:])
		if r != utf8.RuneError || size > 1 {
			out = append(out, in[i:i+size]...)
		}
		i += size
	}
	return out, nil
}
