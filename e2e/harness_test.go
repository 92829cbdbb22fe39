//go:build linux

package e2e

// The end-to-end harness: the real lwl binary on a pseudo-terminal, its
// output fed to a VT emulator whose screen the tests read.

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"golang.org/x/sys/unix"

	"lwl/internal/ptytest"
	"lwl/internal/vt"
)

// What lwl writes to enter and leave the alternate screen.
const (
	altScreen      = ptytest.EnterAltScreen
	leaveAltScreen = ptytest.LeaveAltScreen
)

const (
	e2eCols    = 120
	e2eRows    = 40
	e2eTimeout = 5 * time.Second
)

// lwlBin is the binary built once by TestMain, or $LWL_E2E_BIN when set
// (to try a binary built elsewhere).
var lwlBin string

func TestMain(m *testing.M) {
	os.Exit(e2eMain(m))
}

func e2eMain(m *testing.M) int {
	bin, _ := filepath.Abs(os.Getenv("LWL_E2E_BIN"))
	// The tests name testdata/… and build lwl from the module's root, as a
	// user would run it there.
	if err := os.Chdir(".."); err != nil {
		fmt.Fprintln(os.Stderr, "e2e:", err)
		return 1
	}
	if os.Getenv("LWL_E2E_BIN") != "" {
		lwlBin = bin
		return m.Run()
	}
	dir, err := os.MkdirTemp("", "lwl-e2e-")
	if err != nil {
		fmt.Fprintln(os.Stderr, "e2e:", err)
		return 1
	}
	defer os.RemoveAll(dir)
	lwlBin = filepath.Join(dir, "lwl")
	build := exec.Command("go", "build", "-o", lwlBin, ".")
	build.Stdout, build.Stderr = os.Stderr, os.Stderr
	if err := build.Run(); err != nil {
		fmt.Fprintln(os.Stderr, "e2e: building lwl:", err)
		return 1
	}
	return m.Run()
}

// lwlEnv is the environment lwl runs in: a known terminal, and no user
// configuration.
func lwlEnv(t *testing.T) []string {
	var env []string
	for _, kv := range os.Environ() {
		switch k, _, _ := strings.Cut(kv, "="); k {
		case "TERM", "COLORTERM", "NO_COLOR", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "HOME", "LWL_SECURE", "LESSSECURE", "LESSSECURE_ALLOW", "LESSSECURE_DISALLOW", "TCELL_TRUECOLOR",
			"LWL", "LESS", // lwl reads them for its default flags
			"XDG_RUNTIME_DIR", "LWL_SESSION", "BROWSER": // sessions and browsers of the test's own
			continue
		}
		env = append(env, kv)
	}
	home := t.TempDir()
	return append(env, "TERM=xterm-256color", "HOME="+home, "XDG_CONFIG_HOME="+filepath.Join(home, ".config"))
}

// termHandle is one lwl running on a pseudo-terminal.
type termHandle struct {
	t    *testing.T
	cmd  *exec.Cmd
	term *ptytest.Terminal // lwl's output, kept and followed by a VT emulator

	exited  chan struct{} // cmd.Wait returned
	waitErr error
}

// startOpts are the less common ways to start lwl.
type startOpts struct {
	stdin      *os.File // lwl's stdin (a pipe); nil: the terminal
	cols, rows int
	prog       string   // run this instead of lwl (a shell around it)
	dir        string   // working directory; "" keeps the test's
	env        []string // environment; nil is lwlEnv
}

// start runs lwl with args on a 120x40 pseudo-terminal.
func start(t *testing.T, args ...string) *termHandle {
	return startWith(t, startOpts{}, args...)
}

// startCmd runs prog (say, a shell running lwl) on the terminal.
func startCmd(t *testing.T, prog string, args ...string) *termHandle {
	t.Helper()
	return startWith(t, startOpts{prog: prog}, args...)
}

