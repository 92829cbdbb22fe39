package app

import (
	"lwl/app/search"
	"lwl/widgets"
	"lwl/widgets/doc"
)

// The search's controller (app/search) keeps the search in force and
// counts its matches; here are the pager's sides of it: the seam the
// controller reaches the pager through, the steps along the matches on
// screen, and less's search habits.

// searchSeam is the pager as the search controller sees it.
type searchSeam struct{ a *App }

func (s searchSeam) Post(fn func())                  { s.a.post(fn) }
func (s searchSeam) Work(fn func())                  { s.a.work(fn) }
func (s searchSeam) RestoreOnPanic()                 { s.a.restoreOnPanic() }
func (s searchSeam) YieldToKeys(stopped func() bool) { s.a.yieldToKeys(stopped) }
func (s searchSeam) ShowMatch(it doc.Item)           { s.a.selectMatch(it) }
func (s searchSeam) Step(dir, count int)             { s.a.stepMatch(dir, count) }
func (s searchSeam) InPrompt() bool                  { return s.a.inPrompt() }
func (s searchSeam) Stopping() bool                  { return s.a.life.stopping.Load() }

// newSearch makes the controller of a's searches, once its widgets are.
func (a *App) newSearch() *search.Controller {
	return search.NewController(a.ui.view, a.ui.status, searchSeam{a})
}

// urlHistoryKind is the prompt history of U's URLs.
const urlHistoryKind = search.URLHistory

// remember adds text to the prompt history file of kind (the prompt
// remembers it itself for this session).
func (a *App) remember(kind, text string) { a.less.histories.Remember(kind, text) }

// setPreview shows m (nil: no highlight) while the query is typed.
func (a *App) setPreview(m *doc.Matches) { a.input.search.SetPreview(m) }

// previewSearch highlights text's matches while it is typed; an expression
// that does not compile yet highlights nothing.
func (a *App) previewSearch(text string) {
	if text == "" {
		a.input.search.Preview(nil)
		return
	}
	q, err := a.compileQuery(text)
	if err != nil {
		a.input.search.Preview(nil)
		return
	}
	a.input.search.Preview(q)
}

// stepMatch selects the count-th next (dir +1) or previous match; a count
// past the last match stops at it.
func (a *App) stepMatch(dir, count int) {
	c := a.input.search
	m := c.Active().Matches
	sel := a.ui.view.SelectedMatch()
	it, res := a.ui.view.NextItem(m, sel, doc.MatchPos(max(sel, 0)), dir) // selectMatch scrolls
	var reached doc.Item
	steps := 0
	for res == widgets.Stepped {
		reached, steps = it, steps+1
		if steps == count {
			break
		}
		var ok bool
		if it, ok = doc.Beside(m, reached.ID, dir); !ok {
			break
		}
	}
	if m.Waiting() && steps < count { // (a look past the item reached may have met a chunk being searched)
		if steps > 0 {
			a.selectMatch(reached) // on screen: the wait goes on from it
		}
		c.Await(dir, count-steps)
		return
	}
	c.DropStep()
	if steps == 0 {
		a.stepped(it, res)
		return
	}
	a.selectMatch(reached)
	a.ui.status.SetMessage(c.MatchMessage(reached.ID))
}

// startSearch confirms a search typed at the prompt.
func (a *App) startSearch(text string, backward bool) {
	a.input.search.SetPreview(nil) // the highlight while typing is searched for no more
	a.endSearch()
	if text == "" {
		return // an empty search ends the search
	}
	q, err := a.compileQuery(text)
	if err != nil {
		a.ui.status.SetError("Invalid pattern: " + err.Error())
		return
	}
	a.input.search.Start(q, backward)
}

// endSearch removes the matches; links are the active list again.
func (a *App) endSearch() { a.input.search.End() }

// selectMatch selects a match, and the link it lies in (so Enter follows
// the link whose text holds the match), and scrolls it into view.
func (a *App) selectMatch(it doc.Item) {
	a.ui.view.SelectMatch(it.ID)
	if link := a.ui.view.Document().LinkAt(it.Start.Chunk, it.Start.Off); link >= 0 {
		a.ui.view.SelectLink(link)
	}
	a.showMatch(it)
}

// less's search habits: / or ? with an empty line repeats the last search,
// n goes on in the last search's direction and N the other way, a match
// that needs a scroll lands on the layout's jump-target row, and ESC u
// hides the highlight without forgetting the search; the case rule of -i
// and -I, !PATTERN for the lines that do not match, and ctrl-r for a line
// that is text, not a regular expression.

// searchTyped confirms a line typed at the / or ? prompt.
func (a *App) searchTyped(text string, backward bool) {
	c := a.input.search
	if text == "" {
		last, _ := c.Last()
		if last == "" {
			a.startSearch("", backward) // nothing to repeat: ends the search
			return
		}
		c.TurnTo(backward)
		if c.Active() != nil && !c.Hidden() {
			a.stepDirected(+1, 1) // the same search: on to its next match
			return
		}
		text = last
	}
	c.Searched(text, backward)
	a.remember(search.SearchHistory, text)
	a.startSearch(text, backward)
}

// stepDirected is n (dir +1) and N (dir -1): with a search, on in its
// direction (or against it); without, along the links; count times (a
// number typed first, 0 for none).
func (a *App) stepDirected(dir, count int) {
	a.step(a.input.search.Directed(dir), false, count)
}

// toggleHighlight is ESC u: hide the matches, or show them again.
func (a *App) toggleHighlight() { a.input.search.ToggleHighlight() }

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

// compileQuery compiles a search with the case rule in force; !PATTERN
// is the lines PATTERN does not match, as in less.
func (a *App) compileQuery(text string) (*doc.Query, error) {
	return search.Compile(text, a.less.caseRule)
}

// ctrl-r at a search or filter prompt, as less's ^R: the line is text, not
// a regular expression, until ctrl-r again. The prompt says so ("Regex-off
// /"). The search is kept as the expression that finds that text (a.b is
// a\.b), so / Enter, n and the history repeat it as it was meant; a !
// first still asks for the lines that do not match.

// literalKind reports whether ctrl-r acts in prompts of kind.
func literalKind(kind string) bool {
	switch kind {
	case "search", "search-backward", "search-all", "filter":
		return true
	}
	return false
}

// toggleLiteral is ctrl-r at the prompt; at a command or file prompt the
// key goes to the line.
func (a *App) toggleLiteral() {
	if !literalKind(a.promptKind()) {
		a.passToLine()
		return
	}
	literal := a.less.toggleText()
	k, _ := promptKinds.find(a.promptKind())
	label := k.indicator
	if literal {
		label = "Regex-off " + label
	}
	a.ui.prompt.SetLabel(label)
	a.promptChanged()
}

// typedQuery is the search the prompt's line asks for: the line itself,
// or with ctrl-r the expression that finds it as written.
func (a *App) typedQuery(line string) string {
	if !a.less.literal || !literalKind(a.promptKind()) {
		return line
	}
	return search.Literal(line)
}
