package app

import (
	"regexp"
	"strings"
)

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
	a.less.literal = !a.less.literal
	k, _ := promptKinds.find(a.promptKind())
	label := k.indicator
	if a.less.literal {
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
