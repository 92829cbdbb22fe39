// Package interrupt stops a wait before the screen is up. Until then the
// terminal turns ctrl-c into a signal, and a preprocessor (LESSOPEN) that
// hangs must stop, not lwl: ctrl-c stops the wait only, TERM and HUP end
// lwl.
package interrupt

import (
	"os"
	"os/signal"
	"syscall"
)

// Watch is a channel closed by ctrl-c (SIGINT), TERM or HUP until done is
// called, which says which signal came (0: none). The preprocessor runs in
// a session of its own, out of the terminal's reach, and is killed by
// whoever waits on stop. After TERM or HUP lwl ends (Ended).
func Watch() (stop <-chan struct{}, done func() syscall.Signal) {
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP)
	ch := make(chan struct{})
	quit := make(chan struct{})
	got := make(chan syscall.Signal, 1)
	go func() {
		select {
		case s := <-sigs:
			got <- s.(syscall.Signal)
			close(ch)
		case <-quit:
			got <- 0
		}
	}()
	return ch, func() syscall.Signal {
		signal.Stop(sigs)
		close(quit)
		return <-got
	}
}

// Unwatched is Watch for an open that nothing can make wait and whose
// terminal lwl has not touched: no signal is caught, so each keeps its
// default action (ctrl-c ends lwl, as it ends cat), and the signal
// machinery (a goroutine and a thread) is not started for it.
func Unwatched() (stop <-chan struct{}, done func() syscall.Signal) {
	return nil, func() syscall.Signal { return 0 }
}

// Ended is lwl ended by a signal while it waited for a preprocessor.
type Ended syscall.Signal

func (e Ended) Error() string { return "ended by " + syscall.Signal(e).String() }

// ExitStatus is the status lwl ends with, as a shell reports a signal.
func (e Ended) ExitStatus() int { return 128 + int(e) }

// Ending is the signal sig as an error when it ends lwl (TERM, HUP), nil
// for none or ctrl-c, which only stops the preprocessor.
func Ending(sig syscall.Signal) error {
	if sig == syscall.SIGTERM || sig == syscall.SIGHUP {
		return Ended(sig)
	}
	return nil
}
