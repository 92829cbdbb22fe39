//go:build linux

package e2e

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// Search on a pseudo-terminal: type /fragment, Enter, step with n and N,
// end it with esc; an invalid expression leaves lwl running.
func TestE2ESearch(t *testing.T) {
	h := start(t, currentMD)
	h.waitStatus(t, "line 1")
	h.typeKeys("/fragment")
	// Incremental: the prompt shows what is typed.
	h.waitRow(t, -1, "the prompt", func(row string) bool { return strings.HasPrefix(row, "/fragment") })
	h.typeKeys("\r")
	h.waitStatus(t, "matches")
	status := h.row(-1)
	if !strings.Contains(status, "53 matches") {
		t.Errorf("after /fragment the status is %q, want 53 matches", status)
	}
	h.typeKeys("n")
	h.waitStatus(t, "2/53")
	h.typeKeys("n")
	h.waitStatus(t, "3/53")
	h.typeKeys("N")
	h.waitStatus(t, "2/53")
	// esc ends the search: n steps links again, showing a destination.
	h.typeKeys("\x1b")
	h.waitQuiet(t, 150e6)
	h.typeKeys("n")
	h.waitFor(t, "a link's destination after esc", func(s string) bool {
		last := s[strings.LastIndex(s, "\n")+1:]
		return strings.Contains(last, "#") || strings.Contains(last, "/")
	}, 5e9)
	// Smart case: /URI is exact, /uri is not.
	h.typeKeys("/URI\r")
	h.waitStatus(t, "matches")
	upper := h.row(-1)
	h.typeKeys("/uri\r")
	h.waitFor(t, "a different count for /uri", func(s string) bool {
		last := s[strings.LastIndex(s, "\n")+1:]
		return strings.Contains(last, "matches") && last != upper
	}, 5e9)
	// An invalid expression: a message, and lwl lives on.
	h.typeKeys("/(\r")
	h.waitStatus(t, "Invalid pattern")
	quit(t, h)
}

// The prompt: backspace on an empty line leaves it; esc cancels; up walks
// the history.
func TestE2ESearchPrompt(t *testing.T) {
	h := start(t, currentMD)
	h.waitStatus(t, "line 1")
	h.typeKeys("/ab\x7f\x7f\x7f") // two characters erased, then the empty line left
	h.waitRow(t, -1, "the status bar back", func(row string) bool { return strings.HasPrefix(row, ": ") || row == ":" })
	h.typeKeys("/Syntax\r")
	h.waitStatus(t, "matches")
	h.typeKeys("/\x1b[A") // up: the last query comes back
	h.waitRow(t, -1, "the history entry", func(row string) bool { return strings.HasPrefix(row, "/Syntax") })
	h.typeKeys("\x1b")
	h.waitRow(t, -1, "the status bar after esc", func(row string) bool { return strings.HasPrefix(row, ":") })
}

// /gumbo in the bookmark list read as Markdown, then Enter: the gumbo link (the match lies
// in its text) goes to the browser command, a fake bro that records its
// argument.
func TestE2ESearchThenFollow(t *testing.T) {
	wd, _ := os.Getwd()
	log := filepath.Join(t.TempDir(), "bro.log")
	h := startCmd(t, "/usr/bin/env", "PATH="+filepath.Join(wd, "testdata", "bin")+":/usr/bin:/bin",
		"BRO_LOG="+log, lwlBin, "--markdown", "testdata/urls")
	h.waitStatus(t, "line 1")
	h.typeKeys("/gumbo\r")
	h.waitStatus(t, "1 match ")
	h.typeKeys("\r")
	if code := h.wait(t); code != 0 {
		t.Errorf("exit code %d: bro should have replaced lwl and exited 0", code)
	}
	got, err := os.ReadFile(log)
	if want := "https://github.com/google/gumbo-parser\n"; err != nil || string(got) != want {
		t.Errorf("bro got %q (%v), want %q", got, err, want)
	}
}

