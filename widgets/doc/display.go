package doc

import (
	"bytes"
	"unsafe"
)

// DisplayText is the text src (whole lines, from a line start) shows in a
// document parsed with opts: escape sequences, overstrike and link
// destinations gone, control bytes as tokens. It is what a search sees,
// so that the filter (&) asks its query of the same text. Its lines are
// src's, one for one; same says it is src itself (nothing to change, or
// nothing that could be changed line for line).
func DisplayText(src []byte, opts ParseOptions) (text string, same bool) {
	if len(src) == 0 || !mayDisplayOtherwise(src) {
		return unsafe.String(unsafe.SliceData(src), len(src)), true
	}
	ps := parser{opts: opts, textOnly: true}
	ch := ps.parse(src, 0, 0, len(src))
	if ch.Lines != bytes.Count(src, []byte{'\n'}) || len(ch.Text) == 0 ||
		(len(ch.Text) == len(src) && unsafe.StringData(ch.Text) == &src[0]) {
		return unsafe.String(&src[0], len(src)), true
	}
	return ch.Text, false
}

// mayDisplayOtherwise is a quick look for what the parser changes: a byte
// pass two looks at (colons aside: a URL shows as written) or the "](" of
// a link, whose destination is not shown ("[worker-00]" in a log is text).
func mayDisplayOtherwise(src []byte) bool {
	for i := 0; i < len(src); i++ {
		i += plainRun(src[i:])
		if i < len(src) && src[i] != ':' {
			return true
		}
	}
	return bytes.Contains(src, []byte("]("))
}
