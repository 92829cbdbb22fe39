//go:build linux

package ptytest

import (
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// run starts sh -c script on a 40x10 terminal and waits until it and all
// it started closed the terminal.
func run(t *testing.T, script string, cmd *exec.Cmd) *Terminal {
	t.Helper()
	if cmd == nil {
		cmd = exec.Command("sh", "-c", script)
	}
	master, err := Start(cmd, 40, 10)
	if err != nil {
		t.Fatal(err)
	}
	term := Follow(master, Options{Cols: 40, Rows: 10})
	t.Cleanup(func() { term.Close() })
	select {
	case <-term.Closed():
	case <-time.After(5 * time.Second):
		cmd.Process.Kill()
		t.Fatalf("%q did not close the terminal; output %q", script, term.Output())
	}
	cmd.Wait()
	return term
}

func TestRestoredAfterAWellBehavedProgram(t *testing.T) {
	term := run(t, `printf '\033[?1049hon the alternate screen\033[?1049l\033[?25h'`, nil)
	if err := term.Restored(); err != nil {
		t.Errorf("Restored: %v", err)
	}
	if !strings.Contains(string(term.Output()), "on the alternate screen") {
		t.Errorf("the output was not kept: %q", term.Output())
	}
	if s := strings.Join(term.Lines(), ""); s != "" {
		t.Errorf("the main screen shows %q, want it empty", s)
	}
}

// Each way of leaving the terminal wrong is named.
func TestRestoredNamesWhatIsWrong(t *testing.T) {
	for _, c := range []struct{ script, want string }{
		{`printf 'no screen'`, "never entered"},
		{`printf '\033[?1049h'`, "does not end by leaving"},
		{`printf '\033[?1049h\033[?1049lleft over'`, "text was written after"},
		{`stty raw -echo; printf '\033[?1049h\033[?1049l'`, "left raw"},
	} {
		err := run(t, c.script, nil).Restored()
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: Restored = %v, want %q", c.script, err, c.want)
		}
	}
}

func TestStartSizesTheTerminal(t *testing.T) {
	term := run(t, "stty size", nil)
	if got := strings.TrimSpace(string(term.Output())); got != "10 40" {
		t.Errorf("stty size: %q, want 10 40", got)
	}
}

// A program reading a pipe still has the terminal, on its stdout.
func TestStartWithStdinTaken(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	w.Close()
	cmd := exec.Command("sh", "-c", `[ -t 0 ] || echo stdin-pipe; [ -t 1 ] && echo stdout-tty`)
	cmd.Stdin = r
	out := string(run(t, "", cmd).Output())
	for _, want := range []string{"stdin-pipe", "stdout-tty"} {
		if !strings.Contains(out, want) {
			t.Errorf("output %q lacks %q", out, want)
		}
	}
}

func TestResizeSignalsTheProgram(t *testing.T) {
	cmd := exec.Command("sh", "-c", `trap 'stty size; exit' WINCH; echo ready; while :; do sleep 0.01; done`)
	master, err := Start(cmd, 40, 10)
	if err != nil {
		t.Fatal(err)
	}
	term := Follow(master, Options{Cols: 40, Rows: 10})
	defer term.Close()
	defer cmd.Wait()
	defer cmd.Process.Kill()
	if !term.Wait(func() bool { return strings.Contains(string(term.Output()), "ready") }, 5*time.Second) {
		t.Fatalf("no ready: %q", term.Output())
	}
	if err := term.Resize(50, 12); err != nil {
		t.Fatal(err)
	}
	if !term.Wait(func() bool { return strings.Contains(string(term.Output()), "12 50") }, 5*time.Second) {
		t.Fatalf("no new size after Resize: %q", term.Output())
	}
}
