package main

import (
	"fmt"
	"os"
	"os/signal"
	"syscall"
	"time"

	"lwl/internal/lessopen"
	"lwl/internal/quote"
)

// slowPreprocessor is how long LESSOPEN may take on the first file before
// lwl says it waits, and how to stop it.
const slowPreprocessor = time.Second

// newOpener is the LESSOPEN preprocessor, nil in secure mode or when
// LESSOPEN is unset; one lwl cannot use is said as a warning.
func newOpener(secure bool) *lessopen.Opener {
	if secure {
		return nil
	}
	o, err := lessopen.New(os.Getenv, os.Environ())
	if err != nil {
		fmt.Fprintf(os.Stderr, "lwl: warning: %s\n", quote.Message(err.Error()))
	}
	return o
}

// interruptible is a channel closed by ctrl-c (SIGINT), TERM or HUP until
// done is called, which says which signal came (0: none). Before the
// screen is up the terminal turns ctrl-c into a signal, and a
// preprocessor that hangs must stop, not lwl; the preprocessor runs in a
// session of its own, out of the terminal's reach, and is killed by
// whoever waits on stop. After TERM or HUP lwl ends (endedBy).
func interruptible() (stop <-chan struct{}, done func() syscall.Signal) {
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

// endedBy is lwl ended by a signal while it waited for a preprocessor.
type endedBy syscall.Signal

func (e endedBy) Error() string { return "ended by " + syscall.Signal(e).String() }

// endingSignal is the signal among sig that ends lwl (TERM, HUP) as an
// error, nil for none or ctrl-c, which only stops the preprocessor.
func endingSignal(sig syscall.Signal) error {
	if sig == syscall.SIGTERM || sig == syscall.SIGHUP {
		return endedBy(sig)
	}
	return nil
}

// sayWhenSlow says on standard error that lwl waits for LESSOPEN on name
// if it takes longer than slowPreprocessor; the returned func ends the
// wait.
func sayWhenSlow(name string) func() {
	t := time.AfterFunc(slowPreprocessor, func() {
		fmt.Fprintf(os.Stderr, "lwl: waiting for LESSOPEN on %s (ctrl-c stops it)\r\n", quote.Name(name))
	})
	return func() { t.Stop() }
}
