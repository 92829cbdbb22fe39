package app

import (
	"regexp"
	"strings"

	"lwl/app/search"
	"lwl/widgets/doc"
)

// less's search habits: / or ? with an empty line repeats the last search,
// n goes on in the last search's direction and N the other way, a match
// that needs a scroll lands on the layout's jump-target row, and ESC u
// hides the highlight without forgetting the search; the case rule of -i
// and -I, !PATTERN for the lines that do not match, and ctrl-r for a line
// that is text, not a regular expression.

// searchTyped confirms a line typed at the / or ? prompt.
func (a *App) searchTyped(text string, backward bool) {
	if text == "" {
		if a.less.lastQuery == "" {
			a.startSearch("", backward) // nothing to repeat: ends the search
			return
		}
		a.less.turnTo(backward)
		if a.input.search.Active() != nil && !a.less.hidden {
			a.stepDirected(+1, 1) // the same search: on to its next match
			return
		}
		text = a.less.lastQuery
	}
	a.less.searched(text, backward)
	a.remember(search.SearchHistory, text)
	a.startSearch(text, backward)
}

// stepDirected is n (dir +1) and N (dir -1): with a search, on in its
// direction (or against it); without, along the links; count times (a
// number typed first, 0 for none).
func (a *App) stepDirected(dir, count int) {
	if a.input.search.Active() != nil {
		if a.less.lastBackward {
			dir = -dir
		}
		if a.less.hidden {
			a.less.showMatches()
			a.ui.view.SetMatches(a.input.search.Active().Matches)
		}
	}
	a.step(dir, false, count)
}

// toggleHighlight is ESC u: hide the matches, or show them again.
func (a *App) toggleHighlight() {
	if a.input.search.Active() == nil {
		a.ui.status.SetMessage("No search to hide")
		return
	}
	if a.less.toggleHidden() {
		a.ui.view.SetMatches(nil)
		a.ui.status.SetMessage("Matches hidden (n shows them again)")
		return
	}
	a.ui.view.SetMatches(a.input.search.Active().Matches)
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

// compileQuery compiles a search; !PATTERN is the lines PATTERN does not
// match, as in less.
func (a *App) compileQuery(text string) (*doc.Query, error) {
	if rest, ok := strings.CutPrefix(text, "!"); ok && rest != "" {
		q, err := a.compileCased(rest) // as less's /!pattern: the lines it does not match
		if err != nil {
			return nil, err
		}
		return doc.NotQuery(q), nil
	}
	return a.compileCased(text)
}

// compileCased compiles a pattern with the case rule in force: smart case
// (less's -i, lwl's default), always ignoring case (-I), or significant
// case (-i toggled off).
func (a *App) compileCased(text string) (*doc.Query, error) {
	switch a.less.caseRule {
	case caseIgnore:
		return doc.CompileQueryIgnoreCase(text)
	case caseSensitive:
		return doc.CompileQueryCaseSensitive(text)
	}
	return doc.CompileQuery(text)
}

// ctrl-r at a search or filter prompt, as less's ^R: the line is text, not
// a regular expression, until ctrl-r again. The prompt says so ("Regex-off
// /"). The search is kept as the expression that finds that text (a.b is
// a\.b), so / Enter, n and the history repeat it as it was meant; a !
// first still asks for the lines that do not match.

// literalKinds are the prompts ctrl-r acts in.
var literalKinds = map[string]bool{"search": true, "search-backward": true, "search-all": true, "filter": true}

// toggleLiteral is ctrl-r at the prompt; at a command or file prompt the
// key goes to the line.
func (a *App) toggleLiteral() {
	if !literalKinds[a.promptKind()] {
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
	if !a.less.literal || !literalKinds[a.promptKind()] || line == "" {
		return line
	}
	if rest, ok := strings.CutPrefix(line, "!"); ok {
		return "!" + regexp.QuoteMeta(rest)
	}
	return regexp.QuoteMeta(line)
}
