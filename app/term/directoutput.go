package term

import (
	"io"
	"strconv"
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/gdamore/tcell/v2/terminfo"

	"lwl/app/printout"
	"lwl/widgets"
)

// newDirectOutput returns direct output to out for the terminal ti
// describes, or nil when there is no entry or it needs padding delays.
func newDirectOutput(out io.Writer, ti *terminfo.Terminfo) *widgets.DirectOutput {
	if ti == nil || ti.SetCursor == "" || ti.AttrOff == "" ||
		strings.Contains(ti.SetCursor, "$<") || strings.Contains(ti.AttrOff, "$<") {
		return nil
	}
	codes := widgets.TerminalCodes{
		BeginFrame: ti.HideCursor,
		AttrOff:    ti.AttrOff,
		MoveTo:     func(dst []byte, x, y int) []byte { return append(dst, ti.TGoto(x, y)...) },
	}
	if ti.SetCursor == ansiCursor {
		// An ANSI terminal: address the cursor without parsing terminfo
		// every time, and erase to the end of a line (terminfo as tcell
		// has it does not say how).
		codes.MoveTo = ansiMoveTo
		codes.ClearToEOL = "\x1b[K"
		codes.Reset, codes.LineFeed = "\x1b[m", true
		codes.Style = func(st tcell.Style) (string, bool) { return directSGR(st, ti) }
	}
	if ti.XTermLike {
		codes.BeginFrame = "\x1b[?2026h" + codes.BeginFrame // as tcell does for these
	}
	if close := hyperlinkClose(ti); close != "" {
		// The hyperlinks tcell would send, with its sequence.
		codes.Hyperlink, codes.HyperlinkClose = appendHyperlink, close
	}
	return widgets.NewDirectOutput(out, codes)
}

// appendHyperlink appends the OSC 8 sequence that opens the hyperlink to
// uri with id, as tcell writes it.
func appendHyperlink(dst []byte, uri, id string) []byte {
	dst = append(dst, "\x1b]8;"...)
	if id != "" {
		dst = append(append(dst, "id="...), id...)
	}
	return append(append(append(dst, ';'), uri...), "\x1b\\"...)
}

const ansiCursor = "\x1b[%i%p1%d;%p2%dH"

// directSGR is the SGR sequence direct output sets st with on an ANSI
// terminal, when it shows st as tcell would: not for a style with a
// hyperlink in it (direct output's cells have theirs beside the style), an
// underline of another colour or shape, or a colour the terminal lacks
// (tcell would pick a near one).
func directSGR(st tcell.Style, ti *terminfo.Terminfo) (string, bool) {
	ul := st.GetUnderlineStyle()
	if st.Url("") != st || st.GetUnderlineColor() != tcell.ColorDefault ||
		ul != tcell.UnderlineStyleNone && ul != tcell.UnderlineStyleSolid ||
		!coloursFit([]tcell.Style{st}, ti) {
		return "", false
	}
	return printout.SGR(st), true
}

func ansiMoveTo(dst []byte, x, y int) []byte {
	dst = append(dst, 0x1b, '[')
	dst = strconv.AppendInt(dst, int64(y+1), 10)
	dst = append(dst, ';')
	dst = strconv.AppendInt(dst, int64(x+1), 10)
	return append(dst, 'H')
}