func startWith(t *testing.T, o startOpts, args ...string) *termHandle {
	t.Helper()
	if o.cols == 0 {
		o.cols, o.rows = e2eCols, e2eRows
	}
	prog := o.prog
	if prog == "" {
		prog = lwlBin
	}
	cmd := exec.Command(prog, args...)
	cmd.Dir, cmd.Env = o.dir, o.env
	if cmd.Env == nil {
		cmd.Env = lwlEnv(t)
	}
	if o.stdin != nil {
		cmd.Stdin = o.stdin
	}
	master, err := ptytest.Start(cmd, o.cols, o.rows)
	if err != nil {
		t.Fatal(err)
	}
	h := &termHandle{
		t: t, cmd: cmd, term: ptytest.Follow(master, ptytest.Options{Cols: o.cols, Rows: o.rows}),
		exited: make(chan struct{}),
	}
	go func() {
		h.waitErr = cmd.Wait()
		close(h.exited)
	}()
	t.Cleanup(func() {
		select {
		case <-h.exited:
		default:
			cmd.Process.Kill() // the lwl this handle started, by its pid
			<-h.exited
		}
		select {
		case <-h.term.Closed():
		case <-time.After(e2eTimeout):
		}
		h.term.Close()
		if t.Failed() {
			t.Logf("screen at the end:\n%s", h.screen())
		}
	})
	return h
}

// typeKeys sends keys as the terminal would: "\x03" is ctrl-c, "\x1b[B" down.
func (h *termHandle) typeKeys(keys string) {
	h.t.Helper()
	if err := h.term.Type(keys); err != nil {
		h.t.Fatalf("typing %q: %v", keys, err)
	}
}

// screenLines is the emulated screen's rows, right-trimmed.
func (h *termHandle) screenLines() []string { return h.term.Lines() }

// onScreen runs f on the emulated screen, with no output arriving
// meanwhile.
func (h *termHandle) onScreen(f func(*vt.Screen)) { h.term.Screen(f) }

// screen is the whole screen, rows joined by newlines.
func (h *termHandle) screen() string { return strings.Join(h.screenLines(), "\n") }

// row is one row of the screen; negative counts from the bottom.
func (h *termHandle) row(i int) string {
	l := h.screenLines()
	if i < 0 {
		i += len(l)
	}
	return l[i]
}

// rawOutput is a copy of everything lwl wrote so far.
func (h *termHandle) rawOutput() []byte { return h.term.Output() }

func (h *termHandle) rawLen() int { return h.term.Len() }

func (h *termHandle) inAltScreen() (alt bool) {
	h.onScreen(func(s *vt.Screen) { alt = s.AltActive() })
	return alt
}

// resize changes the size of the terminal and of the emulated screen.
func (h *termHandle) resize(cols, rows int) {
	h.t.Helper()
	if err := h.term.Resize(cols, rows); err != nil {
		h.t.Fatal(err)
	}
}

// waitFor polls the screen until cond holds, failing the test after timeout.
func (h *termHandle) waitFor(t *testing.T, what string, cond func(screen string) bool, timeout time.Duration) string {
	t.Helper()
	deadline := time.Now().Add(timeout)
	for {
		s := h.screen()
		if cond(s) {
			return s
		}
		if time.Now().After(deadline) {
			t.Fatalf("timed out after %v waiting for %s; screen:\n%s", timeout, what, s)
		}
		select {
		case <-h.term.Changed():
		case <-h.exited:
			// one more look: the last output may have arrived
			select {
			case <-h.term.Closed():
			case <-time.After(100 * time.Millisecond):
			}
			if s := h.screen(); cond(s) {
				return s
			}
			t.Fatalf("lwl exited (%v) while waiting for %s; screen:\n%s", h.waitErr, what, h.screen())
		case <-time.After(10 * time.Millisecond):
		}
	}
}

// waitRow waits until row i (negative: from the bottom) satisfies cond.
func (h *termHandle) waitRow(t *testing.T, i int, what string, cond func(row string) bool) string {
	t.Helper()
	h.waitFor(t, fmt.Sprintf("row %d to show %s", i, what), func(s string) bool {
		l := strings.Split(s, "\n")
		j := i
		if j < 0 {
			j += len(l)
		}
		return cond(l[j])
	}, e2eTimeout)
	return h.row(i)
}

// waitStatus waits until the status bar (the last row) contains all of want.
func (h *termHandle) waitStatus(t *testing.T, want ...string) string {
	t.Helper()
	return h.waitRow(t, -1, strings.Join(want, " and "), func(r string) bool {
		for _, w := range want {
			if !strings.Contains(r, w) {
				return false
			}
		}
		return true
	})
}

