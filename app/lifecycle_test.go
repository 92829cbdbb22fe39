package app

import (
	"syscall"
	"testing"
)

// What a signal does depends on who has the terminal.
func TestLifecycleEnd(t *testing.T) {
	var l lifecycle
	if took, stop := l.end(syscall.SIGTERM); !took || !stop {
		t.Errorf("TERM with the screen up: took %v, stop %v; want both", took, stop)
	}
	if took, _ := l.end(syscall.SIGHUP); took {
		t.Error("a second ending signal was taken")
	}
	if l.beginHandover() {
		t.Error("a command started while lwl ends")
	}
	if l.endingSignal() != syscall.SIGTERM {
		t.Errorf("ending signal %v, want the first", l.endingSignal())
	}

	var w lifecycle
	if !w.beginHandover() {
		t.Fatal("no handover")
	}
	interrupted := false
	w.setKeyWait(&keyWait{interrupt: func() { interrupted = true }})
	if took, stop := w.end(syscall.SIGINT); !took || stop {
		t.Errorf("INT during the key wait: took %v, stop %v; want taken, the wait ending lwl", took, stop)
	}
	if !interrupted {
		t.Error("the key wait was not interrupted")
	}
	w.endHandover()
	if w.handingOver() {
		t.Error("still handing over")
	}
}
