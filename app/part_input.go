package app

// The input part (a.input): the mode that takes the keys, the search's,
// the pickers' and hint mode's controllers, the chooser of the link the
// keys act on, and the tickets that say which goroutine's results are
// wanted. Only this file changes inputState's fields; the rest of app calls
// its methods.

import (
	"lwl/app/chosen"
	"lwl/app/hints"
	"lwl/app/picker"
	"lwl/app/search"
	"lwl/internal/generation"
	"sync/atomic"
)

// inputState is what takes the keys (the mode in force) and the search
// the prompt starts.
type inputState struct {
	mode     mode                  // the mode that takes the keys (mode.go)
	ground   *groundMode           // the mode in force when no other is
	previews generation.Generation // prompt edits: only the last one's highlight applies
	posts    posts                 // what goroutines handed to the UI goroutine (seam.go)
	lastKey  atomic.Int64          // when the last key came, in Unix nanoseconds (seam.go)
	search   *search.Controller
	picker   *picker.Controller // the link picker and the outline
	hints    *hints.Controller  // hint mode's labels on the links on screen
	chosen   *chosen.Chooser    // the link an action on the selected link acts on
}

// begin puts g in force as the ground mode, in New.
func (s *inputState) begin(g *groundMode) { s.ground, s.mode = g, g }

// enter puts m in force.
func (s *inputState) enter(m mode) { s.mode = m }

// toGround puts the ground mode in force and returns the mode it ends.
func (s *inputState) toGround() mode {
	m := s.mode
	s.mode = s.ground
	return m
}

// useSearch keeps c, the searches' controller, in New.
func (s *inputState) useSearch(c *search.Controller) { s.search = c }

// usePicker keeps c, the pickers' controller, in New.
func (s *inputState) usePicker(c *picker.Controller) { s.picker = c }

// useHints keeps c, hint mode's controller, in New.
func (s *inputState) useHints(c *hints.Controller) { s.hints = c }

// useChooser keeps c, the chooser of the link the keys act on, in New.
func (s *inputState) useChooser(c *chosen.Chooser) { s.chosen = c }
