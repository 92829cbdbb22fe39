package app

import "lwl/widgets/doc"

// less's search habits: / or ? with an empty line repeats the last search,
// n goes on in the last search's direction and N the other way, a match
// that needs a scroll lands on the layout's jump-target row, and ESC u
// hides the highlight without forgetting the search.

// searchTyped confirms a line typed at the / or ? prompt.
func (a *App) searchTyped(text string, backward bool) {
	if text == "" {
		if a.less.lastQuery == "" {
			a.startSearch("", backward) // nothing to repeat: ends the search
			return
		}
		a.less.lastBackward = backward
		if a.input.search != nil && !a.less.hidden {
			a.stepDirected(+1, 1) // the same search: on to its next match
			return
		}
		text = a.less.lastQuery
	}
	a.less.lastQuery, a.less.lastBackward, a.less.hidden = text, backward, false
	a.rememberSearch(text)
	a.startSearch(text, backward)
}

// stepDirected is n (dir +1) and N (dir -1): with a search, on in its
// direction (or against it); without, along the links; count times (a
// number typed first, 0 for none).
func (a *App) stepDirected(dir, count int) {
	if a.input.search != nil {
		if a.less.lastBackward {
			dir = -dir
		}
		if a.less.hidden {
			a.less.hidden = false
			a.ui.view.SetMatches(a.input.search.matches)
		}
	}
	a.step(dir, false, count)
}

// toggleHighlight is ESC u: hide the matches, or show them again.
func (a *App) toggleHighlight() {
	if a.input.search == nil {
		a.ui.status.SetMessage("No search to hide")
		return
	}
	a.less.hidden = !a.less.hidden
	if a.less.hidden {
		a.ui.view.SetMatches(nil)
		a.ui.status.SetMessage("Matches hidden (n shows them again)")
		return
	}
	a.ui.view.SetMatches(a.input.search.matches)
}

// showMatch brings a match into view: nothing if it is on screen, else it
// lands on the jump-target row (the top, as in less), and the place left
// is remembered for ”.
func (a *App) showMatch(it doc.Item) {
	if !a.ui.view.OnScreen(it.Start) {
		a.noteJump()
		a.land(a.ui.view.Document().SrcOffset(it.Start), a.jumpRows(), nil)
	}
	a.ui.view.ScrollIntoView(it) // on screen now: only sideways, with wrap: none
}
