//go:build linux

package e2e

import (
	"fmt"
	"os"
	"strings"
	"testing"
	"time"
)

// patternBound is what lwl's resident memory must stay under while an
// expression pasted at / is compiled, previewed and searched for.
const patternBound = 300 << 20

// guardRSS kills lwl (the process h started) should its resident memory
// pass twice bound, so that a test of a bound that does not hold fails
// without taking the machine's memory. It stops with the test.
func guardRSS(t *testing.T, h *termHandle, bound int64) {
	pid := h.cmd.Process.Pid
	done := make(chan struct{})
	t.Cleanup(func() { close(done) })
	go func() {
		for {
			select {
			case <-done:
				return
			case <-h.exited:
				return
			case <-time.After(20 * time.Millisecond):
			}
			b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
			if err != nil {
				return
			}
			var kb int64
			for line := range strings.Lines(string(b)) {
				if rest, ok := strings.CutPrefix(line, "VmRSS:"); ok {
					fmt.Sscan(rest, &kb)
				}
			}
			if kb<<10 > 2*bound {
				h.cmd.Process.Kill()
				return
			}
		}
	}()
}

// (a?) pasted 10,000 times at / (40 KB): the preview and the search refuse
// it in words, in bounded memory (it took over 6 GB). Pasted 1,000 times,
// it is searched for, also in bounded memory.
func TestE2ESearchPastedGroups(t *testing.T) {
	for _, n := range []int{10000, 1000} {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			h := start(t, flagsFile(t, "a.txt", "a line\nanother line\nbanana\n"))
			h.waitStatus(t, "line 1")
			guardRSS(t, h, patternBound)
			paste := strings.Repeat("(a?)", n)
			h.typeKeys("/")
			h.typeKeys("\x1b[200~" + paste + "\x1b[201~")
			h.waitFor(t, "the end of the paste", func(string) bool {
				return strings.HasSuffix(h.row(-1), "(a?)(a?)")
			}, 30*time.Second)
			h.typeKeys("\r")
			if n == 10000 {
				h.waitStatus(t, "pattern too complex (", "at most 10000)")
			} else {
				h.waitFor(t, "the search's count", func(string) bool { return strings.Contains(h.row(-1), "matches") }, 30*time.Second)
			}
			if hwm := procStatus(t, h.cmd.Process.Pid, "VmHWM"); hwm > patternBound {
				t.Errorf("lwl's resident memory reached %d MB, want under %d MB", hwm>>20, patternBound>>20)
			} else {
				t.Logf("VmHWM %d MB", hwm>>20)
			}
			quit(t, h)
		})
	}
}

// longPatternBound is what lwl's resident memory must stay under while it
// refuses an expression of a megabyte: parsing one took 190 MB.
const longPatternBound = 120 << 20

// A megabyte of (a|b) in the search history (a file written before
// entries were bounded) is skipped when the history is read: up recalls
// the entry before it, and nothing parses the megabyte.
func TestE2ESearchHistoryLongPattern(t *testing.T) {
	long := strings.Repeat("(a|b)", 200000)
	for _, open := range []string{"/", "?"} {
		t.Run(open, func(t *testing.T) {
			state := t.TempDir()
			if err := os.MkdirAll(state+"/lwl", 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(state+"/lwl/history", []byte("nan\n"+long+"\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			env := append(lwlEnv(t), "XDG_STATE_HOME="+state)
			h := startWith(t, startOpts{env: env}, flagsFile(t, "a.txt", "a line\nanother line\nbanana\n"))
			h.waitStatus(t, "line 1")
			guardRSS(t, h, longPatternBound)
			h.typeKeys(open + "\x1b[A") // up: the history's newest entry lwl kept
			h.waitFor(t, "the entry before the long one recalled", func(string) bool {
				return strings.HasSuffix(h.row(-1), open+"nan")
			}, e2eTimeout)
			h.typeKeys("\r")
			h.waitStatus(t, "1 match")
			if hwm := procStatus(t, h.cmd.Process.Pid, "VmHWM"); hwm > longPatternBound {
				t.Errorf("lwl's resident memory reached %d MB, want under %d MB", hwm>>20, longPatternBound>>20)
			} else {
				t.Logf("VmHWM %d MB", hwm>>20)
			}
			quit(t, h)
		})
	}
}

// A megabyte of (a|b) pasted at /, ? or & is refused as too long, in
// words, while it is typed (the preview) and once entered.
func TestE2ESearchPastedLongPattern(t *testing.T) {
	long := strings.Repeat("(a|b)", 200000)
	for _, open := range []string{"/", "?", "&"} {
		t.Run(open, func(t *testing.T) {
			h := start(t, flagsFile(t, "a.txt", "a line\nanother line\nbanana\n"))
			h.waitStatus(t, "line 1")
			guardRSS(t, h, patternBound)
			h.typeKeys(open)
			h.typeKeys("\x1b[200~" + long + "\x1b[201~")
			// Under load keys of a megabyte's paste may come faster than
			// lwl's event queue holds (65,536 events): then the paste is
			// refused whole, and said.
			refused := false
			h.waitFor(t, "the end of the paste or its refusal", func(screen string) bool {
				// The prompt says so where it stays open ("(paste refused:
				// ...)"); the status bar, when the prompt is gone.
				refused = strings.Contains(strings.ToLower(screen), "paste refused")
				return refused || strings.HasSuffix(h.row(-1), "(a|b)(a|b)")
			}, 30*time.Second)
			if refused {
				t.Log("the paste was refused: it came faster than lwl took it")
				h.typeKeys("\x1b")
				// The prompt closes before q is typed: an esc and a q
				// typed together are alt-q.
				h.waitFor(t, "the prompt closed", func(string) bool {
					return !strings.HasPrefix(h.row(-1), open)
				}, e2eTimeout)
			} else {
				h.typeKeys("\r")
				h.waitStatus(t, "pattern too long (1000000 bytes; at most 65536)")
			}
			if hwm := procStatus(t, h.cmd.Process.Pid, "VmHWM"); hwm > patternBound {
				t.Errorf("lwl's resident memory reached %d MB, want under %d MB", hwm>>20, patternBound>>20)
			} else {
				t.Logf("VmHWM %d MB", hwm>>20)
			}
			quit(t, h)
		})
	}
}
