//go:build linux

package e2e

// End-to-end tests of what other programs send a pager: SGR
// colour from git, ls and grep, overstrike from man, OSC 8 hyperlinks.
// Each runs the real program into a file in a temporary folder and shows
// that file; no escape token may reach the screen, and the styles are
// checked cell by cell through the emulator's pen.

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"lwl/internal/vt"
)

// penAt is the pen the cell at (x, y) was drawn with.
func (h *termHandle) penAt(x, y int) (p vt.Pen) {
	h.onScreen(func(s *vt.Screen) { p = s.PenAt(x, y) })
	return p
}

// findOnScreen is the position of the first occurrence of s on the screen
// (a column counted in bytes, fine for ASCII rows), or -1, -1.
func (h *termHandle) findOnScreen(s string) (x, y int) {
	for y, row := range h.screenLines() {
		if x := strings.Index(row, s); x >= 0 {
			return x, y
		}
	}
	return -1, -1
}

// runTool runs name with args in dir (with env added) and returns its
// standard output; it skips the test when the tool is not installed.
func runTool(t *testing.T, dir string, env []string, name string, args ...string) []byte {
	t.Helper()
	if _, err := exec.LookPath(name); err != nil {
		t.Skipf("%s is not installed: %v", name, err)
	}
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("%s %s: %v", name, strings.Join(args, " "), err)
	}
	return out
}

// showFile writes content to a file in a temporary folder and starts lwl
// on it, waiting for its first screen.
func showFile(t *testing.T, name string, content []byte, args ...string) *termHandle {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, content, 0o644); err != nil {
		t.Fatal(err)
	}
	h := start(t, append(args, path)...)
	h.waitStatus(t, name, "line 1")
	return h
}

// noTokens fails if any escape token shows on the screen.
func noTokens(t *testing.T, h *termHandle) {
	t.Helper()
	s := h.screen()
	for _, tok := range []string{"<1B>", "<08>", "<07>", "<9B>", "<9D>"} {
		if strings.Contains(s, tok) {
			t.Errorf("%s on the screen:\n%s", tok, s)
		}
	}
}

// wantPen checks the pen of the first cell of the first occurrence of s.
func wantPen(t *testing.T, h *termHandle, s string, check func(vt.Pen) bool, what string) {
	t.Helper()
	x, y := h.findOnScreen(s)
	if y < 0 {
		t.Errorf("%q is not on the screen:\n%s", s, h.screen())
		return
	}
	if p := h.penAt(x, y); !check(p) {
		t.Errorf("%q at (%d,%d) is drawn with %+v, want %s", s, x, y, p, what)
	}
}

