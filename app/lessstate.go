package app

import "lwl/widgets/doc"

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
	// files is the list of files lwl was started with.
	files *fileList
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
	if len(a.opts.Files) > 0 {
		a.less.files = fileListOf(a.opts.Files, a.opts.FirstFile)
	}
	if a.opts.IgnoreCase {
		a.less.caseRule = caseIgnore
	}
	a.loadHistories()
}
