package term

import (
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

// closeHyperlink ends a frame (or a redraw) with no hyperlink open: tcell
// 2.13.10 does not close the one of the last cell it sends, and whatever
// is written next — the next frame's first cells, another program — would
// become part of it. Direct output closes it too before its cells (Write):
// tcell also draws by itself, when the terminal is resized.
func (s *Screen) closeHyperlink() {
	if len(s.linkClose) > 0 && s.engaged.Load() && !s.ending.Load() {
		s.out.Write(s.linkClose)
	}
}
