package app

import (
	"lwl/app/search"
	"lwl/widgets"
	"lwl/widgets/doc"
)

// The search's controller (app/search) keeps the search in force and
// counts its matches; here are the pager's sides of it: the query as
// typed compiled, the steps along the matches on screen, and the seam the
// controller reaches the pager through.

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
