package commands

import (
	"os"
	"os/exec"
	"testing"
)

// run's command says "Running" while it runs, then its first line of
// output, or its status as an error when it failed; esc stops those still
// running and names them.
func TestRunStatusWords(t *testing.T) {
	h := newFakeHost(t)
	c := New(h)
	c.Run("echo saved; echo more", nil)
	if h.msg != "Running: echo saved; echo more" {
		t.Errorf("while it runs: %q", h.msg)
	}
	h.until("its line", func() bool { return h.msg == "saved" })
	c.Run("echo no such folder >&2; exit 2", nil)
	h.until("its error", func() bool { return h.err != "" })
	if h.err != "no such folder (exit status 2)" {
		t.Errorf("a failure: %q", h.err)
	}
	pid := pidFile(t)
	c.Run("echo $$ > "+pid+"; exec sleep 100", nil)
	p := readPID(t, pid)
	if !c.StopRuns() || h.msg != "Stopped: echo $$ > "+pid+"; exec sleep 100" {
		t.Errorf("esc: %q", h.msg)
	}
	waitGone(t, p, "run's command after esc")
	h.until("the end said nothing", func() bool { return true })
	if c.StopRuns() {
		t.Error("nothing runs, yet something stopped")
	}
	if h.err != "" || h.msg != "Stopped: echo $$ > "+pid+"; exec sleep 100" {
		t.Errorf("a stopped command's end said %q %q", h.msg, h.err)
	}
}

// The > command's status: "" when it succeeded, else its exit status;
// running has its process while it runs, then nil.
func TestRunInTerminalStatus(t *testing.T) {
	tty, err := os.OpenFile(os.DevNull, os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer tty.Close()
	var seen []*os.Process
	running := func(p *os.Process) { seen = append(seen, p) }
	if s := RunInTerminal(tty, "true", nil, running); s != "" {
		t.Errorf("true: %q", s)
	}
	if len(seen) != 2 || seen[0] == nil || seen[1] != nil {
		t.Errorf("running saw %v, want the process then nil", seen)
	}
	if s := RunInTerminal(tty, "exit 3", nil, running); s != " exit status 3" {
		t.Errorf("exit 3: %q", s)
	}
	if s := RunInTerminal(tty, "kill -TERM $$", nil, running); s != " killed by signal 15 (terminated)" {
		t.Errorf("killed: %q", s)
	}
}

// A browser runs without a shell: one killed by a signal says so as a >
// command does; one that cannot start is not started, so the next is tried.
func TestRunOnTerminalArgv(t *testing.T) {
	tty, err := os.OpenFile(os.DevNull, os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer tty.Close()
	running := func(*os.Process) {}
	s, started := RunOnTerminal(tty, exec.Command("/bin/sh", "-c", "kill -TERM $$"), running)
	if !started || s != " killed by signal 15 (terminated)" {
		t.Errorf("killed: %q, started %v", s, started)
	}
	if _, started := RunOnTerminal(tty, exec.Command("/nonexistent/browser"), running); started {
		t.Error("a missing program started")
	}
}
