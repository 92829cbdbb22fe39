// Package term is lwl's terminal: its set-up on a goroutine of its own
// and the early frame, the screen tview draws on (Screen, which owns what
// lwl does when the terminal loses its cells), the event queue between
// tcell and tview, the raw wait for a key after a > command, suspending
// and resuming, and the answer to OS signals. It knows nothing of the
// pager it serves: the app hands it callbacks.
package term

import (
	"context"
	"fmt"
	"os"
	"runtime/trace"
	"sync"

	"github.com/gdamore/tcell/v2"
	"github.com/gdamore/tcell/v2/terminfo"
	"golang.org/x/term"
)

// Terminal is tcell's screen, set up on another goroutine. The set-up
// takes a few milliseconds (tcell's cell buffers alone fault in 1.5 MB),
// most of the time to the first screen if done in line; it begins once an
// early frame is written (earlyframe.go), or when the app needs the screen.
//
// Nothing reaches the terminal until OpenScreen opens the gate: tcell's output is
// held and its raw mode deferred, so lwl can still stop with a plain error
// message (a bad configuration file) and the terminal as it was.
type Terminal struct {
	done      chan struct{}
	described chan struct{} // closed once ti is set (or the set-up failed before)
	begin     chan struct{} // closed by proceed: tcell's set-up may begin
	proceed   func()
	// An early frame asks for raw mode (goRaw) before it draws; the set-up
	// goroutine sets it meanwhile, on the other processor, and says so
	// (rawDone, rawErr).
	goRaw   chan struct{}
	askRaw  func()
	rawDone chan struct{}
	rawErr  error
	screen  tcell.Screen
	tty     *gatedTty
	ti      *terminfo.Terminfo // $TERM's entry, nil when tcell had to find it elsewhere
	err     error
	dev     string      // the terminal's device
	saved   *term.State // its settings before lwl, for ForceRestore
	early   bool        // a first frame was drawn before tcell's (earlyframe.go)
	// The locale names an 8-bit character set (charset.go): the terminal's
	// bytes are not UTF-8 either way. Set before described is closed.
	eightBit bool
	// ready, when set, is closed once lwl catches the signals that must
	// give the terminal back: raw mode and tcell's taking the terminal
	// wait for it, the rest of the set-up (and the early frame's drawing)
	// does not.
	ready <-chan struct{}
}

// TouchAfter makes the terminal wait for ready before it is touched (raw
// mode, the early frame, tcell's set-up taking it). Call it before
// DrawEarly and OpenScreen.
func (t *Terminal) TouchAfter(ready <-chan struct{}) { t.ready = ready }

// waitReady waits until the terminal may be touched.
func (t *Terminal) waitReady() {
	if t.ready != nil {
		<-t.ready
	}
}

// Start starts setting up the terminal. Open its screen with OpenScreen,
// or Close it when lwl stops before it shows one.
func Start() *Terminal { return StartOn("/dev/tty") }

// StartOn is Start on the terminal device dev.
func StartOn(dev string) *Terminal {
	t := &Terminal{done: make(chan struct{}), described: make(chan struct{}), begin: make(chan struct{}),
		goRaw: make(chan struct{}), rawDone: make(chan struct{}), dev: dev}
	t.proceed = sync.OnceFunc(func() { close(t.begin) })
	t.askRaw = sync.OnceFunc(func() { close(t.goRaw) })
	go func() {
		defer close(t.done)
		describedOnce := sync.OnceFunc(func() { close(t.described) })
		defer describedOnce()
		defer trace.StartRegion(context.Background(), "terminal set-up").End()
		if f, err := os.Open(dev); err == nil {
			t.saved, _ = term.GetState(int(f.Fd()))
			f.Close()
		}
		tty, err := tcell.NewDevTtyFromDev(dev)
		if err != nil {
			t.err = fmt.Errorf("cannot open the terminal: %w", err)
			return
		}
		t.eightBit = prepareCharset(os.Getenv)
		t.tty = &gatedTty{Tty: tty, gate: make(chan struct{}), settle: t.RestoreSettings, dev: dev, eightBit: t.eightBit}
		// One lookup for tcell and direct output, so both speak the same
		// terminal; tcell asks infocmp for a terminal it does not know.
		t.ti = lookupTerm(os.Getenv("TERM"), os.Stderr)
		describedOnce()
		select {
		case <-t.goRaw:
			t.waitReady() // set before goRaw was closed
			t.rawErr = t.tty.startEarly()
			close(t.rawDone)
			<-t.begin // after the early frame: the two contend for the processors and memory
		case <-t.begin:
		}
		trace.Log(context.Background(), "start", "terminal description found")
		s, err := tcell.NewTerminfoScreenFromTtyTerminfo(t.tty, t.ti)
		if err == nil {
			err = s.Init()
			trace.Log(context.Background(), "start", "tcell screen initialised")
		}
		if err != nil {
			t.err = fmt.Errorf("cannot open the terminal: %w", err)
			return
		}
		t.screen = s
	}()
	return t
}

