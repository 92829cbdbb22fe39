package search

import (
	"fmt"

	"lwl/internal/quote"
)

// The prompt histories kept between sessions: the searches' and U's URLs,
// each in its file. In secure mode neither is read or written.

// The prompt history kinds kept in files.
const (
	SearchHistory = "search"
	URLHistory    = "url"
)

// Histories are one pager's prompt history files.
type Histories struct {
	getenv func(string) string
	failed func(error) // says that a file cannot be used
	// off: secure mode, or a file proved unusable (said once, then left
	// alone for the session).
	off bool
}

// NewHistories makes the histories found through getenv (none in secure
// mode); failed says it when a file cannot be used.
func NewHistories(secure bool, getenv func(string) string, failed func(error)) *Histories {
	return &Histories{getenv: getenv, failed: failed, off: secure}
}

// file is where the prompt history of kind is kept, "" for nowhere.
func (h *Histories) file(kind string) string {
	if h.off {
		return ""
	}
	if kind == URLHistory {
		return URLHistoryPath(h.getenv)
	}
	return HistoryPath(h.getenv)
}

// fail says once that a history file cannot be used, and stops using
// them.
func (h *Histories) fail(err error) {
	h.off = true
	h.failed(err)
}

// Load hands the entries of earlier sessions to load, kind by kind.
func (h *Histories) Load(load func(kind string, entries []string)) {
	for _, kind := range []string{SearchHistory, URLHistory} {
		_, entries, ok := h.read(kind)
		if !ok {
			return
		}
		load(kind, entries)
	}
}

// Remember adds text to the history file of kind, re-read first so two
// lwl sessions do not lose each other's entries; a file that cannot be
// read is not written over.
func (h *Histories) Remember(kind, text string) {
	path, entries, ok := h.read(kind)
	if !ok {
		return
	}
	if err := WriteHistory(path, AddHistory(entries, text)); err != nil {
		h.fail(fmt.Errorf("%s: %w", HistoryName(path), quote.Unwrap(err)))
	}
}

// read reads the history file of kind; ok is false when there is none
// to use (said once when it failed).
func (h *Histories) read(kind string) (path string, entries []string, ok bool) {
	if path = h.file(kind); path == "" {
		return "", nil, false
	}
	entries, err := ReadHistory(path)
	if err != nil {
		h.fail(err)
		return "", nil, false
	}
	return path, entries, true
}
