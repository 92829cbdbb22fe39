//go:build linux

package e2e

// End-to-end tests of lwl's life cycle: it never hangs, and
// every way it ends or pauses gives the terminal back. The two deadlocks
// are loops, since each run hits them only now and then.
//
// Run them with `go test -count=1 -run E2ELife -v .`.

import (
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"golang.org/x/sys/unix"

	"lwl/internal/ptytest"
)

// lifeTimeout is how long a run may take to end before it counts as hung
// (on a loaded machine; a hang is for ever).
const lifeTimeout = 5 * time.Second

// waitExit waits up to lifeTimeout for lwl to exit and returns its exit
// code; a run that does not end fails the test as a hang.
func waitExit(t *testing.T, h *termHandle, what string) int {
	t.Helper()
	select {
	case <-h.exited:
	case <-time.After(lifeTimeout):
		pid := h.cmd.Process.Pid
		cmdline, _ := os.ReadFile(fmt.Sprintf("/proc/%d/cmdline", pid))
		t.Fatalf("%s: lwl hung (no exit within %v; process %q in state %q); the output's end:\n%q\nscreen:\n%s",
			what, lifeTimeout, cmdline, procState(t, pid), tail(h.rawOutput(), 300), h.screen())
	}
	select {
	case <-h.term.Closed():
	case <-time.After(lifeTimeout):
		t.Fatalf("%s: the terminal was not closed within %v of lwl's exit", what, lifeTimeout)
	}
	return exitCode(h.waitErr)
}

// resizes changes the terminal's size n times in quick succession and
// back to where it was.
func resizes(h *termHandle, n int) {
	for i := 0; i < n; i++ {
		h.resize(e2eCols-10*(i%2+1), e2eRows-3*(i%2+1))
	}
	h.resize(e2eCols, e2eRows)
}

// Resizes just before q, a command or exec. tcell's resize goroutine must
// not wait for the UI loop while the UI loop waits for it in Stop or
// Suspend: a hang there shows in one run in twenty, hence the loop.
func TestE2ELifeResizeThenQuit(t *testing.T) {
	runs := 100
	if testing.Short() {
		runs = 10
	}
	for i := 0; i < runs; i++ {
		h := start(t, currentMD)
		h.waitStatus(t, currentMD, "line 1")
		resizes(h, 4)
		h.typeKeys("q")
		if code := waitExit(t, h, fmt.Sprintf("run %d", i)); code != 0 {
			t.Fatalf("run %d: exit code %d after q, want 0", i, code)
		}
		h.checkRestored(t)
		if t.Failed() {
			t.Fatalf("run %d: the terminal was not restored", i)
		}
	}
}

// The same, with a command (>) and exec (!) started right after the
// resizes.
func TestE2ELifeResizeThenCommand(t *testing.T) {
	runs := 20
	if testing.Short() {
		runs = 4
	}
	for i := 0; i < runs; i++ {
		b := newLinkBox(t, true)
		b.put(t, "testdata/urls", "urls")
		h := startIn(t, b, startOpts{}, "urls")
		h.waitStatus(t, "urls", "line 1")
		mode := ">"
		if i%2 == 1 {
			mode = "!"
		}
		h.typeKeys(mode + "true")
		h.waitStatus(t, mode+"true")
		resizes(h, 4)
		h.typeKeys("\r")
		if mode == ">" {
			waitTerminated(t, h, 0)
			h.typeKeys("q") // resumes
			h.waitStatus(t, "urls", "line 1")
			resizes(h, 4)
			h.typeKeys("q")
		}
		if code := waitExit(t, h, fmt.Sprintf("run %d (%s)", i, mode)); code != 0 {
			t.Fatalf("run %d (%s): exit code %d, want 0", i, mode, code)
		}
		h.checkRestored(t)
		if t.Failed() {
			t.Fatalf("run %d: the terminal was not restored", i)
		}
	}
}

