package app

import (
	"fmt"
	"os"

	"lwl/app/search"
	"lwl/internal/quote"
)

// historyKind is the prompt history the search history file holds.
const historyKind = "search"

// historyFile is where this lwl keeps its searches, "" for nowhere: in
// secure mode, or once the file proved unusable (said once, then left
// alone for the session).
func (a *App) historyFile() string {
	if a.opts.Secure || a.less.historyOff {
		return ""
	}
	return search.HistoryPath(os.Getenv)
}

// historyFailed says once that the history file cannot be used, and stops
// using it.
func (a *App) historyFailed(err error) {
	a.less.historyUnusable()
	a.ui.status.SetError(err.Error())
}

// loadSearchHistory gives the prompt the searches of earlier sessions.
func (a *App) loadSearchHistory() {
	path := a.historyFile()
	if path == "" {
		return
	}
	entries, err := search.ReadHistory(path)
	if err != nil {
		a.historyFailed(err)
		return
	}
	a.ui.prompt.LoadHistory(historyKind, entries)
}

// rememberSearch adds a search to the history file, re-read first so two
// lwl sessions do not lose each other's searches; a file that cannot be
// read is not written over. The prompt remembers the search itself for
// this session.
func (a *App) rememberSearch(text string) {
	path := a.historyFile()
	if path == "" {
		return
	}
	entries, err := search.ReadHistory(path)
	if err != nil {
		a.historyFailed(err)
		return
	}
	if err := search.WriteHistory(path, search.AddHistory(entries, text)); err != nil {
		a.historyFailed(fmt.Errorf("%s: %w", search.HistoryName(path), quote.Unwrap(err)))
	}
}
