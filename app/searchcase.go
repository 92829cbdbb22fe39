package app

import "lwl/widgets/doc"

// compileQuery compiles a search with the case rule in force: smart case
// (less's -i, lwl's default), always ignoring case (-I), or significant
// case (-i toggled off).
func (a *App) compileQuery(text string) (*doc.Query, error) {
	switch a.less.caseRule {
	case caseIgnore:
		return doc.CompileQueryIgnoreCase(text)
	case caseSensitive:
		return doc.CompileQueryCaseSensitive(text)
	}
	return doc.CompileQuery(text)
}
