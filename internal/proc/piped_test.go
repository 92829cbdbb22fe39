package proc

import (
	"io"
	"strings"
	"syscall"
	"testing"
	"time"
)

// The output is read as it comes, the pipe closed at its end; standard
// error and the exit status are kept for the message.
func TestPipedOutputAndFailure(t *testing.T) {
	p, err := StartPiped("echo out; echo; echo oops >&2; exit 3", nil)
	if err != nil {
		t.Fatal(err)
	}
	out, err := io.ReadAll(ClosingReader{p.Out})
	if err != nil || string(out) != "out\n\n" {
		t.Errorf("output %q, %v", out, err)
	}
	<-p.Exited()
	if p.Running() || p.Err() == nil || FirstLine(p.Stderr()) != "oops" {
		t.Errorf("running %v, err %v, stderr %q", p.Running(), p.Err(), p.Stderr())
	}
}

// Kill stops the command with what it started: its process group.
func TestPipedKill(t *testing.T) {
	p, err := StartPiped("sleep 600 & sleep 600", nil)
	if err != nil {
		t.Fatal(err)
	}
	p.Kill()
	<-p.Exited()
	deadline := time.Now().Add(5 * time.Second)
	for syscall.Kill(-p.Pid(), 0) == nil {
		if time.Now().After(deadline) {
			t.Fatal("the command's process group is still alive")
		}
		time.Sleep(10 * time.Millisecond)
	}
	if !strings.Contains(p.Err().Error(), "killed") {
		t.Errorf("Err = %v, want killed", p.Err())
	}
}
