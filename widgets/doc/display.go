package doc

import (
	"bytes"
	"unicode/utf8"
	"unsafe"
)

// DisplayText is the text src (whole lines, from a line start) shows in a
// document parsed with opts: escape sequences, overstrike and link
// destinations gone, control bytes as tokens. It is what a search sees,
// so that the filter (&) asks its query of the same text. Its lines are
// src's, one for one; same says it is src itself (nothing to change, or
// nothing that could be changed line for line).
func DisplayText(src []byte, opts ParseOptions) (text string, same bool) {
	ps := parser{opts: opts}
	if len(src) == 0 || !mayDisplayOtherwise(src) && !(ps.hidesMarkers() && bytes.ContainsAny(src, markerBytes)) {
		return unsafe.String(unsafe.SliceData(src), len(src)), true
	}
	if t, ok := withoutSGR(src); ok && !ps.hidesMarkers() {
		return t, false
	}
	if len(src) > displayWhole {
		return displayByChunks(src, opts)
	}
	// The whole parse, links too: a bare URL keeps an overstrike after it
	// from applying, and the search sees what the document shows.
	ps.localFences(src)
	ch := ps.parse(src, 0, 0, len(src))
	if ch.Lines != bytes.Count(src, []byte{'\n'}) || len(ch.Text) == 0 ||
		(len(ch.Text) == len(src) && unsafe.StringData(ch.Text) == &src[0]) {
		return unsafe.String(&src[0], len(src)), true
	}
	return ch.Text, false
}

// displayWhole is the most source DisplayText parses at once. A parse
// holds spans, links and source anchors for all it parsed, tens of times
// the source on a line full of links: a longer text is parsed a chunk at
// a time (DisplayTextOf).
const displayWhole = 4 * ChunkSize

// displayByChunks is DisplayText for a long src.
func displayByChunks(src []byte, opts ParseOptions) (text string, same bool) {
	if t, ok := DisplayTextOf(BytesSource(src), 0, int64(len(src)), opts); ok {
		return t, false
	}
	return unsafe.String(&src[0], len(src)), true
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

// withoutSGR is src without its SGR sequences and "erase to the end of the
// line" (grep --color), when those are all that the parser would change:
// the rest printable characters, tabs and newlines, no backslash and no
// link.
// Coloured tool output takes this path, five times faster than a parse;
// false for anything else.
func withoutSGR(src []byte) (string, bool) {
	if bytes.Contains(src, []byte("](")) {
		return "", false
	}
	out := make([]byte, 0, len(src))
	for i := 0; i < len(src); {
		j := i + printableRun(unsafe.String(&src[i], len(src)-i))
		for j < len(src) && (src[j] == '\t' || src[j] == '\n') {
			j++
			j += printableRun(unsafe.String(unsafe.SliceData(src[j:]), len(src)-j))
		}
		if k := bytes.IndexByte(src[i:j], '\\'); k >= 0 {
			return "", false
		}
		out = append(out, src[i:j]...)
		if j == len(src) {
			break
		}
		if src[j] >= 0x80 {
			// A character the parser copies as it is: printable, not C1,
			// not one that shows nothing (those it takes out).
			r, n := utf8.DecodeRune(src[j:])
			if !printableRune(r, n) || invisible(r) {
				return "", false
			}
			out = append(out, src[j:j+n]...)
			i = j + n
			continue
		}
		if src[j] != 0x1B {
			return "", false
		}
		n := escLen(src, j)
		if _, ok := sgrParams(src, j, n); !ok && !eraseLine(src, j, n) {
			return "", false
		}
		i = j + n
	}
	return unsafe.String(unsafe.SliceData(out), len(out)), true
}
