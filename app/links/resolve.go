package links

import (
	"net/url"
	"os"
	"path/filepath"
	"strings"

	"lwl/widgets/doc"
)

// Where a destination leads: the document's base, resolution against it,
// and local paths.

// The header bro writes on a page: "Retrieved from [URL](URL) on DATE."
// or "Retrieved from [URL] on DATE.", on one of the first doc.HeaderLines
// lines after blank ones.
const headerPrefix = "Retrieved from "

// HeaderBase is the base URL bro's header gives: the destination of its
// link, or with none the URL in its brackets; nil without a header or
// with a URL that is not absolute.
func HeaderBase(d *doc.Document) *url.URL {
	at, rest, ok := header(d)
	if !ok {
		return nil
	}
	raw := ""
	if l, ok := headerLink(d.Chunk(0), at); ok {
		raw = l.Dest
	} else if inside, _, closed := strings.Cut(rest, "]"); strings.HasPrefix(inside, "[") && closed {
		raw = inside[1:]
	}
	u, err := url.Parse(raw)
	if err != nil || !u.IsAbs() {
		return nil
	}
	return u
}

// HeaderLink is the link of bro's header (to the page itself), if the
// document has a header and it is a link: [URL](URL), or the bare URL in
// "[URL]".
func HeaderLink(d *doc.Document) (doc.Link, bool) {
	at, rest, ok := header(d)
	if !ok {
		return doc.Link{}, false
	}
	if l, ok := headerLink(d.Chunk(0), at); ok {
		return l, true
	}
	if strings.HasPrefix(rest, "[") {
		return headerLink(d.Chunk(0), at+1)
	}
	return doc.Link{}, false
}

// header finds bro's header in the first chunk's text: the offset after
// its "Retrieved from " and the rest of its line.
func header(d *doc.Document) (at int, rest string, ok bool) {
	if d.NumChunks() == 0 {
		return 0, "", false
	}
	text := d.Chunk(0).Text
	off := len(text) - len(strings.TrimLeft(text, " \t\r\n"))
	for n := 0; n < doc.HeaderLines && off < len(text); n++ {
		line, _, _ := strings.Cut(text[off:], "\n")
		trimmed := strings.TrimLeft(line, " \t")
		if after, found := strings.CutPrefix(trimmed, headerPrefix); found {
			return off + len(line) - len(trimmed) + len(headerPrefix), after, true
		}
		off += len(line) + 1
	}
	return 0, "", false
}

// headerLink is the link of chunk c that starts at offset at (after its
// number, with link numbers).
func headerLink(c *doc.Chunk, at int) (doc.Link, bool) {
	for i, l := range c.Links {
		if l.Start == at+numberWidth(c, i) {
			return l, true
		}
		if l.Start > at+32 {
			break // links are in order; a number is not that long
		}
	}
	return doc.Link{}, false
}

// numberWidth is how many bytes the number before link i of chunk c takes
// (0 without link numbers).
func numberWidth(c *doc.Chunk, i int) int {
	start := c.Links[i].Start
	for _, s := range c.Spans {
		if s.Kind == doc.KindNumber && s.End == start {
			return s.End - s.Start
		}
	}
	return 0
}

// ParseBase reads a --base URL; it must be absolute.
func ParseBase(s string) (*url.URL, error) {
	u, err := url.Parse(s)
	if err != nil {
		return nil, err
	}
	if !u.IsAbs() {
		return nil, errNotAbsolute
	}
	switch strings.ToLower(u.Scheme) {
	case "http", "https", "ftp", "file":
	default:
		// javascript:, data:, mailto: have no path to resolve against:
		// [a](b) would become javascript:///b.
		return nil, baseError("a base must be an http, https, ftp or file URL, not " + u.Scheme + ":")
	}
	return u, nil
}

type baseError string

func (e baseError) Error() string { return string(e) }

const errNotAbsolute = baseError("not an absolute URL (it needs a scheme, such as https://)")

// Resolve makes a destination absolute against the document's base (RFC
// 3986 reference resolution); without a base, or when it does not parse,
// the destination is returned as written. In a document shipped inside lwl
// a relative destination names another such document (lwl:keys.yaml).
func Resolve(base *url.URL, dest string) string {
	if base == nil {
		return dest
	}
	if base.Scheme == EmbeddedScheme {
		return resolveEmbedded(base.Opaque, dest)
	}
	ref, err := url.Parse(dest)
	if err != nil || ref.IsAbs() {
		return dest
	}
	return base.ResolveReference(ref).String()
}

// SameDocument is the fragment a destination names in the document being
// read (RFC 3986 §4.4: it resolves to the base URL, the fragment aside),
// so following it jumps within the text rather than fetching the page again.
// A destination without a fragment is not one: following the page's own
// URL asks the browser for it anew, as browsers do.
func SameDocument(base *url.URL, dest string) (string, bool) {
	if base == nil {
		u, err := url.Parse(dest)
		if err != nil || u.Scheme != "" || u.Host != "" || u.Path != "" || u.RawQuery != "" || u.Fragment == "" {
			return "", false
		}
		return u.Fragment, true
	}
	target, frag, ok := strings.Cut(Resolve(base, dest), "#")
	self, _, _ := strings.Cut(base.String(), "#")
	if !ok || frag == "" || target != self {
		return "", false
	}
	if f, err := url.PathUnescape(frag); err == nil {
		frag = f
	}
	return frag, true
}

// LocalPath is the file a destination names, if it names a local one: a
// file:// URL with no host or this one (filehost.go), or — in a document
// without a base URL — a path with no scheme, relative to the folder of
// docPath (the document's file; "" for a pipe, whose folder is the working
// one). written is the path as the destination gives it, for messages.
// Whether it exists is not looked at: a missing file is a mistake to
// report, not a page for the browser.
func LocalPath(base *url.URL, docPath, dest string) (p, written string, ok bool) {
	u, err := url.Parse(dest)
	if err != nil {
		return "", "", false
	}
	switch {
	case u.Scheme == "file" && isLocalFileHost(u.Host):
		p = u.Path
		written = p
	case u.Scheme == "" && base == nil && u.Host == "":
		p = u.Path
		written = p
		if p != "" && !filepath.IsAbs(p) {
			p = filepath.Join(dir(docPath), p)
		}
	default:
		return "", "", false
	}
	if p == "" {
		return "", "", false
	}
	return p, written, true
}

// dir is the folder relative destinations start from.
func dir(docPath string) string {
	if docPath != "" {
		return filepath.Dir(docPath)
	}
	wd, _ := os.Getwd()
	return wd
}
