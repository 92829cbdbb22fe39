//go:build linux

package e2e

// less's environment and less's flags: LESS read when LWL is not set, as
// git and systemd set it, and the less flags lwl implements or accepts.

import (
	"bytes"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// LESS=FRX (git's) on a short text: printed, lwl exits 0 at once, no
// alternate screen; under git too.
func TestE2ELessEnvGit(t *testing.T) {
	f := flagsFile(t, "short.txt", "one\ntwo\nthree\n")
	h := startWith(t, startOpts{env: flagsEnv(t, "LESS=FRX")}, f)
	if code := h.wait(t); code != 0 {
		t.Fatalf("exit code %d, want 0", code)
	}
	if bytes.Contains(h.rawOutput(), []byte(altScreen)) {
		t.Errorf("LESS=FRX on a short text entered the alternate screen")
	}
	if got := h.screenLines()[:3]; strings.Join(got, ",") != "one,two,three" {
		t.Errorf("screen %q, want the three lines", got)
	}

	git, err := exec.LookPath("git")
	if err != nil {
		t.Skip("no git")
	}
	repo := t.TempDir()
	for _, args := range [][]string{{"init", "-q"}, {"-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "--allow-empty", "-m", "first commit"}} {
		cmd := exec.Command(git, args...)
		cmd.Dir = repo
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v %s", args, err, out)
		}
	}
	// git sets LESS=FRX itself when it is not set
	g := startWith(t, startOpts{prog: git, dir: repo, env: flagsEnv(t, "GIT_PAGER="+lwlBin)}, "log", "--oneline", "-3")
	if code := g.wait(t); code != 0 {
		t.Fatalf("git log exit code %d, want 0", code)
	}
	if bytes.Contains(g.rawOutput(), []byte(altScreen)) || !strings.Contains(g.screen(), "first commit") {
		t.Errorf("git log with GIT_PAGER=lwl: alternate screen or no log; screen:\n%s", g.screen())
	}
}

// LESS=FRSXMK (systemd's) on a long text: lwl pages it, long lines
// chopped (-S); -+S on the command line takes -S back.
func TestE2ELessEnvSystemd(t *testing.T) {
	f := flagsFile(t, "long.txt", strings.Repeat("x", 200)+"\n"+numberedLines(100))
	h := startWith(t, startOpts{env: flagsEnv(t, "LESS=FRSXMK")}, f)
	h.waitRow(t, 1, "line 1 right below the chopped line", func(r string) bool { return r == "line 1" })
	if !h.inAltScreen() {
		t.Errorf("a long text under LESS=FRSXMK did not page")
	}
	quitNoInit(t, h)

	w := startWith(t, startOpts{env: flagsEnv(t, "LESS=FRSXMK")}, "-+S", f)
	w.waitRow(t, 2, "line 1 below the wrapped line", func(r string) bool { return r == "line 1" })
	quitNoInit(t, w)
}

// quitNoInit presses q on an lwl run with -X, which leaves its last
// screen in the terminal.
func quitNoInit(t *testing.T, h *termHandle) {
	t.Helper()
	h.typeKeys("q")
	if code := h.wait(t); code != 0 {
		t.Errorf("exit code %d after q, want 0", code)
	}
}

// -p, -j, -x, -s, --header, -M: each does what less does with it.
func TestE2ELessFlags(t *testing.T) {
	lines := numberedLines(200)
	f := flagsFile(t, "lines.txt", lines)
	t.Run("-p", func(t *testing.T) {
		h := start(t, "-p", "line 150", f)
		h.waitRow(t, 0, "the match on top", func(r string) bool { return r == "line 150" })
		quit(t, h)
	})
	t.Run("-j5", func(t *testing.T) {
		h := start(t, "-j5", "-pline 150", f)
		h.waitRow(t, 4, "the match on row 5", func(r string) bool { return r == "line 150" })
		quit(t, h)
	})
	t.Run("-x4", func(t *testing.T) {
		tabs := flagsFile(t, "tabs.txt", "a\tb\n")
		h := start(t, "-x4", tabs)
		h.waitRow(t, 0, "b at column 5", func(r string) bool { return r == "a   b" })
		quit(t, h)
	})
	t.Run("-s", func(t *testing.T) {
		blank := flagsFile(t, "blank.txt", "a\n\n\n\n\nb\n")
		h := start(t, "-s", blank)
		h.waitRow(t, 2, "b after one blank row", func(r string) bool { return r == "b" })
		quit(t, h)
	})
	t.Run("--header=1", func(t *testing.T) {
		h := start(t, "--header=1", f)
		h.waitStatus(t, "lines.txt")
		h.typeKeys(" ")
		// 39 rows of text: the header's 1 and a page of 38 below it
		h.waitRow(t, 1, "the next page below the header", func(r string) bool { return r == "line 40" })
		if r := h.row(0); r != "line 1" {
			t.Errorf("row 0 %q, want the header line 1", r)
		}
		quit(t, h)
	})
	t.Run("-M and others", func(t *testing.T) {
		h := start(t, "-MmqgaciL", "--incsearch", "--use-color", "-#8", "-Dd+r", f)
		h.waitRow(t, 0, "line 1", func(r string) bool { return r == "line 1" })
		quit(t, h)
	})
}

// -E quits when a forward scroll reaches the end, -e at the next one.
func TestE2ELessQuitAtEOF(t *testing.T) {
	f := flagsFile(t, "lines.txt", numberedLines(60))
	h := start(t, "-E", f)
	h.waitRow(t, 0, "line 1", func(r string) bool { return r == "line 1" })
	h.typeKeys(" ")
	if code := h.wait(t); code != 0 {
		t.Errorf("-E: exit code %d", code)
	}

	e := start(t, "-e", f)
	e.waitRow(t, 0, "line 1", func(r string) bool { return r == "line 1" })
	e.typeKeys(" ")
	e.waitStatus(t, "100%")
	e.typeKeys(" ")
	if code := e.wait(t); code != 0 {
		t.Errorf("-e: exit code %d", code)
	}
}

// +F follows a file that grows.
func TestE2ELessFollowStart(t *testing.T) {
	f := flagsFile(t, "grow.log", numberedLines(50))
	h := start(t, "+F", f)
	h.waitRow(t, -2, "the last line", func(r string) bool { return r == "line 50" })
	fh, err := os.OpenFile(f, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	fh.WriteString("appended later\n")
	fh.Close()
	h.waitRow(t, -2, "the appended line", func(r string) bool { return r == "appended later" })
	h.typeKeys("x") // stops following
	h.waitStatus(t, "Stopped following")
	quit(t, h)
}

// A flag neither lwl nor less knows: named, exit 2; in LESS, passed over.
func TestE2ELessUnknownFlag(t *testing.T) {
	f := flagsFile(t, "a.txt", "a\n")
	out, errOut, code := runPlain(t, nil, "-MZ", f)
	if want := "lwl: -Z (in -MZ): unknown flag (lwl --help lists the flags lwl knows)\n"; code != 2 || string(errOut) != want || len(out) != 0 {
		t.Errorf("-MZ: exit %d, stderr %q; want 2, %q", code, errOut, want)
	}
	out, errOut, code = runPlainEnv(t, nil, []string{"LESS=-Z --bogus -x0"}, f)
	if code != 0 || len(errOut) != 0 || string(out) != "a\n" {
		t.Errorf("LESS with unknown flags: exit %d, stderr %q, stdout %q", code, errOut, out)
	}
}
