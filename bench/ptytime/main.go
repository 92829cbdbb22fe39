// Command ptytime runs a program on a pseudo-terminal, follows its screen
// with a VT emulator, and times steps: how long until a text shows, how long
// a key takes to change the screen. bench/run.sh uses it to time lwl and
// less alike; it reads the screen as a person would, with no tmux polling in
// the way.
//
//	ptytime [-cols 160] [-rows 48] -step wait:TEXT -step mark ... -- CMD ARGS
//
// Steps, in order:
//
//	wait:TEXT    until a row of the screen holds TEXT
//	rows:N:TEXT  until N rows of the screen hold TEXT
//	exit         until the program has ended (its terminal closed)
//	keys:TEXT    type TEXT (Go escapes: \r is Enter, \x1b is Esc)
//	press:TEXT   type TEXT, then wait until the screen changes
//	pages:N      N times: Space, then wait for the screen to change
//	quiet:DUR    until nothing was written for DUR (e.g. 300ms)
//	mark         print the milliseconds since the start or the last mark
//	reset        start timing from now, printing nothing
//	rss          print the program's resident memory in MB
//
// PTYTIME_DUMP=FILE writes each read from the terminal to FILE, with its
// time since the start, to see what arrives when (the early frame, then
// tcell's).
package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/creack/pty"
	"lwl/internal/vt"
)

type steps []string

func (s *steps) String() string     { return strings.Join(*s, " ") }
func (s *steps) Set(v string) error { *s = append(*s, v); return nil }

// term is the emulated screen, fed by a goroutine reading the pty.
type term struct {
	mu      sync.Mutex
	screen  *vt.Screen
	changed chan struct{}
	last    time.Time // when output last arrived
	ended   bool      // the program closed its terminal: it ended
}

func (t *term) rows() []string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.screen.Lines()
}

func (t *term) hasEnded() bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.ended
}

func (t *term) quietFor() time.Duration {
	t.mu.Lock()
	defer t.mu.Unlock()
	return time.Since(t.last)
}

// waitUntil polls cond at each output and at least every millisecond.
func (t *term) waitUntil(cond func() bool, timeout time.Duration) bool {
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

func main() {
	cols := flag.Int("cols", 160, "terminal width")
	rows := flag.Int("rows", 48, "terminal height")
	timeout := flag.Duration("timeout", 60*time.Second, "how long a step may take")
	var script steps
	flag.Var(&script, "step", "a step (repeatable): wait:TEXT keys:TEXT press:TEXT pages:N quiet:DUR mark reset rss")
	flag.Parse()
	if flag.NArg() == 0 {
		fmt.Fprintln(os.Stderr, "usage: ptytime [flags] -step ... -- CMD ARGS")
		os.Exit(2)
	}
	r, err := start(*cols, *rows, flag.Args())
	if err != nil {
		fail(err)
	}
	defer func() {
		r.cmd.Process.Signal(syscall.SIGTERM)
		r.cmd.Wait()
	}()
	r.timeout = *timeout
	for _, step := range script {
		if !r.step(step) {
			fmt.Println("timeout")
			// Which step, on what screen: on stderr, as the figure's line
			// is the first of stdout.
			fmt.Fprintf(os.Stderr, "ptytime: step %q timed out on this screen:\n%s\n", step, strings.Join(r.t.rows(), "\n"))
			return
		}
	}
}

// run is the program on its pseudo-terminal, and the script's clock.
type run struct {
	cmd     *exec.Cmd
	master  *os.File
	t       *term
	timeout time.Duration
	mark    time.Time // when the program started, or the last mark
}

// start runs args on a new cols x rows pseudo-terminal, its output followed
// by a VT emulator.
func start(cols, rows int, args []string) (*run, error) {
	master, slave, err := pty.Open()
	if err != nil {
		return nil, err
	}
	if err := pty.Setsize(master, &pty.Winsize{Rows: uint16(rows), Cols: uint16(cols)}); err != nil {
		return nil, err
	}
	cmd := exec.Command(args[0], args[1:]...)
	cmd.Env = append(os.Environ(), "TERM=xterm-256color")
	cmd.Stdin, cmd.Stdout, cmd.Stderr = slave, slave, slave
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true, Setctty: true, Ctty: 0}
	warmUp(cols, rows)
	t := &term{screen: vt.New(cols, rows), changed: make(chan struct{}, 1)}
	r := &run{cmd: cmd, master: master, t: t, mark: time.Now()}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	slave.Close()
	go t.follow(master)
	return r, nil
}

