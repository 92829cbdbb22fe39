package app

import (
	"net/url"
	"os"
	"strconv"
	"strings"

	"lwl/app/config"
	"lwl/internal/linkescape"
)

// Clickable links: the document view writes every link as an OSC 8
// hyperlink too (widgets.Hyperlinks), to the target the app resolves, and
// term.Screen closes the one tcell leaves open at the end of a frame.

// hyperlinksWanted decides whether links are written as hyperlinks, from
// the setting and, for auto, the environment (see hyperlinksKnown).
func hyperlinksWanted(m config.HyperlinkMode, getenv func(string) string) bool {
	switch m {
	case config.HyperlinksOn:
		return true
	case config.HyperlinksOff:
		return false
	}
	return hyperlinksKnown(getenv)
}

// hyperlinksKnown reports whether the terminal is one known to support
// OSC 8 hyperlinks. $TERM says which terminal lwl talks to (it is set by
// the terminal itself, and ssh passes it on); the variables a terminal
// sets for its shell ($KITTY_WINDOW_ID, $VTE_VERSION...) are inherited by
// any terminal started from that shell, so they only decide for a $TERM
// nobody knows.
//
//   - Inside tmux ($TMUX, or $TERM_PROGRAM=tmux): tmux 3.4 or later
//     ($TERM_PROGRAM_VERSION), which keeps hyperlinks and passes them to
//     the terminals that have its "hyperlinks" feature; older ones drop
//     them.
//   - $TERM empty, dumb, linux*, vt*, screen* (GNU screen drops OSC 8), or
//     $STY set (inside screen): off.
//   - $TERM xterm* (xterm-256color: VTE, Konsole, iTerm2, Windows
//     Terminal, xterm-kitty, xterm-ghostty...), foot*, alacritty*,
//     wezterm*, contour*: on.
//   - Any other $TERM: on when $KITTY_WINDOW_ID, $WEZTERM_EXECUTABLE,
//     $VTE_VERSION (0.50 or later, 5000), $WT_SESSION or $TERM_PROGRAM
//     (iTerm.app, WezTerm, vscode, ghostty) names a terminal that supports
//     them, else off.
func hyperlinksKnown(getenv func(string) string) bool {
	if getenv("TMUX") != "" || getenv("TERM_PROGRAM") == "tmux" {
		return getenv("TERM_PROGRAM") == "tmux" && versionAtLeast(getenv("TERM_PROGRAM_VERSION"), 3, 4)
	}
	term := getenv("TERM")
	if term == "" || term == "dumb" || getenv("STY") != "" {
		return false
	}
	for _, p := range []string{"linux", "vt", "screen"} {
		if strings.HasPrefix(term, p) {
			return false
		}
	}
	for _, p := range []string{"xterm", "foot", "alacritty", "wezterm", "contour"} {
		if strings.HasPrefix(term, p) {
			return true
		}
	}
	if getenv("KITTY_WINDOW_ID") != "" || getenv("WEZTERM_EXECUTABLE") != "" || getenv("WT_SESSION") != "" {
		return true
	}
	if v, err := strconv.Atoi(getenv("VTE_VERSION")); err == nil && v >= 5000 {
		return true
	}
	switch getenv("TERM_PROGRAM") {
	case "iTerm.app", "WezTerm", "vscode", "ghostty":
		return true
	}
	return false
}

// versionAtLeast reports whether a version such as "3.4", "3.5a" or
// "next-3.6" is major.minor or later.
func versionAtLeast(v string, major, minor int) bool {
	v = strings.TrimPrefix(v, "next-")
	maj, rest, _ := strings.Cut(v, ".")
	n := 0
	for n < len(rest) && rest[n] >= '0' && rest[n] <= '9' {
		n++
	}
	a, err1 := strconv.Atoi(maj)
	b, err2 := strconv.Atoi(rest[:n])
	if err1 != nil || err2 != nil {
		return false
	}
	return a > major || a == major && b >= minor
}

// hyperlinkTarget is what a click on a link with destination dest opens:
// the destination resolved against the document's base, a local file as a
// file: URL with this host's name (as ls --hyperlink writes them, so that
// a terminal on another host can tell), or "" when no program outside lwl
// could open it (a section of a pipe without a base, a document shipped
// inside lwl). The document view asks once a frame for every link shown:
// the answers are kept while the base and the document's file stay.
func (a *App) hyperlinkTarget(dest string) string {
	c := &a.shown.targets
	if c.base != a.shown.base || c.path != a.shown.path || len(c.answers) >= maxHyperlinkTargets {
		c.base, c.path = a.shown.base, a.shown.path
		clear(c.answers)
	}
	if t, ok := c.answers[dest]; ok {
		return t
	}
	t := a.findHyperlinkTarget(dest)
	if c.answers == nil {
		c.answers = map[string]string{}
	}
	c.answers[dest] = t
	return t
}

// hyperlinkTargets keeps hyperlinkTarget's answers for one base and file.
type hyperlinkTargets struct {
	base     *url.URL
	path     string
	answers  map[string]string // by destination
	hostname string            // for file: URLs, once needed
}

// maxHyperlinkTargets bounds the answers kept.
const maxHyperlinkTargets = 4096

func (a *App) findHyperlinkTarget(dest string) string {
	if dest == "" {
		return "" // no destination (app/links/nodest.go), not the page itself
	}
	// Control bytes go percent-encoded, as in $LINK (linkescape).
	dest = linkescape.Controls(dest)
	if p, _, ok := a.localPath(dest); ok {
		if a.shown.targets.hostname == "" {
			a.shown.targets.hostname, _ = os.Hostname()
		}
		return "file://" + a.shown.targets.hostname + (&url.URL{Path: p}).EscapedPath()
	}
	r := a.resolve(dest)
	u, err := url.Parse(r)
	if err != nil || !u.IsAbs() || !linkescape.HyperlinkScheme(u.Scheme) {
		return ""
	}
	return r
}
