//go:build linux

package main

import (
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
}