// warmUp runs the emulator over a screen of what pagers write (the
// alternate screen, cursor moves, colours, erasing, wide text) before the
// program starts: the first run of its code faults its pages in, a few
// tenths of a millisecond of the first screen's time here (21 runs), the
// timer's cost and not the program's.
func warmUp(cols, rows int) {
	s := vt.New(cols, rows)
	var b strings.Builder
	b.WriteString("\x1b[?1049h\x1b[22;0;0t\x1b[?25l\x1b[H\x1b[2J\x1b[?2026h\x1b(B\x1b[m")
	for y := 1; y <= rows; y++ {
		fmt.Fprintf(&b, "\x1b[%d;1H\x1b[0;1;4;38;5;%dm warm \x1b[0;7m up \x1b[94m漢字 é\x1b[m\x1b[K\r\n", y, y)
	}
	b.WriteString("\x1b]8;;http://x/\x1b\\link\x1b]8;;\x1b\\\x1b[?2026l\x1b[?25h\x1b[?1049l")
	s.Write([]byte(b.String()))
	s.Lines()
}

// follow feeds the emulator what the program writes, until it ends.
func (t *term) follow(master *os.File) {
	buf := make([]byte, 1<<16)
	var dump *os.File // PTYTIME_DUMP=FILE: each read, its time and its bytes quoted
	if name := os.Getenv("PTYTIME_DUMP"); name != "" {
		dump, _ = os.Create(name)
		defer dump.Close()
	}
	start := time.Now()
	for {
		n, err := master.Read(buf)
		if n > 0 && dump != nil {
			fmt.Fprintf(dump, "%.2f ms %q\n", float64(time.Since(start).Microseconds())/1000, buf[:n])
		}
		if n > 0 {
			t.mu.Lock()
			t.screen.Write(buf[:n])
			t.last = time.Now()
			t.mu.Unlock()
			select {
			case t.changed <- struct{}{}:
			default:
			}
		}
		if err != nil {
			t.mu.Lock()
			t.ended = true
			t.mu.Unlock()
			select {
			case t.changed <- struct{}{}:
			default:
			}
			return
		}
	}
}

// step runs one step of the script; false when it timed out.
func (r *run) step(step string) bool {
	t := r.t
	verb, arg, _ := strings.Cut(step, ":")
	switch verb {
	case "wait":
		return t.waitUntil(func() bool { return holds(t.rows(), arg) }, r.timeout)
	case "rows":
		n, text, _ := strings.Cut(arg, ":")
		want, err := strconv.Atoi(n)
		if err != nil {
			fail(fmt.Errorf("step %q: %v", step, err))
		}
		return t.waitUntil(func() bool { return count(t.rows(), text) >= want }, r.timeout)
	case "exit":
		return t.waitUntil(t.hasEnded, r.timeout)
	case "keys":
		r.master.Write([]byte(unquote(verb, arg)))
	case "press":
		before := strings.Join(t.rows(), "\n")
		r.master.Write([]byte(unquote(verb, arg)))
		return t.waitUntil(func() bool { return strings.Join(t.rows(), "\n") != before }, r.timeout)
	case "pages":
		n, _ := strconv.Atoi(arg)
		for i := 0; i < n; i++ {
			// The whole screen, not its top row: two pages may both start
			// with a blank line (the link-dense document's at lines 817
			// and 864 do), and the wait for the second then timed out.
			before := strings.Join(t.rows(), "\n")
			r.master.Write([]byte(" "))
			if !t.waitUntil(func() bool { return strings.Join(t.rows(), "\n") != before }, r.timeout) {
				return false
			}
		}
	case "quiet":
		d, err := time.ParseDuration(arg)
		if err != nil {
			fail(err)
		}
		t.waitUntil(func() bool { return t.quietFor() >= d }, r.timeout)
	case "mark":
		fmt.Printf("%.2f\n", float64(time.Since(r.mark).Microseconds())/1000)
		r.mark = time.Now()
	case "reset":
		r.mark = time.Now()
	case "rss":
		fmt.Printf("%.1f\n", rssMB(r.cmd.Process.Pid))
	default:
		fail(fmt.Errorf("unknown step %q", step))
	}
	return true
}

// unquote reads a keys: or press: step's Go-escaped text.
func unquote(verb, arg string) string {
	keys, err := strconv.Unquote(`"` + arg + `"`)
	if err != nil {
		fail(fmt.Errorf("%s:%s: %v", verb, arg, err))
	}
	return keys
}

// count is how many rows hold text.
func count(rows []string, text string) int {
	n := 0
	for _, r := range rows {
		if strings.Contains(r, text) {
			n++
		}
	}
	return n
}

func holds(rows []string, text string) bool {
	for _, r := range rows {
		if strings.Contains(r, text) {
			return true
		}
	}
	return false
}

// rssMB reads VmRSS from /proc: resident memory, anonymous and file-backed
// (lwl reads files with pread, so it maps none; less neither).
func rssMB(pid int) float64 {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return -1
	}
	for _, line := range strings.Split(string(b), "\n") {
		if f := strings.Fields(line); len(f) >= 2 && f[0] == "VmRSS:" {
			kb, _ := strconv.Atoi(f[1])
			return float64(kb) / 1024
		}
	}
	return -1
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "ptytime:", err)
	os.Exit(1)
}
