//go:build linux

package ptytest

import (
	"bytes"
	"os"
	"sync"
	"time"

	"golang.org/x/sys/unix"

	"lwl/internal/vt"
)

// Options say what a Terminal does with what the program writes.
type Options struct {
	// Cols and Rows size the emulated screen; 0 follows no screen.
	Cols, Rows int
	// Discard keeps none of the output's bytes: a benchmark reading
	// many screens needs only the emulated one.
	Discard bool
	// Tap, when set, sees each read as it arrives, on the reading
	// goroutine.
	Tap func([]byte)
}

// Terminal is the master side of a pseudo-terminal, read by a goroutine
// until the program and all it started have closed the terminal.
type Terminal struct {
	master  *os.File
	opts    Options
	changed chan struct{} // a read arrived, or the terminal closed
	closed  chan struct{} // the master returned EOF or EIO: all output is in

	mu     sync.Mutex
	screen *vt.Screen // nil without Cols
	out    []byte
	last   time.Time // when output last arrived
}

// Follow starts reading master.
func Follow(master *os.File, o Options) *Terminal {
	t := &Terminal{master: master, opts: o, changed: make(chan struct{}, 1), closed: make(chan struct{}), last: time.Now()}
	if o.Cols > 0 {
		t.screen = vt.New(o.Cols, o.Rows)
	}
	go t.read()
	return t
}

func (t *Terminal) read() {
	defer close(t.closed)
	defer t.signal()
	buf := make([]byte, 1<<16)
	for {
		n, err := t.master.Read(buf)
		if n > 0 {
			if t.opts.Tap != nil {
				t.opts.Tap(buf[:n])
			}
			t.mu.Lock()
			if !t.opts.Discard {
				t.out = append(t.out, buf[:n]...)
			}
			if t.screen != nil {
				t.screen.Write(buf[:n])
			}
			t.last = time.Now()
			t.mu.Unlock()
			t.signal()
		}
		if err != nil {
			return // EIO once every holder of the terminal closed it
		}
	}
}

func (t *Terminal) signal() {
	select {
	case t.changed <- struct{}{}:
	default:
	}
}

// Changed receives after output arrived (one value for any number of
// reads since the last receive), and when the terminal closed.
func (t *Terminal) Changed() <-chan struct{} { return t.changed }

// Closed is closed once the program and all it started closed the
// terminal, and all they wrote is in.
func (t *Terminal) Closed() <-chan struct{} { return t.closed }

// Ended reports whether Closed is closed.
func (t *Terminal) Ended() bool {
	select {
	case <-t.closed:
		return true
	default:
		return false
	}
}

// Type sends keys as the terminal would: "\x03" is ctrl-c, "\x1b[B" down.
func (t *Terminal) Type(keys string) error {
	_, err := t.master.WriteString(keys)
	return err
}

// Output is a copy of everything the program wrote so far.
func (t *Terminal) Output() []byte {
	t.mu.Lock()
	defer t.mu.Unlock()
	return bytes.Clone(t.out)
}

// Len is how many bytes the program wrote so far.
func (t *Terminal) Len() int {
	t.mu.Lock()
	defer t.mu.Unlock()
	return len(t.out)
}

// QuietFor is how long since output last arrived (since Follow, before
// any).
func (t *Terminal) QuietFor() time.Duration {
	t.mu.Lock()
	defer t.mu.Unlock()
	return time.Since(t.last)
}

// Lines is the emulated screen's rows, right-trimmed; none without one.
func (t *Terminal) Lines() []string {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.screen == nil {
		return nil
	}
	return t.screen.Lines()
}

// Screen runs f on the emulated screen, with no output arriving meanwhile.
func (t *Terminal) Screen(f func(*vt.Screen)) {
	t.mu.Lock()
	defer t.mu.Unlock()
	f(t.screen)
}

// Resize changes the size of the terminal and of the emulated screen.
func (t *Terminal) Resize(cols, rows int) error {
	t.mu.Lock()
	if t.screen != nil {
		t.screen.Resize(cols, rows)
	}
	t.mu.Unlock()
	return Resize(t.master, cols, rows)
}

// Wait waits until cond holds, looking at each output and at least every
// millisecond; false when timeout passed first.
func (t *Terminal) Wait(cond func() bool, timeout time.Duration) bool {
	deadline := time.Now().Add(timeout)
	for !cond() {
		if time.Now().After(deadline) {
			return false
		}
		select {
		case <-t.changed:
		case <-time.After(time.Millisecond):
		}
	}
	return true
}

// Restored checks that the program gave the terminal back (see Restored).
func (t *Terminal) Restored() error { return Restored(t.Output(), t.master) }

// Termios reads the terminal's settings.
func (t *Terminal) Termios() (*unix.Termios, error) { return Termios(t.master) }

// Cooked checks that the terminal reads lines and echoes them.
func (t *Terminal) Cooked() error { return Cooked(t.master) }

// Close closes the master side: the program's terminal hangs up.
func (t *Terminal) Close() error { return t.master.Close() }
