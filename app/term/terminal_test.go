package term

import (
	"bytes"
	"errors"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/gdamore/tcell/v2"
)

// recordingTty is a tcell.Tty that records what reaches the terminal.
type recordingTty struct {
	mu      sync.Mutex
	out     bytes.Buffer
	calls   []string
	started bool
}

func (r *recordingTty) call(name string) {
	r.mu.Lock()
	r.calls = append(r.calls, name)
	r.mu.Unlock()
}
func (r *recordingTty) Start() error        { r.call("start"); r.started = true; return nil }
func (r *recordingTty) Stop() error         { r.call("stop"); return nil }
func (r *recordingTty) Drain() error        { r.call("drain"); return nil }
func (r *recordingTty) Close() error        { r.call("close"); return nil }
func (r *recordingTty) NotifyResize(func()) {}
func (r *recordingTty) WindowSize() (tcell.WindowSize, error) {
	return tcell.WindowSize{Width: 80, Height: 24}, nil
}
func (r *recordingTty) Read(b []byte) (int, error) { return copy(b, "x"), nil }
func (r *recordingTty) Write(b []byte) (int, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if !r.started {
		r.calls = append(r.calls, "write before start")
	}
	return r.out.Write(b)
}

// The function set with setOnWrite sees every write in order, held
// until open or not (Screen follows the hyperlink they leave open).
func TestGatedTtyShowsEveryWrite(t *testing.T) {
	r := &recordingTty{}
	g := &gatedTty{Tty: r, gate: make(chan struct{})}
	var seen []byte
	g.setOnWrite(func(b []byte) { seen = append(seen, b...) })
	if err := g.Start(); err != nil {
		t.Fatal(err)
	}
	g.Write([]byte("held "))
	if err := g.open(); err != nil {
		t.Fatal(err)
	}
	g.Write([]byte("after"))
	if string(seen) != "held after" || r.out.String() != "held after" {
		t.Errorf("seen %q, written %q; want both %q", seen, r.out.String(), "held after")
	}
}

// Until open, nothing reaches the terminal: writes are held, raw mode is
// deferred and reads wait; open applies them in order.
func TestGatedTtyHoldsUntilOpen(t *testing.T) {
	r := &recordingTty{}
	g := &gatedTty{Tty: r, gate: make(chan struct{})}
	if err := g.Start(); err != nil {
		t.Fatal(err)
	}
	g.Write([]byte("\x1b[?1049h"))
	g.Write([]byte("hello"))
	read := make(chan string, 1)
	go func() {
		b := make([]byte, 8)
		n, _ := g.Read(b)
		read <- string(b[:n])
	}()
	time.Sleep(10 * time.Millisecond)
	select {
	case s := <-read:
		t.Fatalf("Read returned %q before open", s)
	default:
	}
	if r.out.Len() != 0 || len(r.calls) != 0 {
		t.Fatalf("before open the terminal got %q, calls %v", r.out.String(), r.calls)
	}
	if err := g.open(); err != nil {
		t.Fatal(err)
	}
	if got := <-read; got != "x" {
		t.Errorf("Read after open = %q, want %q", got, "x")
	}
	g.Write([]byte("!"))
	if got, want := r.out.String(), "\x1b[?1049hhello!"; got != want {
		t.Errorf("the terminal got %q, want %q", got, want)
	}
	if len(r.calls) != 1 || r.calls[0] != "start" {
		t.Errorf("calls %v, want [start] (raw mode before any write)", r.calls)
	}
}

// A terminal never opened is given back untouched: Drain ends the waiting
// Read with an error, Stop and Close do nothing.
func TestGatedTtyNeverOpened(t *testing.T) {
	r := &recordingTty{}
	g := &gatedTty{Tty: r, gate: make(chan struct{})}
	g.Start()
	g.Write([]byte("\x1b[?1049h"))
	done := make(chan error, 1)
	go func() {
		_, err := g.Read(make([]byte, 8))
		done <- err
	}()
	g.Drain()
	if err := <-done; !errors.Is(err, errNotOpened) {
		t.Errorf("Read after Drain: %v, want errNotOpened", err)
	}
	g.Write([]byte("\x1b[?1049l"))
	g.Stop()
	g.Close()
	if r.out.Len() != 0 || len(r.calls) != 0 {
		t.Errorf("the terminal got %q, calls %v; want nothing", r.out.String(), r.calls)
	}
}

// resizingTty is a terminal whose window changes size at every look.
type resizingTty struct {
	recordingTty
	width int
}

func (r *resizingTty) WindowSize() (tcell.WindowSize, error) {
	r.width++
	return tcell.WindowSize{Width: r.width, Height: 24}, nil
}

// tcell's engage sizes its cells by the WindowSize right after Start, but
// keeps the width and height of the one before: the two must agree, or a
// window resized between them leaves cells narrower than the screen tcell
// draws (and its draw loops for ever). Every other call sees the window.
func TestGatedTtyRepeatsSizeAfterStart(t *testing.T) {
	g := &gatedTty{Tty: &resizingTty{width: 80}, gate: make(chan struct{})}
	var got []int
	size := func() {
		ws, err := g.WindowSize()
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, ws.Width)
	}
	size()    // tcell's Init: 81
	g.Start() // its engage
	size()    // 81 again
	size()    // its first Show: 82
	g.open()  // Start reached the terminal
	size()    // 83
	g.Stop()  // Suspend
	g.Start() // Resume's engage
	size()    // 83 again
	size()    // 84
	if want := []int{81, 81, 82, 83, 83, 84}; !slices.Equal(got, want) {
		t.Errorf("widths %v, want %v", got, want)
	}
}

// After an early frame, tcell's set-up and first frame stay held past
// open and go out in one write, inside synchronized output: its clear
// never shows alone.
func TestGatedTtyHoldsFirstFrame(t *testing.T) {
	r := &recordingTty{}
	g := &gatedTty{Tty: r, gate: make(chan struct{})}
	g.Start()
	g.Write([]byte("[set-up, clear]"))
	g.holdFirstFrame("<sync>", "</sync>")
	if err := g.open(); err != nil {
		t.Fatal(err)
	}
	g.Write([]byte("[first frame]"))
	if r.out.Len() != 0 {
		t.Fatalf("before release the terminal got %q", r.out.String())
	}
	if err := g.release(); err != nil {
		t.Fatal(err)
	}
	g.Write([]byte("[next]"))
	if got, want := r.out.String(), "<sync>[set-up, clear][first frame]</sync>[next]"; got != want {
		t.Errorf("the terminal got %q, want %q", got, want)
	}
}
