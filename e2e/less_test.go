//go:build linux

package e2e

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// lessDir makes a folder with a.txt ("alpha N", 500 lines) and b.txt
// ("bravo N", 300 lines).
func lessDir(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	write := func(name, word string, n int) {
		var b strings.Builder
		for i := 1; i <= n; i++ {
			fmt.Fprintf(&b, "%s %d\n", word, i)
		}
		if err := os.WriteFile(filepath.Join(dir, name), []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("a.txt", "alpha", 500)
	write("b.txt", "bravo", 300)
	return dir
}

// Several files: :n and :p walk them, each keeps its place; a missing third
// is a message when reached, and lwl stays on the file it showed.
func TestE2ELessFiles(t *testing.T) {
	dir := lessDir(t)
	h := startWith(t, startOpts{dir: dir}, "a.txt", "b.txt", "missing.txt")
	h.waitStatus(t, "a.txt (1 of 3)", "line 1")
	h.typeKeys("5j")
	h.waitStatus(t, "a.txt (1 of 3)", "line 6")
	h.typeKeys(":n")
	h.waitStatus(t, "b.txt (2 of 3)", "line 1")
	h.waitRow(t, 0, "b.txt's first line", func(r string) bool { return strings.HasPrefix(r, "bravo 1") })
	h.typeKeys("3j")
	h.waitStatus(t, "b.txt (2 of 3)", "line 4")
	h.typeKeys(":n")
	h.waitStatus(t, "missing.txt: no such file", "b.txt (2 of 3)", "line 4")
	h.typeKeys(":p")
	h.waitStatus(t, "a.txt (1 of 3)", "line 6")
	h.waitRow(t, 0, "a.txt where it was left", func(r string) bool { return strings.HasPrefix(r, "alpha 6") })
	h.typeKeys(":n")
	h.waitStatus(t, "b.txt (2 of 3)", "line 4")
	h.typeKeys(":x")
	h.waitStatus(t, "a.txt (1 of 3)", "line 6")
	h.typeKeys(":p")
	h.waitStatus(t, "No previous file")
	h.typeKeys(":x")
	h.waitStatus(t, "Already at the first file")
	quit(t, h)
}

// A search is kept with its file: back at the file, n goes on from it.
func TestE2ELessFilesKeepSearch(t *testing.T) {
	dir := lessDir(t)
	h := startWith(t, startOpts{dir: dir}, "a.txt", "b.txt")
	h.waitStatus(t, "a.txt (1 of 2)")
	h.typeKeys("/alpha 7\r")
	h.waitStatus(t, "matches")
	h.typeKeys("n")
	h.waitStatus(t, "2/")
	h.typeKeys(":n")
	h.waitStatus(t, "b.txt (2 of 2)")
	h.typeKeys(":p")
	h.waitStatus(t, "a.txt (1 of 2)", "11 matches") // the search is back
	h.typeKeys("n")
	h.waitStatus(t, "3/11")
	quit(t, h)
}

// A missing first file is a message and the next one opens; only when
// none opens does lwl fail.
func TestE2ELessFilesMissingFirst(t *testing.T) {
	dir := lessDir(t)
	h := startWith(t, startOpts{dir: dir}, "nothere.txt", "a.txt")
	h.waitStatus(t, "nothere.txt", "a.txt (2 of 2)")
	quit(t, h)

	h = startWith(t, startOpts{dir: dir}, "nothere.txt", "gone.txt")
	if code := h.wait(t); code != 1 {
		t.Errorf("exit code %d with no file that opens, want 1", code)
	}
	if s := h.screen(); !strings.Contains(s, "nothere.txt") {
		t.Errorf("no message naming the missing file:\n%s", s)
	}
}

// :e FILE opens another file after this one.
func TestE2ELessEdit(t *testing.T) {
	dir := lessDir(t)
	h := startWith(t, startOpts{dir: dir}, "a.txt")
	h.waitStatus(t, "a.txt")
	h.typeKeys(":e")
	h.waitRow(t, -1, "the :e prompt", func(r string) bool { return strings.HasPrefix(r, ":e") })
	h.typeKeys("b.txt\r")
	h.waitStatus(t, "b.txt (2 of 2)")
	h.typeKeys(":p")
	h.waitStatus(t, "a.txt (1 of 2)")
	quit(t, h)
}

// Marks: m a marks the top line, ' a returns, ” goes back to where the
// last jump started; marks are per file.
func TestE2ELessMarks(t *testing.T) {
	dir := lessDir(t)
	h := startWith(t, startOpts{dir: dir}, "a.txt", "b.txt")
	h.waitStatus(t, "line 1")
	h.typeKeys("10j")
	h.waitStatus(t, "line 11")
	h.typeKeys("ma")
	h.waitStatus(t, "Mark a set")
	h.typeKeys("G")
	h.waitStatus(t, "100%")
	h.typeKeys("'a")
	h.waitStatus(t, "line 11")
	h.typeKeys("''")
	h.waitStatus(t, "100%")
	h.typeKeys("''")
	h.waitStatus(t, "line 11")
	h.typeKeys("50g")
	h.waitStatus(t, "line 50")
	h.typeKeys("''")
	h.waitStatus(t, "line 11")
	h.typeKeys("'z")
	h.waitStatus(t, "Mark z is not set")
	h.typeKeys(":n")
	h.waitStatus(t, "b.txt")
	h.typeKeys("'a")
	h.waitStatus(t, "Mark a is not set") // a's marks stay with a.txt
	h.typeKeys(":p")
	h.waitStatus(t, "a.txt")
	h.typeKeys("G'a")
	h.waitStatus(t, "line 11")
	quit(t, h)
}

// less's keys: ctrl-f/ctrl-b, e/y, =, a count before d, / Enter repeats,
// n follows ?'s direction, ESC u hides the highlight, and a search that
// scrolls puts its match on the top line.
func TestE2ELessKeys(t *testing.T) {
	dir := lessDir(t)
	h := startWith(t, startOpts{dir: dir}, "a.txt")
	h.waitStatus(t, "line 1")
	h.typeKeys("\x06") // ctrl-f
	h.waitStatus(t, fmt.Sprintf("line %d", e2eRows))
	h.typeKeys("\x02") // ctrl-b
	h.waitStatus(t, "line 1 ")
	h.typeKeys("ee\x05") // e e ctrl-e
	h.waitStatus(t, "line 4")
	h.typeKeys("y\x19") // y ctrl-y
	h.waitStatus(t, "line 2")
	h.typeKeys("=")
	h.waitStatus(t, "a.txt lines 2-40/500 byte")
	h.typeKeys("5d")
	h.waitStatus(t, "line 7")
	h.typeKeys("d")
	h.waitStatus(t, "line 12") // the count stays the size of d
	h.typeKeys("u")
	h.waitStatus(t, "line 7")
	// A search that has to scroll puts the match on the top row.
	h.typeKeys("/alpha 25[0-9]\r")
	h.waitRow(t, 0, "the match on the top row", func(r string) bool { return strings.HasPrefix(r, "alpha 250") })
	h.typeKeys("/alpha 4\r") // 4, 40..49, 400..499: from line 250, 400 is next
	h.waitStatus(t, "matches")
	h.waitRow(t, 0, "alpha 400 on top", func(r string) bool { return strings.HasPrefix(r, "alpha 400") })
	h.waitStatus(t, "111 matches") // 4, 40..49, 400..499; alpha 400 is the 12th
	h.typeKeys("/\r")              // repeats: the next match
	h.waitStatus(t, "13/111")
	h.typeKeys("?\r") // repeats backward
	h.waitStatus(t, "12/111")
	h.typeKeys("n") // n goes on backward
	h.waitStatus(t, "11/111")
	h.typeKeys("N") // N forward
	h.waitStatus(t, "12/111")
	h.typeKeys("\x1bu")
	h.waitStatus(t, "Matches hidden")
	h.typeKeys("N")
	h.waitStatus(t, "13/111")
	quit(t, h)
	hist, err := os.ReadFile(filepath.Join(h.home(t), ".local", "state", "lwl", "history"))
	if err != nil {
		t.Fatalf("no search history: %v", err)
	}
	if got := string(hist); got != "alpha 25[0-9]\nalpha 4\n" {
		t.Errorf("search history %q, want the two searches", got)
	}
}

// F follows a file a writer appends to; any key stops.
func TestE2ELessFollow(t *testing.T) {
	dir := lessDir(t)
	path := filepath.Join(dir, "a.txt")
	h := startWith(t, startOpts{dir: dir}, "a.txt")
	h.waitStatus(t, "line 1")
	h.typeKeys("F")
	h.waitStatus(t, "Waiting for data")
	f, err := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	for i := 1; i <= 3; i++ {
		fmt.Fprintf(f, "appended %d\n", i)
		h.waitRow(t, -2, fmt.Sprintf("appended %d at the bottom", i), func(r string) bool {
			return strings.HasPrefix(r, fmt.Sprintf("appended %d", i))
		})
	}
	f.Close()
	h.typeKeys("x")
	h.waitStatus(t, "Stopped following")
	quit(t, h)
}

// --follow-name: F reopens a file renamed away and made again.
func TestE2ELessFollowName(t *testing.T) {
	dir := lessDir(t)
	path := filepath.Join(dir, "a.txt")
	h := startWith(t, startOpts{dir: dir}, "--follow-name", "a.txt")
	h.waitStatus(t, "line 1")
	h.typeKeys("F")
	h.waitStatus(t, "Waiting for data")
	if err := os.Rename(path, path+".1"); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte("fresh 1\nfresh 2\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	h.waitFor(t, "the new file's text", func(s string) bool { return strings.Contains(s, "fresh 2") }, e2eTimeout)
	// Truncated in place (logrotate's copytruncate), then written again.
	if err := os.WriteFile(path, []byte("cut 1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	h.waitFor(t, "the truncated file's text", func(s string) bool {
		return strings.Contains(s, "cut 1") && !strings.Contains(s, "fresh 2")
	}, e2eTimeout)
	h.typeKeys("\x03") // ctrl-c stops following, and does not quit
	h.waitStatus(t, "Stopped following")
	quit(t, h)
}

// home is the HOME lwl was given.
func (h *termHandle) home(t *testing.T) string {
	t.Helper()
	for _, kv := range h.cmd.Env {
		if v, ok := strings.CutPrefix(kv, "HOME="); ok {
			return v
		}
	}
	t.Fatal("no HOME in lwl's environment")
	return ""
}

// & shows the lines that match, &! the others, & Enter all again; the
// status names the filter and counts the lines; search and links work in
// the filtered lines.
func TestE2ELessFilter(t *testing.T) {
	dir := t.TempDir()
	var b strings.Builder
	want := 0
	for i := 1; i <= 10000; i++ {
		if i%7 == 0 {
			fmt.Fprintf(&b, "line %d seven [l%d](https://example.com/%d)\n", i, i, i)
			want++
		} else {
			fmt.Fprintf(&b, "line %d\n", i)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "f.txt"), []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	h := startWith(t, startOpts{dir: dir}, "f.txt")
	h.waitStatus(t, "f.txt", "line 1")
	h.typeKeys("&seven\r")
	h.waitStatus(t, fmt.Sprintf("&seven: %d lines", want), "f.txt &seven")
	if r := h.row(0); !strings.HasPrefix(r, "line 7 seven") {
		t.Errorf("first filtered row %q, want line 7", r)
	}
	h.typeKeys("/seven\r")
	h.waitStatus(t, fmt.Sprintf("%d matches", want))
	h.typeKeys("n")
	h.waitStatus(t, fmt.Sprintf("2/%d", want))
	h.typeKeys("\x1b\t") // links again: the first link on screen
	h.waitStatus(t, "https://example.com/")
	h.typeKeys("&!seven\r")
	h.waitStatus(t, fmt.Sprintf("&!seven: %d lines", 10000-want), "f.txt &!seven")
	h.typeKeys("R") // the filtered lines are not the file: R says what to do
	h.waitStatus(t, "& Enter shows all lines, then R reads the file again")
	if r := h.row(6); !strings.HasPrefix(r, "line 8") {
		t.Errorf("row 6 of &!seven %q, want line 8 (7 is filtered out)", r)
	}
	h.typeKeys("&\r")
	h.waitStatus(t, "Filter off")
	h.waitFor(t, "all lines again", func(s string) bool { return strings.Contains(h.row(6), "line 7 seven") }, e2eTimeout)
	quit(t, h)
}

// A missing second file whose name holds control bytes: its message, when
// :n reaches it, shows them quoted, and none reaches the terminal.
func TestE2ELessFilesQuotedName(t *testing.T) {
	evil := "x\x1b]0;TITLE\a.md"
	dir := lessDir(t)
	h := startWith(t, startOpts{dir: dir}, "a.txt", evil)
	h.waitStatus(t, "a.txt (1 of 2)")
	h.typeKeys(":n")
	h.waitStatus(t, `"x\x1b]0;TITLE\a.md": no such file`)
	if strings.Contains(string(h.rawOutput()), "\x1b]0;TITLE") {
		t.Error("the file name's escape reached the terminal")
	}
	quit(t, h)
}

// R reads the file again: appended lines count, and a file replaced by a
// new one (an editor's save) is opened anew at the same place.
func TestE2ELessReload(t *testing.T) {
	dir := lessDir(t)
	path := filepath.Join(dir, "b.txt")
	h := startWith(t, startOpts{dir: dir}, "b.txt")
	h.waitStatus(t, "line 1")
	h.typeKeys("=")
	h.waitStatus(t, "lines 1-39/300")
	f, err := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	fmt.Fprintln(f, "bravo 301")
	f.Close()
	h.typeKeys("R=")
	h.waitStatus(t, "lines 1-39/301")
	h.typeKeys("10j")
	h.waitStatus(t, "line 11")
	tmp := filepath.Join(dir, "new")
	if err := os.WriteFile(tmp, []byte(strings.Repeat("charlie\n", 100)), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(tmp, path); err != nil {
		t.Fatal(err)
	}
	h.typeKeys("R")
	h.waitRow(t, 0, "the new file's text", func(r string) bool { return strings.HasPrefix(r, "charlie") })
	h.typeKeys("=")
	h.waitStatus(t, "/100 byte")
	quit(t, h)
}

// Searches of an earlier session come back with up at the / prompt, from
// $XDG_STATE_HOME/lwl/history.
func TestE2ELessHistoryKept(t *testing.T) {
	dir := lessDir(t)
	state := t.TempDir()
	hist := filepath.Join(state, "lwl", "history")
	if err := os.MkdirAll(filepath.Dir(hist), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(hist, []byte("older\nalpha 42\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	env := append(lwlEnv(t), "XDG_STATE_HOME="+state)
	h := startWith(t, startOpts{dir: dir, env: env}, "a.txt")
	h.waitStatus(t, "line 1")
	h.typeKeys("/\x1b[A") // up
	h.waitRow(t, -1, "the last search", func(r string) bool { return strings.HasPrefix(r, "/alpha 42") })
	h.typeKeys("\r")
	h.waitStatus(t, "matches")
	h.typeKeys("/bravo\r")
	h.waitStatus(t, "No matches")
	quit(t, h)
	b, err := os.ReadFile(hist)
	if err != nil || string(b) != "older\nalpha 42\nbravo\n" {
		t.Errorf("history file %q, %v; want older, alpha 42 (moved last), bravo", b, err)
	}
}

// +/pattern is the last search: / Enter goes on to its next match.
func TestE2ELessRepeatStartSearch(t *testing.T) {
	dir := lessDir(t)
	h := startWith(t, startOpts{dir: dir}, "+/alpha 4", "a.txt")
	h.waitStatus(t, "111 matches")
	h.typeKeys("/\r")
	h.waitStatus(t, "2/111")
	quit(t, h)
}