// waitQuiet waits until lwl has written nothing for quiet, so a frame has
// been written whole. It fails the test if output never stops.
func (h *termHandle) waitQuiet(t *testing.T, quiet time.Duration) {
	t.Helper()
	deadline := time.Now().Add(e2eTimeout)
	n, since := h.rawLen(), time.Now()
	for time.Since(since) < quiet {
		if time.Now().After(deadline) {
			t.Fatalf("lwl's output did not settle within %v", e2eTimeout)
		}
		time.Sleep(10 * time.Millisecond)
		if m := h.rawLen(); m != n {
			n, since = m, time.Now()
		}
	}
}

// wait waits for lwl to exit and for all it wrote; it returns the exit
// code, 128+N for a process killed by signal N.
func (h *termHandle) wait(t *testing.T) int {
	t.Helper()
	select {
	case <-h.exited:
	case <-time.After(e2eTimeout):
		t.Fatalf("lwl did not exit within %v; screen:\n%s", e2eTimeout, h.screen())
	}
	select {
	case <-h.term.Closed():
	case <-time.After(e2eTimeout):
		t.Fatalf("the terminal was not closed within %v of lwl's exit (a child holding it?)", e2eTimeout)
	}
	return exitCode(h.waitErr)
}

func exitCode(err error) int {
	if err == nil {
		return 0
	}
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		if ws, ok := ee.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
			return 128 + int(ws.Signal())
		}
		return ee.ExitCode()
	}
	return -1
}

// termios reads the terminal's settings.
func (h *termHandle) termios(t *testing.T) unix.Termios {
	t.Helper()
	tio, err := h.term.Termios()
	if err != nil {
		t.Fatal(err)
	}
	return *tio
}

// checkRestored checks that lwl left the terminal as it found it: the
// alternate screen left with no text after it, and cooked mode with echo
// back.
func (h *termHandle) checkRestored(t *testing.T) {
	t.Helper()
	if err := h.term.Restored(); err != nil {
		t.Error(err)
	}
	if h.inAltScreen() {
		t.Errorf("the emulated terminal is still in the alternate screen")
	}
}

// checkRestoredThenEchoed is checkRestored for a run in which text may
// follow lwl's leaving the alternate screen: keys the terminal echoed once
// cooked again, a command's end shown while lwl was away.
func (h *termHandle) checkRestoredThenEchoed(t *testing.T) {
	t.Helper()
	if err := errors.Join(ptytest.LeftAltScreen(h.rawOutput()), h.term.Cooked()); err != nil {
		t.Error(err)
	}
	if h.inAltScreen() {
		t.Errorf("the emulated terminal is still in the alternate screen")
	}
}

// checkCooked checks that the terminal reads lines and echoes them.
func (h *termHandle) checkCooked(t *testing.T) {
	t.Helper()
	if err := h.term.Cooked(); err != nil {
		t.Error(err)
	}
}

// stripEscapes removes escape sequences and control bytes, leaving text.
func stripEscapes(b []byte) []byte { return vt.StripEscapes(b) }

func tail(b []byte, n int) []byte {
	if len(b) > n {
		return b[len(b)-n:]
	}
	return b
}

// runPlain runs lwl without a terminal: stdin, stdout and stderr are pipes
// or files. It returns stdout, stderr and the exit code.
func runPlain(t *testing.T, stdin *os.File, args ...string) (stdout, stderr []byte, code int) {
	t.Helper()
	return runPlainEnv(t, stdin, nil, args...)
}

// runPlainEnv is runPlain with extra environment variables (later entries
// win).
func runPlainEnv(t *testing.T, stdin *os.File, env []string, args ...string) (stdout, stderr []byte, code int) {
	t.Helper()
	cmd := exec.Command(lwlBin, args...)
	cmd.Env = append(lwlEnv(t), env...)
	if stdin != nil {
		cmd.Stdin = stdin
	}
	var o, e bytes.Buffer
	cmd.Stdout, cmd.Stderr = &o, &e
	if err := cmd.Start(); err != nil {
		t.Fatalf("starting lwl: %v", err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		return o.Bytes(), e.Bytes(), exitCode(err)
	case <-time.After(e2eTimeout):
		cmd.Process.Kill()
		<-done
		t.Fatalf("lwl %q did not exit within %v", args, e2eTimeout)
	}
	return nil, nil, 0
}

// quit presses q and checks that lwl ends well.
func quit(t *testing.T, h *termHandle) {
	t.Helper()
	h.typeKeys("q")
	if code := h.wait(t); code != 0 {
		t.Errorf("exit code %d after q, want 0", code)
	}
	h.checkRestored(t)
}
