package doc

import "math/bits"

// Some characters take no shape on a terminal yet change what a reader
// takes the text to say: a zero width space inside a word, a right-to-left
// override that reorders code ("Trojan Source"), a soft hyphen. The text
// shows each as a token such as "<U+202E>" in the control style, as
// less -U does, so that what is on screen is all that is in the file.
// Joiners (U+200C, U+200D) and the tags and selectors of emoji sequences
// shape the characters around them and stay as they are. (A destination
// in the status bar shows every format character as a token, Visible:
// there nothing is shaped, and a hidden one could send a link elsewhere.)

// hiddenInText reports whether r is shown as a token in a document.
func hiddenInText(r rune) bool {
	switch {
	case r == 0x00AD, r == 0x061C, r == 0x180E, r == 0xFEFF:
		return true
	case r == 0x200B, r == 0x200E, r == 0x200F:
		return true
	case r >= 0x2028 && r <= 0x202E, r >= 0x2060 && r <= 0x2064, r >= 0x2066 && r <= 0x206F:
		return true
	case r >= 0xFFF9 && r <= 0xFFFB:
		return true
	}
	return false
}

// appendCodePoint appends r's token, "<U+200B>": four hex digits at least.
func appendCodePoint(out []byte, r rune) []byte {
	out = append(out, "<U+"...)
	for sh := max(16, (bits.Len32(uint32(r))+3)/4*4) - 4; sh >= 0; sh -= 4 {
		out = append(out, hexDigits[r>>sh&15])
	}
	return append(out, '>')
}
