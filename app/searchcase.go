package app

import (
	"strings"

	"lwl/widgets/doc"
)

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
