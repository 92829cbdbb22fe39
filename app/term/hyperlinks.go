package term

import (
	"bytes"
	"strconv"
	"strings"

	"github.com/gdamore/tcell/v2/terminfo"
)

// hyperlinkClose is the sequence that closes an OSC 8 hyperlink on the
// terminal ti describes, or "" when tcell writes none there: it writes
// them for an xterm-like entry or one with mouse support, but never for
// the Linux console, which would show them as text (tcell's
// prepareExtendedOSC).
func hyperlinkClose(ti *terminfo.Terminfo) string {
	if ti == nil || strings.Contains(ti.Name, "linux") || ti.Mouse == "" && !ti.XTermLike {
		return ""
	}
	return "\x1b]8;;\x1b\\"
}

// closeHyperlink closes the hyperlink the terminal has open, if any:
// tcell 2.13.10 does not close the one of the last cell it sends, and
// whatever is written next — the next frame's first cells, another
// program — would become part of it. Screen closes it after tcell's
// frames and before it hands the terminal over, and before tcell's frame
// when tcell drew by itself (it redraws its cells on a resize signal, on
// its own goroutine: its own next frame then starts without closing it
// either, as it assumes none open). Direct output's frames carry a close
// of their own (Write).
func (s *Screen) closeHyperlink() {
	if s.linkOpen.Load() && s.engaged.Load() && !s.ending.Load() {
		s.out.Write(s.linkClose)
	}
}

// wrote follows the bytes written to the terminal (tcell's and direct
// output's, in order): whether the last OSC 8 among them opened a
// hyperlink, which is then open.
func (s *Screen) wrote(p []byte) {
	if i := bytes.LastIndex(p, osc8); i >= 0 {
		s.linkOpen.Store(!bytes.HasPrefix(p[i:], s.linkClose))
	}
}

var osc8 = []byte("\x1b]8;")

// HyperlinksKnown reports whether the terminal is one known to support
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
func HyperlinksKnown(getenv func(string) string) bool {
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
