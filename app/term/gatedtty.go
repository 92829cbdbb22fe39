package term

import (
	"bytes"
	"errors"
	"sync"
	"sync/atomic"
	"time"

	"github.com/gdamore/tcell/v2"
)

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

	// wmu orders the writes that reach the terminal with what onWrite
	// sees of them: tcell and direct output write on goroutines of their
	// own. Taken before mu.
	wmu      sync.Mutex
	mu       sync.Mutex
	opened   bool
	started  bool // tcell asked for raw mode
	rawEarly bool // raw mode was set for an early frame, before open (startEarly)
	// the size WindowSize last gave, and whether the next call repeats it
	lastSize           tcell.WindowSize
	sized              bool
	repeatSize         bool
	holding            bool      // still hold tcell's output after open, until release
	heldBegin, heldEnd string    // what release writes before and after the held output
	held               []byte    // tcell's output so far
	unread             []byte    // input for tcell's next reads
	cutRune            []byte    // the start of a character cut at the end of input, before the next read (wholeUTF8)
	parsed             seqState  // where tcell's parser stands after the input given it
	escAt              time.Time // when input given ended in a lone escape (parsed is seqEscape)
	onResize           atomic.Pointer[func()]
	onWrite            atomic.Pointer[func([]byte)] // sees every write, in order
	settle             func()                       // before tcell takes the terminal again: its settings from before lwl
	dev                string                       // the terminal's device, to read the keys typed before raw mode
	eightBit           bool                         // the terminal speaks an 8-bit set: its input goes to tcell's decoder as read
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

// setOnWrite sets the function that sees the bytes of every write (tcell's
// and direct output's, held or not), in the order they reach the terminal.
func (g *gatedTty) setOnWrite(f func([]byte)) { g.onWrite.Store(&f) }

// unreadInput gives b to tcell's next reads, before what the terminal
// sends.
func (g *gatedTty) unreadInput(b []byte) {
	if len(b) == 0 {
		return
	}
	g.mu.Lock()
	var whole []byte
	whole, g.cutRune = g.inputText(append(g.cutRune, b...))
	g.unread = append(g.unread, whole...)
	g.mu.Unlock()
}

var errNotOpened = errors.New("the terminal was not opened")

func (g *gatedTty) open() error {
	g.mu.Lock()
	if g.opened {
		g.mu.Unlock()
		return nil
	}
	started, rawEarly := g.started, g.rawEarly
	g.mu.Unlock()
	switch {
	case started && !rawEarly:
		if err := g.startRaw(); err != nil {
			return err
		}
	case !started && rawEarly: // tcell stopped meanwhile
		if err := g.Tty.Stop(); err != nil {
			return err
		}
	}
	g.wmu.Lock()
	defer g.wmu.Unlock()
	g.mu.Lock()
	g.opened = true
	select {
	case <-g.gate: // closed by Drain already
	default:
		close(g.gate)
	}
	if g.holding {
		g.mu.Unlock()
		return nil
	}
	held := g.held
	g.held = nil
	g.mu.Unlock()
	_, err := g.Tty.Write(held)
	return err
}

// startEarly puts the terminal in raw mode before open, for an early
// frame (earlyframe.go): keys typed on it then wait for tcell, neither
// echoed over the frame nor held for a line, and ctrl-c is lwl's key as
// it is once tcell runs. The terminal's own Start does it, so that tcell's
// Stop restores the settings from before.
func (g *gatedTty) startEarly() error {
	g.mu.Lock()
	skip := g.opened || g.rawEarly
	g.mu.Unlock()
	if skip {
		return nil
	}
	if err := g.startRaw(); err != nil {
		return err
	}
	g.mu.Lock()
	g.rawEarly = true
	g.mu.Unlock()
	return nil
}

// startRaw is the terminal's Start, with the keys typed before it given
// to tcell's next reads as they were typed (typedahead_linux.go).
func (g *gatedTty) startRaw() error {
	cooked := g.dev != "" && enterBecomesNewline(g.dev)
	if err := g.Tty.Start(); err != nil {
		return err
	}
	if cooked {
		g.unreadInput(takeTypedAhead(g.dev))
	}
	return nil
}

// stopEarly undoes startEarly when the terminal was never opened.
func (g *gatedTty) stopEarly() {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.opened || !g.rawEarly {
		return
	}
	g.rawEarly = false
	g.Tty.Stop()
}

func (g *gatedTty) isOpened() bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.opened
}

// holdFirstFrame keeps tcell's output held after open until release: its
// set-up clears the screen, and sent apart from its first frame the clear
// would blank an early frame (earlyframe.go) for as long as that takes.
// The release goes out between begin and end (see syncOutput), so that a
// terminal that reads it in parts does not show the clear alone either.
func (g *gatedTty) holdFirstFrame(begin, end string) {
	g.mu.Lock()
	g.holding = true
	g.heldBegin, g.heldEnd = begin, end
	g.mu.Unlock()
}

