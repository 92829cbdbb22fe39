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
	// reading: the files read at start, until their entries are handed over.
	reading *startRead
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

// historyFile is a history file to read at start: its kind and path.
type historyFile struct{ kind, path string }

// startRead is the history files being read at start.
type startRead struct {
	files []historyFile
	done  chan struct{} // closed once read and err are set
	read  [][]string
	err   error
	load  func(kind string, entries []string)
}

// ReadAtStart reads the history files on a goroutine of work's, beside
// the first frame (a history file may be megabytes), and hands their
// entries to load, kind by kind, in what it gives post, or sooner through
// Ready. Call it, Ready and the rest on one goroutine, the UI's.
func (h *Histories) ReadAtStart(work, post func(func()), load func(kind string, entries []string)) {
	files := h.files()
	if len(files) == 0 {
		return
	}
	r := &startRead{files: files, done: make(chan struct{}), load: load}
	h.reading = r
	work(func() {
		r.read, r.err = readFiles(files)
		close(r.done)
		post(h.Ready)
	})
}

// Ready hands the entries read at start to load if they were not yet,
// waiting for the read to end: a prompt about to open calls it.
func (h *Histories) Ready() {
	r := h.reading
	if r == nil {
		return
	}
	h.reading = nil
	<-r.done
	for i, entries := range r.read {
		r.load(r.files[i].kind, entries)
	}
	if r.err != nil {
		h.fail(r.err)
	}
}

// files are the history files to read at start, none when they are off.
func (h *Histories) files() []historyFile {
	var fs []historyFile
	for _, kind := range []string{SearchHistory, URLHistory} {
		if path := h.file(kind); path != "" {
			fs = append(fs, historyFile{kind, path})
		}
	}
	return fs
}

// readFiles reads files in order, up to the first that cannot be read:
// read holds the entries of those before it, err says why.
func readFiles(files []historyFile) (read [][]string, err error) {
	for _, f := range files {
		entries, err := ReadHistory(f.path)
		if err != nil {
			return read, err
		}
		read = append(read, entries)
	}
	return read, nil
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
