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
	"syscall"
	"time"

	"lwl/internal/ptytest"
	"lwl/internal/vt"
)

type steps []string

func (s *steps) String() string     { return strings.Join(*s, " ") }
func (s *steps) Set(v string) error { *s = append(*s, v); return nil }

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
			fmt.Fprintf(os.Stderr, "ptytime: step %q timed out on this screen:\n%s\n", step, strings.Join(r.t.Lines(), "\n"))
			return
		}
	}
}

// run is the program on its pseudo-terminal, and the script's clock.
type run struct {
	cmd     *exec.Cmd
	t       *ptytest.Terminal
	timeout time.Duration
	mark    time.Time // when the program started, or the last mark
}

// start runs args on a new cols x rows pseudo-terminal, its output followed
// by a VT emulator.
func start(cols, rows int, args []string) (*run, error) {
	master, tty, err := ptytest.Open(cols, rows)
	if err != nil {
		return nil, err
	}
	defer tty.Close() // the program has its own copy
	cmd := exec.Command(args[0], args[1:]...)
	cmd.Env = append(os.Environ(), "TERM=xterm-256color")
	warmUp(cols, rows)
	r := &run{cmd: cmd, mark: time.Now()}
	if err := ptytest.StartOn(cmd, tty); err != nil {
		return nil, err
	}
	// The emulator alone keeps the output: a benchmark reads many screens.
	r.t = ptytest.Follow(master, ptytest.Options{Cols: cols, Rows: rows, Discard: true, Tap: dumper()})
	return r, nil
}

// dumper is PTYTIME_DUMP=FILE: each read from the terminal written to
// FILE, quoted, with its time since the start; nil without it.
func dumper() func([]byte) {
	name := os.Getenv("PTYTIME_DUMP")
	if name == "" {
		return nil
	}
	dump, err := os.Create(name)
	if err != nil {
		fail(err)
	}
	start := time.Now()
	return func(b []byte) {
		fmt.Fprintf(dump, "%.2f ms %q\n", float64(time.Since(start).Microseconds())/1000, b)
	}
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

// step runs one step of the script; false when it timed out.
func (r *run) step(step string) bool {
	t := r.t
	verb, arg, _ := strings.Cut(step, ":")
	screen := func() string { return strings.Join(t.Lines(), "\n") }
	changed := func(before string) func() bool { return func() bool { return screen() != before } }
	switch verb {
	case "wait":
		return t.Wait(func() bool { return holds(t.Lines(), arg) }, r.timeout)
	case "rows":
		n, text, _ := strings.Cut(arg, ":")
		want, err := strconv.Atoi(n)
		if err != nil {
			fail(fmt.Errorf("step %q: %v", step, err))
		}
		return t.Wait(func() bool { return count(t.Lines(), text) >= want }, r.timeout)
	case "exit":
		return t.Wait(t.Ended, r.timeout)
	case "keys":
		t.Type(unquote(verb, arg))
	case "press":
		before := screen()
		t.Type(unquote(verb, arg))
		return t.Wait(changed(before), r.timeout)
	case "pages":
		n, _ := strconv.Atoi(arg)
		for i := 0; i < n; i++ {
			// The whole screen, not its top row: two pages may both start
			// with a blank line (the link-dense document's at lines 817
			// and 864 do), and a wait on the top row would never end.
			before := screen()
			t.Type(" ")
			if !t.Wait(changed(before), r.timeout) {
				return false
			}
		}
	case "quiet":
		d, err := time.ParseDuration(arg)
		if err != nil {
			fail(err)
		}
		t.Wait(func() bool { return t.QuietFor() >= d }, r.timeout)
	case "mark":
		fmt.Printf("%.2f\n", float64(time.Since(r.mark).Microseconds())/1000)
		r.mark = time.Now()
	case "reset":
		r.mark = time.Now()
	case "rss":
		fmt.Printf("%.1f\n", statusMB(r.cmd.Process.Pid, "VmRSS:"))
	case "peak":
		fmt.Printf("%.1f\n", statusMB(r.cmd.Process.Pid, "VmHWM:"))
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

// statusMB reads a memory figure from /proc/PID/status: VmRSS, resident
// memory now, anonymous and file-backed (lwl reads files with pread, so it
// maps none; less neither); VmHWM, the most it has been resident since it
// started.
func statusMB(pid int, field string) float64 {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return -1
	}
	for _, line := range strings.Split(string(b), "\n") {
		if f := strings.Fields(line); len(f) >= 2 && f[0] == field {
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
