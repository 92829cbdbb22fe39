//go:build linux

package e2e

// Features combined, as an attacker of the whole would combine them: the
// hint keys with `open`, a filter with the source view, TERM=dumb with a
// document's escapes, the prompt's edits in place.

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// With enter bound to `open COMMAND` (the README's own example), o and a
// label open the link as enter does, inside lwl: not "No key follows
// links", nor another key's follow command, which would replace lwl.
func TestE2EAttackHintFollowUsesOpen(t *testing.T) {
	b, h := startOpenBox(t, "Start page\n\n[first](https://example.org/dir/a.html)\n")
	_ = b
	h.typeKeys("o")
	h.waitStatus(t, "Follow: type a label")
	h.typeKeys("a")
	waitPage(t, h, "https://example.org/dir/a.html")
	quit(t, h)
}

// A filter, then the source view: the filter's label stays on the status
// bar and `&` enter brings the whole document back, though the source
// view replaced the filtered document.
func TestE2EAttackFilterThenSourceView(t *testing.T) {
	var sb strings.Builder
	for i := 1; i <= 30; i++ {
		sb.WriteString("row " + strings.Repeat("x", i%3) + " [l](http://e/)\n")
	}
	sb.WriteString("needle here\n")
	path := filepath.Join(t.TempDir(), "f.txt")
	if err := os.WriteFile(path, []byte(sb.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	h := start(t, path)
	h.waitStatus(t, "line 1")
	h.typeKeys("&needle\r")
	h.waitStatus(t, "&needle")
	h.typeKeys(`\`)
	h.waitStatus(t, "[source]", "&needle")
	h.typeKeys(`\`)
	h.typeKeys("&\r")
	h.waitRow(t, 0, "the whole document again", func(r string) bool { return strings.HasPrefix(r, "row") })
	quit(t, h)
}

// TERM=dumb copies the text through, but the document's escape sequences
// must not reach the terminal raw (a title set, the screen cleared): less
// shows them as ^[ there.
func TestE2EAttackDumbTermNoRawEscapes(t *testing.T) {
	path := filepath.Join(t.TempDir(), "evil.txt")
	if err := os.WriteFile(path, []byte("title\x1b]0;PWNED\x07 clear\x1b[2J\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	env := append(lwlEnv(t), "TERM=dumb")
	h := startWith(t, startOpts{env: env}, path)
	h.wait(t)
	if raw := h.rawOutput(); strings.Contains(string(raw), "\x1b]0;PWNED") || strings.Contains(string(raw), "\x1b[2J") {
		t.Errorf("the document's escapes reached the terminal raw: %q", raw)
	}
}

// The prompt shows what is typed, also edits in place: a character typed
// at the start of the line, an earlier entry of the same length recalled
// with up. tcell sends only cells that differ from their last content, so
// that content must not share the line's buffer, which the edit changes:
// the terminal would keep stale cells ("/abcdeff" for "/Xabcdef"), and a
// `>` command on screen would not be the one that runs.
func TestE2EAttackPromptShowsEditInPlace(t *testing.T) {
	path := filepath.Join(t.TempDir(), "p.txt")
	if err := os.WriteFile(path, []byte("some text\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	h := start(t, path)
	h.waitStatus(t, "line 1")
	h.typeKeys("/abcdef")
	h.waitStatus(t, "/abcdef")
	h.typeKeys("\x1b[H") // home
	h.typeKeys("X")
	h.waitStatus(t, "/Xabcdef")
	h.typeKeys("\x1b")
	// esc then q at once would reach lwl as alt-q: wait for the prompt to go
	h.waitRow(t, -1, "the status bar back", func(r string) bool { return strings.HasPrefix(r, ": ") })
	quit(t, h)
}