// A real git log -p --color=always from a repository made here.
func TestE2EColorGitLog(t *testing.T) {
	repo := t.TempDir()
	env := []string{"GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@example.org", "GIT_COMMITTER_NAME=t",
		"GIT_COMMITTER_EMAIL=t@example.org", "GIT_CONFIG_NOSYSTEM=1", "HOME=" + repo}
	runTool(t, repo, env, "git", "init", "-q")
	if err := os.WriteFile(filepath.Join(repo, "a.txt"), []byte("hello\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	runTool(t, repo, env, "git", "add", "a.txt")
	runTool(t, repo, env, "git", "commit", "-qm", "first, see https://example.org/x")
	if err := os.WriteFile(filepath.Join(repo, "a.txt"), []byte("hello\nadded line\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	runTool(t, repo, env, "git", "commit", "-qam", "second")
	out := runTool(t, repo, env, "git", "log", "-p", "--color=always")
	if !strings.Contains(string(out), "\x1b[") {
		t.Fatalf("git wrote no colour: %q", out)
	}
	h := showFile(t, "log", out)
	h.waitFor(t, "the diff", func(s string) bool { return strings.Contains(s, "+added line") }, e2eTimeout)
	noTokens(t, h)
	wantPen(t, h, "commit ", func(p vt.Pen) bool { return p.Fg == 3 }, "yellow (git's commit colour)")
	wantPen(t, h, "+added line", func(p vt.Pen) bool { return p.Fg == 2 }, "green")
	wantPen(t, h, "diff --git", func(p vt.Pen) bool { return p.Bold }, "bold")
	wantPen(t, h, "Author:", func(p vt.Pen) bool { return p.Fg == -1 && !p.Bold }, "plain")
	// The URL in the message is a link still.
	h.typeKeys("n")
	h.waitStatus(t, "https://example.org/x")
	quit(t, h)
}

// ls --color=always: directories in their colour, no tokens.
func TestE2EColorLs(t *testing.T) {
	dir := t.TempDir()
	if err := os.Mkdir(filepath.Join(dir, "subdir"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "file.txt"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	out := runTool(t, dir, []string{"LS_COLORS=di=01;34"}, "ls", "--color=always")
	h := showFile(t, "ls", out)
	h.waitFor(t, "the listing", func(s string) bool { return strings.Contains(s, "subdir") }, e2eTimeout)
	noTokens(t, h)
	wantPen(t, h, "subdir", func(p vt.Pen) bool { return p.Bold && p.Fg == 4 }, "bold blue")
	wantPen(t, h, "file.txt", func(p vt.Pen) bool { return p.Fg == -1 && !p.Bold }, "plain")
	quit(t, h)
}

// grep --color=always ends every match with ESC [ K: dropped, no tokens.
func TestE2EColorGrep(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "notes"), []byte("one TODO here\nnothing\nTODO two\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out := runTool(t, dir, []string{"GREP_COLORS=", "GREP_COLOR="}, "grep", "-n", "--color=always", "TODO", "notes")
	if !strings.Contains(string(out), "\x1b[K") {
		t.Logf("grep sent no ESC [ K: %q", out)
	}
	h := showFile(t, "grep", out)
	h.waitFor(t, "the matches", func(s string) bool { return strings.Contains(s, "1:one TODO here") }, e2eTimeout)
	noTokens(t, h)
	wantPen(t, h, "TODO", func(p vt.Pen) bool { return p.Bold && p.Fg == 1 }, "bold red")
	wantPen(t, h, "one", func(p vt.Pen) bool { return p.Fg == -1 }, "plain")
	// Search finds the coloured word as plain text.
	h.typeKeys("/TODO\r")
	h.waitStatus(t, "2 matches")
	quit(t, h)
}

// OSC 8 hyperlinks: ST and BEL terminators, ';' in the URI, id= joining
// two lines into one link, and an unterminated one shown as tokens.
// Enter follows one to the (fake) browser.
func TestE2EColorOSC8(t *testing.T) {
	const text = "first \x1b]8;;https://example.org/st\x1b\\ST link\x1b]8;;\x1b\\ end\n" +
		"second \x1b]8;;https://example.org/bel?a=1;b=2\x07BEL link\x1b]8;;\x07 end\n" +
		"third \x1b]8;id=w;https://example.org/wrapped\x1b\\wrapped\x1b]8;;\x1b\\\n" +
		"\x1b]8;id=w;https://example.org/wrapped\x1b\\ link\x1b]8;;\x1b\\ after\n" +
		"fourth \x1b]8;;https://example.org/open never closed\n" +
		"last\n"
	b := newLinkBox(t, true)
	b.write(t, "osc8", text)
	h := startIn(t, b, startOpts{}, "osc8")
	h.waitStatus(t, "osc8", "line 1")
	for _, want := range []string{"first ST link end", "second BEL link end", "third wrapped", " link after", "fourth <1B>]8;;https://example.org/open never closed"} {
		if !strings.Contains(h.screen(), want) {
			t.Errorf("%q is not on the screen:\n%s", want, h.screen())
		}
	}
	h.typeKeys("n")
	waitDest(t, h, "https://example.org/st")
	h.typeKeys("n")
	waitDest(t, h, "https://example.org/bel?a=1;b=2")
	h.typeKeys("n")
	waitDest(t, h, "https://example.org/wrapped")
	// Both pieces of the joined link are selected together.
	x, y := h.findOnScreen(" link after")
	if p := h.penAt(x+1, y); !p.Reverse && p.Bg == -1 {
		t.Errorf("the second piece of the selected link is drawn %+v, want link-active", p)
	}
	// One link, not two: the next n says there are no more (the
	// unterminated one is no link).
	h.typeKeys("n")
	h.waitStatus(t, "No more")
	h.typeKeys("N")
	waitDest(t, h, "https://example.org/bel?a=1;b=2")
	h.typeKeys("\r")
	if code := h.wait(t); code != 0 {
		t.Errorf("exit code %d after following the link to bro, want 0", code)
	}
	b.want(t, "bro.log", "https://example.org/bel?a=1;b=2\n")
}

// MANPAGER=lwl man ls: the overstrike of a man page shows bold and
// underlined letters, never tokens.
func TestE2EColorMan(t *testing.T) {
	out := runTool(t, "", []string{"MAN_KEEP_FORMATTING=1", "MANWIDTH=80", "MANPAGER=cat", "PAGER=cat", "LC_ALL=C.UTF-8"}, "man", "-P", "cat", "ls")
	if !strings.Contains(string(out), "\b") {
		t.Skipf("man sent no overstrike (formatting off here): %q", out[:min(len(out), 200)])
	}
	h := showFile(t, "ls.1", out)
	h.waitFor(t, "the NAME heading", func(s string) bool { return strings.Contains(s, "NAME") }, e2eTimeout)
	noTokens(t, h)
	wantPen(t, h, "NAME", func(p vt.Pen) bool { return p.Bold }, "bold")
	// ls(1)'s synopsis underlines its arguments: [OPTION]... [FILE]...
	x, y := h.findOnScreen("OPTION")
	if y < 0 {
		t.Fatalf("no OPTION in the synopsis:\n%s", h.screen())
	}
	if p := h.penAt(x, y); !p.Underline {
		t.Errorf("OPTION drawn with %+v, want underlined", p)
	}
	h.typeKeys("/directory\r")
	h.waitStatus(t, "matches")
	quit(t, h)
}
