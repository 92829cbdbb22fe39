package app

import "lwl/widgets/doc"

// compileQuery compiles a search with the case rule in force: smart case
// (less's -i, lwl's default), or always ignoring case (-I).
func (a *App) compileQuery(text string) (*doc.Query, error) {
	if a.opts.IgnoreCase {
		return doc.CompileQueryIgnoreCase(text)
	}
	return doc.CompileQuery(text)
}
