//go:build linux

package app

import (
	"bytes"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"golang.org/x/sys/unix"

	"lwl/app/printout"
	"lwl/app/term"
	"lwl/internal/ptytest"
	"lwl/internal/vt"
	"lwl/theme"
	"lwl/widgets/doc"
)

// earlyDoc has what the first screen styles: a link, bold text, a status
// bar in reverse.
const earlyDoc = "# Title\n\nsome [link](https://example.com/) and **bold** text\n"

// earlyApp builds an App on a new pseudo-terminal, as main does, up to
// the early frame.
func earlyApp(t *testing.T, start Startup) (*App, *term.Terminal, *ptyMaster, *os.File) {
	t.Helper()
	master, slave, m := openPty(t)
	opts := Options{Keys: defaultBindings(t), Layout: defaultLayout(t), Theme: theme.Default(),
		Source: doc.BytesSource(earlyDoc), Name: "early.md", Terminal: term.StartOn(slave.Name())}
	a := New(opts)
	a.StartAt(start)
	a.DrawEarly()
	return a, opts.Terminal, m, master
}

// canonical says whether the terminal of pty master f reads lines and
// echoes them (is cooked).
func canonical(t *testing.T, f *os.File) bool {
	t.Helper()
	tio, err := ptytest.Termios(f)
	if err != nil {
		t.Fatal(err)
	}
	return tio.Lflag&unix.ICANON != 0 && tio.Lflag&unix.ECHO != 0
}

// settled waits until m's output stops growing, and returns it.
func settled(t *testing.T, m *ptyMaster) []byte {
	t.Helper()
	deadline := time.Now().Add(appTimeout)
	last := m.output()
	for time.Now().Before(deadline) {
		time.Sleep(100 * time.Millisecond)
		o := m.output()
		if len(o) == len(last) {
			return o
		}
		last = o
	}
	t.Fatal("the output never settled")
	return nil
}

// screenOf is what a terminal shows after out: its rows, then every
// cell's pen where one is set.
func screenOf(out []byte) string {
	s := vt.New(80, 24)
	s.Write(out)
	var b strings.Builder
	for _, l := range s.Lines() {
		b.WriteString(l + "\n")
	}
	for y := range 24 {
		for x := range 80 {
			if p := s.PenAt(x, y); p != s.PenAt(-1, -1) {
				fmt.Fprintf(&b, "%d,%d %+v\n", x, y, p)
			}
		}
	}
	return b.String()
}

// The early frame is tcell's first frame, cell for cell and pen for pen,
// so the screen does not change when tcell's replaces it.
func TestEarlyFrameIsTcellsFirstFrame(t *testing.T) {
	a, _, m, _ := earlyApp(t, Startup{})
	early := settled(t, m)
	if !bytes.Contains(early, []byte("link")) {
		t.Fatalf("no early frame: the terminal got %q", early)
	}
	done := make(chan struct{})
	go func() { defer close(done); a.Run() }()
	<-a.life.started
	full := settled(t, m)
	a.Stop()
	<-done
	if got, want := screenOf(early), screenOf(full); got != want {
		t.Errorf("the early frame:\n%s\ntcell's first frame:\n%s", got, want)
	}
}

// A start that moves away from the top (+G here) has no early frame: it
// would show the top before the end.
func TestNoEarlyFrameWhenTheStartMoves(t *testing.T) {
	_, tm, m, _ := earlyApp(t, Startup{End: true})
	defer tm.Close()
	if o := settled(t, m); len(o) != 0 {
		t.Errorf("the terminal got %q before Run", o)
	}
}

// When lwl stops after an early frame without running (tcell's set-up
// failed), the raw mode and the alternate screen the frame entered are
// undone.
func TestEarlyFrameUndoneWithoutRun(t *testing.T) {
	_, tm, m, master := earlyApp(t, Startup{})
	if o := settled(t, m); !bytes.Contains(o, []byte("\x1b[?1049h")) {
		t.Fatalf("no early frame: the terminal got %q", o)
	}
	if canonical(t, master) {
		t.Error("the terminal is cooked under the early frame: keys typed now would echo over it")
	}
	tm.Close()
	if !canonical(t, master) {
		t.Error("the terminal is left raw")
	}
	o := settled(t, m)
	if err := ptytest.LeftAltScreen(o); err != nil {
		t.Error(err)
	}
}

// Raw mode is set beside the drawing of an early frame; when no frame
// follows (the draw failed, the colours do not fit) and lwl stops before
// tcell takes the terminal, it is still given back cooked.
func TestRawForAFrameNotDrawnIsUndone(t *testing.T) {
	master, slave, m := openPty(t)
	tm := term.StartOn(slave.Name())
	tm.DrawEarly(func(*printout.Grid) bool { return false })
	tm.Close()
	if !canonical(t, master) {
		t.Error("the terminal is left raw")
	}
	if o := settled(t, m); bytes.Contains(o, []byte("\x1b[?1049h")) {
		t.Errorf("a frame not drawn entered the alternate screen: %q", o)
	}
}
