package app

// The life part (a.life): the process's life cycle, from the start moves to
// the terminal, the commands run (app/commands's controller), and how lwl
// ends. Only this file changes lifeState's fields; the rest of app calls its
// methods.

import (
	"lwl/app/commands"
	"lwl/app/term"
	"lwl/internal/idlegc"
	"lwl/widgets/doc"
	"sync"
	"sync/atomic"
)

// lifeState is the process's life cycle: the terminal, signals, and how
// lwl ends.
type lifeState struct {
	execReq      *commands.ExecRequest
	startMoves   bool          // StartAt moves away from the top after the first frame
	landing      *landing      // a jump the end of a document still arriving cut short
	pendingStart *Startup      // a +NUMBER or +/PATTERN waiting for the text it needs
	startLooked  int64         // how far +/PATTERN looked for a match
	startDoc     *doc.Document // the document the start move is for
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
}

// useTerminal: t is the terminal Run opened.
func (s *lifeState) useTerminal(t *term.Terminal) { s.term = t }

// execAfter has r's command replace lwl once Run returned.
func (s *lifeState) execAfter(r *commands.ExecRequest) { s.execReq = r }

// keepLanding keeps l, a jump cut short, to make again as the document
// grows; dropLanding forgets it.
func (s *lifeState) keepLanding(l *landing) { s.landing = l }
func (s *lifeState) dropLanding()           { s.landing = nil }

// startMovesAway: the start moves away from the top after the first
// frame.
func (s *lifeState) startMovesAway() { s.startMoves = true }

// waitToStart keeps st, a start move waiting for the text it needs;
// dropStart forgets it (made, stopped, or the user went elsewhere).
func (s *lifeState) waitToStart(st *Startup) { s.pendingStart = st }
func (s *lifeState) dropStart()              { s.pendingStart = nil }

// startDocument is the document the start move is for: the first it was
// asked with.
func (s *lifeState) startDocument(d *doc.Document) *doc.Document {
	if s.startDoc == nil {
		s.startDoc = d
	}
	return s.startDoc
}

// lookedTo: +/PATTERN looked for a match in the first size bytes.
func (s *lifeState) lookedTo(size int64) { s.startLooked = size }

// startCommands makes c the runner of lwl's commands.
func (s *lifeState) startCommands(c *commands.Controller) { s.commands = c }