// open waits until the screen is set up and lets it take the terminal.
func (t *Terminal) open() (tcell.Screen, error) {
	t.proceed()
	<-t.done
	if t.err != nil {
		t.undoEarly()
		return nil, t.err
	}
	if t.early {
		t.tty.holdFirstFrame(syncOutput(t.ti))
	}
	t.waitReady()
	if err := t.tty.open(); err != nil {
		t.tty.release()
		t.screen.Fini()
		return nil, fmt.Errorf("cannot open the terminal: %w", err)
	}
	return t.screen, nil
}

// OpenScreen waits until the terminal is set up, lets it take the
// terminal, and returns the screen to draw on, with direct output when the
// terminal is described. hyperlinks says that frames may hold OSC 8
// hyperlinks, which the screen then closes after each frame.
func (t *Terminal) OpenScreen(hyperlinks bool) (*Screen, error) {
	s, err := t.open()
	if err != nil {
		return nil, err
	}
	scr := newScreen(s, t.tty, t.ti, true) // direct output writes where tcell does
	scr.release = t.tty.release
	if hyperlinks {
		scr.linkClose = []byte(hyperlinkClose(t.ti))
		t.tty.setOnWrite(scr.wrote)
	}
	t.tty.setOnResize(scr.resized)
	return scr, nil
}

// UnreadInput gives b to the screen's next reads, before what the
// terminal sends: keys typed ahead while lwl waited for a key itself.
func (t *Terminal) UnreadInput(b []byte) {
	if t != nil && t.tty != nil {
		t.tty.unreadInput(b)
	}
}

// Close gives the terminal back untouched, when lwl stops before it
// opened the screen (a nil Terminal does nothing).
func (t *Terminal) Close() {
	if t == nil {
		return
	}
	t.proceed()
	<-t.done
	if t.screen != nil {
		t.screen.Fini()
	}
	t.undoEarly()
}

// resetSequence gives a terminal back after lwl drew on it: the cursor
// shown, attributes off, extra, the alternate screen left; in ti's words
// when the terminal is known, else xterm's.
func resetSequence(ti *terminfo.Terminfo, extra string) string {
	if ti == nil {
		return "\x1b[?25h\x1b[0m" + extra + "\x1b[?1049l"
	}
	return ti.ShowCursor + ti.AttrOff + extra + ti.ExitCA
}

// ForceRestore puts the terminal back as it was without tcell, for when
// tcell cannot (the UI loop does not end after a signal): the modes tcell
// sets are reset, the alternate screen left and the settings restored.
func (t *Terminal) ForceRestore() {
	f, err := os.OpenFile(t.dev, os.O_RDWR, 0)
	if err != nil {
		return
	}
	defer f.Close()
	extra := ""
	if ti := t.ti; ti != nil {
		extra = hyperlinkClose(ti) + ti.ExitKeypad + ti.EnableAutoMargin
	}
	// Mouse reports, bracketed paste, focus reports: as tcell turns them off.
	f.WriteString(resetSequence(t.ti, extra) + "\x1b[?1000l\x1b[?1002l\x1b[?1003l\x1b[?1006l\x1b[?2004l\x1b[?1004l")
	if t.saved != nil {
		term.Restore(int(f.Fd()), t.saved)
	}
}

// RestoreSettings puts back the terminal's settings from before lwl. tcell
// saves the settings it finds each time it takes the terminal, and a `>`
// command may leave it raw or without echo: restored first, what tcell
// saves, and gives back at the end, is what the user had.
func (t *Terminal) RestoreSettings() {
	if t == nil || t.saved == nil {
		return
	}
	if f, err := os.Open(t.dev); err == nil {
		term.Restore(int(f.Fd()), t.saved)
		f.Close()
	}
}