// release sends what was held since open in one write, and stops holding.
// It writes under the lock so that no write overtakes it.
func (g *gatedTty) release() error {
	if g == nil {
		return nil
	}
	g.wmu.Lock()
	defer g.wmu.Unlock()
	g.mu.Lock()
	defer g.mu.Unlock()
	if !g.opened || !g.holding {
		g.holding = false
		return nil
	}
	g.holding = false
	held := append([]byte(g.heldBegin), g.held...)
	held = append(held, g.heldEnd...)
	g.held = nil
	_, err := g.Tty.Write(held)
	return err
}

// Start implements tcell.Tty.
func (g *gatedTty) Start() error {
	g.mu.Lock()
	g.repeatSize = true
	if !g.opened {
		g.started = true
		g.mu.Unlock()
		return nil
	}
	g.mu.Unlock()
	if g.settle != nil {
		g.settle()
	}
	return g.startRaw()
}

// WindowSize implements tcell.Tty. The call right after Start gets the
// size the call before got: tcell's engage (at Init and Resume) sizes its
// cells with it but keeps its width and height from before, and a window
// resized in between (during tcell's set-up, which an early frame shows
// the user) would leave the cells narrower than the screen tcell draws,
// where its draw loops for ever. Repeated, the two agree, and tcell's next
// Show reads the size again and resizes both.
func (g *gatedTty) WindowSize() (tcell.WindowSize, error) {
	g.mu.Lock()
	repeat := g.repeatSize && g.sized
	g.repeatSize = false
	ws := g.lastSize
	g.mu.Unlock()
	if repeat {
		return ws, nil
	}
	ws, err := g.Tty.WindowSize()
	if err == nil {
		g.mu.Lock()
		g.lastSize, g.sized = ws, true
		g.mu.Unlock()
	}
	return ws, err
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
// back first. A read ending in escapes gives them one at a time
// (escapesHeld); what is not UTF-8 it leaves out (inputText).
func (g *gatedTty) Read(b []byte) (int, error) {
	<-g.gate
	g.mu.Lock()
	opened := g.opened
	if opened && len(g.unread) > 0 {
		n := copy(b, g.unread)
		g.unread = g.unread[n:]
		n = g.given(b, n)
		g.mu.Unlock()
		return n, nil
	}
	cut := copy(b, g.cutRune)
	g.cutRune = g.cutRune[cut:]
	g.mu.Unlock()
	if !opened {
		return 0, errNotOpened
	}
	n, err := g.Tty.Read(b[cut:])
	n += cut
	if n > 0 {
		g.mu.Lock()
		var whole []byte
		whole, g.cutRune = g.inputText(b[:n])
		n = g.given(b, len(whole))
		g.mu.Unlock()
	}
	return n, err
}

// inputText is what tcell's input decoder can take of in (wholeUTF8). On
// an 8-bit terminal every byte is a character its decoder takes, and in
// is all of it.
func (g *gatedTty) inputText(in []byte) (whole, cut []byte) {
	if g.eightBit {
		return in, nil
	}
	return wholeUTF8(in)
}

// given makes the n bytes read into b what tcell gets, and says how many
// that is: escapes to read apart held back (holdEscapes), and a sequence
// left unfinished ended before a control key that cannot go on with it
// (seqState.cutOff). What does not fit in b is read next. The caller holds
// the mutex.
func (g *gatedTty) given(b []byte, n int) int {
	if g.parsed == seqEscape && time.Since(g.escAt) > escWait {
		g.parsed = seqNone // tcell took the escape as esc, and begins afresh
	}
	n = g.parse(b, n)
	if g.parsed == seqEscape {
		g.escAt = time.Now()
	}
	return n
}

// escWait is how long tcell waits for the rest of a sequence after an
// escape that ends a read, before it takes it as esc.
const escWait = 60 * time.Millisecond

// parse is given's work from the state tcell's parser stands in.
func (g *gatedTty) parse(b []byte, n int) int {
	n -= g.holdEscapes(b[:n])
	in := b[:n]
	cuts := 0
	s := g.parsed
	for i := range in {
		if cut := s.cutOff(in[i:]); cut != "" {
			cuts++
			s = s.after([]byte(cut))
		}
		s = s.next(in[i])
	}
	if cuts == 0 {
		g.parsed = s
		return n
	}
	in = bytes.Clone(in)
	out := b[:0]
	for i := range in {
		cut := g.parsed.cutOff(in[i:])
		if len(out)+len(cut)+1 > len(b) {
			g.unread = append(in[i:], g.unread...)
			break
		}
		out = append(out, cut...)
		out = append(out, in[i])
		g.parsed = g.parsed.after([]byte(cut)).next(in[i])
	}
	return len(out)
}

// holdEscapes puts the escapes to read apart at the end of b back in front
// of unread, and says how many. The caller holds the mutex.
func (g *gatedTty) holdEscapes(b []byte) int {
	k := escapesHeld(b)
	if k > 0 {
		g.unread = append(bytes.Clone(b[len(b)-k:]), g.unread...)
	}
	return k
}

// Write implements tcell.Tty: before open, it holds the bytes.
func (g *gatedTty) Write(b []byte) (int, error) {
	g.wmu.Lock()
	defer g.wmu.Unlock()
	if f := g.onWrite.Load(); f != nil {
		(*f)(b)
	}
	g.mu.Lock()
	if !g.opened || g.holding {
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
