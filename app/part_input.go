package app

// The input part (a.input): the mode that takes the keys, the search and
// its matches, and the tickets that say which goroutine's results are
// wanted. Only this file changes inputState's fields; the rest of app calls
// its methods.

import (
	"lwl/widgets/doc"
	"sync/atomic"
)

// inputState is what takes the keys (the mode in force) and the search
// the prompt starts.
type inputState struct {
	mode     mode         // the mode that takes the keys (mode.go)
	ground   *groundMode  // the mode in force when no other is
	previews generation   // prompt edits: only the last one's highlight applies
	posts    posts        // what goroutines handed to the UI goroutine (seam.go)
	searches generation   // the search or count whose results are wanted
	lastKey  atomic.Int64 // when the last key came, in Unix nanoseconds (seam.go)
	search   *activeSearch
	match    matching // finding the matches on screen (search.go)
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

// searchFor makes s the search in force; forgetSearch ends it.
func (s *inputState) searchFor(as *activeSearch) { s.search = as }
func (s *inputState) forgetSearch()              { s.search = nil }

// searchStopped: the search in force looks for matches no more.
func (s *inputState) searchStopped() { s.search.job = nil }

// useFinder keeps f, the finder every search's matches share.
func (s *inputState) useFinder(f *doc.Finder) { s.match.finder = f }

// previewing keeps m, the matches shown while a query is typed.
func (s *inputState) previewing(m *doc.Matches) { s.match.preview = m }

// awaitMatches keeps p, a step of n or N waiting for matches still being
// found; dropStep forgets it.
func (s *inputState) awaitMatches(p pendingStep) { s.match.pending = p }
func (s *inputState) dropStep()                  { s.match.pending = pendingStep{} }
