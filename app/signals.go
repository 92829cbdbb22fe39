package app

import (
	"os"
	"syscall"
	"time"

	"lwl/app/term"
)

// forceEndAfter is how long lwl may take to end by the book after a signal
// before it restores the terminal itself and exits (see forceEnd).
const forceEndAfter = 2 * time.Second

// WatchSignals answers for a the signals caught (see term.Signals),
// those caught before it too, and has a's terminal touched only once they
// are all caught; call it before DrawEarly and Run.
func (a *App) WatchSignals(caught *term.Signals) *term.Signals {
	caught.Watch(term.SignalActions{
		End: a.endBySignal, Stop: a.stopBySignal, Continue: a.continueBySignal, Guard: a.restoreOnPanic,
	})
	if t := a.opts.Terminal; t != nil {
		t.TouchAfter(caught.Caught())
	}
	return caught
}

// EndedBy is the signal that ended lwl, 0 when none did.
func (a *App) EndedBy() syscall.Signal { return a.life.cycle.EndingSignal() }

// endBySignal ends lwl: at once when its screen has the terminal, else
// when the command or the key wait that has it ends.
func (a *App) endBySignal(sig syscall.Signal) {
	took, stop := a.life.cycle.End(sig)
	if !took {
		return
	}
	if s := a.life.scr.Load(); s != nil {
		s.End() // no frame more; a suspended terminal stays restored
	}
	if stop {
		a.work(func() {
			<-a.life.started // before the first frame tview has no screen to stop
			a.forceEndLater(sig)
			a.Stop()
		})
	}
}

// forceEndLater arms forceEnd for sig.
func (a *App) forceEndLater(sig syscall.Signal) {
	a.after(forceEndAfter, func() { a.forceEnd(sig) })
}

// forceEnd ends lwl at once, the terminal restored without tcell, unless
// Run has returned: something (a draw that never ends, a bug) keeps the UI
// loop from ending, and a pager that ignores TERM loses the user's
// terminal.
func (a *App) forceEnd(sig syscall.Signal) {
	if a.life.runDone.Load() {
		return
	}
	if a.life.term != nil {
		a.life.term.ForceRestore()
	}
	exit := a.life.exit
	if exit == nil {
		exit = os.Exit
	}
	exit(128 + int(sig))
}

// stopBySignal is SIGTSTP. While a command has the terminal lwl just stops
// with it (the key wait after it cooks the terminal meanwhile); else the UI
// goroutine restores the terminal, then stops lwl.
func (a *App) stopBySignal() {
	if a.life.cycle.EndingSignal() != 0 {
		return
	}
	if a.life.cycle.HandingOver() {
		a.life.cycle.StopHandedOver(term.StopSelf)
		return
	}
	a.post(func() { a.suspendWith(term.StopSelf) })
}

// suspendSelf is ctrl-z: lwl reads its keys raw, so the terminal sends no
// SIGTSTP; lwl stops its whole job (man, git, a pipe's writer) as the
// terminal would, or the shell waits for the rest and no prompt comes.
func (a *App) suspendSelf() { a.suspendWith(term.StopJob) }

// suspendWith runs on the UI goroutine: the terminal as it was, stopped by
// stop until SIGCONT, then the terminal lwl's again (term.Screen's Resume
// redraws it all).
func (a *App) suspendWith(stop func()) {
	if a.life.stopping.Load() || a.life.cycle.EndingSignal() != 0 {
		return
	}
	a.ui.tv.Suspend(stop)
	a.life.cycle.NoteResumed()
}

// continueBySignal is SIGCONT. After lwl stopped itself the screen is back
// already; after a stop it did not see (SIGSTOP), the shell may have put
// the terminal back to cooked mode: take it again and redraw it all.
func (a *App) continueBySignal() {
	a.post(func() {
		if a.life.stopping.Load() || a.life.cycle.HandingOver() || a.life.cycle.JustResumed() {
			return
		}
		a.ui.tv.Suspend(func() {})
	})
}

// restoreOnPanic gives the terminal back when the goroutine it is deferred
// on panics, then lets the panic go on (and print after). tview does the
// same for the UI goroutine; every other goroutine that may touch the
// screen defers this.
func (a *App) restoreOnPanic() {
	if p := recover(); p != nil {
		if s := a.life.scr.Load(); s != nil {
			s.Fini()
		}
		panic(p)
	}
}
