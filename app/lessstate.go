package app

// The less part (a.less): what lwl keeps for less's habits. Only this file
// changes lessState's fields; the rest of app calls its methods.

import (
	"os"

	"lwl/app/files"
	"lwl/app/search"
	"lwl/widgets/doc"
)

// lessState is what lwl keeps for less's habits: the half-screen size a
// count sets, the files named on the command line and their marks (the
// search to repeat is the search controller's). It is one field of App, so these
// habits stay out of App's own state.
type lessState struct {
	// halfSize is the rows d and u scroll once a count set it (0: half
	// the screen).
	halfSize int
	// files is the files lwl was started with and :e added.
	files *files.Controller
	// marks are each document's marks, by its path (a pipe's: its name).
	marks map[string]*markTable
	// filter is the & filter in force, nil for none.
	filter *filterState
	// histories are the prompt history files.
	histories *search.Histories
	// wrap is how documents wrap once -S toggled it (wrapToggled);
	// caseRule is how searches treat case (-i, -I).
	wrap        doc.WrapMode
	wrapToggled bool
	caseRule    search.CaseRule
	// literal: ctrl-r made the prompt's line text, not an expression.
	literal bool
}

// startHabits sets up the habits' state from the options, in New.
func (a *App) startHabits() {
	a.less.files = files.New(fileHost{a}, files.Options{Files: a.opts.Files, First: a.opts.FirstFile, LessOpen: a.opts.LessOpen})
	if a.opts.IgnoreCase {
		a.less.caseRule = search.IgnoreCase
	}
	a.less.histories = search.NewHistories(a.opts.Secure, os.Getenv, func(err error) { a.ui.status.SetError(err.Error()) })
	a.less.histories.ReadAtStart(a.work, a.post, a.ui.prompt.LoadHistory)
}

// halfRows is how far d and u scroll: a count (above 0) sets it for the
// rest of the session, as in less; 0 when none did (half the screen).
func (s *lessState) halfRows(count int) int {
	if count > 0 {
		s.halfSize = count
	}
	return s.halfSize
}

// marksOf is the marks of the document kept by key, made when it has none.
func (s *lessState) marksOf(key string) *markTable {
	if s.marks == nil {
		s.marks = map[string]*markTable{}
	}
	t, ok := s.marks[key]
	if !ok {
		t = newMarkTable()
		s.marks[key] = t
	}
	return t
}

// useFilter puts f in force; dropFilter ends the filter in force.
func (s *lessState) useFilter(f *filterState) { s.filter = f }
func (s *lessState) dropFilter()              { s.filter = nil }

// wrapAs is -S: documents wrap as m from now on.
func (s *lessState) wrapAs(m doc.WrapMode) { s.wrap, s.wrapToggled = m, true }

// useCase makes c the rule the next searches follow.
func (s *lessState) useCase(c search.CaseRule) { s.caseRule = c }

// textOff makes the prompt's line an expression again; toggleText
// switches between text and expression (ctrl-r), reporting whether it is
// text now.
func (s *lessState) textOff() { s.literal = false }

func (s *lessState) toggleText() bool {
	s.literal = !s.literal
	return s.literal
}
