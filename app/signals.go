package app

import (
	"os"
	"os/signal"
	"syscall"
	"time"
)

// forceEndAfter is how long lwl may take to end by the book after a signal
// before it restores the terminal itself and exits (see forceEnd).
const forceEndAfter = 2 * time.Second

// Signals is lwl's answer to the signals a terminal program gets, from
// WatchSignals until Stop:
//
//   - TERM, HUP, INT, QUIT (and SYS, STKFLT, on which Go would crash) end
//     lwl with the terminal restored (exit status 128+N, see EndedBy).
//     While a > command runs, TERM and HUP go on to it and lwl ends when
//     it does; INT and QUIT are the command's (the terminal's ctrl-c
//     reaches it directly). Go ignores the other signals whose default is
//     to end a program (USR1, ALRM...): lwl goes on.
//   - TSTP gives the terminal back, then stops lwl as the shell asked; on
//     SIGCONT lwl takes the terminal again and redraws it all.
//   - CONT alone (after a stop lwl could not see) does the same taking
//     back.
//
// Signals arrive on a goroutine of lwl's own, which never waits for the UI
// loop: what must run there is queued from yet another goroutine.
type Signals struct {
	a    *App
	ch   chan os.Signal
	done chan struct{}
}

// WatchSignals starts answering signals for a; call it just before Run.
// Until then a signal ends lwl as it would any program: the terminal was
// not touched yet.
func (a *App) WatchSignals() *Signals {
	s := &Signals{a: a, ch: make(chan os.Signal, 8), done: make(chan struct{})}
	a.signals = s
	signal.Notify(s.ch, append(endingSignals, syscall.SIGTSTP, syscall.SIGCONT)...)
	go s.loop()
	return s
}

// Stop ends the watch; signals do what they do to any program again.
func (s *Signals) Stop() {
	signal.Stop(s.ch)
	close(s.done)
}

func (s *Signals) loop() {
	defer s.a.restoreOnPanic()
	for {
		select {
		case sig := <-s.ch:
			switch sig {
			case syscall.SIGTSTP:
				s.a.stopBySignal()
			case syscall.SIGCONT:
				s.a.continueBySignal()
			default:
				s.a.endBySignal(sig.(syscall.Signal))
			}
		case <-s.done:
			return
		}
	}
}

// EndedBy is the signal that ended lwl, 0 when none did.
func (a *App) EndedBy() syscall.Signal { return a.life.endingSignal() }

// endBySignal ends lwl: at once when its screen has the terminal, else
// when the command or the key wait that has it ends.
func (a *App) endBySignal(sig syscall.Signal) {
	took, stop := a.life.end(sig)
	if !took {
		return
	}
	if s := a.scr.Load(); s != nil {
		s.end() // no frame more; a suspended terminal stays restored
	}
	if stop {
		go func() {
			<-a.started // before the first frame tview has no screen to stop
			a.forceEndLater(sig)
			a.Stop()
		}()
	}
}

// forceEndLater arms forceEnd for sig.
func (a *App) forceEndLater(sig syscall.Signal) {
	time.AfterFunc(forceEndAfter, func() { a.forceEnd(sig) })
}

// forceEnd ends lwl at once, the terminal restored without tcell, unless
// Run has returned: something (a draw that never ends, a bug) keeps the UI
// loop from ending, and a pager that ignores TERM loses the user's
// terminal.
func (a *App) forceEnd(sig syscall.Signal) {
	if a.runDone.Load() {
		return
	}
	if a.term != nil {
		a.term.forceRestore()
	}
	exit := a.exit
	if exit == nil {
		exit = os.Exit
	}
	exit(128 + int(sig))
}

// stopBySignal is SIGTSTP. While a command has the terminal lwl just stops
// with it (the key wait after it cooks the terminal meanwhile); else the UI
// goroutine restores the terminal, then stops lwl.
func (a *App) stopBySignal() {
	if a.life.endingSignal() != 0 {
		return
	}
	if a.life.handingOver() {
		a.life.stopHandedOver(a.signals.stopSelf)
		return
	}
	go a.tv.QueueUpdate(func() { a.suspendWith(a.signals.stopSelf) })
}

// suspendSelf is ctrl-z: lwl reads its keys raw, so the terminal sends no
// SIGTSTP; lwl stops its whole job (man, git, a pipe's writer) as the
// terminal would, or the shell waits for the rest and no prompt comes.
func (a *App) suspendSelf() { a.suspendWith(a.signals.stopJob) }

// suspendWith runs on the UI goroutine: the terminal as it was, stopped by
// stop until SIGCONT, then the terminal lwl's again (lwlScreen.Resume
// redraws it all).
func (a *App) suspendWith(stop func()) {
	if a.stopping.Load() || a.life.endingSignal() != 0 {
		return
	}
	a.tv.Suspend(stop)
	a.life.noteResumed()
}

// continueBySignal is SIGCONT. After lwl stopped itself the screen is back
// already; after a stop it did not see (SIGSTOP), the shell may have put
// the terminal back to cooked mode: take it again and redraw it all.
func (a *App) continueBySignal() {
	go a.tv.QueueUpdate(func() {
		if a.stopping.Load() || a.life.handingOver() || a.life.justResumed() {
			return
		}
		a.tv.Suspend(func() {})
	})
}

// restoreOnPanic gives the terminal back when the goroutine it is deferred
// on panics, then lets the panic go on (and print after). tview does the
// same for the UI goroutine; every other goroutine that may touch the
// screen defers this.
func (a *App) restoreOnPanic() {
	if p := recover(); p != nil {
		if s := a.scr.Load(); s != nil {
			s.Fini()
		}
		panic(p)
	}
}
