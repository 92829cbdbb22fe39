package app

import (
	"fmt"
	"os"

	"lwl/app/search"
	"lwl/internal/quote"
)

// The prompt histories kept between sessions: the searches' and U's URLs
// (app/search reads and writes their files). In secure mode neither is
// read or written.

// The prompt history kinds kept in files.
const (
	historyKind    = "search"
	urlHistoryKind = "url"
)

// historyFile is where this lwl keeps the prompt history of kind, "" for
// nowhere: in secure mode, or once a file proved unusable (said once,
// then left alone for the session).
func (a *App) historyFile(kind string) string {
	if a.opts.Secure || a.less.historyOff {
		return ""
	}
	if kind == urlHistoryKind {
		return search.URLHistoryPath(os.Getenv)
	}
	return search.HistoryPath(os.Getenv)
}

// historyFailed says once that a history file cannot be used, and stops
// using them.
func (a *App) historyFailed(err error) {
	a.less.historyUnusable()
	a.ui.status.SetError(err.Error())
}

// loadHistories gives the prompt the searches and URLs of earlier
// sessions.
func (a *App) loadHistories() {
	for _, kind := range []string{historyKind, urlHistoryKind} {
		_, entries, ok := a.readHistory(kind)
		if !ok {
			return
		}
		a.ui.prompt.LoadHistory(kind, entries)
	}
}

// remember adds text to the history file of kind, re-read first so two
// lwl sessions do not lose each other's entries; a file that cannot be
// read is not written over. The prompt remembers the text itself for this
// session.
func (a *App) remember(kind, text string) {
	path, entries, ok := a.readHistory(kind)
	if !ok {
		return
	}
	if err := search.WriteHistory(path, search.AddHistory(entries, text)); err != nil {
		a.historyFailed(fmt.Errorf("%s: %w", search.HistoryName(path), quote.Unwrap(err)))
	}
}

// readHistory reads the history file of kind; ok is false when there is
// none to use (said once when it failed).
func (a *App) readHistory(kind string) (path string, entries []string, ok bool) {
	if path = a.historyFile(kind); path == "" {
		return "", nil, false
	}
	entries, err := search.ReadHistory(path)
	if err != nil {
		a.historyFailed(err)
		return "", nil, false
	}
	return path, entries, true
}
