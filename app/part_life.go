package app

// The life part (a.life): the process's life cycle, from the start moves to
// the terminal, the commands run (app/commands's controller), and how lwl
// ends. Only this file changes lifeState's fields; the rest of app calls its
// methods.

import (
	"sync"
	"sync/atomic"

	"github.com/gdamore/tcell/v2"

	"lwl/app/commands"
	"lwl/app/startup"
	"lwl/app/term"
	"lwl/internal/idlegc"
)

// lifeState is the process's life cycle: the terminal, signals, and how
// lwl ends.
type lifeState struct {
	execReq      *commands.ExecRequest
	landing      *landing      // a jump the end of a document still arriving cut short
	started      chan struct{} // closed once the first frame is drawn
	startOnce    sync.Once
	scr          atomic.Pointer[term.Screen] // the screen, once Run made it
	stopping     atomic.Bool                 // Stop was called: lwl is ending
	cycle        term.Lifecycle              // what a signal finds lwl doing
	term         *term.Terminal              // the terminal Run opened, nil on a test's screen
	runDone      atomic.Bool                 // Run returned
	exit         func(code int)              // ends the process (forceEnd); nil is os.Exit
	idle         *idlegc.Collector           // collects when the UI is idle
	commands     *commands.Controller        // the commands lwl runs on links
	startupMoves *startup.Controller         // the start move: +G, +F, +NUMBER, +/PATTERN
	startMove    func()                      // the start move to make after the first frame, nil once made
	// Keys typed while the start search looks for its first match wait for
	// it (typedahead.go): holding says they do, held are those typed.
	holding bool
	held    []*tcell.EventKey
}

// useTerminal: t is the terminal Run opened.
func (s *lifeState) useTerminal(t *term.Terminal) { s.term = t }

// execAfter has r's command replace lwl once Run returned.
func (s *lifeState) execAfter(r *commands.ExecRequest) { s.execReq = r }

// keepLanding keeps l, a jump cut short, to make again as the document
// grows; dropLanding forgets it.
func (s *lifeState) keepLanding(l *landing) { s.landing = l }
func (s *lifeState) dropLanding()           { s.landing = nil }

// afterFirstFrame keeps fn, the start move, for makeStartMove.
func (s *lifeState) afterFirstFrame(fn func()) { s.startMove = fn }

// makeStartMove makes the start move kept, once, if the first frame is
// drawn: when its post runs, or before the first key, whichever is first.
func (s *lifeState) makeStartMove() {
	if s.startMove == nil {
		return
	}
	select {
	case <-s.started:
	default:
		return
	}
	fn := s.startMove
	s.startMove = nil
	fn()
}

// holdKeys makes the keys typed from now on wait, until endHold.
func (s *lifeState) holdKeys() { s.holding = true }

// holdingKeys reports whether keys wait.
func (s *lifeState) holdingKeys() bool { return s.holding }

// hold keeps ev for endHold, if keys wait; it reports whether it did.
func (s *lifeState) hold(ev *tcell.EventKey) bool {
	if s.holding {
		s.held = append(s.held, ev)
	}
	return s.holding
}

// endHold ends the wait and returns the keys typed meanwhile, in order.
func (s *lifeState) endHold() []*tcell.EventKey {
	held := s.held
	s.holding, s.held = false, nil
	return held
}

// startMoving makes c the maker of the start move.
func (s *lifeState) startMoving(c *startup.Controller) { s.startupMoves = c }

// startCommands makes c the runner of lwl's commands.
func (s *lifeState) startCommands(c *commands.Controller) { s.commands = c }
