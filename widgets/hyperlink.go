package widgets

import (
	"hash/fnv"
	"io"
	"strconv"

	"github.com/gdamore/tcell/v2"

	"lwl/internal/linkescape"
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
// the frame must close it (app/term's Screen does).
type Hyperlinks struct {
	// Target is the URI a link's destination opens, as the app resolves
	// it; "" for a link the terminal cannot open (it gets no hyperlink).
	// It is called on the UI goroutine, once a frame for each link shown,
	// so it may look at what changes (the document's base) but should be
	// quick.
	Target func(dest string) string
}

// hyperlinks is the view's hyperlink state: the targets of this frame's
// links, and the styles made with them, which stay right across frames
// (tcell's Style.Url copies the URI: making them every frame would cost a
// few allocations for every link shown). The styles kept are this frame's
// and the last one's, no more: what is on screen. Each is a key and a
// value of tcell.Style, 72 bytes each; kept up to 4096 in a map that was
// cleared (which keeps the table it grew to) they held 1.3 MB of a
// link-dense file's memory for as long as the view lived.
type hyperlinks struct {
	targets map[int64]string // by link ID; "" for none
	// styles and lastStyles: in with uri's hyperlink, made or used in
	// this frame and in the last
	styles, lastStyles map[hyperlinkStyle]tcell.Style
}

type hyperlinkStyle struct {
	uri string
	in  tcell.Style
}

// startHyperlinks forgets the targets of the last frame (the app's base
// may have changed since) and the styles of the one before.
func (v *DocumentView) startHyperlinks() {
	if h := v.hyperlinks; h != nil {
		clear(h.targets)
		h.styles, h.lastStyles = h.lastStyles, h.styles
		clear(h.styles)
	}
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
	h := v.hyperlinks
	if h == nil {
		h = &hyperlinks{targets: map[int64]string{}, styles: map[hyperlinkStyle]tcell.Style{}, lastStyles: map[hyperlinkStyle]tcell.Style{}}
		v.hyperlinks = h
	}
	uri, ok := h.targets[id]
	if !ok {
		// A bare URL longer than its chunk is no hyperlink: a terminal
		// keeps a few KiB of a URI, and a part goes somewhere else.
		if l, found := v.doc.ParsedLink(id); found && !l.Long {
			uri = hyperlinkURI(v.opts.Hyperlinks.Target(l.Dest))
		}
		h.targets[id] = uri
	}
	if uri == "" {
		return style
	}
	k := hyperlinkStyle{uri, style}
	out, ok := h.styles[k]
	if !ok {
		if out, ok = h.lastStyles[k]; !ok {
			out = style.Url(uri).UrlId(HyperlinkID(uri))
		}
		h.styles[k] = out
	}
	return out
}

// HyperlinkID is the OSC 8 id of the links to uri: "lwl-" and a hash of
// it (terminals tell links apart by id and URI together, so a collision
// would do no harm).
func HyperlinkID(uri string) string {
	h := fnv.New64a()
	io.WriteString(h, uri)
	return "lwl-" + strconv.FormatUint(h.Sum64(), 36)
}

// hyperlinkURI is target as an OSC 8 URI may hold it: control bytes
// percent-encoded as in $LINK (linkescape), which would end the sequence or
// worse, and the bytes OSC 8 leaves out (spaces, non-ASCII) percent-encoded
// too, as a browser sends them.
func hyperlinkURI(target string) string {
	target = linkescape.Controls(target)
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
	for i := 0; i < len(target); i++ {
		if c := target[i]; c <= ' ' || c >= 0x7F {
			out = append(out, '%', hex[c>>4], hex[c&15])
		} else {
			out = append(out, c)
		}
	}
	return string(out)
}
