package app

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/gdamore/tcell/v2"

	"lwl/app/commands"
	"lwl/widgets/doc"
)

// The open action's tests run the fake converter of testdata/bin (see its
// comment) in a temporary working folder, where it leaves convert.log,
// forever.pid and waits for go.

// openBox is a working folder with the converter, and an App showing text.
type openBox struct {
	*appHarness
	dir     string
	convert string // `convert "$LINK"`, by its absolute path
}

func newOpenBox(t *testing.T, text string) *openBox {
	t.Helper()
	conv, err := filepath.Abs("../testdata/bin/convert")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	t.Setenv("CONVERT_LOG", filepath.Join(dir, "convert.log"))
	hs := startApp(t, Options{Source: doc.BytesSource(text), Name: "start"}, 80, 12)
	t.Chdir(dir) // once the default configuration is read
	return &openBox{appHarness: hs, dir: dir, convert: conv + ` "$LINK"`}
}

// open runs the action open with cmd, as a key bound to it would.
func (b *openBox) open(cmd string) {
	b.do(func() { b.a.open(cmd) })
}

// message is the status bar's message.
func (b *openBox) message() string {
	var m string
	b.do(func() { m = b.a.ui.status.Message() })
	return m
}

// waitMessage waits until the message contains want.
func (b *openBox) waitMessage(want string) string {
	b.t.Helper()
	deadline := time.Now().Add(appTimeout)
	for {
		m := b.message()
		if strings.Contains(m, want) {
			return m
		}
		if time.Now().After(deadline) {
			b.t.Fatalf("no message %q; the message is %q", want, m)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// waitText waits until the screen shows s.
func (b *openBox) waitText(s string) {
	b.t.Helper()
	b.waitFor(strconv.Quote(s), func(sc simScreen) bool { return strings.Contains(sc.String(), s) })
}

// log is what the converter was handed, one argument a line.
func (b *openBox) log() []string {
	data, _ := os.ReadFile(filepath.Join(b.dir, "convert.log"))
	return strings.Fields(string(data))
}

// waitGone waits until process pid no longer exists.
func waitGone(t *testing.T, pid int, what string) {
	t.Helper()
	deadline := time.Now().Add(appTimeout)
	for syscall.Kill(pid, 0) == nil {
		if time.Now().After(deadline) {
			t.Fatalf("%s (process %d) still runs", what, pid)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// readPID waits for the converter's forever.pid.
func (b *openBox) readPID() int {
	b.t.Helper()
	deadline := time.Now().Add(appTimeout)
	for {
		data, err := os.ReadFile(filepath.Join(b.dir, "forever.pid"))
		if pid, perr := strconv.Atoi(strings.TrimSpace(string(data))); err == nil && perr == nil {
			return pid
		}
		if time.Now().After(deadline) {
			b.t.Fatal("the converter wrote no forever.pid")
		}
		time.Sleep(10 * time.Millisecond)
	}
}

const openStart = "start page\n[a page](https://example.org/dir/a.html)\n[b page](https://example.org/b)\n"

// open shows the command's output as a page whose base is the link: its
// relative links resolve against it and open through the command again;
// back returns to each page, place and selected link restored.
func TestOpenBrowsesWithHistory(t *testing.T) {
	b := newOpenBox(t, openStart)
	b.press("nn")
	start := b.place()
	b.open(b.convert)
	b.waitText("Page for https://example.org/b")
	b.do(func() {
		if b.a.shown.name != "https://example.org/b" || b.a.shown.path != "" || b.a.shown.base.String() != "https://example.org/b" {
			t.Errorf("the page: name %q, path %q, base %v; want the link, no path, the link", b.a.shown.name, b.a.shown.path, b.a.shown.base)
		}
	})
	b.press("nn") // the URL in its text, then [next](page2.html)
	first := b.place()
	b.open(b.convert)
	b.waitText("Page for https://example.org/page2.html")
	if got := b.log(); len(got) != 2 || got[1] != "https://example.org/page2.html" {
		t.Errorf("the converter was handed %q, want the relative link resolved: https://example.org/page2.html", got)
	}
	b.press("\x7f")
	b.waitText("Page for https://example.org/b")
	if got := b.place(); got.doc != first.doc || got.link != first.link || got.name != first.name {
		t.Errorf("back once: %+v; want the first page (the same document) with its link selected", got)
	}
	b.press("\x7f")
	b.waitText("start page")
	if got := b.place(); got.name != "start" || got.link != start.link || got.line != start.line {
		t.Errorf("back twice: %s link %d line %d; want start, link %d, line %d", got.name, got.link, got.line, start.link, start.line)
	}
	b.press("n") // the selection goes on from b page: no more links
	if m := b.message(); m != "No more" {
		t.Errorf("n after back: %q, want No more (b page was selected)", m)
	}
	b.do(func() {
		if n := b.a.life.commands.Outputs(); n != 0 {
			t.Errorf("after backing out of every page, %d outputs are kept", n)
		}
	})
}

// A fragment-only link on the page jumps within it, as does a link to the
// page itself with a fragment (no command runs); a link's own fragment is
// gone to once the page is in.
func TestOpenSectionsStayInside(t *testing.T) {
	b := newOpenBox(t, "start\n[a](https://example.org/x#the-end)\n")
	cmd := `echo "$LINK" >> convert.log; printf 'Page for %s\n[section](#the-end)\n[self](x#the-end)\n' "$LINK"; seq 30; echo '# The end'; seq 30`
	b.press("n")
	b.open(cmd)
	line := func() (n int) {
		b.do(func() { n = b.a.ui.view.Document().LineOf(b.a.ui.view.Top()) })
		return n
	}
	b.waitFor("the section", func(simScreen) bool { return line() == 34 })
	b.do(func() {
		if b.a.shown.base.String() != "https://example.org/x" {
			t.Errorf("the base is %v, want the link without its fragment", b.a.shown.base)
		}
	})
	for i := range 3 { // the page's URL in its text, [section], [self]
		b.press("gn")
		if l := b.message(); l != "https://example.org/x#the-end" {
			t.Fatalf("link %d: selected %q, want a link to #the-end", i+1, l)
		}
		b.open(cmd)
		if got := line(); got != 34 {
			t.Errorf("after open on link %d: line %d, want 34", i+1, got)
		}
	}
	if got := b.log(); len(got) != 1 {
		t.Errorf("a section link ran the command: %q", got)
	}
}

// A command that fails before printing leaves the page as it was and says
// why: its standard error's first line and exit status; one that prints
// nothing says so; one that fails after printing keeps its page and says
// why as well.
func TestOpenFailures(t *testing.T) {
	b := newOpenBox(t, "start\n[bad](https://example.org/fail)\n[part](https://example.org/partial)\n")
	b.press("n")
	before := b.place()
	b.open(b.convert)
	m := b.waitMessage("exit status 22")
	if want := "Cannot open https://example.org/fail: convert: cannot fetch https://example.org/fail (exit status 22)"; m != want {
		t.Errorf("message %q, want %q", m, want)
	}
	if got := b.place(); got.doc != before.doc || got.link != before.link {
		t.Errorf("a failed open changed the page")
	}
	b.do(func() {
		if b.a.shown.browse.Len() != 0 {
			t.Errorf("a failed open left %d pages of history", b.a.shown.browse.Len())
		}
	})
	b.open("true")
	if m := b.waitMessage("exit status"); m != "Cannot open https://example.org/fail: it printed nothing (exit status 0)" {
		t.Errorf("an empty output: %q", m)
	}
	b.press("n")
	b.open(b.convert)
	m = b.waitMessage("exit status 3")
	if want := "https://example.org/partial: convert: connection reset (exit status 3)"; m != want {
		t.Errorf("message %q, want %q", m, want)
	}
	b.waitText("Page for https://example.org/partial")
}

// The command has /dev/null as standard input and no terminal; $LINK is
// the resolved link as commands get it (control bytes percent-encoded),
// with LINK_TEXT and LWL_FILE beside it.
func TestOpenCommandEnvironment(t *testing.T) {
	b := newOpenBox(t, "start\n[the text](https://example.org/a\x01b)\n")
	b.press("n")
	b.open(`printf 'in=%s link=%s text=%s file=[%s]\n' "$(readlink /proc/self/fd/0)" "$LINK" "$LINK_TEXT" "$LWL_FILE"; tty`)
	b.waitText("in=/dev/null link=https://example.org/a%01b text=the text file=[]")
	b.waitText("not a tty")
	if m := b.waitMessage("exit status 1"); m != "https://example.org/a<01>b: exit status 1" {
		t.Errorf("message %q", m)
	}
}

// A command lwl cannot hand over is refused before it starts; a program
// that is not installed is named.
func TestOpenRefused(t *testing.T) {
	b := newOpenBox(t, openStart)
	b.open(b.convert)
	if m := b.message(); m != "No link to open" {
		t.Errorf("with no link selected: %q", m)
	}
	b.press("n")
	b.open("printf x\x00")
	if m := b.message(); !strings.Contains(m, "NUL") {
		t.Errorf("a command with a NUL byte: %q", m)
	}
	b.open("no-such-converter-here \"$LINK\"")
	if m := b.message(); !strings.HasPrefix(m, "no-such-converter-here is not installed") {
		t.Errorf("a missing program: %q", m)
	}
	if err := CheckAction("ground", "open", ""); err == nil {
		t.Error("open without a command is accepted in keys.yaml")
	}
}

// esc stops a command that never ends and keeps what it printed; esc
// while nothing has arrived yet stops it too, and the page stays.
func TestOpenStops(t *testing.T) {
	b := newOpenBox(t, "start\n[f](https://example.org/forever)\n")
	b.press("n")
	b.open(b.convert)
	b.waitText("line 3 of https://example.org/forever")
	pid := b.readPID()
	b.do(func() { b.a.handleKey(tcell.NewEventKey(tcell.KeyEscape, 0, tcell.ModNone)) })
	if m := b.message(); m != "Stopped: what arrived is shown" {
		t.Errorf("esc: %q", m)
	}
	waitGone(t, pid, "the converter after esc")
	b.waitFor("a complete document", func(simScreen) bool {
		var done bool
		b.do(func() { done = b.a.ui.view.Document().Complete() })
		return done
	})
	b.press("\x7f")
	b.waitText("start")

	os.Remove(filepath.Join(b.dir, "forever.pid"))
	b.open(`echo $$ > forever.pid; exec sleep 100`)
	pid = b.readPID()
	b.do(func() { b.a.handleKey(tcell.NewEventKey(tcell.KeyCtrlC, 0, tcell.ModCtrl)) })
	if m := b.message(); m != "Stopped: https://example.org/forever was not opened" {
		t.Errorf("ctrl-c while waiting: %q", m)
	}
	waitGone(t, pid, "the command after ctrl-c")
	select {
	case <-b.stopped:
		t.Fatal("ctrl-c stopping a command quit lwl")
	default:
	}

	// A pipeline stops whole: curl | pandoc, say.
	os.Remove(filepath.Join(b.dir, "forever.pid"))
	b.open(`sh -c 'echo $$ > forever.pid; exec sleep 100' | (echo first of a pipeline; cat)`)
	b.waitText("first of a pipeline")
	pid = b.readPID()
	b.do(func() { b.a.handleKey(tcell.NewEventKey(tcell.KeyEscape, 0, tcell.ModNone)) })
	waitGone(t, pid, "the pipeline's first command after esc")
}

// A page still being written stays the command's while it is in the
// history; lwl ending stops it.
func TestOpenStoppedAtExit(t *testing.T) {
	b := newOpenBox(t, "start\n[f](https://example.org/forever)\n")
	b.press("n")
	b.open(b.convert)
	pid := b.readPID()
	b.waitText("line 2 of")
	b.a.Stop()
	<-b.stopped
	waitGone(t, pid, "the converter after lwl ended")
}

// The history keeps the last commands.MaxKeptOutputs outputs; the pages of older
// ones leave it, and back skips them.
func TestOpenKeepsBoundedOutputs(t *testing.T) {
	b := newOpenBox(t, "start\n[a](https://example.org/a)\n")
	b.press("n")
	fds := openFDs(t)
	for i := range commands.MaxKeptOutputs + 5 {
		b.open(`printf 'page %d\n[again](x)\n' ` + strconv.Itoa(i))
		b.waitText("page " + strconv.Itoa(i))
		b.press("n")
	}
	b.do(func() {
		if n := b.a.life.commands.Outputs(); n != commands.MaxKeptOutputs+1 {
			t.Errorf("%d outputs kept, want %d (the history's and the one on screen)", n, commands.MaxKeptOutputs+1)
		}
	})
	for i := commands.MaxKeptOutputs + 3; i >= 4; i-- {
		b.press("\x7f")
		b.waitText("page " + strconv.Itoa(i))
	}
	b.press("\x7f")
	b.waitText("start")
	// The outputs let go close their pipes on their own goroutines: under
	// -race that can take a moment, so the count is given a few seconds.
	n := openFDs(t)
	for deadline := time.Now().Add(5 * time.Second); n > fds && time.Now().Before(deadline); n = openFDs(t) {
		time.Sleep(20 * time.Millisecond)
	}
	if n > fds {
		t.Errorf("%d descriptors open after 25 opens and back, %d before", n, fds)
	}
}

// bro's "Retrieved from" first line names where the page came from after
// redirects: relative links resolve against it, not the link followed.
func TestOpenHeaderBase(t *testing.T) {
	b := newOpenBox(t, "start\n[moved](https://example.org/old)\n")
	b.press("n")
	b.open(`printf 'Retrieved from [https://example.org/new/](https://example.org/new/)\n[rel](x.html)\n'`)
	b.waitText("Retrieved from")
	b.press("n") // the first n passes over the header's link
	if m := b.message(); m != "https://example.org/new/x.html" {
		t.Errorf("the relative link resolves to %q, want https://example.org/new/x.html", m)
	}
}

// Secure mode runs no command and opens no other file: open jumps to a
// section, as follow does there, and refuses the rest.
func TestOpenSecure(t *testing.T) {
	conv, err := filepath.Abs("../testdata/bin/convert")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	t.Setenv("CONVERT_LOG", filepath.Join(dir, "convert.log"))
	text := "start\n[web](https://example.org/a)\n[file](other.md)\n[end](#the-end)\n" + strings.Repeat("filler\n", 30) + "# The end\n" + strings.Repeat("filler\n", 30)
	hs := startApp(t, Options{Source: doc.BytesSource(text), Name: "start", Secure: true}, 80, 12)
	b := &openBox{appHarness: hs, dir: dir, convert: conv + ` "$LINK"`}
	for _, want := range []string{"following links: disabled in secure mode (https://example.org/a)", "disabled in secure mode"} {
		b.press("n")
		b.do(func() { b.a.openChecked(b.convert) })
		if m := b.message(); !strings.Contains(m, want) {
			t.Errorf("open in secure mode: %q, want %q", m, want)
		}
	}
	b.press("n")
	b.do(func() { b.a.openChecked(b.convert) })
	b.do(func() {
		if line := b.a.ui.view.Document().LineOf(b.a.ui.view.Top()); line != 35 {
			t.Errorf("open on #the-end in secure mode: line %d, want 35", line)
		}
		if b.a.life.commands.Outputs() != 0 {
			t.Error("secure mode started a command")
		}
	})
	if got := b.log(); len(got) != 0 {
		t.Errorf("secure mode ran the converter: %q", got)
	}
}

// A page shown through a filter (&) is not let go when the history moves
// on from the filtered lines: the filter comes back to it.
func TestOpenFilteredPageKept(t *testing.T) {
	b := newOpenBox(t, "start\n[f](https://example.org/forever)\n")
	b.press("n")
	b.open(b.convert)
	b.waitText("line 3 of https://example.org/forever")
	pid := b.readPID()
	var out *doc.Document
	b.do(func() {
		out = b.a.ui.view.Document()
		b.a.applyFilter("line 2 ")
	})
	b.waitText("line 2 of")
	b.do(func() {
		b.a.push() // as following a link on the filtered lines does
		if !b.a.life.commands.MadeByOpen(out) {
			t.Error("the filtered page was let go")
		}
	})
	if err := syscall.Kill(pid, 0); err != nil {
		t.Errorf("the filtered page's command was stopped: %v", err)
	}
}
