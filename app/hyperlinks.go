package app

import (
	"net/url"

	"lwl/app/config"
	"lwl/app/term"
	"lwl/internal/linkescape"
)

// Clickable links: the document view writes every link as an OSC 8
// hyperlink too (widgets.Hyperlinks), to the target the app resolves, and
// term.Screen closes the one tcell leaves open at the end of a frame.

// hyperlinksWanted decides whether links are written as hyperlinks, from
// the setting and, for auto, the environment (see term.HyperlinksKnown).
func hyperlinksWanted(m config.HyperlinkMode, getenv func(string) string) bool {
	switch m {
	case config.HyperlinksOn:
		return true
	case config.HyperlinksOff:
		return false
	}
	return term.HyperlinksKnown(getenv)
}

// hyperlinkTarget is what a click on a link with destination dest opens:
// the destination resolved against the document's base, a local file as a
// file: URL with this host's name (as ls --hyperlink writes them, so that
// a terminal on another host can tell), or "" when no program outside lwl
// could open it (a section of a pipe without a base, a document shipped
// inside lwl). The document view asks once a frame for every link shown:
// the answers are kept while the base and the document's file stay.
func (a *App) hyperlinkTarget(dest string) string {
	return a.shown.hyperlinkTarget(dest, a.findHyperlinkTarget)
}

// hyperlinkTargets keeps hyperlinkTarget's answers for one base and file.
type hyperlinkTargets struct {
	base     *url.URL
	path     string
	answers  map[string]string // by destination
	bytes    int               // of answers' destinations and targets
	hostname string            // for file: URLs, once needed
}

// maxHyperlinkTargets bounds the answers kept: a few screens' links.
// maxHyperlinkTargetBytes bounds their strings: a destination may be as
// long as a chunk (a data: URI).
const (
	maxHyperlinkTargets     = 1024
	maxHyperlinkTargetBytes = 512 << 10
)

func (a *App) findHyperlinkTarget(dest string) string {
	if dest == "" {
		return "" // no destination (app/links/nodest.go), not the page itself
	}
	// Control bytes go percent-encoded, as in $LINK (linkescape).
	dest = linkescape.Controls(dest)
	if p, _, ok := a.localPath(dest); ok {
		return "file://" + a.shown.hostname() + (&url.URL{Path: p}).EscapedPath()
	}
	r := a.resolve(dest)
	u, err := url.Parse(r)
	if err != nil || !u.IsAbs() || !linkescape.HyperlinkScheme(u.Scheme) {
		return ""
	}
	return r
}
