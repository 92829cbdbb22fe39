package app

import (
	"strconv"
	"syscall"
	"testing"
)

// A command that leaves a program running in the background (a browser)
// is reported once it ended, not when that program closes its output
// (here never: the test would wait for ever).
func TestRunDetachedBackgroundChild(t *testing.T) {
	msg, failed := runDetached("sleep 1000 & echo $!", nil)
	pid, err := strconv.Atoi(msg)
	if err != nil || failed {
		t.Fatalf("runDetached = %q, %v; want the background child's pid", msg, failed)
	}
	syscall.Kill(pid, syscall.SIGKILL)
}
