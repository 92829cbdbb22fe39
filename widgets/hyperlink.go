package widgets

import (
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

// hyperlinks is the view's hyperlink state: the hyperlinks of this
// frame's links, by link ID; the hyperlink (URI and id) of each target,
// kept across frames so that a link shown again costs no allocation (a
// page of links turned to again, a target many links share, one whose
// URI is percent-encoded); and the tcell styles made with them,
// for the cells drawn through tcell (direct output sends the others with
// the hyperlink beside the style). The styles kept are those of this frame
// and the last, no more: what is on screen. Each is a key and a value of
// tcell.Style, 72 bytes each, and a map cleared keeps the table it grew
// to: thousands kept would hold a megabyte or more of a link-dense file's
// memory for as long as the view lives. A target's hyperlink is
// three strings, 48 bytes (the URI is the target's own string unless it
// had to be encoded): those are kept up to maxHyperlinkIDs, and
// maxHyperlinkBytes of their strings.
type hyperlinks struct {
	targets  map[int64]hyperlink  // by link ID; the zero one for none
	byTarget map[string]hyperlink // by the app's target
	// byTargetBytes: the bytes of byTarget's strings (targets, URIs, ids)
	byTargetBytes int
	// styles and lastStyles: in with uri's hyperlink, made or used in
	// this frame and in the last
	styles, lastStyles map[hyperlinkStyle]tcell.Style
}

// hyperlink is a link's OSC 8 hyperlink: its URI ("" for none) and id.
type hyperlink struct{ uri, id string }

// maxHyperlinkIDs bounds the targets' hyperlinks kept: a few screens'
// links; past it they are forgotten all at once. maxHyperlinkBytes bounds
// their strings: a destination may be as long as a chunk (a data: URI),
// and its URI three times that, percent-encoded.
const (
	maxHyperlinkIDs   = 1024
	maxHyperlinkBytes = 512 << 10
)

type hyperlinkStyle struct {
	uri string
	in  tcell.Style
}

// startHyperlinks starts a frame's hyperlinks: the targets are asked for
// again (the app's base may have changed since), and the styles of the
// frame before the last are forgotten.
func (v *DocumentView) startHyperlinks() {
	if h := v.hyperlinks; h != nil {
		clear(h.targets)
		h.styles, h.lastStyles = h.lastStyles, h.styles
		clear(h.styles)
	}
}

// linkAt is the hyperlink of the innermost link among spans that covers
// display byte at, if any.
func (v *DocumentView) linkAt(spans []doc.Span, at int) hyperlink {
	var id int64 = -1
	start := -1
	for _, s := range spans {
		if s.Kind == doc.KindLink && s.Start <= at && at < s.End && s.Start >= start {
			id, start = s.ID, s.Start
		}
	}
	if id < 0 {
		return hyperlink{}
	}
	h := v.hyperlinks
	if h == nil {
		h = &hyperlinks{targets: map[int64]hyperlink{}, byTarget: map[string]hyperlink{},
			styles: map[hyperlinkStyle]tcell.Style{}, lastStyles: map[hyperlinkStyle]tcell.Style{}}
		v.hyperlinks = h
	}
	l, ok := h.targets[id]
	if !ok {
		// A bare URL longer than its chunk is no hyperlink: a terminal
		// keeps a few KiB of a URI, and a part goes somewhere else.
		if pl, found := v.doc.ParsedLink(id); found && !pl.Long {
			if target := v.opts.Hyperlinks.Target(pl.Dest); target != "" {
				if l, ok = h.byTarget[target]; !ok {
					l.uri = hyperlinkURI(target)
					l.id = HyperlinkID(l.uri)
					size := len(target) + len(l.uri) + len(l.id)
					if len(h.byTarget) == maxHyperlinkIDs || h.byTargetBytes+size > maxHyperlinkBytes {
						clear(h.byTarget)
						h.byTargetBytes = 0
					}
					h.byTarget[target] = l
					h.byTargetBytes += size
				}
			}
		}
		h.targets[id] = l
	}
	return l
}

// hyperlinked is style with hyperlink l, for a cell drawn through tcell.
func (v *DocumentView) hyperlinked(style tcell.Style, l hyperlink) tcell.Style {
	if l.uri == "" {
		return style
	}
	h := v.hyperlinks
	k := hyperlinkStyle{l.uri, style}
	out, ok := h.styles[k]
	if !ok {
		if out, ok = h.lastStyles[k]; !ok {
			out = style.Url(l.uri).UrlId(l.id)
		}
		h.styles[k] = out
	}
	return out
}

// HyperlinkID is the OSC 8 id of the links to uri: "lwl-" and a hash of
// it (terminals tell links apart by id and URI together, so a collision
// would do no harm).
func HyperlinkID(uri string) string {
	// FNV-1a, 64 bits (hash/fnv's, without its allocations)
	h := uint64(14695981039346656037)
	for i := 0; i < len(uri); i++ {
		h ^= uint64(uri[i])
		h *= 1099511628211
	}
	var b [4 + 13]byte // "lwl-" and 13 base-36 digits at most
	return string(strconv.AppendUint(append(b[:0], "lwl-"...), h, 36))
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
