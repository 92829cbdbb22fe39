package app

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
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

// readHistory reads a history file; a missing file is an empty history.
func readHistory(path string) ([]string, error) {
	data, err := os.ReadFile(path)
	if os.IsNotExist(err) {
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
// (another lwl) never sees half a file.
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

// historyFile is where this lwl keeps its searches, "" for nowhere.
func (a *App) historyFile() string {
	if a.opts.Secure {
		return ""
	}
	return HistoryPath(os.Getenv)
}

// loadSearchHistory gives the prompt the searches of earlier sessions.
func (a *App) loadSearchHistory() {
	path := a.historyFile()
	if path == "" {
		return
	}
	entries, err := readHistory(path)
	if err != nil {
		a.status.SetError("search history: " + err.Error())
		return
	}
	a.prompt.LoadHistory(historyKind, entries)
}

// rememberSearch adds a search to the history file, re-read first so two
// lwl sessions do not lose each other's searches. The prompt remembers it
// itself for this session.
func (a *App) rememberSearch(text string) {
	path := a.historyFile()
	if path == "" {
		return
	}
	entries, err := readHistory(path)
	if err == nil {
		err = writeHistory(path, addHistory(entries, text))
	}
	if err != nil {
		a.status.SetError("search history: " + err.Error())
	}
}
