package app

import (
	"errors"
	"fmt"
	"os"
	"sync"

	"github.com/gdamore/tcell/v2"
	"github.com/gdamore/tcell/v2/terminfo"
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
}

// StartTerminal starts setting up the terminal. Hand it to Options, or
// Close it when lwl stops before it runs.
func StartTerminal() *Terminal {
	t := &Terminal{done: make(chan struct{})}
	go func() {
		defer close(t.done)
		tty, err := tcell.NewDevTty()
		if err != nil {
			t.err = fmt.Errorf("cannot open the terminal: %w", err)
			return
		}
		t.tty = &gatedTty{Tty: tty, gate: make(chan struct{})}
		// One lookup for tcell and direct output, so both speak the same
		// terminal; tcell asks infocmp for a terminal it does not know.
		t.ti = lookupTerm(os.Getenv("TERM"), os.Stderr)
		s, err := tcell.NewTerminfoScreenFromTtyTerminfo(t.tty, t.ti)
		if err == nil {
			err = s.Init()
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

// gatedTty holds tcell's writes and its raw mode until open.
type gatedTty struct {
	tcell.Tty
	gate chan struct{} // closed by open or Drain

	mu       sync.Mutex
	opened   bool
	started  bool   // tcell asked for raw mode
	held     []byte // tcell's output so far
	onResize func() // called after tcell's own resize handler
}

// NotifyResize implements tcell.Tty. The terminal says it changed size
// (SIGWINCH) also when the size stays: tcell then repaints its cells, and
// onResize lets lwl repaint the ones it sent itself.
func (g *gatedTty) NotifyResize(cb func()) {
	if cb == nil {
		g.Tty.NotifyResize(nil)
		return
	}
	g.Tty.NotifyResize(func() {
		cb()
		g.mu.Lock()
		f := g.onResize
		g.mu.Unlock()
		if f != nil {
			f()
		}
	})
}

// setOnResize sets the function called after each resize signal.
func (g *gatedTty) setOnResize(f func()) {
	g.mu.Lock()
	g.onResize = f
	g.mu.Unlock()
}

var errNotOpened = errors.New("the terminal was not opened")

func (g *gatedTty) open() error {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.opened {
		return nil
	}
	if g.started {
		if err := g.Tty.Start(); err != nil {
			return err
		}
	}
	g.opened = true
	select {
	case <-g.gate: // closed by Drain already
	default:
		close(g.gate)
	}
	_, err := g.Tty.Write(g.held)
	g.held = nil
	return err
}

// Start implements tcell.Tty.
func (g *gatedTty) Start() error {
	g.mu.Lock()
	defer g.mu.Unlock()
	if !g.opened {
		g.started = true
		return nil
	}
	return g.Tty.Start()
}

// Stop implements tcell.Tty.
func (g *gatedTty) Stop() error {
	g.mu.Lock()
	defer g.mu.Unlock()
	if !g.opened {
		g.started = false
		return nil
	}
	return g.Tty.Stop()
}

// Drain implements tcell.Tty: before open, it ends tcell's waiting Read.
func (g *gatedTty) Drain() error {
	g.mu.Lock()
	defer g.mu.Unlock()
	if !g.opened {
		select {
		case <-g.gate:
		default:
			close(g.gate)
		}
		return nil
	}
	return g.Tty.Drain()
}

// Read implements tcell.Tty: it waits for open.
func (g *gatedTty) Read(b []byte) (int, error) {
	<-g.gate
	g.mu.Lock()
	opened := g.opened
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
	defer g.mu.Unlock()
	if !g.opened {
		return nil
	}
	return g.Tty.Close()
}
