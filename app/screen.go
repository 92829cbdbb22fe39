package app

import (
	"io"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/gdamore/tcell/v2"
	"github.com/gdamore/tcell/v2/terminfo"

	"lwl/widgets"
)

// lwlScreen is the screen tview draws on: tcell's, with two changes.
//
// Clear does nothing. tview clears the screen before every frame, which
// would mark every cell changed; lwl's widgets paint every cell of their
// area each frame, so the clear is not needed and tcell's damage tracking
// keeps working.
//
// The document's plain cells go to the terminal through direct (when the
// terminal is known), which must write just before tcell's frame, send
// its cells again after tcell's Sync cleared them, and forget them when
// tcell takes the terminal back after a command ran.
type lwlScreen struct {
	tcell.Screen
	direct      *widgets.DirectOutput // nil: tcell draws everything
	initialized bool                  // Init ran already (see Terminal)
	firstShow   atomic.Int64          // when the first frame was shown, in Unix nanoseconds
}

// Init implements tcell.Screen; tview calls it, also on a screen that
// StartTerminal initialised already.
func (s *lwlScreen) Init() error {
	if s.initialized {
		return nil
	}
	return s.Screen.Init()
}

// Clear implements tcell.Screen as a no-op; see lwlScreen.
func (*lwlScreen) Clear() {}

// Show implements tcell.Screen.
func (s *lwlScreen) Show() {
	if s.firstShow.Load() == 0 {
		s.firstShow.Store(time.Now().UnixNano())
	}
	if s.direct != nil {
		s.direct.Flush()
	}
	s.Screen.Show()
}

// Sync implements tcell.Screen.
func (s *lwlScreen) Sync() {
	s.Screen.Sync()
	if s.direct != nil {
		s.direct.Resend()
		s.Screen.Show() // puts the cursor back where tcell wants it
	}
}

// PollEvent implements tcell.Screen. A resize event comes after tcell
// replaced its cells, which unlocks those sent directly; the one tcell
// posts when it starts (before the first frame) changes nothing.
func (s *lwlScreen) PollEvent() tcell.Event {
	ev := s.Screen.PollEvent()
	if r, ok := ev.(*tcell.EventResize); ok && s.direct != nil {
		if first := s.firstShow.Load(); first != 0 && r.When().UnixNano() >= first {
			s.direct.MarkLost()
		}
	}
	return ev
}

// Resume implements tcell.Screen.
func (s *lwlScreen) Resume() error {
	err := s.Screen.Resume()
	if s.direct != nil {
		s.direct.Reset()
	}
	return err
}

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
	}
	if ti.XTermLike {
		codes.BeginFrame = "\x1b[?2026h" + codes.BeginFrame // as tcell does for these
	}
	return widgets.NewDirectOutput(out, codes)
}

const ansiCursor = "\x1b[%i%p1%d;%p2%dH"

func ansiMoveTo(dst []byte, x, y int) []byte {
	dst = append(dst, 0x1b, '[')
	dst = strconv.AppendInt(dst, int64(y+1), 10)
	dst = append(dst, ';')
	dst = strconv.AppendInt(dst, int64(x+1), 10)
	return append(dst, 'H')
}
