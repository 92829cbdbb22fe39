package widgets

import (
	"hash/fnv"
	"strconv"
	"unicode/utf8"

	"github.com/gdamore/tcell/v2"

	"lwl/widgets/doc"
)

// Hyperlinks has the document view write every link as an OSC 8
// hyperlink too (tcell's Style.Url), so that a click in the terminal opens
// it. Each link has one id across all its rows, so the terminal treats its
// wrapped pieces as one link.
//
// The id is made from the target, not the link: links to one target share
// it. tcell sends a new OSC 8 only where the URL changes from the last
// cell it sent, so a link after another one to the same target, with the
// cells between sent by direct output or unchanged, would otherwise show
// the first one's id.
//
// tcell leaves the last hyperlink of a frame open; the screen that shows
// the frame must close it (app's lwlScreen does).
type Hyperlinks struct {
	// Target is the URI a link's destination opens, as the app resolves
	// it; "" for a link the terminal cannot open (it gets no hyperlink).
	// It is called on the UI goroutine, once a frame for each link shown.
	Target func(dest string) string
}

// hyperlink is a link's OSC 8 target, found once a frame, and the style
// last made from it.
type hyperlink struct {
	uri, id string
	in, out tcell.Style // out is in with the hyperlink
	made    bool        // in and out are set
}

// startHyperlinks forgets the targets of the last frame: the app's base
// may have changed since.
func (v *DocumentView) startHyperlinks() {
	clear(v.hyperlinks)
}

// hyperlinked is style with the hyperlink of the innermost link among
// spans that covers display byte at, if any.
func (v *DocumentView) hyperlinked(style tcell.Style, spans []doc.Span, at int) tcell.Style {
	var id int64 = -1
	start := -1
	for _, s := range spans {
		if s.Kind == doc.KindLink && s.Start <= at && at < s.End && s.Start >= start {
			id, start = s.ID, s.Start
		}
	}
	if id < 0 {
		return style
	}
	if v.hyperlinks == nil {
		v.hyperlinks = map[int64]*hyperlink{}
	}
	h := v.hyperlinks[id]
	if h == nil {
		h = &hyperlink{}
		if l, ok := v.doc.Link(id); ok {
			h.uri = hyperlinkURI(v.opts.Hyperlinks.Target(l.Dest))
			h.id = HyperlinkID(h.uri)
		}
		v.hyperlinks[id] = h
	}
	if h.uri == "" {
		return style
	}
	if !h.made || h.in != style {
		h.in, h.out, h.made = style, style.Url(h.uri).UrlId(h.id), true
	}
	return h.out
}

// HyperlinkID is the OSC 8 id of the links to uri: "lwl-" and a hash of
// it (terminals tell links apart by id and URI together, so a collision
// would do no harm).
func HyperlinkID(uri string) string {
	h := fnv.New64a()
	h.Write([]byte(uri))
	return "lwl-" + strconv.FormatUint(h.Sum64(), 36)
}

// hyperlinkURI is target as an OSC 8 URI may hold it: control characters
// (C0, DEL, C1, also in their UTF-8 form) removed, which would end the
// sequence or worse, and the bytes OSC 8 leaves out (spaces, non-ASCII)
// percent-encoded, as a browser sends them.
func hyperlinkURI(target string) string {
	clean := true
	for i := 0; i < len(target); i++ {
		if c := target[i]; c <= ' ' || c >= 0x7F {
			clean = false
			break
		}
	}
	if clean {
		return target
	}
	const hex = "0123456789ABCDEF"
	out := make([]byte, 0, len(target)+8)
	for i := 0; i < len(target); {
		c := target[i]
		if c < 0x80 {
			switch {
			case c < ' ' || c == 0x7F:
			case c == ' ':
				out = append(out, "%20"...)
			default:
				out = append(out, c)
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(target[i:])
		if r >= 0x80 && r <= 0x9F || n == 1 && c >= 0x80 && c <= 0x9F {
			i += n // a C1 control, encoded or not
			continue
		}
		for _, b := range []byte(target[i : i+n]) {
			out = append(out, '%', hex[b>>4], hex[b&15])
		}
		i += n
	}
	return string(out)
}
