package term

import (
	"os"
	"sync"
	"syscall"
	"time"

	"lwl/internal/proctree"
)

// Lifecycle is what a signal finds lwl doing: showing its screen, or
// handing the terminal to a > command (and waiting for a key after it),
// and whether a signal is ending lwl. Its zero value is ready to use.
type Lifecycle struct {
	mu        sync.Mutex
	handover  bool           // the terminal is the command's, or the key wait's
	child     *os.Process    // the command, while it runs
	childPid  int            // the last command's process, running or not
	childFrom uint64         // when it started (proctree.StartOf)
	childTree *proctree.Tree // the command's processes, once a signal is ending them
	childGone chan struct{}  // closed once a signal ended the command and all it started
	childEnd  time.Time      // when the last command ended; zero before the first
	wait      *keyWait       // the wait for a key after the command, while it waits
	ending    syscall.Signal // the signal that ends lwl; 0 while none
	resumedAt time.Time      // when lwl last went on after stopping itself
}

// BeginHandover starts handing the terminal over; false when a signal is
// ending lwl (then nothing must start).
func (l *Lifecycle) BeginHandover() bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.ending != 0 {
		return false
	}
	l.handover = true
	return true
}

// EndHandover says lwl has the terminal again.
func (l *Lifecycle) EndHandover() {
	l.mu.Lock()
	l.handover, l.child, l.wait = false, nil, nil
	l.mu.Unlock()
}

// SetChild records the running command (nil once it ended). A signal that
// came while it started goes on to it now.
func (l *Lifecycle) SetChild(p *os.Process) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if p == nil && l.child != nil {
		l.childEnd = time.Now()
	}
	if p != nil {
		l.childPid, l.childFrom = p.Pid, proctree.StartOf(p.Pid)
	}
	l.child = p
	if p != nil && l.ending != 0 {
		l.endChild(l.ending)
	}
}

// childGrace is how long a > command has to end after the signal that
// ends lwl before what is left of it is killed.
const childGrace = time.Second

// endChild passes sig on to the command and all it started: a shell that
// dies of it would leave its children running in the terminal's foreground
// group after lwl ended. The first time, what is left after childGrace is
// killed, and childGone closed once nothing is.
func (l *Lifecycle) endChild(sig syscall.Signal) {
	if l.childTree == nil {
		l.childTree = proctree.ShareGroup(l.childPid, syscall.Getpgrp(), l.childFrom)
	}
	if l.child != nil {
		l.child.Signal(sig) // where no tree can be found, the command still gets it
	}
	l.childTree.Signal(sig)
	if l.childGone != nil {
		return
	}
	gone, tree := make(chan struct{}), l.childTree
	l.childGone = gone
	go func() {
		defer close(gone)
		tree.KillAfter(childGrace)
	}()
}

// WaitChildGone waits until a command a signal ended has ended with all it
// started (at once when there was none).
func (l *Lifecycle) WaitChildGone() {
	l.mu.Lock()
	gone := l.childGone
	l.mu.Unlock()
	if gone != nil {
		<-gone
	}
}

// setKeyWait records the wait for a key (nil once it ended); a signal
// that is ending lwl already ends it at once.
func (l *Lifecycle) setKeyWait(w *keyWait) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.wait = w
	if w != nil && l.ending != 0 {
		w.interrupt()
	}
}

// StopHandedOver stops lwl (stop) while the terminal is handed over: a
// command has it as it wants, the key wait's raw mode is undone meanwhile.
func (l *Lifecycle) StopHandedOver(stop func()) {
	l.mu.Lock()
	w := l.wait
	l.mu.Unlock()
	if w != nil {
		w.setRaw(false)
	}
	stop()
	if w != nil {
		w.setRaw(true)
	}
}

// EndingSignal is the signal ending lwl, 0 for none.
func (l *Lifecycle) EndingSignal() syscall.Signal {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.ending
}

// End records sig as ending lwl and passes it on to what has the
// terminal. took is false when sig is not for lwl (ctrl-c and ctrl-\
// while a command runs are the command's) or lwl is ending already; stop
// says that lwl's screen has the terminal, so stopping the screen must end
// lwl (else the handover ends it).
func (l *Lifecycle) End(sig syscall.Signal) (took, stop bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if (sig == syscall.SIGINT || sig == syscall.SIGQUIT) && l.terminalSentToCommand() {
		return false, false // the terminal sent it to the command as well
	}
	if l.handover && (l.child != nil || l.childJustEnded()) {
		l.endChild(sig) // just ended: the signal went to its whole group, shell first
	}
	if l.ending != 0 {
		return false, false
	}
	l.ending = sig
	if l.wait != nil {
		l.wait.interrupt()
	}
	return true, !l.handover
}

// terminalSignalLag is how long after a command ended a ctrl-c or ctrl-\
// may still reach lwl's signal handling: the terminal sends it to the
// command and to lwl at once, and the command can die of it, and be
// waited for, and a key may even have resumed lwl, before lwl's signal
// goroutine has run.
const terminalSignalLag = 500 * time.Millisecond

// childJustEnded tells whether the last command ended a moment ago: a
// signal sent to lwl's whole process group can reach the command's shell
// first, and its children outlive it.
func (l *Lifecycle) childJustEnded() bool {
	return !l.childEnd.IsZero() && time.Since(l.childEnd) < terminalSignalLag
}

// terminalSentToCommand tells whether an INT or QUIT is the one the terminal
// sent the command (running, or just ended of it) rather than one for lwl.
func (l *Lifecycle) terminalSentToCommand() bool {
	return (l.handover && l.child != nil) || l.childJustEnded()
}

// HandingOver tells whether the terminal is the command's or the key
// wait's.
func (l *Lifecycle) HandingOver() bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.handover
}

// NoteResumed records that lwl went on after stopping itself.
func (l *Lifecycle) NoteResumed() {
	l.mu.Lock()
	l.resumedAt = time.Now()
	l.mu.Unlock()
}

// JustResumed tells whether lwl went on after stopping itself a moment
// ago: the SIGCONT that woke it needs nothing more.
func (l *Lifecycle) JustResumed() bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	return time.Since(l.resumedAt) < time.Second
}
