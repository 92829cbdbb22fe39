//go:build linux

package app

import (
	"bytes"
	"os"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"lwl/app/config"
	"lwl/app/term"
	"lwl/internal/ptytest"
	"lwl/theme"
	"lwl/widgets/doc"
)

// ptyApp is an App running on a real pseudo-terminal, in this process.
type ptyApp struct {
	t      *testing.T
	a      *App
	master *ptyMaster
	tty    *os.File // the master side, which shares the terminal's settings
	ended  chan any // what Run panicked with (nil when it returned)
}

// ptyMaster collects what lwl writes to the terminal.
type ptyMaster struct {
	mu  sync.Mutex
	out []byte
}

func (m *ptyMaster) output() []byte {
	m.mu.Lock()
	defer m.mu.Unlock()
	return bytes.Clone(m.out)
}

// startPtyApp runs an App with opts (its keys, layout, theme and source
// defaulted) on a new 80x24 pseudo-terminal, and waits for its first
// screen.
func startPtyApp(t *testing.T, opts Options) (*ptyApp, func([]byte)) {
	t.Helper()
	master, slave, m := openPty(t)
	opts.Keys, opts.Layout, opts.Theme = defaultBindings(t), defaultLayout(t), theme.Default()
	opts.Source, opts.Name = doc.BytesSource("some text\n"), "doc"
	opts.Terminal = term.StartOn(slave.Name())
	p := &ptyApp{t: t, a: New(opts), master: m, tty: master, ended: make(chan any, 1)}
	go func() {
		defer func() { p.ended <- recover() }()
		p.a.Run()
	}()
	p.waitOutput("the first screen", func(o []byte) bool { return bytes.Contains(o, []byte("some text")) })
	return p, func(b []byte) { master.Write(b) }
}

// openPty opens a new 80x24 pseudo-terminal for $TERM xterm-256color,
// and collects what is written to it.
func openPty(t *testing.T) (master, slave *os.File, m *ptyMaster) {
	t.Helper()
	t.Setenv("TERM", "xterm-256color")
	master, slave, err := ptytest.Open(80, 24)
	if err != nil {
		t.Skip("no pseudo-terminal:", err)
	}
	t.Cleanup(func() { master.Close(); slave.Close() })
	m = &ptyMaster{}
	go func() {
		buf := make([]byte, 4096)
		for {
			n, err := master.Read(buf)
			m.mu.Lock()
			m.out = append(m.out, buf[:n]...)
			m.mu.Unlock()
			if err != nil {
				return
			}
		}
	}()
	return master, slave, m
}

func (p *ptyApp) waitOutput(what string, cond func([]byte) bool) {
	p.t.Helper()
	deadline := time.Now().Add(appTimeout)
	for !cond(p.master.output()) {
		if time.Now().After(deadline) {
			o := p.master.output()
			p.t.Fatalf("no %s; the output's end %q", what, o[max(0, len(o)-200):])
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// checkRestored checks that the terminal is cooked and off the alternate
// screen.
func (p *ptyApp) checkRestored() {
	p.t.Helper()
	p.waitOutput("the alternate screen left", func(o []byte) bool { return ptytest.LeftAltScreen(o) == nil })
	if err := ptytest.Cooked(p.tty); err != nil {
		p.t.Error(err)
	}
}

// A panic on the UI goroutine (here: building the guide for H) restores
// the terminal before it goes on up, so that its message is printed on a
// terminal as it was: cooked, the alternate screen left.
func TestPanicRestoresTerminal(t *testing.T) {
	p, typeKeys := startPtyApp(t, Options{Guide: func(config.Bindings) []byte { panic("boom") }})
	typeKeys([]byte("H"))
	select {
	case r := <-p.ended:
		if s, _ := r.(string); !strings.Contains(s, "boom") {
			t.Fatalf("Run ended with %v, want the panic", r)
		}
	case <-time.After(appTimeout):
		t.Fatal("the panic did not end Run")
	}
	p.checkRestored()
}

// When lwl cannot end by the book after a signal (here a draw holds
// tview's lock for ever), it restores the terminal itself and exits.
func TestSignalForcesEnd(t *testing.T) {
	p, _ := startPtyApp(t, Options{})
	exited := make(chan int, 1)
	p.a.life.exit = func(code int) { exited <- code }
	p.a.ui.tv.Lock() // a frame that never ends
	defer p.a.ui.tv.Unlock()
	p.a.endBySignal(syscall.SIGTERM)
	select {
	case code := <-exited:
		if code != 143 {
			t.Errorf("exit status %d, want 143", code)
		}
	case <-time.After(appTimeout):
		t.Fatal("lwl did not end")
	}
	p.checkRestored()
}
