package doc

import (
	"bytes"
	"strings"
)

// LinkSyntax is how a document shows "[text](dest)". A Markdown document
// shows the link's text and hides its destination; a literal one (code, a
// diff, a log) shows every byte as written, and the whole span from "["
// to ")" is the link. Bare URLs, autolinks and OSC 8 links are links in
// both.
type LinkSyntax uint8

const (
	// MarkdownLinks hides destinations and backslashes of \[ \] \( \).
	MarkdownLinks LinkSyntax = iota
	// LiteralLinks shows the text as written.
	LiteralLinks
	// SniffLinks is MarkdownLinks for a text that starts with BroHeader
	// (after blank lines), LiteralLinks for any other. Until the bytes
	// that tell have arrived the document is literal; the text shown
	// meanwhile (blanks and a part of the header) reads the same either
	// way.
	SniffLinks
)

// BroHeader starts the header line of a page bro wrote, one of its first
// HeaderLines (after blank lines): "Retrieved from [URL](URL) on DATE."
// or "Retrieved from [URL] on DATE.".
const BroHeader = "Retrieved from ["

// HeaderLines is how many lines of a page's beginning may hold BroHeader.
const HeaderLines = 5

// maxLeadingBlanks bounds the blank lines looked through for BroHeader.
const maxLeadingBlanks = 1024

// maxHeadBytes bounds the lines before BroHeader: sniffing reads at most
// maxLeadingBlanks+maxHeadBytes bytes.
const maxHeadBytes = 4096

// sniffLinks decides the syntax of a text that starts with head; complete
// says no more bytes will come after it. decided is false while head is
// blanks and fewer than HeaderLines lines, none of them BroHeader, and the
// last one may still become it or be followed by it.
func sniffLinks(head []byte, complete bool) (syntax LinkSyntax, decided bool) {
	rest := bytes.TrimLeft(head, " \t\r\n")
	if len(head)-len(rest) > maxLeadingBlanks {
		return LiteralLinks, true
	}
	for n := 0; n < HeaderLines; n++ {
		line, after, whole := bytes.Cut(rest, []byte("\n"))
		line = bytes.TrimLeft(line, " \t")
		if bytes.HasPrefix(line, []byte(BroHeader)) {
			return MarkdownLinks, true
		}
		if !whole {
			if complete || n == HeaderLines-1 && !bytes.HasPrefix([]byte(BroHeader), line) {
				return LiteralLinks, true
			}
			return SniffLinks, false
		}
		rest = after
	}
	return LiteralLinks, true
}

// decideLinks settles SniffLinks once the text's beginning has arrived.
// Chunks parsed before showed the same text, but their links were read
// literally: they are parsed again.
func (d *Document) decideLinks() {
	if d.ps.opts.Links != SniffLinks {
		return
	}
	head := d.read(0, maxLeadingBlanks+maxHeadBytes+1)
	full := d.complete || int64(len(head)) > maxLeadingBlanks+maxHeadBytes
	syntax, decided := sniffLinks(head, full)
	if !decided {
		return
	}
	d.ps.opts.Links = syntax
	if syntax == MarkdownLinks {
		for k := range d.cache {
			d.Release(k)
		}
		d.lines.forget(0)
	}
}

// literal reports whether bracket links show as written.
func (ps *parser) literal() bool { return ps.opts.Links != MarkdownLinks }

// linkEnd is the window offset of the last byte of pair pr's link span:
// its "]", or in a literal document the ")" of its destination.
func (ps *parser) linkEnd(pr pair) int {
	if ps.literal() {
		return pr.destEnd
	}
	return pr.close
}

// EscapeText writes s for a Markdown document lwl makes (the guide, a
// folder's listing): "[", "]", "(" and ")" are escaped, so a key named "["
// or a file name with brackets starts no link; MarkdownLinks hides the
// backslashes.
func EscapeText(s string) string {
	return strings.NewReplacer(`[`, `\[`, `]`, `\]`, `(`, `\(`, `)`, `\)`).Replace(s)
}