// A signal while hundreds of keys wait: tview's Stop holds its lock while
// tcell waits for input goroutines blocked on a full event queue, which
// only tview drains; lwl must drain it for them, or it hangs.
func TestE2ELifeSignalAfterKeyBurst(t *testing.T) {
	runs := 10
	if testing.Short() {
		runs = 2
	}
	burst := strings.Repeat("j", 500)
	for i := 0; i < runs; i++ {
		sig := []syscall.Signal{syscall.SIGTERM, syscall.SIGHUP}[i%2]
		h := start(t, "testdata/e2e/longlines.txt")
		h.waitStatus(t, "line 1 ")
		h.typeKeys(burst)
		time.Sleep(time.Duration(i%3) * 5 * time.Millisecond)
		if err := h.cmd.Process.Signal(sig); err != nil {
			t.Fatal(err)
		}
		if code := waitExit(t, h, fmt.Sprintf("run %d (%v)", i, sig)); code != 128+int(sig) {
			t.Fatalf("run %d: exit code %d after %v, want %d", i, code, sig, 128+int(sig))
		}
		// Keys still on their way when lwl ended are echoed by the
		// terminal, cooked again.
		h.checkRestoredThenEchoed(t)
		if t.Failed() {
			t.Fatalf("run %d (%v): the terminal was not restored", i, sig)
		}
	}
}

// Every signal that ends lwl gives the terminal back.
func TestE2ELifeEndingSignals(t *testing.T) {
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGQUIT, syscall.SIGTERM, syscall.SIGHUP, syscall.SIGSYS} {
		t.Run(sig.String(), func(t *testing.T) {
			h := start(t, currentMD)
			h.waitStatus(t, currentMD, "line 1")
			if err := h.cmd.Process.Signal(sig); err != nil {
				t.Fatal(err)
			}
			if code := waitExit(t, h, sig.String()); code != 128+int(sig) {
				t.Errorf("exit code %d, want %d", code, 128+int(sig))
			}
			h.checkRestored(t)
		})
	}
}

// procState is the state letter of process pid (R, S, T for stopped...).
func procState(t *testing.T, pid int) byte {
	t.Helper()
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0
	}
	s := string(data)
	i := strings.LastIndexByte(s, ')')
	if i < 0 || i+2 >= len(s) {
		return 0
	}
	return s[i+2]
}

