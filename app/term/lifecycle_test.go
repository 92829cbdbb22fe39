package term

import (
	"os"
	"syscall"
	"testing"
	"time"
)

// What a signal does depends on who has the terminal.
func TestLifecycleEnd(t *testing.T) {
	var l Lifecycle
	if took, stop := l.End(syscall.SIGTERM); !took || !stop {
		t.Errorf("TERM with the screen up: took %v, stop %v; want both", took, stop)
	}
	if took, _ := l.End(syscall.SIGHUP); took {
		t.Error("a second ending signal was taken")
	}
	if l.BeginHandover() {
		t.Error("a command started while lwl ends")
	}
	if l.EndingSignal() != syscall.SIGTERM {
		t.Errorf("ending signal %v, want the first", l.EndingSignal())
	}

	var w Lifecycle
	if !w.BeginHandover() {
		t.Fatal("no handover")
	}
	interrupted := false
	w.setKeyWait(&keyWait{interrupt: func() { interrupted = true }})
	if took, stop := w.End(syscall.SIGINT); !took || stop {
		t.Errorf("INT during the key wait: took %v, stop %v; want taken, the wait ending lwl", took, stop)
	}
	if !interrupted {
		t.Error("the key wait was not interrupted")
	}
	w.EndHandover()
	if w.HandingOver() {
		t.Error("still handing over")
	}
}

// ctrl-c kills the command and reaches lwl too, possibly after lwl has
// waited for the command: it is still the command's (a race seen in CI).
func TestLifecycleLateTerminalInterrupt(t *testing.T) {
	self, err := os.FindProcess(os.Getpid())
	if err != nil {
		t.Fatal(err)
	}
	var l Lifecycle
	if !l.BeginHandover() {
		t.Fatal("no handover")
	}
	l.SetChild(self)
	if took, _ := l.End(syscall.SIGINT); took {
		t.Error("INT while the command runs was taken")
	}
	l.SetChild(nil)
	if took, _ := l.End(syscall.SIGQUIT); took {
		t.Error("QUIT just after the command ended was taken")
	}
	l.EndHandover() // a key resumed lwl before its signal goroutine ran
	if took, _ := l.End(syscall.SIGINT); took {
		t.Error("INT just after the command ended was taken once lwl had its screen again")
	}
	if !l.BeginHandover() {
		t.Fatal("no handover")
	}
	l.mu.Lock()
	l.childEnd = time.Now().Add(-terminalSignalLag)
	l.mu.Unlock()
	if took, stop := l.End(syscall.SIGINT); !took || stop {
		t.Errorf("INT well after the command: took %v, stop %v; want taken, the handover ending lwl", took, stop)
	}
}
