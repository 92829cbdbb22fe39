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

// HistoryFile is a history file to read at start: its kind and path.
type HistoryFile struct{ Kind, Path string }

// Files are the history files to read at start, none when they are off.
// Take them on h's goroutine; ReadFiles may read them on another, and
// Loaded hands what it read back.
func (h *Histories) Files() []HistoryFile {
	var fs []HistoryFile
	for _, kind := range []string{SearchHistory, URLHistory} {
		if path := h.file(kind); path != "" {
			fs = append(fs, HistoryFile{kind, path})
		}
	}
	return fs
}

// ReadFiles reads files in order, up to the first that cannot be read:
// read holds the entries of those before it, err says why.
func ReadFiles(files []HistoryFile) (read [][]string, err error) {
	for _, f := range files {
		entries, err := ReadHistory(f.Path)
		if err != nil {
			return read, err
		}
		read = append(read, entries)
	}
	return read, nil
}

// Loaded hands the entries ReadFiles read from files to load, kind by
// kind; a file that could not be read is said once, and the files are
// left alone from then.
func (h *Histories) Loaded(files []HistoryFile, read [][]string, err error, load func(kind string, entries []string)) {
	for i, entries := range read {
		load(files[i].Kind, entries)
	}
	if err != nil {
		h.fail(err)
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
