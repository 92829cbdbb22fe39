package app

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// commandLink is a destination as lwl hands it to a command ($LINK, and so
// the browser's argument): control bytes (C0, DEL, C1) and bytes that are
// not UTF-8 are percent-encoded, so no terminal or program ever sees them
// raw, and a destination that starts with "-" (a relative path: a scheme
// starts with a letter) goes as "./-…", so it can never be read as an
// option. A NUL becomes %00, which every command can be given.
func commandLink(dest string) string {
	var b strings.Builder
	if strings.HasPrefix(dest, "-") {
		b.WriteString("./")
	}
	for i := 0; i < len(dest); {
		r, size := utf8.DecodeRuneInString(dest[i:])
		switch {
		case r == utf8.RuneError && size == 1, r < 0x20, r == 0x7f, r >= 0x80 && r <= 0x9f:
			for _, c := range []byte(dest[i : i+size]) {
				fmt.Fprintf(&b, "%%%02X", c)
			}
		default:
			b.WriteString(dest[i : i+size])
		}
		i += size
	}
	return b.String()
}
