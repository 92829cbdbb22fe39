package search

import (
	"bufio"
	"bytes"
	"errors"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"

	"lwl/internal/quote"
	"lwl/internal/safefile"
)

// The search history is kept between sessions in
// $XDG_STATE_HOME/lwl/history (else ~/.local/state/lwl/history): one
// search a line, the newest last, at most MaxHistoryEntries. In secure
// mode it is neither read nor written.
//
// A search is written as it was typed, except one a line cannot hold (a
// pasted line break, a CR a reader takes for a line end): that one is
// quotedHistory then a Go quoted string, so it comes back exactly, and a
// file of plain searches reads as before.

// The URL prompt's history (U) is kept the same way, in urlHistoryFile
// beside it: each page bro shows is a new lwl, so a history in memory
// would be empty at every U.
const urlHistoryFile = "url-history"

// MaxHistoryEntries bounds the file; older searches are dropped.
const MaxHistoryEntries = 200

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
func HistoryPath(getenv func(string) string) string { return statePath(getenv, "history") }

// URLHistoryPath is the URL prompt's history file, "" when there is none.
func URLHistoryPath(getenv func(string) string) string { return statePath(getenv, urlHistoryFile) }

// statePath is file in lwl's state folder, "" when there is none.
func statePath(getenv func(string) string, file string) string {
	d := safefile.StateDir(getenv)
	if d == "" {
		return ""
	}
	return filepath.Join(d, file)
}

// maxHistorySize bounds the history file lwl reads: far above 200 typed
// searches, far below what a device or a mistaken file could feed it.
const maxHistorySize = 4 << 20

// HistoryName is the history file as messages show it.
func HistoryName(path string) string {
	if filepath.Base(path) == urlHistoryFile {
		return "URL history " + quote.Name(path)
	}
	return "search history " + quote.Name(path)
}

// ReadHistory reads a history file; a missing file is an empty history.
// Anything but a regular file of sane size (a FIFO, a terminal, /dev/zero)
// is refused, never waited on or read for ever.
func ReadHistory(path string) ([]string, error) {
	data, err := safefile.Read(path, HistoryName(path), maxHistorySize)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var out []string
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 0, 4096), maxHistorySize+1) // any line of the file
	for sc.Scan() {
		if e := historyEntry(sc.Text()); e != "" && len(e) <= MaxHistoryEntry {
			out = append(out, e)
		}
	}
	return bound(out), nil
}

// MaxHistoryEntry is the longest entry remembered. A pasted pattern of
// megabytes made the file larger than lwl reads back (maxHistorySize), and
// every search remembered with it was lost; 200 entries this long, quoted
// (up to four bytes a byte), stay below that.
const MaxHistoryEntry = 4 << 10

// AddHistory appends entry to entries (moving an earlier copy to the end)
// and bounds the result. An entry longer than MaxHistoryEntry is not
// remembered.
func AddHistory(entries []string, entry string) []string {
	if entry == "" || len(entry) > MaxHistoryEntry {
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

// bound keeps the newest MaxHistoryEntries.
func bound(entries []string) []string {
	if len(entries) > MaxHistoryEntries {
		return entries[len(entries)-MaxHistoryEntries:]
	}
	return entries
}

// WriteHistory replaces the file with entries (safefile.Replace: by a
// rename, never opening the file itself for writing).
func WriteHistory(path string, entries []string) error {
	var b bytes.Buffer
	for _, e := range entries {
		b.WriteString(historyLine(e))
		b.WriteByte('\n')
	}
	return safefile.Replace(path, b.Bytes())
}
