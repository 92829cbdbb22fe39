package term

import (
	"os"
	"os/signal"
	"syscall"
)

// Signals is lwl's answer to the signals a terminal program gets, from
// CatchSignals until Stop:
//
//   - TERM, HUP, INT, QUIT (and SYS, STKFLT, on which Go would crash) end
//     lwl with the terminal restored (exit status 128+N). While a >
//     command runs, TERM and HUP go on to it and lwl ends when it does;
//     INT and QUIT are the command's (the terminal's ctrl-c reaches it
//     directly). Go ignores the other signals whose default is to end a
//     program (USR1, ALRM...): lwl goes on.
//   - TSTP gives the terminal back, then stops lwl as the shell asked; on
//     SIGCONT lwl takes the terminal again and redraws it all.
//   - CONT alone (after a stop lwl could not see) does the same taking
//     back.
//
// Signals arrive on a goroutine of lwl's own, which never waits for the UI
// loop: what must run there is queued from yet another goroutine.
type Signals struct {
	do     SignalActions
	ch     chan os.Signal
	caught chan struct{} // closed once every signal is caught
	done   chan struct{}
}

// SignalActions are what the signal goroutine calls; none may wait for
// the UI loop.
type SignalActions struct {
	End      func(sig syscall.Signal) // an ending signal
	Stop     func()                   // SIGTSTP
	Continue func()                   // SIGCONT
	// Guard is deferred on the signal goroutine: it restores the terminal
	// when that goroutine panics (recover, restore, panic again).
	Guard func()
}

// CatchSignals starts catching the signals Signals answers, on a
// goroutine of its own: the runtime enables each in a round trip to its
// signal thread, which it first starts, and on this path to the first
// screen the six took 0.4-2 ms. What is caught before Watch waits in a
// buffer for it.
func CatchSignals() *Signals {
	s := &Signals{ch: make(chan os.Signal, 8), caught: make(chan struct{}), done: make(chan struct{})}
	go func() {
		signal.Notify(s.ch, append(endingSignals, syscall.SIGTSTP, syscall.SIGCONT)...)
		close(s.caught)
	}()
	return s
}

// Caught is closed once every signal is caught: until then a signal may
// end lwl as it would any program, so the terminal must not be touched
// before (Terminal.TouchAfter).
func (s *Signals) Caught() <-chan struct{} { return s.caught }

// Watch answers with do the signals caught, those that came before it
// too.
func (s *Signals) Watch(do SignalActions) {
	s.do = do
	go s.loop()
}

// Stop ends the watch; signals do what they do to any program again.
func (s *Signals) Stop() {
	<-s.caught
	signal.Stop(s.ch)
	close(s.done)
}

func (s *Signals) loop() {
	if s.do.Guard != nil {
		defer s.do.Guard()
	}
	for {
		select {
		case sig := <-s.ch:
			switch sig {
			case syscall.SIGTSTP:
				s.do.Stop()
			case syscall.SIGCONT:
				s.do.Continue()
			default:
				s.do.End(sig.(syscall.Signal))
			}
		case <-s.done:
			return
		}
	}
}
