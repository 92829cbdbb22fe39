package app

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"lwl/app/config"
	"lwl/internal/quote"
)

// The search history is kept between sessions in
// $XDG_STATE_HOME/lwl/history (else ~/.local/state/lwl/history): one
// search a line, the newest last, at most maxHistoryEntries. In secure
// mode it is neither read nor written.
//
// A search is written as it was typed, except one a line cannot hold (a
// pasted line break, a CR a reader takes for a line end): that one is
// quotedHistory then a Go quoted string, so it comes back exactly, and a
// file of plain searches reads as before.

// maxHistoryEntries bounds the file; older searches are dropped.
const maxHistoryEntries = 200

// historyKind is the prompt history the file holds: the searches'.
const historyKind = "search"

// quotedHistory begins a quoted line: a NUL, which a search in a file
// written before quoting began is unlikely to start with (one that starts
// with it now is quoted).
const quotedHistory = "\x00"

// historyLine is entry as a line of the file.
func historyLine(entry string) string {
	if strings.ContainsAny(entry, "\n\r") || strings.HasPrefix(entry, quotedHistory) {
		return quotedHistory + strconv.Quote(entry)
	}
	return entry
}

// historyEntry reads a line of the file back.
func historyEntry(line string) string {
	if q, ok := strings.CutPrefix(line, quotedHistory); ok {
		if s, err := strconv.Unquote(q); err == nil {
			return s
		}
	}
	return line
}

// HistoryPath is the search history file for the environment getenv reads,
// or "" when there is neither XDG_STATE_HOME nor HOME.
func HistoryPath(getenv func(string) string) string {
	if x := getenv("XDG_STATE_HOME"); x != "" && filepath.IsAbs(x) {
		return filepath.Join(x, "lwl", "history")
	}
	if h := getenv("HOME"); h != "" {
		return filepath.Join(h, ".local", "state", "lwl", "history")
	}
	return ""
}

// maxHistorySize bounds the history file lwl reads: far above 200 typed
// searches, far below what a device or a mistaken file could feed it.
const maxHistorySize = 4 << 20

// historyName is the history file as messages show it.
func historyName(path string) string {
	return "search history " + quote.Name(path)
}

// readHistory reads a history file; a missing file is an empty history.
// Anything but a regular file of sane size (a FIFO, a terminal, /dev/zero)
// is refused, never waited on or read for ever.
func readHistory(path string) ([]string, error) {
	data, err := config.ReadSmallFile(path, historyName(path), maxHistorySize)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var out []string
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 0, 4096), 1<<20)
	for sc.Scan() {
		if line := sc.Text(); line != "" {
			out = append(out, historyEntry(line))
		}
	}
	return bound(out), nil
}

// addHistory appends entry to entries (moving an earlier copy to the end)
// and bounds the result.
func addHistory(entries []string, entry string) []string {
	if entry == "" {
		return entries
	}
	out := make([]string, 0, len(entries)+1)
	for _, e := range entries {
		if e != entry {
			out = append(out, e)
		}
	}
	return bound(append(out, entry))
}

func bound(entries []string) []string {
	if len(entries) > maxHistoryEntries {
		return entries[len(entries)-maxHistoryEntries:]
	}
	return entries
}

// writeHistory replaces the file with entries, by a rename, so a reader
// (another lwl) never sees half a file, and the file itself is never opened
// for writing (were it a FIFO, that would wait for a reader).
func writeHistory(path string, entries []string) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), ".history-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name()) // fails harmlessly after the rename
	w := bufio.NewWriter(tmp)
	for _, e := range entries {
		fmt.Fprintln(w, historyLine(e))
	}
	if err := w.Flush(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}

// historyFile is where this lwl keeps its searches, "" for nowhere: in
// secure mode, or once the file proved unusable (said once, then left
// alone for the session).
func (a *App) historyFile() string {
	if a.opts.Secure || a.less.historyOff {
		return ""
	}
	return HistoryPath(os.Getenv)
}

// historyFailed says once that the history file cannot be used, and stops
// using it.
func (a *App) historyFailed(err error) {
	a.less.historyOff = true
	a.status.SetError(err.Error())
}

// loadSearchHistory gives the prompt the searches of earlier sessions.
func (a *App) loadSearchHistory() {
	path := a.historyFile()
	if path == "" {
		return
	}
	entries, err := readHistory(path)
	if err != nil {
		a.historyFailed(err)
		return
	}
	a.prompt.LoadHistory(historyKind, entries)
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
	entries, err := readHistory(path)
	if err != nil {
		a.historyFailed(err)
		return
	}
	if err := writeHistory(path, addHistory(entries, text)); err != nil {
		a.historyFailed(fmt.Errorf("%s: %w", historyName(path), quote.Unwrap(err)))
	}
}
