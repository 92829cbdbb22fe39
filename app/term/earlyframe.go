package term

import (
	"context"
	"os"
	"runtime/trace"

	"github.com/gdamore/tcell/v2"
	"github.com/gdamore/tcell/v2/terminfo"
	"golang.org/x/term"

	"lwl/app/printout"
)

// An early frame is the first screen written straight to the terminal
// while tcell is still being set up: most of the time to the first screen
// is tcell's set-up (its cell buffers faulted in, its goroutines), and the frame does
// not need it. The app draws it on a printout.Grid, as it draws for -F, so
// it is the frame tcell shows next, cell for cell. tcell's set-up clears
// the screen; its output is held until its first frame is drawn and both
// go out in one write (gatedTty.holdFirstFrame), so the early frame stays
// up until tcell's identical one replaces it.

// Proceed lets tcell's set-up begin without an early frame.
func (t *Terminal) Proceed() { t.proceed() }

// DrawEarly writes the first frame, which draw draws on a grid of the
// terminal's size (false: it could not), unless tcell is ready already
// (its own frame is as near) or the terminal is not described. Either way
// tcell's set-up then begins.
func (t *Terminal) DrawEarly(draw func(*printout.Grid) bool) {
	defer t.proceed()
	select {
	case <-t.done:
		return
	default:
	}
	<-t.described
	ti := t.ti
	if ti == nil || ti.SetCursor == "" || ti.Clear == "" {
		return // no way to place the rows
	}
	if t.eightBit {
		return // the grid's text is UTF-8; tcell encodes it in the terminal's set
	}
	f, err := os.OpenFile(t.dev, os.O_WRONLY, 0)
	if err != nil {
		return
	}
	defer f.Close()
	w, h, err := term.GetSize(int(f.Fd()))
	if err != nil || w <= 0 || h <= 0 {
		return
	}
	// Raw before the frame: keys typed on it must not start a line the
	// terminal holds (typed between the two, they were lost, e2e tests
	// that type at once found). The set-up goroutine sets it while the
	// frame is drawn; if no frame follows, tcell's set-up keeps it.
	t.askRaw()
	g := printout.NewGrid(w, h)
	if !draw(g) {
		return
	}
	if !coloursFit(g.Styles(), ti) {
		return // tcell's frame would change them: let it be the first
	}
	frame := earlyFrame(g, ti, h)
	if <-t.rawDone; t.rawErr != nil {
		return
	}
	t.early = true // from here the terminal must be given back, whatever happens
	f.WriteString(frame)
	trace.Log(context.Background(), "start", "early frame written")
}

// earlyFrame is what writes g's h rows on the alternate screen of the
// terminal ti describes, as one synchronized update.
func earlyFrame(g *printout.Grid, ti *terminfo.Terminfo, h int) string {
	begin, end := syncOutput(ti)
	w, _ := g.Size()
	b := make([]byte, 0, w*h+h*16+256)
	b = append(b, begin+ti.EnterCA+ti.HideCursor+ti.Clear...)
	for y := 0; y < h; y++ {
		n := len(b)
		b = append(b, ti.TGoto(0, y)...)
		m := len(b)
		if b = g.AppendRow(b, y, tcell.StyleDefault); len(b) == m {
			b = b[:n] // an empty row: the screen was cleared
		}
	}
	return string(append(b, end...))
}

// syncOutput is what begins and ends a frame that an xterm-like terminal
// shows whole (synchronized output, mode 2026, which others ignore), as
// tcell's frames are: a frame split between the terminal's reads is then
// never shown half drawn. Empty for other terminals, as tcell decides.
func syncOutput(ti *terminfo.Terminfo) (begin, end string) {
	if !ti.XTermLike {
		return "", ""
	}
	return "\x1b[?2026h", "\x1b[?2026l"
}

// coloursFit says whether the terminal shows every colour of styles as
// the early frame writes them, as tcell would: a colour beyond the
// terminal's count, or 24-bit where tcell would not use 24-bit, tcell
// turns into another.
func coloursFit(styles []tcell.Style, ti *terminfo.Terminfo) bool {
	truecolour := os.Getenv("TCELL_TRUECOLOR") != "disable" &&
		(ti.SetFgBgRGB != "" || ti.SetFgRGB != "" || ti.SetBgRGB != "") // as tcell decides; the lookup heeds $COLORTERM
	fits := func(c tcell.Color) bool {
		switch {
		case !c.Valid():
			return true
		case c.IsRGB():
			return truecolour
		}
		return int(c-tcell.ColorValid) < ti.Colors
	}
	for _, st := range styles {
		fg, bg, _ := st.Decompose()
		if !fits(fg) || !fits(bg) {
			return false
		}
	}
	return true
}

// undoEarly leaves the alternate screen an early frame entered and the
// raw mode it set, for when tcell never took the terminal (its set-up
// failed, or lwl stopped before it opened the screen); once tcell has it,
// its Fini does.
func (t *Terminal) undoEarly() {
	if t == nil || t.tty == nil || t.screen != nil && t.tty.isOpened() {
		return
	}
	defer t.tty.stopEarly() // raw mode may have been set for a frame not drawn
	if !t.early {
		return
	}
	t.early = false
	f, err := os.OpenFile(t.dev, os.O_WRONLY, 0)
	if err != nil {
		return
	}
	defer f.Close()
	f.WriteString(resetSequence(t.ti, ""))
}
