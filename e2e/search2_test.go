//go:build linux

package e2e

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// The prompt takes long lines in time linear in their length: 6,000
// characters typed at "/" (tview's input field took 10 s, 18,000 took 92 s).
// The time is logged, not asserted.
func TestE2EPromptTyping(t *testing.T) {
	h := start(t, currentMD)
	h.waitStatus(t, "line 1")
	typed := strings.Repeat("abcdefghi ", 600) + "END"
	began := time.Now()
	h.typeKeys("/")
	for i := 0; i < len(typed); i += 512 { // as a fast typist's terminal sends them
		h.typeKeys(typed[i:min(i+512, len(typed))])
	}
	h.waitFor(t, "the last characters typed", func(string) bool {
		return strings.HasSuffix(h.row(-1), "i END")
	}, 5*time.Minute)
	t.Logf("%d characters typed at / shown in %v", len(typed), time.Since(began))
	h.typeKeys("\x1b")
	h.waitRow(t, -1, "the status bar after esc", func(row string) bool { return strings.HasPrefix(row, ":") })
	quit(t, h)
}

// A bracketed paste of 100,000 characters arrives as one edit and is
// searched for as one query.
func TestE2EPromptPaste(t *testing.T) {
	h := start(t, currentMD)
	h.waitStatus(t, "line 1")
	paste := strings.Repeat("0123456789", 10000) + "PASTED"
	began := time.Now()
	h.typeKeys("/")
	h.typeKeys("\x1b[200~" + paste + "\x1b[201~")
	h.waitFor(t, "the end of the paste", func(string) bool {
		return strings.HasSuffix(h.row(-1), "789PASTED")
	}, 5*time.Minute)
	t.Logf("a paste of %d characters shown in %v", len(paste), time.Since(began))
	h.typeKeys("\r")
	h.waitStatus(t, "No matches")
	quit(t, h)
	// The terminal's bracketed paste mode was turned on, and is off again.
	raw := h.rawOutput()
	on, off := bytes.Index(raw, []byte("\x1b[?2004h")), bytes.LastIndex(raw, []byte("\x1b[?2004l"))
	if on < 0 || off < on {
		t.Errorf("bracketed paste turned on at byte %d, off at %d", on, off)
	}
}

// An expensive regular expression (most of a second a 64 KiB chunk) on a
// 5 MB line: keys are answered while the matches on screen are found in
// the background, and the highlight comes when they are. The times are
// logged, not asserted (they were 0.6 s for Enter, 0.4 s for j, 0.9 s for G).
func TestE2EExpensiveRegexStaysResponsive(t *testing.T) {
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
