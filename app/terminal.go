package app

import (
	"context"
	"errors"
	"fmt"
	"os"
	"runtime/trace"
	"sync"
	"sync/atomic"

	"github.com/gdamore/tcell/v2"
	"github.com/gdamore/tcell/v2/terminfo"
	"golang.org/x/term"
)

// Terminal is tcell's screen, set up on another goroutine while lwl reads
// its configuration, opens the document and parses the first chunk. The
// set-up takes a few milliseconds (tcell's cell buffers alone fault in 1.5
// MB), most of the time to the first screen if done in line.
//
// Nothing reaches the terminal until Run opens the gate: tcell's output is
// held and its raw mode deferred, so lwl can still stop with a plain error
// message (a bad configuration file) and the terminal as it was.
type Terminal struct {
	done   chan struct{}
	screen tcell.Screen
	tty    *gatedTty
	ti     *terminfo.Terminfo // $TERM's entry, nil when tcell had to find it elsewhere
	err    error
	dev    string      // the terminal's device
	saved  *term.State // its settings before lwl, for forceRestore
}

// StartTerminal starts setting up the terminal. Hand it to Options, or
// Close it when lwl stops before it runs.
func StartTerminal() *Terminal { return startTerminalOn("/dev/tty") }

// startTerminalOn is StartTerminal on the terminal device dev.
func startTerminalOn(dev string) *Terminal {
	t := &Terminal{done: make(chan struct{}), dev: dev}
	go func() {
		defer close(t.done)
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
		t.tty = &gatedTty{Tty: tty, gate: make(chan struct{})}
		// One lookup for tcell and direct output, so both speak the same
		// terminal; tcell asks infocmp for a terminal it does not know.
		t.ti = lookupTerm(os.Getenv("TERM"), os.Stderr)
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
	<-t.done
	if t.err != nil {
		return nil, t.err
	}
	if err := t.tty.open(); err != nil {
		t.screen.Fini()
		return nil, fmt.Errorf("cannot open the terminal: %w", err)
	}
	return t.screen, nil
}

// Close gives the terminal back untouched, when lwl stops before Run (a
// nil Terminal does nothing).
func (t *Terminal) Close() {
	if t == nil {
		return
	}
	<-t.done
	if t.screen != nil {
		t.screen.Fini()
	}
}

// Abandon leaves the set-up to finish on its own, for when lwl is about to
// exit without running (-F printed the text): nothing reaches the terminal
// before Run opens the gate, so there is nothing to give back, and not
// waiting for tcell's set-up saves its milliseconds (a nil Terminal does
// nothing).
func (t *Terminal) Abandon() {}

// forceRestore puts the terminal back as it was without tcell, for when
// tcell cannot (see App.forceEnd): the modes tcell sets are reset, the
// alternate screen left and the settings restored.
func (t *Terminal) forceRestore() {
	f, err := os.OpenFile(t.dev, os.O_RDWR, 0)
	if err != nil {
		return
	}
	defer f.Close()
	reset := "\x1b[?25h\x1b[0m\x1b[?1049l"
	if ti := t.ti; ti != nil {
		reset = ti.ShowCursor + ti.AttrOff + hyperlinkClose(ti) + ti.ExitKeypad + ti.EnableAutoMargin + ti.ExitCA
	}
	// Mouse reports, bracketed paste, focus reports: as tcell turns them off.
	f.WriteString(reset + "\x1b[?1000l\x1b[?1002l\x1b[?1003l\x1b[?1006l\x1b[?2004l\x1b[?1004l")
	if t.saved != nil {
		term.Restore(int(f.Fd()), t.saved)
	}
}

// gatedTty holds tcell's writes and its raw mode until open. It also
// tells lwl of resize signals and hands tcell input lwl read itself (keys
// typed ahead while a command's end was shown).
//
// tcell calls Stop while it waits for the goroutine that calls the resize
// callback, so neither holds the mutex while calling the terminal, and the
// callback takes no lock.
type gatedTty struct {
	tcell.Tty
	gate chan struct{} // closed by open or Drain

	mu       sync.Mutex
	opened   bool
	started  bool   // tcell asked for raw mode
	held     []byte // tcell's output so far
	unread   []byte // input for tcell's next reads
	onResize atomic.Pointer[func()]
}

// NotifyResize implements tcell.Tty. The terminal says it changed size
// (SIGWINCH) also when the size stays: tcell then repaints its cells, and
// onResize lets lwl repaint the ones it sent itself. Both only post: this
// runs on tcell's signal goroutine, which tcell's Stop waits for.
func (g *gatedTty) NotifyResize(cb func()) {
	if cb == nil {
		g.Tty.NotifyResize(nil)
		return
	}
	g.Tty.NotifyResize(func() {
		cb()
		if f := g.onResize.Load(); f != nil {
			(*f)()
		}
	})
}

// setOnResize sets the function called after each resize signal; it must
// not block.
func (g *gatedTty) setOnResize(f func()) { g.onResize.Store(&f) }

// unreadInput gives b to tcell's next reads, before what the terminal
// sends.
func (g *gatedTty) unreadInput(b []byte) {
	if len(b) == 0 {
		return
	}
	g.mu.Lock()
	g.unread = append(g.unread, b...)
	g.mu.Unlock()
}

var errNotOpened = errors.New("the terminal was not opened")

func (g *gatedTty) open() error {
	g.mu.Lock()
	if g.opened {
		g.mu.Unlock()
		return nil
	}
	started := g.started
	g.mu.Unlock()
	if started {
		if err := g.Tty.Start(); err != nil {
			return err
		}
	}
	g.mu.Lock()
	g.opened = true
	select {
	case <-g.gate: // closed by Drain already
	default:
		close(g.gate)
	}
	held := g.held
	g.held = nil
	g.mu.Unlock()
	_, err := g.Tty.Write(held)
	return err
}

// Start implements tcell.Tty.
func (g *gatedTty) Start() error {
	g.mu.Lock()
	if !g.opened {
		g.started = true
		g.mu.Unlock()
		return nil
	}
	g.mu.Unlock()
	return g.Tty.Start()
}

// Stop implements tcell.Tty.
func (g *gatedTty) Stop() error {
	g.mu.Lock()
	if !g.opened {
		g.started = false
		g.mu.Unlock()
		return nil
	}
	g.mu.Unlock()
	return g.Tty.Stop()
}

// Drain implements tcell.Tty: before open, it ends tcell's waiting Read.
func (g *gatedTty) Drain() error {
	g.mu.Lock()
	if !g.opened {
		select {
		case <-g.gate:
		default:
			close(g.gate)
		}
		g.mu.Unlock()
		return nil
	}
	g.mu.Unlock()
	return g.Tty.Drain()
}

// Read implements tcell.Tty: it waits for open, and gives what lwl handed
// back first.
func (g *gatedTty) Read(b []byte) (int, error) {
	<-g.gate
	g.mu.Lock()
	opened := g.opened
	if opened && len(g.unread) > 0 {
		n := copy(b, g.unread)
		g.unread = g.unread[n:]
		g.mu.Unlock()
		return n, nil
	}
	g.mu.Unlock()
	if !opened {
		return 0, errNotOpened
	}
	return g.Tty.Read(b)
}

// Write implements tcell.Tty: before open, it holds the bytes.
func (g *gatedTty) Write(b []byte) (int, error) {
	g.mu.Lock()
	if !g.opened {
		g.held = append(g.held, b...)
		g.mu.Unlock()
		return len(b), nil
	}
	g.mu.Unlock()
	return g.Tty.Write(b)
}

// Close implements tcell.Tty: before open nothing was started, so there
// is nothing to close (the descriptor NewDevTty opened stays, as it does
// in tcell).
func (g *gatedTty) Close() error {
	g.mu.Lock()
	opened := g.opened
	g.mu.Unlock()
	if !opened {
		return nil
	}
	return g.Tty.Close()
}