// waitState waits until process pid is in state want.
func waitState(t *testing.T, pid int, want byte) {
	t.Helper()
	deadline := time.Now().Add(e2eTimeout)
	for procState(t, pid) != want {
		if time.Now().After(deadline) {
			t.Fatalf("process %d is in state %q, want %q", pid, procState(t, pid), want)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// childOf is the one child process of pid, waiting for it to appear.
func childOf(t *testing.T, pid int) int {
	t.Helper()
	deadline := time.Now().Add(e2eTimeout)
	for {
		data, _ := os.ReadFile(fmt.Sprintf("/proc/%d/task/%d/children", pid, pid))
		if f := strings.Fields(string(data)); len(f) > 0 {
			c, err := strconv.Atoi(f[0])
			if err == nil {
				return c
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("process %d started no child", pid)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// isRaw tells whether the terminal is in raw mode (no line editing, no echo).
func isRaw(t *testing.T, h *termHandle) bool {
	tio := h.termios(t)
	return tio.Lflag&(syscall.ICANON|syscall.ECHO) == 0
}

// startInShell runs lwl with args from an interactive bash with job
// control, as a user would, and returns the terminal and lwl's pid.
func startInShell(t *testing.T, args ...string) (*termHandle, int) {
	t.Helper()
	h := startShell(t)
	quoted := []string{lwlBin}
	for _, a := range args {
		quoted = append(quoted, "'"+a+"'")
	}
	h.typeKeys(strings.Join(quoted, " ") + "\r")
	return h, childOf(t, h.cmd.Process.Pid)
}

// startShell runs an interactive bash with job control on the terminal
// and waits for its prompt.
func startShell(t *testing.T) *termHandle {
	t.Helper()
	bash, err := lookBash()
	if err != nil {
		t.Skip("no bash:", err)
	}
	env := append(lwlEnv(t), "PS1=$ ", "PS2=> ", "HISTFILE=/dev/null")
	// Without line editing bash leaves the terminal cooked at its prompt.
	h := startWith(t, startOpts{prog: bash, env: env}, "--norc", "--noprofile", "--noediting", "-i")
	h.waitFor(t, "the shell's prompt", func(s string) bool { return strings.Contains(s, "$") }, e2eTimeout)
	return h
}

// quitFromShell waits for lwl (pid) to be gone after q and checks that
// it left the terminal restored for the shell.
func quitFromShell(t *testing.T, h *termHandle, pid int) {
	t.Helper()
	deadline := time.Now().Add(e2eTimeout)
	for st := procState(t, pid); st != 0 && st != 'Z'; st = procState(t, pid) {
		if time.Now().After(deadline) {
			t.Fatalf("lwl (%d) did not end after q", pid)
		}
		time.Sleep(5 * time.Millisecond)
	}
	// lwl's last bytes may still be on their way to the emulator.
	for h.inAltScreen() || isRaw(t, h) {
		if time.Now().After(deadline) {
			t.Errorf("after q the terminal is not restored (alternate screen %v, raw %v)", h.inAltScreen(), isRaw(t, h))
			return
		}
		time.Sleep(5 * time.Millisecond)
	}
}

func lookBash() (string, error) {
	for _, p := range []string{"/bin/bash", "/usr/bin/bash"} {
		if _, err := os.Stat(p); err == nil {
			return p, nil
		}
	}
	return "", os.ErrNotExist
}

// sameDocumentRows tells whether a screen shows the rows of want but the
// status bar, and a status bar of lwl's.
func sameDocumentRows(want string) func(string) bool {
	w := strings.Split(want, "\n")
	return func(s string) bool {
		l := strings.Split(s, "\n")
		return len(l) == len(w) && strings.Join(l[:len(l)-1], "\n") == strings.Join(w[:len(w)-1], "\n") &&
			strings.HasPrefix(l[len(l)-1], ":") && strings.Contains(l[len(l)-1], " line ")
	}
}

// SIGTSTP (the shell's ctrl-z, kill -TSTP) gives the terminal
// back before lwl stops; fg (SIGCONT) takes it again and redraws it all.
func TestE2ELifeSuspendResume(t *testing.T) {
	for _, how := range []string{"kill -TSTP", "ctrl-z"} {
		t.Run(how, func(t *testing.T) { suspendResume(t, how == "ctrl-z") })
	}
}

// suspendResume stops lwl twice, by ctrl-z typed or by SIGTSTP sent, and
// brings it back with the shell's fg.
func suspendResume(t *testing.T, typed bool) {
	h, pid := startInShell(t, currentMD)
	h.waitStatus(t, currentMD, "line 1")
	h.typeKeys("5j")
	h.waitStatus(t, "line 6 ")
	want := h.screen()

	for round := 0; round < 2; round++ {
		if typed {
			h.typeKeys("\x1a")
		} else if err := syscall.Kill(pid, syscall.SIGTSTP); err != nil {
			t.Fatal(err)
		}
		waitState(t, pid, 'T')
		h.waitFor(t, "the shell's report", func(s string) bool { return strings.Contains(s, "Stopped") }, e2eTimeout)
		if h.inAltScreen() {
			t.Errorf("round %d: lwl stopped with the alternate screen up", round)
		}
		if isRaw(t, h) {
			t.Errorf("round %d: lwl stopped with the terminal raw", round)
		}
		h.typeKeys("fg\r")
		h.waitFor(t, "lwl's screen again", sameDocumentRows(want), e2eTimeout)
		if !h.inAltScreen() || !isRaw(t, h) {
			t.Errorf("round %d: after fg lwl is not in raw mode on the alternate screen", round)
		}
		// Keys reach lwl again.
		h.typeKeys("j")
		h.waitStatus(t, "line 7 ")
		h.typeKeys("k")
		h.waitStatus(t, "line 6 ")
	}
	h.typeKeys("q")
	quitFromShell(t, h, pid)
	h.typeKeys("exit\r")
	waitExit(t, h, "bash")
}

// SIGCONT after a stop lwl could not see (SIGSTOP, during which the shell
// put the terminal back to cooked mode) re-enters raw mode and redraws.
func TestE2ELifeContinueAfterStop(t *testing.T) {
	h, pid := startInShell(t, currentMD)
	h.waitStatus(t, currentMD, "line 1")
	// A stop in the middle of a frame can leave an escape sequence open
	// that swallows the shell's report; lwl redraws all after fg anyway.
	h.waitQuiet(t, 300*time.Millisecond)
	want := h.screen()
	if err := syscall.Kill(pid, syscall.SIGSTOP); err != nil {
		t.Fatal(err)
	}
	waitState(t, pid, 'T')
	h.waitFor(t, "the shell's report", func(s string) bool { return strings.Contains(s, "Stopped") }, e2eTimeout)
	h.typeKeys("fg\r")
	h.waitFor(t, "lwl's screen again", sameDocumentRows(want), e2eTimeout)
	deadline := time.Now().Add(e2eTimeout)
	for !isRaw(t, h) {
		if time.Now().After(deadline) {
			t.Fatalf("after fg the terminal is not raw")
		}
		time.Sleep(5 * time.Millisecond)
	}
	h.typeKeys("j")
	h.waitStatus(t, "line 2 ")
	h.typeKeys("q")
	quitFromShell(t, h, pid)
	h.typeKeys("exit\r")
	waitExit(t, h, "bash")
}

// SIGTSTP while "[process terminated]" waits for a key: the terminal is
// cooked while lwl is stopped, raw again for the key after fg.
func TestE2ELifeSuspendWaitingForKey(t *testing.T) {
	h, pid := startInShell(t, "testdata/urls")
	h.waitStatus(t, "urls", "line 1")
	fork(t, h, "true")
	if err := syscall.Kill(pid, syscall.SIGTSTP); err != nil {
		t.Fatal(err)
	}
	waitState(t, pid, 'T')
	h.waitFor(t, "the shell's report", func(s string) bool { return strings.Contains(s, "Stopped") }, e2eTimeout)
	if isRaw(t, h) {
		t.Errorf("lwl stopped with the terminal raw")
	}
	h.typeKeys("fg\r")
	deadline := time.Now().Add(e2eTimeout)
	for !isRaw(t, h) {
		if time.Now().After(deadline) {
			t.Fatal("after fg the wait for a key did not take the terminal raw again")
		}
		time.Sleep(5 * time.Millisecond)
	}
	h.typeKeys("x")
	h.waitFor(t, "lwl's screen back", func(string) bool { return h.inAltScreen() }, e2eTimeout)
	h.waitStatus(t, "urls", "line 1")
	h.typeKeys("q")
	quitFromShell(t, h, pid)
	h.typeKeys("exit\r")
	waitExit(t, h, "bash")
}

// SIGTERM while a > command runs goes on to the command, and
// lwl ends as soon as it does, without waiting for a key.
func TestE2ELifeSignalDuringCommand(t *testing.T) {
	for _, sig := range []syscall.Signal{syscall.SIGTERM, syscall.SIGHUP} {
		t.Run(sig.String(), func(t *testing.T) {
			b, h := startURLs(t, true)
			// The shell notes the signal and ends. Its sleep gets the signal
			// too; the shell's report of that goes to /dev/null, as the
			// terminal must show nothing after lwl's screen.
			typeCommand(t, h, ">", `trap "echo got > got; exit 3" TERM HUP; echo started > started; while :; do sleep 0.05; done 2>/dev/null`)
			deadline := time.Now().Add(e2eTimeout)
			for {
				if _, ok := b.read(t, "started"); ok {
					break
				}
				if time.Now().After(deadline) {
					t.Fatal("the command did not start")
				}
				time.Sleep(10 * time.Millisecond)
			}
			if err := h.cmd.Process.Signal(sig); err != nil {
				t.Fatal(err)
			}
			if code := waitExit(t, h, sig.String()); code != 128+int(sig) {
				t.Errorf("exit code %d, want %d", code, 128+int(sig))
			}
			b.want(t, "got", "got\n")
			h.checkRestored(t)
		})
	}
}

// A signal while lwl waits for a key after a command ends it too.
func TestE2ELifeSignalWaitingForKey(t *testing.T) {
	_, h := startURLs(t, false)
	fork(t, h, "true")
	if err := h.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	if code := waitExit(t, h, "SIGTERM"); code != 143 {
		t.Errorf("exit code %d, want 143", code)
	}
	// The command's end was shown after leaving the alternate screen.
	h.checkRestoredThenEchoed(t)
}

// Keys typed while [process terminated] waits are not lost:
// the first resumes lwl, the rest are acted on.
func TestE2ELifeKeysAfterCommand(t *testing.T) {
	_, h := startURLs(t, false)
	fork(t, h, "true")
	h.typeKeys("xn") // x resumes; n selects the first link
	h.waitFor(t, "lwl back", func(s string) bool { return h.inAltScreen() }, e2eTimeout)
	waitDest(t, h, gbdevURL)
	// An arrow resumes as one key, its bytes not taken for keys.
	fork(t, h, "true")
	h.typeKeys("\x1b[Bn")
	waitDest(t, h, gbdkURL)
	quit(t, h)
}

// A freshly opened pseudo-terminal's settings: what lwl must leave behind.
func pristineTermios(t *testing.T) unix.Termios {
	t.Helper()
	m, s, err := ptytest.Open(e2eCols, e2eRows)
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	defer s.Close()
	tio, err := ptytest.Termios(m)
	if err != nil {
		t.Fatal(err)
	}
	return *tio
}

// The stress test: random keys, resizes and signals for a few seconds,
// then lwl is told to end; it must have ended with the terminal's
// settings exactly as they were.
func TestE2ELifeStress(t *testing.T) {
	want := pristineTermios(t)
	seconds := 4
	if testing.Short() {
		seconds = 1
	}
	keys := []string{"j", "k", "d", "u", " ", "b", "g", "G", "n", "N", "\t", "\x1b[Z", "v", "H",
		"\x7f", "\x0c", "5", "\x1b[A", "\x1b[B", "\x1b[5~", "\x1b[6~", "/li", "\r", "\x1b", "?e\r", "l", "h"}
	sigs := []syscall.Signal{syscall.SIGWINCH, syscall.SIGCONT, syscall.SIGTSTP}
	ends := []syscall.Signal{syscall.SIGTERM, syscall.SIGHUP, syscall.SIGINT, syscall.SIGQUIT}
	seed := uint64(time.Now().UnixNano())
	if s, err := strconv.ParseUint(os.Getenv("LWL_STRESS_SEED"), 10, 64); err == nil {
		seed = s // to replay a failed run
	}
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 1))
	deadline := time.Now().Add(time.Duration(seconds) * time.Second)
	for run := 0; time.Now().Before(deadline); run++ {
		b := newLinkBox(t, false)
		b.put(t, currentMD, "current.md")
		h := startIn(t, b, startOpts{}, "current.md")
		h.waitStatus(t, "current.md", "line 1")
		stop := time.Now().Add(time.Duration(200+rng.IntN(600)) * time.Millisecond)
		for time.Now().Before(stop) {
			switch r := rng.IntN(10); {
			case r < 6:
				h.typeKeys(keys[rng.IntN(len(keys))])
			case r < 8:
				h.resize(20+rng.IntN(130), 5+rng.IntN(45))
			default:
				h.cmd.Process.Signal(sigs[rng.IntN(len(sigs))])
			}
			if rng.IntN(3) == 0 {
				time.Sleep(time.Duration(rng.IntN(20)) * time.Millisecond)
			}
		}
		end := ends[rng.IntN(len(ends))]
		what := fmt.Sprintf("run %d, ended by %v", run, end)
		select {
		case <-h.exited:
			h.wait(t)
			t.Fatalf("run %d: lwl ended before it was told to (exit status %d); output's end:\n%q",
				run, exitCode(h.waitErr), tail(h.rawOutput(), 2000))
		default:
		}
		if err := h.cmd.Process.Signal(end); err != nil {
			t.Fatal(err)
		}
		waitExit(t, h, what)
		if got := h.termios(t); got != want {
			t.Fatalf("%s: the terminal's settings are\n %+v\nwant\n %+v", what, got, want)
		}
		if h.inAltScreen() {
			t.Fatalf("%s: the alternate screen is still up; the output's end:\n%q", what, tail(h.rawOutput(), 600))
		}
	}
}

// ctrl-z stops lwl's whole job (here a sleep writing its pipe), as the
// terminal's ctrl-z would: the shell reports it stopped and gives its
// prompt; before, the sleep ran on and the shell waited for it. Typed at
// the / prompt too, whose line comes back with fg.
func TestE2ELifeSuspendWholeJob(t *testing.T) {
	h := startShell(t)
	h.typeKeys("sleep 30 | '" + lwlBin + "' '" + currentMD + "'\r")
	h.waitStatus(t, currentMD, "line 1")
	h.typeKeys("/abc")
	h.waitRow(t, -1, "the prompt", func(r string) bool { return strings.Contains(r, "/abc") })
	h.typeKeys("\x1a")
	h.waitFor(t, "the shell's report", func(s string) bool { return strings.Contains(s, "Stopped") }, e2eTimeout)
	h.typeKeys("fg\r")
	h.waitRow(t, -1, "the prompt's line again", func(r string) bool { return strings.Contains(r, "/abc") })
	h.typeKeys("\x1b")
	h.waitRow(t, -1, "the prompt left", func(r string) bool { return !strings.Contains(r, "/abc") })
	h.typeKeys("q")
	time.Sleep(100 * time.Millisecond)
	h.typeKeys("\x03") // the sleep, which the shell waits for
	h.waitFor(t, "the shell's prompt again", func(s string) bool { return strings.HasSuffix(strings.TrimRight(s, " \n"), "$") }, e2eTimeout)
	h.typeKeys("exit\r")
	waitExit(t, h, "bash")
}

// TERM or HUP while a > command runs ends the command with all it started,
// not only the shell running it: a `sleep 100` that shell waits for (or
// left in the background) must not outlive lwl in the terminal's
// foreground group. lwl runs from an interactive shell, as a user's does:
// were it the session's leader, the kernel would hang the group up as it
// ended. Ten runs, alternating signals, then a command that ignores the
// signal: it is killed a moment later. Last, the signal goes to lwl's
// whole process group, as the shell sends it when the terminal hangs up:
// the command's shell dies of it first, and a child that ignores it is
// left to another parent.
func TestE2ELifeSignalKillsCommand(t *testing.T) {
	for i := range 16 {
		sig := []syscall.Signal{syscall.SIGTERM, syscall.SIGHUP}[i%2]
		cmd := "sleep 100 & sleep 100; echo after"
		if i >= 10 {
			cmd = `trap "" TERM HUP; sleep 100 & sleep 100; echo after`
		}
		toGroup, shellFirst := i == 12 || i == 13, i >= 14
		if toGroup || shellFirst {
			cmd = `sh -c 'trap "" TERM HUP; sleep 100 & sleep 100'; echo after`
		}
		how := map[bool]string{true: " to the group"}[toGroup] + map[bool]string{true: " the shell first"}[shellFirst]
		t.Run(fmt.Sprint(i, sig, how), func(t *testing.T) {
			h, pid := startInShell(t, currentMD)
			h.waitStatus(t, currentMD, "line 1")
			typeCommand(t, h, ">", cmd)
			shell := h.cmd.Process.Pid
			sleeps := func(p proc) bool { return p.sid == shell && p.comm == "sleep" }
			waitProcs(t, "sleep 100", 2, sleeps)
			target := pid
			if toGroup {
				target = -pid // lwl leads its job's group
			}
			if shellFirst { // the order a signal to the group may take
				outer := func(p proc) bool { return p.ppid == pid && p.comm == "sh" }
				syscall.Kill(waitProcs(t, "the command's shell", 1, outer)[0].pid, sig)
				waitNoProcs(t, "the command's shell", outer)
			}
			if err := syscall.Kill(target, sig); err != nil {
				t.Fatal(err)
			}
			quitFromShell(t, h, pid)
			h.typeKeys("echo status $?\r")
			want := fmt.Sprint("status ", 128+int(sig))
			h.waitFor(t, want, func(s string) bool { return strings.Contains(s, want) }, e2eTimeout)
			waitNoProcs(t, "sleep 100 after "+sig.String(), sleeps)
			h.typeKeys("exit\r")
			waitExit(t, h, "bash")
		})
	}
}

// A `>` command that leaves the terminal raw (a program killed before it
// could restore it) does not leave it raw for the shell after lwl: lwl
// gives back the settings it found, whether it ends with q after the
// command or by a signal while the command runs.
func TestE2ELifeCommandLeavesTerminalRaw(t *testing.T) {
	raw := `stty raw -echo; sleep `
	for _, c := range []struct {
		name  string
		sleep string
		end   func(t *testing.T, h *termHandle, pid, before int)
	}{
		{"q after", "0.2", func(t *testing.T, h *termHandle, pid, before int) {
			waitTerminated(t, h, before)
			h.typeKeys(" ")
			h.waitStatus(t, currentMD, "line 1")
			h.typeKeys("q")
		}},
		{"TERM during", "100", func(t *testing.T, h *termHandle, pid, _ int) {
			shell := h.cmd.Process.Pid
			waitProcs(t, "sleep 100", 1, func(p proc) bool { return p.sid == shell && p.comm == "sleep" })
			syscall.Kill(pid, syscall.SIGTERM)
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			h, pid := startInShell(t, currentMD)
			h.waitStatus(t, currentMD, "line 1")
			before := typeCommand(t, h, ">", raw+c.sleep)
			c.end(t, h, pid, before)
			quitFromShell(t, h, pid)
			h.typeKeys("exit\r")
			waitExit(t, h, "bash")
		})
	}
}

// An ending signal in lwl's first milliseconds, before and while it
// catches signals, builds the pager and draws its first screen, ends it
// with the terminal as it was: the terminal is touched only once every
// signal is caught. A loop: each run hits the window only now and then.
func TestE2ELifeSignalAtStart(t *testing.T) {
	sigs := []syscall.Signal{syscall.SIGTERM, syscall.SIGHUP, syscall.SIGINT, syscall.SIGQUIT}
	for i := range 60 {
		sig := sigs[i%len(sigs)]
		delay := time.Duration(i%20) * 500 * time.Microsecond
		h := start(t, currentMD)
		time.Sleep(delay)
		if err := h.cmd.Process.Signal(sig); err != nil {
			t.Fatal(err)
		}
		what := fmt.Sprintf("%v after %v", sig, delay)
		code := waitExit(t, h, what)
		if sig == syscall.SIGQUIT && code == 2 {
			code = 128 + int(sig) // before it is caught, Go's own answer: a dump, status 2
		}
		if code != 128+int(sig) {
			t.Errorf("%s: exit code %d, want %d", what, code, 128+int(sig))
		}
		if err := h.term.Cooked(); err != nil {
			t.Errorf("%s: %v", what, err)
		}
		if h.inAltScreen() {
			t.Errorf("%s: the emulated terminal is still in the alternate screen", what)
		}
	}
}
