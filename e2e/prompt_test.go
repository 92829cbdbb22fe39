//go:build linux

package e2e

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// A double esc read at once (a fast double tap) leaves each prompt, and a
// command half typed at > is not run by the enters that follow.
func TestE2EPromptDoubleEscape(t *testing.T) {
	for _, open := range []string{"/", ">", "&", ":e"} {
		t.Run(open, func(t *testing.T) {
			dir := t.TempDir()
			ran := filepath.Join(dir, "ran")
			h := start(t, flagsFile(t, "plain.txt", "no links here\njust text\n"))
			h.waitStatus(t, "line 1")
			h.typeKeys(open)
			half := "touch " + ran
			h.typeKeys(half)
			h.waitStatus(t, half)
			h.typeKeys("\x1b\x1b")
			h.waitRow(t, -1, "the prompt closed", func(r string) bool {
				return strings.HasPrefix(r, ":") && !strings.Contains(r, half)
			})
			h.typeKeys("\r")
			h.typeKeys("\r")
			// Keys are taken in order: once Z is answered, both enters were
			// (with the prompt open, Z would be typed into it).
			h.typeKeys("Z")
			h.waitStatus(t, "Z is not bound")
			if _, err := os.Stat(ran); err == nil {
				t.Errorf("the command half typed at %s ran", open)
			}
			quit(t, h)
		})
	}
}

// A way out typed with an esc before it in the same read (taken for alt)
// still leaves the prompt.
func TestE2EPromptEscapeThenWayOut(t *testing.T) {
	for _, keys := range []string{"\x1b\x1b\x1b", "\x1b\x03", "\x1b\x1b\x03", "\x1b\x07", "\x1b\x1b\x07"} {
		h := start(t, flagsFile(t, "plain.txt", "no links here\njust text\n"))
		h.waitStatus(t, "line 1")
		h.typeKeys("/half")
		h.waitStatus(t, "/half")
		h.typeKeys(keys)
		h.waitRow(t, -1, "the prompt closed after "+strings.ReplaceAll(keys, "\x1b", "esc "), func(r string) bool {
			return strings.HasPrefix(r, ":") && !strings.Contains(r, "half")
		})
		quit(t, h)
	}
}

// An alt key cut short (a fast alt-[ is ESC [ read alone; alt-] and alt-O
// alike) leaves esc, ctrl-c and ctrl-g ways out of each prompt, the link
// picker and hint mode, and no enter after them runs what was half typed.
func TestE2EPromptCutSequence(t *testing.T) {
	doc := "[a](http://x/a) and [b](http://x/b)\nmore text\n"
	for _, open := range []string{"/", ">", "!", ":e", "L", "o"} {
		for _, cut := range []string{"\x1b[", "\x1b]", "\x1bO"} {
			for _, way := range []string{"\x03", "\x07", "\x1b"} {
				name := fmt.Sprintf("%s %q %q", open, cut, way)
				t.Run(name, func(t *testing.T) {
					dir := t.TempDir()
					ran := filepath.Join(dir, "ran")
					h := start(t, flagsFile(t, "links.md", doc))
					h.waitStatus(t, "line 1")
					h.typeKeys(open)
					opened := func(r string) bool { return !strings.HasPrefix(r, ":") }
					if open != "L" && open != "o" {
						half := "touch " + ran
						h.typeKeys(half)
						opened = func(r string) bool { return strings.Contains(r, half) }
					}
					h.waitRow(t, -1, "open", opened)
					h.typeKeys(cut)
					time.Sleep(100 * time.Millisecond) // the way out in a read of its own
					h.typeKeys(way)
					h.waitRow(t, -1, "closed", func(r string) bool { return strings.HasPrefix(r, ":") && !opened(r) })
					h.typeKeys("\r")
					h.typeKeys("\r")
					h.typeKeys("Z") // answered once both enters were
					h.waitStatus(t, "Z is not bound")
					if _, err := os.Stat(ran); err == nil {
						t.Errorf("the command half typed at %s ran", open)
					}
					quit(t, h)
				})
			}
		}
	}
}

// The prompt takes long lines in time linear in their length: 6,000
// characters typed at "/" (tview's input field, which re-segments the whole
// line at each key, takes 10 s; 18,000 take 92 s).
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

// Bytes that are not UTF-8 (a C1 CSI, a lone continuation byte, a
// character cut short by the next one, a surrogate) leave lwl taking keys: tcell's
// decoder stops at such a byte and its input loop retried it for ever.
// A character split between two reads still arrives whole.
func TestE2EPromptInvalidUTF8(t *testing.T) {
	for _, bad := range []string{"\x9b", "\x82", "\xff", "\xe2\x82q", "\xed\xa0\x80"} {
		t.Run(fmt.Sprintf("%q", bad), func(t *testing.T) {
			h := start(t, flagsFile(t, "plain.txt", "no links here\njust text\n"))
			h.waitStatus(t, "line 1")
			h.typeKeys("/a")
			h.waitStatus(t, "/a")
			h.typeKeys(bad)
			time.Sleep(100 * time.Millisecond)
			h.typeKeys("\xe2\x82")
			time.Sleep(100 * time.Millisecond) // the rest in a read of its own
			h.typeKeys("\xacz")
			h.waitStatus(t, "€z")
			h.typeKeys("\x1b")
			h.waitRow(t, -1, "the prompt closed", func(r string) bool { return strings.HasPrefix(r, ":") })
			quit(t, h)
		})
	}
}
