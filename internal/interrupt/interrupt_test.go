package interrupt

import (
	"errors"
	"syscall"
	"testing"
	"time"
)

// TERM and HUP end lwl with the shell's status for them; ctrl-c and no
// signal only end the wait.
func TestEnding(t *testing.T) {
	for sig, want := range map[syscall.Signal]int{syscall.SIGTERM: 143, syscall.SIGHUP: 129, syscall.SIGINT: 0, 0: 0} {
		err := Ending(sig)
		var e Ended
		got := 0
		if errors.As(err, &e) {
			got = e.ExitStatus()
		}
		if got != want || (err == nil) != (want == 0) {
			t.Errorf("Ending(%v) = %v (status %d), want status %d", sig, err, got, want)
		}
	}
}

// A signal closes stop and done names it; without one, done says 0.
func TestWatch(t *testing.T) {
	stop, done := Watch()
	if err := syscall.Kill(syscall.Getpid(), syscall.SIGHUP); err != nil {
		t.Fatal(err)
	}
	select {
	case <-stop:
	case <-time.After(10 * time.Second):
		t.Fatal("SIGHUP did not close stop")
	}
	if sig := done(); sig != syscall.SIGHUP {
		t.Errorf("done() = %v, want SIGHUP", sig)
	}
	stop, done = Watch()
	if sig := done(); sig != 0 {
		t.Errorf("done() without a signal = %v, want 0", sig)
	}
	select {
	case <-stop:
		t.Error("stop closed without a signal")
	default:
	}
}
