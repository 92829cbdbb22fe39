//go:build linux

package e2e

// End-to-end tests of the link commands: fork (>), exec (!),
// follow (enter) to the browser or to a local file, --base, and the safety
// of destinations. Each lwl runs in a fresh temporary working directory
// with a controlled environment: the fake bro of testdata/bin first on PATH
// (or no bro at all), its log in that directory, no user configuration,
// and stale LINK, LINK_TEXT and LWL_FILE values that lwl must replace.
//
// Run them with `go test -count=1 -run E2ELinks -v .`.

import (
	"bytes"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

const (
	gbdkURL    = "https://gbdk.org/docs/api/index.html" // testdata/urls, second link
	timusURL   = "acm.timus.ru"                         // testdata/urls, third link
	gbdevURL   = "https://gbdev.io/pandocs"             // testdata/urls, first link
	processEnd = "[process terminated]"
)

// linkBox is the controlled world one lwl runs in.
type linkBox struct {
	dir    string // the working directory, a fresh temporary directory
	broLog string // where the fake bro records its arguments
	path   string // PATH
}

// newLinkBox makes a box; withBro puts testdata/bin (the fake bro) first on
// PATH, else PATH is an empty folder and no bro can be found.
func newLinkBox(t *testing.T, withBro bool) *linkBox {
	t.Helper()
	dir := t.TempDir()
	b := &linkBox{dir: dir, broLog: filepath.Join(dir, "bro.log")}
	if withBro {
		bin, err := filepath.Abs("testdata/bin")
		if err != nil {
			t.Fatal(err)
		}
		if _, err := os.Stat(filepath.Join(bin, "bro")); err != nil {
			t.Fatalf("the fake bro: %v", err)
		}
		// The commands the tests type need sh, printf, echo, cat.
		b.path = bin + ":/usr/local/bin:/usr/bin:/bin"
	} else {
		empty := filepath.Join(t.TempDir(), "bin")
		if err := os.Mkdir(empty, 0o755); err != nil {
			t.Fatal(err)
		}
		b.path = empty
	}
	return b
}

// env is lwl's environment: the harness's (known TERM, HOME and
// XDG_CONFIG_HOME in an empty temporary folder) with PATH, PWD and BRO_LOG
// of the box, nothing a shell would read at start, and stale link
// variables.
func (b *linkBox) env(t *testing.T) []string {
	var env []string
	for _, kv := range lwlEnv(t) {
		switch k, _, _ := strings.Cut(kv, "="); k {
		case "PATH", "PWD", "OLDPWD", "BRO_LOG", "LINK", "LINK_TEXT", "LWL_FILE", "ENV", "BASH_ENV", "CDPATH", "SHELL":
			continue
		}
		env = append(env, kv)
	}
	return append(env, "PATH="+b.path, "PWD="+b.dir, "BRO_LOG="+b.broLog, "SHELL=/bin/sh",
		"LINK=stale-link", "LINK_TEXT=stale-text", "LWL_FILE=stale-file")
}

// put copies the repository file src to name in the box.
func (b *linkBox) put(t *testing.T, src, name string) {
	t.Helper()
	data, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	dst := filepath.Join(b.dir, name)
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(dst, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// putTree copies the repository folder src to name in the box.
func (b *linkBox) putTree(t *testing.T, src, name string) {
	t.Helper()
	err := filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, err := filepath.Rel(src, p)
		if err != nil {
			return err
		}
		b.put(t, p, filepath.Join(name, rel))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// write makes the file name in the box.
func (b *linkBox) write(t *testing.T, name, content string) {
	t.Helper()
	if err := os.WriteFile(filepath.Join(b.dir, name), []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

// read is the content of name in the box; ok is false if it does not exist.
func (b *linkBox) read(t *testing.T, name string) (string, bool) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(b.dir, name))
	if os.IsNotExist(err) {
		return "", false
	}
	if err != nil {
		t.Fatal(err)
	}
	return string(data), true
}

// want checks that name in the box holds exactly want.
func (b *linkBox) want(t *testing.T, name, want string) {
	t.Helper()
	got, ok := b.read(t, name)
	if !ok {
		t.Errorf("%s was not written (want %q)", name, want)
	} else if got != want {
		t.Errorf("%s holds\n %q\nwant\n %q", name, got, want)
	}
}

// noPwned fails the test for any file named pwned* anywhere in the box.
func (b *linkBox) noPwned(t *testing.T) {
	t.Helper()
	filepath.WalkDir(b.dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && strings.HasPrefix(d.Name(), "pwned") {
			t.Errorf("a destination was executed: %s exists", p)
		}
		return nil
	})
}

// startURLs shows testdata/urls in a fresh box, with or without bro.
func startURLs(t *testing.T, withBro bool) (*linkBox, *termHandle) {
	t.Helper()
	b := newLinkBox(t, withBro)
	b.put(t, "testdata/urls", "urls")
	h := startIn(t, b, startOpts{}, "urls")
	h.waitStatus(t, "urls", "line 1")
	return b, h
}

// startIn runs lwl (or o.prog) with args on a pseudo-terminal, in the box's
// folder and environment.
func startIn(t *testing.T, b *linkBox, o startOpts, args ...string) *termHandle {
	t.Helper()
	o.dir, o.env = b.dir, b.env(t)
	return startWith(t, o, args...)
}

// typeCommand opens the > or ! prompt, types cmd and Enter. It returns how
// many times the terminal had been told [process terminated] before, for
// waitTerminated.
func typeCommand(t *testing.T, h *termHandle, mode, cmd string) int {
	t.Helper()
	n := bytes.Count(h.rawOutput(), []byte(processEnd))
	h.typeKeys(mode)
	h.waitRow(t, -1, "the "+mode+" prompt", func(r string) bool { return strings.HasPrefix(r, mode) })
	h.typeKeys(cmd)
	// A redraw for every key: on a busy machine that can take a while.
	h.waitFor(t, "the command typed", func(s string) bool {
		return strings.Contains(s[strings.LastIndexByte(s, '\n')+1:], cmd)
	}, 3*e2eTimeout)
	h.typeKeys("\r")
	return n
}

// waitTerminated waits for the (before+1)th [process terminated] and for
// lwl to wait for a key (the terminal in raw mode again), and returns the
// screen line that says it.
func waitTerminated(t *testing.T, h *termHandle, before int) string {
	t.Helper()
	deadline := time.Now().Add(e2eTimeout)
	for bytes.Count(h.rawOutput(), []byte(processEnd)) <= before {
		if time.Now().After(deadline) {
			t.Fatalf("no %s within %v; screen:\n%s", processEnd, e2eTimeout, h.screen())
		}
		select {
		case <-h.exited:
			t.Fatalf("lwl exited (%v) instead of waiting after the command; screen:\n%s", h.waitErr, h.screen())
		case <-time.After(10 * time.Millisecond):
		}
	}
	h.waitFor(t, processEnd+" on the screen", func(s string) bool {
		return !h.inAltScreen() && strings.Contains(s, processEnd)
	}, e2eTimeout)
	// lwl reads the key in raw mode: wait for it, so the key is not typed
	// into a cooked terminal (where it would wait for a line's end).
	for h.termios(t).Lflag&syscall.ICANON != 0 {
		if time.Now().After(deadline) {
			t.Fatalf("the terminal did not go back to raw mode after %s", processEnd)
		}
		time.Sleep(5 * time.Millisecond)
	}
	lines := h.screenLines()
	for i := len(lines) - 1; i >= 0; i-- {
		if strings.Contains(lines[i], processEnd) {
			return lines[i]
		}
	}
	return ""
}

// fork runs cmd at the > prompt and returns the [process terminated] line;
// lwl then waits for a key (see resume).
func fork(t *testing.T, h *termHandle, cmd string) string {
	t.Helper()
	return waitTerminated(t, h, typeCommand(t, h, ">", cmd))
}

// resume presses key and waits for lwl's screen to be back, with name in
// its status bar.
func resume(t *testing.T, h *termHandle, key, name string) {
	t.Helper()
	h.typeKeys(key)
	h.waitFor(t, "lwl's screen back", func(s string) bool {
		l := strings.Split(s, "\n")
		return h.inAltScreen() && strings.Contains(l[len(l)-1], name) && !strings.Contains(s, processEnd)
	}, e2eTimeout)
	// lwl redraws every cell after the command (a clear, then the cells):
	// let that frame arrive whole before anyone reads the screen.
	h.waitQuiet(t, 100*time.Millisecond)
}

// forkAndResume runs cmd with fork, checks that it ended well, and resumes
// lwl with ctrl-l (a redraw, harmless should it reach lwl).
func forkAndResume(t *testing.T, h *termHandle, cmd, name string) {
	t.Helper()
	if line := fork(t, h, cmd); line != processEnd {
		t.Errorf("fork %q ended with %q, want %q", cmd, line, processEnd)
	}
	resume(t, h, "\x0c", name)
}

// waitDest waits until the status bar shows dest as the selected link's
// destination.
func waitDest(t *testing.T, h *termHandle, dest string) {
	t.Helper()
	h.waitRow(t, -1, "the destination "+strconv.Quote(dest), func(r string) bool {
		return strings.HasPrefix(r, ": "+dest+"  ")
	})
}

// waitPreview presses v and waits for the preview of dest (the last row
// is ": DEST" and nothing else), then ends it with ctrl-l.
func waitPreview(t *testing.T, h *termHandle, dest string) {
	t.Helper()
	h.typeKeys("v")
	preview := func(r string) bool { return r == ": "+dest || r == ": "+dest+"  (visited)" }
	h.waitRow(t, -1, "the preview of "+strconv.Quote(dest), preview)
	h.typeKeys("\x0c")
	h.waitRow(t, -1, "the end of the preview", func(r string) bool { return !preview(r) })
}

// > runs a command on the selected link and comes back to the same
// screen and selection.
func TestE2ELinksForkComesBack(t *testing.T) {
	b, h := startURLs(t, true)
	h.typeKeys("nn")
	waitDest(t, h, gbdkURL)
	before := h.screenLines()

	if line := fork(t, h, `echo "$LINK" >> marks`); line != processEnd {
		t.Errorf("the command ended with %q, want %q", line, processEnd)
	}
	if h.inAltScreen() {
		t.Errorf("the command ran with lwl's screen still up")
	}
	// n would select the next link, were it to reach lwl.
	resume(t, h, "n", "urls")
	h.waitFor(t, "the same document rows as before the command", func(s string) bool {
		l := strings.Split(s, "\n")
		return strings.Join(l[:len(l)-1], "\n") == strings.Join(before[:len(before)-1], "\n")
	}, e2eTimeout)
	if s := h.row(-1); !strings.HasPrefix(s, ":") || !strings.Contains(s, "urls  line 1") || strings.Contains(s, "exit") {
		t.Errorf("the status bar after the command is %q", s)
	}
	// The same link is selected: v shows it, n goes to the one after it and
	// N back.
	waitPreview(t, h, gbdkURL)
	h.typeKeys("n")
	waitDest(t, h, timusURL)
	h.typeKeys("N")
	waitDest(t, h, gbdkURL)
	b.want(t, "marks", gbdkURL+"\n")

	// Once more: the same link is appended again.
	forkAndResume(t, h, `echo "$LINK" >> marks`, "urls")
	b.want(t, "marks", gbdkURL+"\n"+gbdkURL+"\n")
	quit(t, h)
}

// A command that fails: its exit status is shown, then lwl resumes.
func TestE2ELinksForkFailure(t *testing.T) {
	_, h := startURLs(t, true)
	if line, want := fork(t, h, "exit 3"), processEnd+" exit status 3"; line != want {
		t.Errorf("the failing command ended with %q, want %q", line, want)
	}
	// n would select the first link and replace the message, were it to
	// reach lwl.
	resume(t, h, "n", "urls")
	h.waitStatus(t, ": exit status 3", "urls  line 1")
	h.typeKeys("n")
	waitDest(t, h, gbdevURL)
	quit(t, h)
}

// Enter on a relative link of a document with bro's "Retrieved from"
// header: bro gets the resolved URL, in lwl's place.
func TestE2ELinksFollowRetrievedFrom(t *testing.T) {
	b := newLinkBox(t, true)
	b.put(t, currentMD, "current.md")
	h := startIn(t, b, startOpts{}, "current.md")
	h.waitStatus(t, "current.md", "line 1")
	h.typeKeys("/RFC 8820\r")
	h.waitStatus(t, "matches")
	h.typeKeys("\r")
	if code := h.wait(t); code != 0 {
		t.Errorf("exit code %d after following the link to bro, want 0 (bro's)", code)
	}
	b.want(t, "bro.log", "https://datatracker.ietf.org/doc/html/rfc8820\n")
	h.checkRestored(t)
}

// --base resolves relative destinations before they are shown and
// passed on.
func TestE2ELinksBase(t *testing.T) {
	const up = "https://example.org/up.html"
	b := newLinkBox(t, true)
	b.put(t, "testdata/e2e/links/base.md", "base.md")
	h := startIn(t, b, startOpts{}, "--base", "https://example.org/dir/", "base.md")
	h.waitStatus(t, "base.md", "line 1")
	h.typeKeys("n")
	waitDest(t, h, up)
	h.typeKeys("n")
	waitDest(t, h, "https://other.example/a")
	h.typeKeys("N")
	waitDest(t, h, up)
	forkAndResume(t, h, `printf '%s' "$LINK" > link`, "base.md")
	b.want(t, "link", up)
	h.typeKeys("\r")
	if code := h.wait(t); code != 0 {
		t.Errorf("exit code %d after following the link to bro, want 0", code)
	}
	b.want(t, "bro.log", up+"\n")
}

// ! runs a command in lwl's place, the terminal restored first.
func TestE2ELinksExec(t *testing.T) {
	b, h := startURLs(t, true)
	h.typeKeys("nn")
	waitDest(t, h, gbdkURL)
	// $$ is the shell's process: lwl's own if the shell replaced it.
	typeCommand(t, h, "!", `printf '%s' "$LINK" > out; echo $$ > pid`)
	if code := h.wait(t); code != 0 {
		t.Errorf("exit code %d, want the command's 0", code)
	}
	b.want(t, "out", gbdkURL)
	b.want(t, "pid", strconv.Itoa(h.cmd.Process.Pid)+"\n")
	h.checkRestored(t)
	if bytes.Contains(h.rawOutput(), []byte(processEnd)) {
		t.Errorf("exec printed %s: it forked instead", processEnd)
	}
}

// Enter with no bro on PATH: lwl says so and stays.
func TestE2ELinksFollowNoBrowser(t *testing.T) {
	b, h := startURLs(t, false)
	h.typeKeys("nn")
	waitDest(t, h, gbdkURL)
	h.typeKeys("\r")
	status := h.waitStatus(t, "bro", "not installed")
	if !strings.Contains(status, "urls  line 1") {
		t.Errorf("the status bar lost the name or position: %q", status)
	}
	// Still running, with the same selection.
	h.typeKeys("n")
	waitDest(t, h, timusURL)
	if _, ok := b.read(t, "bro.log"); ok {
		t.Errorf("a bro ran")
	}
	quit(t, h)
}

// Enter with nothing selected scrolls a line, as in less.
func TestE2ELinksFollowNothingSelected(t *testing.T) {
	b, h := startURLs(t, true)
	h.resize(e2eCols, 10) // the list is longer than the screen
	h.waitStatus(t, "urls  line 1 ")
	h.typeKeys("\r")
	h.waitStatus(t, "urls  line 2 ")
	h.typeKeys("3\r")
	h.waitStatus(t, "urls  line 5 ")
	// And after a search that ended: still nothing selected.
	h.typeKeys("g/pages\r")
	h.waitStatus(t, "match")
	h.typeKeys("\x1b")
	h.waitRow(t, -1, "the search ended", func(r string) bool { return !strings.Contains(r, "match") })
	h.typeKeys("g\r")
	h.waitStatus(t, "urls  line 2 ")
	if _, ok := b.read(t, "bro.log"); ok {
		t.Errorf("a bro ran")
	}
	quit(t, h)
}

// Local links open inside lwl, at the fragment's heading, with history.
func TestE2ELinksLocal(t *testing.T) {
	b := newLinkBox(t, true)
	b.putTree(t, "testdata/notes", "notes")
	h := startIn(t, b, startOpts{}, "notes/index.md")
	h.waitStatus(t, "notes/index.md", "line 1 ")
	h.typeKeys("45g")
	h.waitStatus(t, "notes/index.md", "line 45 ")
	if got := h.row(0); got != "## Reading list" {
		t.Fatalf("45g: the top row is %q", got)
	}
	h.typeKeys("n") // the first link on screen
	waitDest(t, h, "a.md")
	indexScreen := h.screenLines()

	h.typeKeys("\r")
	h.waitStatus(t, "notes/a.md", "line 1 ")
	h.waitRow(t, 0, "a.md's first line", func(r string) bool { return r == "# A" })
	h.typeKeys("n")
	waitDest(t, h, "b.md#todo")

	h.typeKeys("\r")
	h.waitStatus(t, "notes/b.md", "line 30 ")
	h.waitRow(t, 0, "the todo heading at the top", func(r string) bool { return r == "## TODO" })

	h.typeKeys("\x7f") // backspace
	h.waitStatus(t, "notes/a.md", "line 1 ")
	h.waitRow(t, 0, "a.md's first line", func(r string) bool { return r == "# A" })
	waitPreview(t, h, "b.md#todo")

	h.typeKeys("\x7f")
	h.waitStatus(t, "notes/index.md", "line 45 ")
	h.waitFor(t, "index.md's rows as they were", func(s string) bool {
		l := strings.Split(s, "\n")
		return strings.Join(l[:len(l)-1], "\n") == strings.Join(indexScreen[:len(indexScreen)-1], "\n")
	}, e2eTimeout)
	waitPreview(t, h, "a.md")

	h.typeKeys("\x7f")
	h.waitStatus(t, "No previous document", "notes/index.md", "line 45 ")
	if _, ok := b.read(t, "bro.log"); ok {
		t.Errorf("a bro ran for a local file")
	}
	quit(t, h)
}

// A relative link to a file that does not exist is a local path all
// the same: lwl says it is missing and stays; no browser runs.
func TestE2ELinksLocalMissing(t *testing.T) {
	b := newLinkBox(t, true)
	b.putTree(t, "testdata/notes", "notes")
	h := startIn(t, b, startOpts{}, "notes/index.md")
	h.waitStatus(t, "notes/index.md", "line 1 ")
	h.typeKeys("45gnnn")
	waitDest(t, h, "missing.md")
	h.typeKeys("\r")
	h.waitStatus(t, ": missing.md: no such file", "notes/index.md", "line 45 ")
	quit(t, h)
	if _, ok := b.read(t, "bro.log"); ok {
		t.Errorf("a bro ran for a missing local file")
	}
}

// hostileDests are the destinations of testdata/e2e/links/hostile.md, in
// order: each would run `touch pwnedN` if it reached a shell's text.
var hostileDests = []string{
	"$(touch pwned1)",
	"`touch pwned2`",
	`x"; touch pwned3; echo "`,
	"a'b;touch pwned4",
	"%24%28touch%20pwned5%29",
	"a%0Atouch pwned6",
}

const hostileMD = "testdata/e2e/links/hostile.md"

func checkHostileFixture(t *testing.T) {
	t.Helper()
	src, err := os.ReadFile(hostileMD)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range hostileDests {
		if !bytes.Contains(src, []byte("]("+d+")\n")) {
			t.Fatalf("%s has no link to %q", hostileMD, d)
		}
	}
}

// Destinations written to break out of a shell command reach commands
// as data only.
func TestE2ELinksHostileFork(t *testing.T) {
	checkHostileFixture(t)
	b := newLinkBox(t, true)
	b.put(t, hostileMD, "hostile.md")
	h := startIn(t, b, startOpts{}, "hostile.md")
	h.waitStatus(t, "hostile.md", "line 1")
	// A raw line break ends a destination: shown verbatim, not a link.
	screen := h.screen()
	if !strings.Contains(screen, "\nraw [t](a\nb) stays as it is.\n") {
		t.Errorf("[t](a<newline>b) is not shown verbatim:\n%s", screen)
	}
	for i, d := range hostileDests {
		h.typeKeys("n")
		waitDest(t, h, d)
		forkAndResume(t, h, `printf '%s' "$LINK" > dest.`+strconv.Itoa(i+1), "hostile.md")
	}
	h.typeKeys("n")
	h.waitStatus(t, "No more") // [t](a<newline>b) is not a link
	for i, d := range hostileDests {
		b.want(t, "dest."+strconv.Itoa(i+1), d)
	}
	b.noPwned(t)
	quit(t, h)
	b.noPwned(t)
}

// The same destinations followed with Enter, in a document with a
// base (without one they are local paths, and missing): bro gets each,
// resolved, as one argument, and nothing runs.
func TestE2ELinksHostileFollow(t *testing.T) {
	checkHostileFixture(t)
	const base = "https://example.org/dir/"
	bu, _ := url.Parse(base)
	for i, d := range hostileDests {
		t.Run("d"+strconv.Itoa(i+1), func(t *testing.T) {
			ref, err := url.Parse(d)
			if err != nil {
				t.Fatal(err)
			}
			want := bu.ResolveReference(ref).String()
			b := newLinkBox(t, true)
			b.put(t, hostileMD, "hostile.md")
			h := startIn(t, b, startOpts{}, "--base", base, "hostile.md")
			h.waitStatus(t, "hostile.md", "line 1")
			h.typeKeys(strings.Repeat("n", i+1))
			waitDest(t, h, want)
			h.typeKeys("\r")
			if code := h.wait(t); code != 0 {
				t.Errorf("exit code %d after following the link to bro, want 0", code)
			}
			b.want(t, "bro.log", want+"\n")
			b.noPwned(t)
		})
	}
}

// The command gets the link's text and the document's absolute path.
func TestE2ELinksForkEnvironment(t *testing.T) {
	b, h := startURLs(t, true)
	const cmd = `printf '%s\n' "$LINK" "$LINK_TEXT" "$LWL_FILE" > env`
	file := filepath.Join(b.dir, "urls")

	h.typeKeys("n")
	waitDest(t, h, gbdevURL)
	forkAndResume(t, h, cmd, "urls")
	b.want(t, "env", gbdevURL+"\ngb dev pandoc\n"+file+"\n")

	h.typeKeys("n")
	waitDest(t, h, gbdkURL)
	forkAndResume(t, h, cmd, "urls")
	b.want(t, "env", gbdkURL+"\ngbdk\n"+file+"\n")
	quit(t, h)
}

// A document from a pipe: the command reads from the terminal, not from
// lwl's standard input.
func TestE2ELinksForkFromPipe(t *testing.T) {
	b := newLinkBox(t, true)
	b.put(t, "testdata/urls", "urls")
	h := startIn(t, b, startOpts{prog: "/bin/sh"}, "-c", `cat urls | "$0"`, lwlBin)
	h.waitStatus(t, "line 1")
	waitComplete(t, h)
	h.typeKeys("nn")
	waitDest(t, h, gbdkURL)
	b.write(t, "ask", `printf 'name? '; read x; echo "got $x" > got; printf '%s|%s' "$LINK" "$LWL_FILE" > env`)
	n := typeCommand(t, h, ">", ". ./ask")
	h.waitFor(t, "the command's question", func(s string) bool {
		return !h.inAltScreen() && strings.Contains(s, "name?")
	}, e2eTimeout)
	h.typeKeys("hello\r")
	if line := waitTerminated(t, h, n); line != processEnd {
		t.Errorf("the command ended with %q, want %q", line, processEnd)
	}
	resume(t, h, "\x0c", "line 1")
	b.want(t, "got", "got hello\n")
	// A pipe has no file: LWL_FILE is empty (not the inherited value).
	b.want(t, "env", gbdkURL+"|")
	waitPreview(t, h, gbdkURL)
	quit(t, h)
}

// ! from a pipe: the command that replaces lwl reads the terminal.
func TestE2ELinksExecFromPipe(t *testing.T) {
	b := newLinkBox(t, true)
	b.put(t, "testdata/urls", "urls")
	h := startIn(t, b, startOpts{prog: "/bin/sh"}, "-c", `cat urls | "$0"`, lwlBin)
	h.waitStatus(t, "line 1")
	waitComplete(t, h)
	b.write(t, "ask", `printf 'name? '; read x; echo "got $x" > got`)
	typeCommand(t, h, "!", ". ./ask")
	h.waitFor(t, "the command's question", func(s string) bool {
		return !h.inAltScreen() && strings.Contains(s, "name?")
	}, e2eTimeout)
	h.typeKeys("hello\r")
	if code := h.wait(t); code != 0 {
		t.Errorf("exit code %d, want the command's 0", code)
	}
	b.want(t, "got", "got hello\n")
}

// Back from a command at the very place it was: a scrolled document,
// the same top line and the same selection.
func TestE2ELinksForkKeepsPosition(t *testing.T) {
	b := newLinkBox(t, true)
	b.put(t, currentMD, "current.md")
	h := startIn(t, b, startOpts{}, "current.md")
	h.waitStatus(t, "current.md", "line 1 ")
	h.typeKeys("250g")
	h.waitStatus(t, "line 250 ")
	h.typeKeys("n")
	status := h.waitRow(t, -1, "a destination", func(r string) bool { return strings.HasPrefix(r, ": http") })
	dest, _, _ := strings.Cut(strings.TrimPrefix(status, ": "), "  ")
	before := h.screenLines()
	forkAndResume(t, h, `printf '%s' "$LINK" > link`, "line 250 ")
	h.waitFor(t, "the same rows as before the command", func(s string) bool {
		l := strings.Split(s, "\n")
		return strings.Join(l[:len(l)-1], "\n") == strings.Join(before[:len(before)-1], "\n")
	}, e2eTimeout)
	b.want(t, "link", dest)
	waitPreview(t, h, dest)
	quit(t, h)
}

// ctrl-c while a command runs goes to the command; lwl stays.
func TestE2ELinksForkInterrupt(t *testing.T) {
	_, h := startURLs(t, true)
	h.typeKeys("nn")
	waitDest(t, h, gbdkURL)
	n := typeCommand(t, h, ">", "sleep 10")
	// The shell's child may still have the shell's own SIGINT handler
	// until it runs sleep: wait for sleep.
	waitDescendant(t, h.cmd.Process.Pid, "sleep")
	// ctrl-c flushes the terminal's output queue (no NOFLSH): read all
	// that lwl wrote on leaving the screen first.
	h.waitFor(t, "lwl's screen left", func(string) bool { return !h.inAltScreen() }, e2eTimeout)
	h.waitQuiet(t, 50*time.Millisecond)
	h.typeKeys("\x03")
	line := waitTerminated(t, h, n)
	if !strings.HasPrefix(line, processEnd) {
		t.Errorf("the interrupted command ended with %q", line)
	}
	resume(t, h, "\x0c", "urls")
	waitPreview(t, h, gbdkURL)
	quit(t, h)
}

// A command killed by a signal: the status given must mean something.
func TestE2ELinksForkSignalStatus(t *testing.T) {
	_, h := startURLs(t, true)
	line := fork(t, h, "kill -INT $$")
	if strings.Contains(line, "-1") ||
		!(strings.Contains(line, "exit status 130") || strings.Contains(line, "interrupt") || strings.Contains(line, "signal")) {
		t.Errorf("a command killed by SIGINT ended with %q, want its status as 130 or the signal's name", line)
	}
	resume(t, h, "\x0c", "urls")
	if s := h.row(-1); strings.Contains(s, "-1") {
		t.Errorf("the status bar says %q", s)
	}
	quit(t, h)
}

// keys.yaml binds keys to fixed fork and exec commands.
func TestE2ELinksBoundCommands(t *testing.T) {
	b := newLinkBox(t, true)
	b.put(t, "testdata/urls", "urls")
	b.write(t, "keys.yaml", "ground:\n"+
		"  B: fork echo \"$LINK\" >> bookmarks\n"+
		"  X: exec printf '%s' \"$LINK_TEXT\" > x\n")
	h := startIn(t, b, startOpts{}, "--keys", "keys.yaml", "urls")
	h.waitStatus(t, "urls", "line 1")
	h.typeKeys("nn")
	waitDest(t, h, gbdkURL)
	n := bytes.Count(h.rawOutput(), []byte(processEnd))
	h.typeKeys("B")
	if line := waitTerminated(t, h, n); line != processEnd {
		t.Errorf("B ended with %q", line)
	}
	resume(t, h, "\x0c", "urls")
	b.want(t, "bookmarks", gbdkURL+"\n")
	h.typeKeys("n")
	waitDest(t, h, timusURL)
	h.typeKeys("X")
	if code := h.wait(t); code != 0 {
		t.Errorf("exit code %d after X, want 0", code)
	}
	b.want(t, "x", "timus")
	h.checkRestored(t)
}

// After following a local link, commands see the new document; a
// fragment that names no heading says so.
func TestE2ELinksLocalFileAndSection(t *testing.T) {
	b := newLinkBox(t, true)
	b.putTree(t, "testdata/notes", "notes")
	h := startIn(t, b, startOpts{}, "notes/index.md")
	h.waitStatus(t, "notes/index.md", "line 1 ")
	h.typeKeys("45gn\r")
	h.waitStatus(t, "notes/a.md", "line 1 ")
	h.typeKeys("n")
	waitDest(t, h, "b.md#todo")
	forkAndResume(t, h, `printf '%s|%s|%s' "$LINK" "$LINK_TEXT" "$LWL_FILE" > env`, "notes/a.md")
	b.want(t, "env", "b.md#todo|B's todo list|"+filepath.Join(b.dir, "notes", "a.md"))
	h.typeKeys("nn")
	waitDest(t, h, "b.md#nowhere")
	h.typeKeys("\r")
	h.waitStatus(t, "No section #nowhere", "notes/b.md", "line 1 ")
	h.waitRow(t, 0, "b.md from its top", func(r string) bool { return r == "# B" })
	h.typeKeys("\x7f")
	h.waitStatus(t, "notes/a.md", "line 1 ")
	waitPreview(t, h, "b.md#nowhere")
	quit(t, h)
}

// file:// links open in lwl, also in a document with a base URL, where
// relative links go to the browser resolved.
func TestE2ELinksFileURL(t *testing.T) {
	fileDoc := func(b *linkBox) string {
		return "Retrieved from [https://example.org/](https://example.org/) on a day.\n\n" +
			"[b by URL](file://" + filepath.Join(b.dir, "notes", "b.md") + "#todo)\n" +
			"[a, relative](notes/a.md)\n"
	}
	t.Run("file", func(t *testing.T) {
		b := newLinkBox(t, true)
		b.putTree(t, "testdata/notes", "notes")
		b.write(t, "f.md", fileDoc(b))
		h := startIn(t, b, startOpts{}, "f.md")
		h.waitStatus(t, "f.md", "line 1")
		h.typeKeys("n") // the first n passes over the header's link
		waitDest(t, h, "file://"+filepath.Join(b.dir, "notes", "b.md")+"#todo")
		h.typeKeys("\r")
		h.waitStatus(t, "notes/b.md", "line 30 ")
		h.waitRow(t, 0, "the todo heading at the top", func(r string) bool { return r == "## TODO" })
		h.typeKeys("\x7f")
		h.waitStatus(t, "f.md", "line 1")
		quit(t, h)
		if _, ok := b.read(t, "bro.log"); ok {
			t.Errorf("a bro ran for a file:// link")
		}
	})
	t.Run("relative", func(t *testing.T) {
		b := newLinkBox(t, true)
		b.putTree(t, "testdata/notes", "notes")
		b.write(t, "f.md", fileDoc(b))
		h := startIn(t, b, startOpts{}, "f.md")
		h.waitStatus(t, "f.md", "line 1")
		h.typeKeys("nn")
		waitDest(t, h, "https://example.org/notes/a.md")
		h.typeKeys("\r")
		if code := h.wait(t); code != 0 {
			t.Errorf("exit code %d after following the link to bro, want 0", code)
		}
		b.want(t, "bro.log", "https://example.org/notes/a.md\n")
	})
}

// bro's usual way: the page on a pipe. The "Retrieved from" header
// sets the base there too.
func TestE2ELinksFollowRetrievedFromPipe(t *testing.T) {
	b := newLinkBox(t, true)
	b.put(t, currentMD, "current.md")
	h := startIn(t, b, startOpts{prog: "/bin/sh"}, "-c", `cat current.md | "$0"`, lwlBin)
	h.waitStatus(t, "line 1")
	h.waitRow(t, 0, "the header", func(r string) bool { return r == currentHeader })
	// The whole pipe first: a search counts what has arrived.
	h.waitRow(t, -1, "the whole pipe", func(r string) bool { return strings.Contains(r, "line 1 ") && !strings.Contains(r, "%+") })
	h.typeKeys("n") // the first n passes over the header's link to the page itself
	waitDest(t, h, "https://datatracker.ietf.org/doc/rfc3986/")
	h.typeKeys("/RFC 8820\r")
	h.waitStatus(t, "matches")
	h.typeKeys("\r")
	if code := h.wait(t); code != 0 {
		t.Errorf("exit code %d after following the link to bro, want 0", code)
	}
	b.want(t, "bro.log", "https://datatracker.ietf.org/doc/html/rfc8820\n")
}

// A link to a section of the same document, [x](#todo), jumps there.
func TestE2ELinksLocalSameDocument(t *testing.T) {
	b := newLinkBox(t, true)
	b.putTree(t, "testdata/notes", "notes")
	h := startIn(t, b, startOpts{}, "notes/b.md")
	h.waitStatus(t, "notes/b.md", "line 1 ")
	h.typeKeys("n")
	waitDest(t, h, "#todo")
	h.typeKeys("\r")
	h.waitStatus(t, "notes/b.md", "line 30 ")
	h.waitRow(t, 0, "the todo heading at the top", func(r string) bool { return r == "## TODO" })
	h.typeKeys("\x7f")
	h.waitStatus(t, "notes/b.md", "line 1 ")
	if _, ok := b.read(t, "bro.log"); ok {
		t.Errorf("bro ran for a link into the same document")
	}
	quit(t, h)
}

// waitDescendant waits until a process named comm runs below pid (it has
// called execve, so its signal handlers are the defaults).
func waitDescendant(t *testing.T, pid int, comm string) {
	t.Helper()
	deadline := time.Now().Add(e2eTimeout)
	for {
		queue := []int{pid}
		for len(queue) > 0 {
			p := queue[0]
			queue = queue[1:]
			tasks, _ := filepath.Glob("/proc/" + strconv.Itoa(p) + "/task/*/children")
			for _, f := range tasks {
				data, _ := os.ReadFile(f)
				for _, c := range strings.Fields(string(data)) {
					cp, err := strconv.Atoi(c)
					if err != nil {
						continue
					}
					if name, _ := os.ReadFile("/proc/" + c + "/comm"); strings.TrimSpace(string(name)) == comm {
						return
					}
					queue = append(queue, cp)
				}
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("no %s process below %d within %v", comm, pid, e2eTimeout)
		}
		time.Sleep(5 * time.Millisecond)
	}
}
