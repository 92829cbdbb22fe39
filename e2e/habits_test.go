//go:build linux

package e2e

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// - and a letter toggles less's options while viewing; the status says
// the new state in less's words.
func TestE2EHabitsOptionToggles(t *testing.T) {
	dir := lessDir(t)
	long := strings.Repeat("long ", 40) + "END\n"
	if err := os.WriteFile(filepath.Join(dir, "w.txt"), []byte(long+"Alpha\nalpha\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	h := startWith(t, startOpts{dir: dir}, "w.txt")
	h.waitStatus(t, "w.txt", "line 1")
	h.waitRow(t, 1, "the long line folded", func(r string) bool { return strings.HasSuffix(r, "END") })
	h.typeKeys("-")
	h.waitStatus(t, "toggle option: S")
	h.typeKeys("S")
	h.waitStatus(t, "Chop long lines")
	h.waitRow(t, 1, "the long line chopped", func(r string) bool { return r == "Alpha" })
	h.typeKeys("-N")
	h.waitStatus(t, "Use line numbers")
	h.waitRow(t, 1, "the line numbers", func(r string) bool { return r == "      2 Alpha" })
	h.typeKeys("-i")
	h.waitStatus(t, "Case is significant in searches")
	h.typeKeys("/alpha\r")
	h.waitStatus(t, "1 match")
	h.typeKeys("-i")
	h.waitStatus(t, "Ignore case in searches")
	h.typeKeys("/alpha\r")
	h.waitStatus(t, "2 matches")
	h.typeKeys("-q")
	h.waitStatus(t, "No option -q to toggle")
	quit(t, h)
}

// A key bound to nothing says so.
func TestE2EHabitsUnboundKey(t *testing.T) {
	h := startWith(t, startOpts{dir: lessDir(t)}, "a.txt")
	h.waitStatus(t, "a.txt", "line 1")
	h.typeKeys("Z")
	h.waitStatus(t, ": Z is not bound · H: help")
	quit(t, h)
}

// \<the\> finds the word; /! the lines that do not match; ctrl-r the text
// as typed.
func TestE2EHabitsSearch(t *testing.T) {
	dir := t.TempDir()
	text := "the other theme\nbathe the a.b\naxb\n"
	if err := os.WriteFile(filepath.Join(dir, "s.txt"), []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	h := startWith(t, startOpts{dir: dir}, "s.txt")
	h.waitStatus(t, "s.txt", "line 1")
	h.typeKeys(`/\<the\>` + "\r")
	h.waitStatus(t, "2 matches")
	h.typeKeys("/!the\r")
	h.waitStatus(t, "1 match")
	h.typeKeys("/a.b\r")
	h.waitStatus(t, "2 matches")
	h.typeKeys("/\x12") // ctrl-r
	h.waitRow(t, -1, "the prompt", func(r string) bool { return strings.HasPrefix(r, "Regex-off /") })
	h.typeKeys("a.b\r")
	h.waitStatus(t, "1 match")
	quit(t, h)
}

// s FILE saves a pipe's text as it came; a file is no pipe.
func TestE2EHabitsSave(t *testing.T) {
	dir := t.TempDir()
	src := "Retrieved from [https://a.example/](https://a.example/)\nsee [the docs](https://a.example/docs)\n"
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	go func() {
		w.Write([]byte(src))
		w.Close()
	}()
	h := startWith(t, startOpts{stdin: r, dir: dir})
	r.Close()
	h.waitStatus(t, "stdin", "line 1")
	h.typeKeys("s")
	h.waitRow(t, -1, "the prompt", func(r string) bool { return strings.HasPrefix(r, "log file:") })
	h.typeKeys("page.md\r")
	h.waitStatus(t, "Saved 95 bytes to page.md")
	got, err := os.ReadFile(filepath.Join(dir, "page.md"))
	if err != nil || string(got) != src {
		t.Errorf("saved %q (%v), want %q", got, err, src)
	}
	h.typeKeys("spage.md\r")
	h.waitStatus(t, "page.md exists: o overwrite, a append")
	h.typeKeys("n")
	h.waitStatus(t, "Not saved")
	quit(t, h)

	h = startWith(t, startOpts{dir: dir}, "page.md")
	h.waitStatus(t, "page.md", "line 1")
	h.typeKeys("s")
	h.waitStatus(t, "Input is not a pipe: page.md is a file")
	quit(t, h)
}

// A link step that leaves the screen is a jump: ' typed twice comes back.
func TestE2EHabitsLinkStepJump(t *testing.T) {
	dir := t.TempDir()
	var b strings.Builder
	for i := 1; i <= 100; i++ {
		b.WriteString("line\n")
	}
	b.WriteString("[far](https://far.example/)\n")
	if err := os.WriteFile(filepath.Join(dir, "j.md"), []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	h := startWith(t, startOpts{dir: dir}, "j.md")
	h.waitStatus(t, "j.md", "line 1 ")
	h.typeKeys("\t")
	h.waitStatus(t, "https://far.example/")
	h.typeKeys("''")
	h.waitStatus(t, "j.md", "line 1 ")
	quit(t, h)
}
