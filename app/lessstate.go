package app

// The less part (a.less): what lwl keeps for less's habits. Only this file
// changes lessState's fields; the rest of app calls its methods.

import (
	"lwl/app/files"
	"lwl/widgets/doc"
)

// lessState is what lwl keeps for less's habits: the last search to repeat
// and its direction, the half-screen size a count sets, the files named on
// the command line and their marks. It is one field of App, so these
// habits stay out of App's own state.
type lessState struct {
	// lastQuery is the last search confirmed, repeated by / or ? with an
	// empty line; lastBackward is the direction n goes (N the other way).
	lastQuery    string
	lastBackward bool
	// hidden: ESC u hid the matches' highlight; the search is kept.
	hidden bool
	// halfSize is the rows d and u scroll once a count set it (0: half
	// the screen).
	halfSize int
	// files is the files lwl was started with and :e added.
	files *files.Controller
	// marks are each document's marks, by its path (a pipe's: its name).
	marks map[string]*markTable
	// filter is the & filter in force, nil for none.
	filter *filterState
	// following says F follows the end; its polling runs while its ticket
	// is the last of tails.
	following bool
	tails     generation
	// historyOff: the search history file could not be used; it was said
	// once and is not touched again this session.
	historyOff bool
	// wrap is how documents wrap once -S toggled it (wrapToggled);
	// caseRule is how searches treat case (-i, -I).
	wrap        doc.WrapMode
	wrapToggled bool
	caseRule    caseRule
	// literal: ctrl-r made the prompt's line text, not an expression.
	literal bool
}

// startHabits sets up the habits' state from the options, in New.
func (a *App) startHabits() {
	a.less.files = files.New(fileHost{a}, files.Options{Files: a.opts.Files, First: a.opts.FirstFile, LessOpen: a.opts.LessOpen})
	if a.opts.IgnoreCase {
		a.less.caseRule = caseIgnore
	}
	a.loadHistories()
}

// searched: text, in direction backward, is the search to repeat, its
// matches shown.
func (s *lessState) searched(text string, backward bool) {
	s.lastQuery, s.lastBackward, s.hidden = text, backward, false
}

// repeatQuery makes text the search / Enter repeats.
func (s *lessState) repeatQuery(text string) { s.lastQuery = text }

// turnTo makes backward the direction n goes.
func (s *lessState) turnTo(backward bool) { s.lastBackward = backward }

// showMatches shows the matches' highlight again; toggleHidden hides it
// or shows it, and reports whether it is hidden now.
func (s *lessState) showMatches() { s.hidden = false }

func (s *lessState) toggleHidden() bool {
	s.hidden = !s.hidden
	return s.hidden
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

// follow starts F's following of the end, reporting false when it is
// already on; unfollow ends it, reporting false when it was off.
func (s *lessState) follow() bool {
	if s.following {
		return false
	}
	s.following = true
	return true
}

func (s *lessState) unfollow() bool {
	if !s.following {
		return false
	}
	s.following = false
	return true
}

// historyUnusable: the search history file is not touched again.
func (s *lessState) historyUnusable() { s.historyOff = true }

// wrapAs is -S: documents wrap as m from now on.
func (s *lessState) wrapAs(m doc.WrapMode) { s.wrap, s.wrapToggled = m, true }

// useCase makes c the rule the next searches follow.
func (s *lessState) useCase(c caseRule) { s.caseRule = c }

// textOff makes the prompt's line an expression again; toggleText
// switches between text and expression (ctrl-r), reporting whether it is
// text now.
func (s *lessState) textOff() { s.literal = false }

func (s *lessState) toggleText() bool {
	s.literal = !s.literal
	return s.literal
}
