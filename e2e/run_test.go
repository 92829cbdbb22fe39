//go:build linux

package e2e

// A key bound to `run COMMAND`: the command runs with no terminal while
// lwl's screen stays; lwl keeps a little of its output, and esc, ctrl-c
// and q stop it.

import (
	"testing"
	"time"
)

// runMemBound is what lwl's resident memory must stay under while a run
// command prints without end.
const runMemBound = 100 << 20

// An endless `run yes` neither fills lwl's memory nor outlives the key
// that stops it; lwl answers keys meanwhile.
func TestE2ERunEndlessOutput(t *testing.T) {
	xdg := cfgHome(t, map[string]string{"keys.yaml": "ground:\n  f4: run yes\n"})
	for _, c := range []struct{ name, key string }{{"esc", "\x1b"}, {"ctrl-c", "\x03"}, {"q", "q"}} {
		t.Run(c.name, func(t *testing.T) {
			h := cfgStart(t, startOpts{}, []string{"XDG_CONFIG_HOME=" + xdg}, currentMD)
			h.waitStatus(t, "current.md", "line 1")
			pid := h.cmd.Process.Pid
			h.typeKeys("\x1bOS") // F4
			h.waitStatus(t, "Running: yes")
			shell := waitProcs(t, "run yes", 1, func(p proc) bool { return p.ppid == pid && p.comm == "sh" })[0]
			inSession := func(p proc) bool { return p.sid == shell.pid }
			waitProcs(t, "yes", 1, func(p proc) bool { return inSession(p) && p.comm == "yes" })
			time.Sleep(2 * time.Second) // yes writes about 2 GB in that time
			rss := procStatus(t, pid, "VmRSS")
			t.Logf("VmRSS %d MB after 2 s", rss>>20)
			if rss > runMemBound {
				t.Errorf("VmRSS %d MB after 2 s of `run yes`, want under %d MB", rss>>20, runMemBound>>20)
			}
			h.typeKeys(c.key)
			if c.key == "q" {
				if code := h.wait(t); code != 0 {
					t.Errorf("exit code %d after q, want 0", code)
				}
			} else {
				h.waitStatus(t, "Stopped: yes")
			}
			waitNoProcs(t, "run yes after "+c.name, inSession)
			if c.key != "q" {
				quit(t, h)
			}
		})
	}
}
