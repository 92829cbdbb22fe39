package doc

import (
	"bytes"
	"strings"
)

// The rules that let a chunk be parsed alone, and let search skip chunks
// without parsing them. Document.Chunk cuts its window by the first;
// RawNeedle and ChunkWalk rely on the second. A new syntax must keep
// both true, or change them here.
//
// 1. Locality. Nothing the parser does reaches across a line break except
// a link's text, and that is bounded: so the bytes from a line start
// lookBehind before a chunk to MaxLinkText+MaxLinkDest after it decide
// everything the chunk shows. The style (SGR) and OSC 8 link of a line
// last to its end: a chunk starts at a line start, where they are reset,
// unless its line is longer than a chunk; then it picks them up from the
// part of the line in its window (pass.resume), and a style set further
// back than that is not seen (a known limit, for lines over 64 KiB).
//
// 2. What the display may lack. The display text is the source with link
// destinations, link brackets (when hidden), backslashes of escapes and
// '\r' of "\r\n" taken out, and with hex tokens ("<1B>") put in. So a
// literal with none of the bytes around which text is removed or added
// shows in the display only where the source holds it too — except where
// the source holds one of hiddenBytes: escape sequences the display drops
// (SGR, OSC 8, erase-line) and overstrike take text out from between any
// two characters, so such chunks are always searched.
//
// Markdown structure (markdown.go) keeps both: its inline rules stay in a
// line, block state is read from the window's lines before the chunk, and
// fenced code blocks, which reach any distance, come from the document's
// index (mdindex.go). Hidden markers take text out like destinations do,
// so with them no literal is safe (rawsearch.go). Two known limits follow
// from reading block state in the window: a list item further back than
// the window's start (4 to 8 KiB before the chunk; a fenced block or a
// lazy paragraph after the item keeps the list going any distance) is not
// seen, so an indented line after a blank line is code in the chunk where
// one parse of the whole text has it go on the item; and a chunk that
// starts inside a line longer than a chunk does not know that line's
// heading, quote or fence run.
//
// The source view (ParseOptions.Source) makes no links and keeps
// brackets, destinations and backslashes: it takes out less, so both rules
// hold for it as they are.

// Bounds that keep parsing local: whether a "[" starts a link depends only on
// the bytes up to MaxLinkText+MaxLinkDest after it, so any chunk can be parsed
// alone from a bounded window around it.
const (
	// MaxLinkText is the most bytes between a link's "[" and "]".
	MaxLinkText = 4096
	// MaxLinkDest is the most bytes in a link's destination.
	MaxLinkDest = 8192

	// A chunk that starts inside a very long line may start inside the
	// destination of a link whose "]" is that far before it.
	lookBehind = MaxLinkText + MaxLinkDest + 8
)

// hiddenBytes start the source text that the display drops from between
// any two characters (rule 2).
const hiddenBytes = "\x1b\b"

// literalBreakers are the bytes next to which the parser removes or adds
// text (rule 2): a search literal holding one may show in the display where
// the source does not hold it.
const literalBreakers = "[]()<>\n\r"

// sourceHoldsDisplayed reports whether literal can show in the display text
// only where the source holds it too (rule 2): it has no literalBreakers,
// is not all hex digits, U and + (as a token's inside is), and brackets are
// shown.
func sourceHoldsDisplayed(literal string, hideBrackets bool) bool {
	if hideBrackets || literal == "" || strings.ContainsAny(literal, literalBreakers) {
		return false
	}
	return strings.Trim(literal, "0123456789abcdefABCDEFUu+") != "" // "<1B>", "<U+200B>"
}

// chunkWindow is the source range a chunk over [start, end) is parsed from
// (rule 1).
func (d *Document) chunkWindow(start, end int64) (from, to int64) {
	// Look back far enough for a link that ends in this chunk (its "["
	// is at most MaxLinkText before); when the chunk starts inside a long
	// line, also for the destination of a link whose "]" came before the
	// cut. Start at a line start, so that no escape sequence is entered
	// half way; a line longer than that is cut.
	back := int64(MaxLinkText + 2)
	if b := d.read(start-1, start); len(b) == 1 && b[0] != '\n' {
		back = lookBehind
	}
	from = max(start-back, 0)
	if from > 0 {
		pre := d.read(from-MaxLinkText, from)
		if i := bytes.LastIndexByte(pre, '\n'); i >= 0 {
			from = from - int64(len(pre)) + int64(i) + 1
		}
	}
	// Look ahead far enough for a link that starts in the chunk: its "]"
	// is at most MaxLinkText on, and its destination ends on that line.
	to = min(end+MaxLinkText+2, d.size)
	if to < d.size {
		if i := bytes.IndexByte(d.read(to, to+MaxLinkDest+2), '\n'); i >= 0 {
			to += int64(i)
		} else {
			to = min(to+MaxLinkDest+2, d.size)
		}
	}
	return from, to
}
