package proc

import (
	"io"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// runDetached runs cmd to its end and says how it went.
func runDetached(t *testing.T, cmd string) (msg string, failed, stopped bool) {
	t.Helper()
	d, err := StartDetached(cmd, nil)
	if err != nil {
		t.Fatal(err)
	}
	return d.Wait()
}

// A command that leaves a program running in the background (a browser)
// is reported once it ended, not when that program closes its output
// (here never: the test would wait for ever).
func TestRunDetachedBackgroundChild(t *testing.T) {
	msg, failed, _ := runDetached(t, "sleep 1000 & echo $!")
	pid, err := strconv.Atoi(msg)
	if err != nil || failed {
		t.Fatalf("runDetached = %q, %v; want the background child's pid", msg, failed)
	}
	syscall.Kill(pid, syscall.SIGKILL)
}

// The first line of the output is the message, else of the error output,
// with the exit status when the command failed.
func TestRunDetachedMessage(t *testing.T) {
	for _, c := range []struct{ cmd, msg string }{
		{"echo; echo saved", "saved"},
		{"echo oops >&2; exit 3", "oops (exit status 3)"},
		{"true", "Done: exit status 0"},
	} {
		if msg, _, _ := runDetached(t, c.cmd); msg != c.msg {
			t.Errorf("%q: message %q, want %q", c.cmd, msg, c.msg)
		}
	}
}

// stop kills the command with what it started; wait then says it was
// stopped.
func TestRunDetachedStop(t *testing.T) {
	d, err := StartDetached("yes | cat", nil)
	if err != nil {
		t.Fatal(err)
	}
	time.Sleep(50 * time.Millisecond)
	if !d.Stop() {
		t.Fatal("stop found nothing running")
	}
	if _, _, stopped := d.Wait(); !stopped {
		t.Error("wait did not report the stop")
	}
	if d.Stop() {
		t.Error("a second stop found the command still running")
	}
}

// io.Copy into a LimitedBuffer keeps only the first bytes however much
// comes: the buffer offers no ReadFrom that would read it all in.
func TestLimitedBufferCopy(t *testing.T) {
	var b LimitedBuffer
	n, err := io.Copy(&b, io.LimitReader(strings.NewReader(strings.Repeat("y\n", 1<<20)), 2<<20))
	if err != nil || n != 2<<20 {
		t.Fatalf("io.Copy = %d, %v", n, err)
	}
	if got := len(b.Bytes()); got != OutputLimit {
		t.Errorf("kept %d bytes, want %d", got, OutputLimit)
	}
}