// A search over a large file runs in the background and esc stops it;
// ctrl-c stops a search rather than lwl.
func TestE2ESearchCancel(t *testing.T) {
	big := filepath.Join(t.TempDir(), "big.txt")
	line := []byte("the quick brown fox jumps over the lazy dog, every line the same\n")
	f, err := os.Create(big)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 600000; i++ { // about 40 MB
		f.Write(line)
	}
	f.Close()
	h := start(t, big)
	h.waitStatus(t, "line 1")
	// Expressions slow enough to be running still when the key comes: a
	// literal over 40 MB can end first on a fast day.
	h.typeKeys("/.{30}e\r")
	h.waitStatus(t, "Searching")
	h.typeKeys("\x1b")
	h.waitStatus(t, "Search cancelled")
	h.typeKeys("/.{30}o\r")
	h.waitStatus(t, "Searching")
	h.typeKeys("\x03") // ctrl-c
	h.waitStatus(t, "Search cancelled")
	h.typeKeys("j")
	h.waitStatus(t, "line 2")
	quit(t, h)
}

// An expensive regular expression (most of a second a 64 KiB chunk) on a
// 5 MB line: keys are answered while the matches on screen are found in
// the background, and the highlight comes when they are. The times are
// logged, not asserted (about 0.6 s for Enter, 0.4 s for j, 0.9 s for G on
// a 2-core machine).
func TestE2ESearchExpensiveRegexStaysResponsive(t *testing.T) {
	line := filepath.Join(t.TempDir(), "line.txt")
	words := []string{"alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta"}
	var b strings.Builder
	for i := 0; b.Len() < 5<<20; i++ {
		b.WriteString(words[(i*7+i/3)%len(words)]) // no spaces: the expression has work to do
	}
	b.WriteString("\n")
	if err := os.WriteFile(line, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	h := start(t, line)
	h.waitStatus(t, "line 1")
	answered := func(what string, keys string, changed func(before, after string) bool) time.Duration {
		t.Helper()
		before := h.screen()
		began := time.Now()
		h.typeKeys(keys)
		h.waitFor(t, what, func(s string) bool { return changed(before, s) }, time.Minute)
		took := time.Since(began)
		t.Logf("%s: answered in %v", what, took)
		return took
	}
	differs := func(before, after string) bool { return before != after }
	h.typeKeys("/(?i)[\\p{L}\\p{N}]{1000}")
	h.waitRow(t, -1, "the query typed", func(row string) bool { return strings.HasSuffix(row, "{1000}") })
	answered("x at the prompt", "x", func(_, s string) bool { return strings.HasSuffix(lastRow(s), "{1000}x") })
	answered("enter", "\r", func(_, s string) bool { return strings.Contains(lastRow(s), "Searching") })
	answered("j", "j", differs)
	answered("G", "G", func(_, s string) bool { return strings.Contains(lastRow(s), "100%") })
	answered("g", "g", func(_, s string) bool {
		return strings.Contains(lastRow(s), " 0%") || strings.Contains(lastRow(s), " 1%")
	})
	h.typeKeys("\x1b") // stop the count
	h.waitStatus(t, "Search cancelled")
	quit(t, h)
}

func lastRow(s string) string { return s[strings.LastIndex(s, "\n")+1:] }

// After esc stops a search's count, n steps on and says which match of
// its part it is, without promising a count ("counting..." for ever).
func TestE2ESearchCancelledThenStep(t *testing.T) {
	big := filepath.Join(t.TempDir(), "big.txt")
	line := "the quick brown fox jumps over the lazy dog, every line the same\n"
	if err := os.WriteFile(big, []byte(strings.Repeat(line, 600000)), 0o644); err != nil { // about 40 MB
		t.Fatal(err)
	}
	h := start(t, big)
	h.waitStatus(t, "line 1")
	h.typeKeys("/.{30}e\r") // still running when esc comes (a literal can end first)
	h.waitStatus(t, "Searching")
	h.typeKeys("\x1b")
	h.waitStatus(t, "Search cancelled")
	for i := 0; i < 3; i++ {
		h.typeKeys("n")
		h.waitStatus(t, "match", "of this part")
		if status := h.row(-1); strings.Contains(status, "counting") {
			t.Fatalf("n after the count was stopped: %q", status)
		}
	}
	quit(t, h)
}
