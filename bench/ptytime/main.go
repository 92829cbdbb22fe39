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
//	keys:TEXT    type TEXT (Go escapes: \r is Enter, \x1b is Esc)
//	press:TEXT   type TEXT, then wait until the screen changes
//	pages:N      N times: Space, then wait for the top row to change
//	quiet:DUR    until nothing was written for DUR (e.g. 300ms)
//	mark         print the milliseconds since the start or the last mark
//	reset        start timing from now, printing nothing
//	rss          print the program's resident memory in MB
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
}

func (t *term) rows() []string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.screen.Lines()
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
	master, slave, err := pty.Open()
	if err != nil {
		fail(err)
	}
	if err := pty.Setsize(master, &pty.Winsize{Rows: uint16(*rows), Cols: uint16(*cols)}); err != nil {
		fail(err)
	}
	cmd := exec.Command(flag.Arg(0), flag.Args()[1:]...)
	cmd.Env = append(os.Environ(), "TERM=xterm-256color")
	cmd.Stdin, cmd.Stdout, cmd.Stderr = slave, slave, slave
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true, Setctty: true, Ctty: 0}
	t := &term{screen: vt.New(*cols, *rows), changed: make(chan struct{}, 1)}
	start := time.Now()
	if err := cmd.Start(); err != nil {
		fail(err)
	}
	slave.Close()
	go func() {
		buf := make([]byte, 1<<16)
		for {
			n, err := master.Read(buf)
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
				return
			}
		}
	}()
	defer func() {
		cmd.Process.Signal(syscall.SIGTERM)
		cmd.Wait()
	}()

	mark := start
	for _, step := range script {
		verb, arg, _ := strings.Cut(step, ":")
		switch verb {
		case "wait":
			if !t.waitUntil(func() bool { return holds(t.rows(), arg) }, *timeout) {
				fmt.Println("timeout")
				return
			}
		case "keys":
			keys, err := strconv.Unquote(`"` + arg + `"`)
			if err != nil {
				fail(fmt.Errorf("keys:%s: %v", arg, err))
			}
			master.Write([]byte(keys))
		case "press":
			keys, err := strconv.Unquote(`"` + arg + `"`)
			if err != nil {
				fail(fmt.Errorf("press:%s: %v", arg, err))
			}
			before := strings.Join(t.rows(), "\n")
			master.Write([]byte(keys))
			if !t.waitUntil(func() bool { return strings.Join(t.rows(), "\n") != before }, *timeout) {
				fmt.Println("timeout")
				return
			}
		case "pages":
			n, _ := strconv.Atoi(arg)
			for i := 0; i < n; i++ {
				top := t.rows()[0]
				master.Write([]byte(" "))
				if !t.waitUntil(func() bool { return t.rows()[0] != top }, *timeout) {
					fmt.Println("timeout")
					return
				}
			}
		case "quiet":
			d, err := time.ParseDuration(arg)
			if err != nil {
				fail(err)
			}
			t.waitUntil(func() bool { return t.quietFor() >= d }, *timeout)
		case "mark":
			fmt.Printf("%.2f\n", float64(time.Since(mark).Microseconds())/1000)
			mark = time.Now()
		case "reset":
			mark = time.Now()
		case "rss":
			fmt.Printf("%.1f\n", rssMB(cmd.Process.Pid))
		default:
			fail(fmt.Errorf("unknown step %q", step))
		}
	}
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
