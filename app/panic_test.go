//go:build linux

package app

import (
	"bytes"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
	"unsafe"

	"lwl/internal/pty"
	"lwl/theme"
	"lwl/widgets/doc"
)

// A panic on the UI goroutine (here: building the guide for H) restores
// the terminal before it goes on up, so that its message is printed on a
// terminal as it was: cooked, the alternate screen left.
func TestPanicRestoresTerminal(t *testing.T) {
	t.Setenv("TERM", "xterm-256color")
	master, slave, err := pty.Open(80, 24)
	if err != nil {
		t.Skip("no pseudo-terminal:", err)
	}
	defer master.Close()
	defer slave.Close()
	var (
		mu  sync.Mutex
		out []byte
	)
	go func() {
		buf := make([]byte, 4096)
		for {
			n, err := master.Read(buf)
			mu.Lock()
			out = append(out, buf[:n]...)
			mu.Unlock()
			if err != nil {
				return
			}
		}
	}()
	output := func() []byte {
		mu.Lock()
		defer mu.Unlock()
		return bytes.Clone(out)
	}

	a := New(Options{Keys: defaultBindings(t), Layout: defaultLayout(t), Theme: theme.Default(),
		Source: doc.BytesSource("some text\n"), Name: "doc",
		Guide:    func(Bindings) []byte { panic("boom") },
		Terminal: startTerminalOn(slave.Name())})
	recovered := make(chan any, 1)
	go func() {
		defer func() { recovered <- recover() }()
		a.Run()
	}()
	deadline := time.Now().Add(appTimeout)
	for !bytes.Contains(output(), []byte("some text")) {
		if time.Now().After(deadline) {
			t.Fatalf("no first screen; output %q", output())
		}
		time.Sleep(5 * time.Millisecond)
	}
	master.Write([]byte("H"))
	select {
	case p := <-recovered:
		if p == nil || !strings.Contains(p.(string), "boom") {
			t.Fatalf("Run ended with %v, want the panic", p)
		}
	case <-time.After(appTimeout):
		t.Fatal("the panic did not end Run")
	}
	var tio syscall.Termios
	if err := pty.Ioctl(master, syscall.TCGETS, uintptr(unsafe.Pointer(&tio))); err != nil {
		t.Fatal(err)
	}
	if tio.Lflag&syscall.ICANON == 0 || tio.Lflag&syscall.ECHO == 0 {
		t.Errorf("the terminal is left raw after the panic: lflag %#o", tio.Lflag)
	}
	for {
		o := output()
		if bytes.LastIndex(o, []byte("\x1b[?1049l")) > bytes.LastIndex(o, []byte("\x1b[?1049h")) {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the alternate screen was not left after the panic; output's end %q", o[max(0, len(o)-200):])
		}
		time.Sleep(5 * time.Millisecond)
	}
}
