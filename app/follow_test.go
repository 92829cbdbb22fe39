package app

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/gdamore/tcell/v2"

	"lwl/app/config"
	"lwl/app/files"
	"lwl/widgets/doc"
)

// Links that go where they say, and panes that fit. The tests use only
// the harness and Options.

// lines is n numbered filler lines.
func lines(from, n int) string {
	var b strings.Builder
	for i := from; i < from+n; i++ {
		fmt.Fprintf(&b, "line %d\n", i)
	}
	return b.String()
}

// enter presses Enter.
func (hs *appHarness) enter() {
	hs.t.Helper()
	hs.key(tcell.KeyEnter, 0, tcell.ModNone)
}

// noExec checks that nothing was handed to a command in lwl's place.
func (hs *appHarness) noExec(what string) {
	hs.t.Helper()
	hs.do(func() {
		if r := hs.a.ExecRequested(); r != nil {
			hs.t.Errorf("%s: lwl asked to run %q in its place", what, r.Command)
		}
	})
}

// state reads the document's name and top line on the event loop.
func (hs *appHarness) state() (name string, topLine int) {
	hs.t.Helper()
	hs.do(func() {
		name = hs.a.shown.name
		topLine = hs.a.ui.view.Document().LineOf(hs.a.ui.view.Top())
	})
	return
}

// 13.3: in a page with a base (bro's "Retrieved from" line), a link to a
// fragment of that same page jumps to the section in the text, as it does
// in a local file, instead of asking the browser for the page again.
func TestAppSameDocumentWithBase(t *testing.T) {
	text := "Retrieved from [https://a.example/doc/rfc3986](https://a.example/doc/rfc3986) on Sun.\n" +
		"Contents: [1.1](#section-1.1). Overview, [again](https://a.example/doc/rfc3986#section-1.1)\n" +
		lines(3, 60) + "### [1.1](#section-1.1). Overview of URIs\n" + lines(64, 60)
	hs := startApp(t, Options{Source: doc.BytesSource(text), Name: "rfc"}, 80, 20)
	// The first n passes over the header's link; back restores the selection.
	for i, keys := range []string{"n", "n"} {
		hs.keys(keys)
		hs.waitFor("the contents link", func(sc simScreen) bool {
			return strings.HasPrefix(sc.row(-1), ": https://a.example/doc/rfc3986#section-1.1")
		})
		hs.enter()
		sc := hs.waitFor("the section at the top", func(sc simScreen) bool {
			return sc.row(0) == "### [1.1]. Overview of URIs"
		})
		if strings.Contains(sc.row(-1), "not installed") {
			t.Errorf("link %d went to the browser: %q", i+1, sc.row(-1))
		}
		hs.noExec("a same-document link")
		hs.key(tcell.KeyBackspace2, 0, tcell.ModNone)
		hs.waitFor("back at the contents", func(sc simScreen) bool { return strings.HasPrefix(sc.row(0), "Retrieved from") })
	}
	// The page's own URL, without a fragment, is for the browser.
	hs.keys("NN")
	hs.waitFor("the header link", func(sc simScreen) bool { return strings.HasPrefix(sc.row(-1), ": https://a.example/doc/rfc3986  ") })
	hs.enter()
	hs.waitFor("the browser is asked", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "bro is not installed") })
}

// 13.5: without a base, a relative path is a local path: a missing one is
// said to be missing, a folder shows as a listing of links, which open.
func TestAppLocalPaths(t *testing.T) {
	t.Setenv("PATH", t.TempDir()) // no browser: nothing may reach one
	dir := t.TempDir()
	notes := filepath.Join(dir, "notes")
	os.MkdirAll(filepath.Join(notes, "sub dir"), 0o755)
	os.WriteFile(filepath.Join(notes, "a.md"), []byte("# A\nhello from a\n"), 0o644)
	os.WriteFile(filepath.Join(notes, "sub dir", "b.md"), []byte("# B\n"), 0o644)
	index := filepath.Join(dir, "index.md")
	os.WriteFile(index, []byte("[x](nope.md) [notes](notes) [up](notes/sub%20dir/)\n"), 0o644)
	src, err := doc.OpenFile(index)
	if err != nil {
		t.Fatal(err)
	}
	hs := startApp(t, Options{Source: src, Name: "index.md", Path: index}, 80, 20)
	hs.keys("n")
	hs.waitFor("nope.md selected", func(sc simScreen) bool { return strings.HasPrefix(sc.row(-1), ": nope.md ") })
	hs.enter()
	sc := hs.waitFor("a message", func(sc simScreen) bool { return !strings.HasPrefix(sc.row(-1), ": nope.md ") })
	if !strings.HasPrefix(sc.row(-1), ": nope.md: no such file") {
		t.Errorf("following a missing file: the status bar is %q, want nope.md: no such file", sc.row(-1))
	}

	hs.keys("n")
	hs.waitFor("notes selected", func(sc simScreen) bool { return strings.HasPrefix(sc.row(-1), ": notes ") })
	hs.enter()
	sc = hs.waitFor("the listing", func(sc simScreen) bool { return strings.HasPrefix(sc.row(0), "Index of ") })
	want := []string{"Index of " + files.DisplayName(notes) + "/", "", "  [../]", "  [sub dir/]", "  [a.md]"}
	for i, w := range want {
		if sc.row(i) != w {
			t.Errorf("listing row %d is %q, want %q\n%s", i, sc.row(i), w, sc)
		}
	}
	hs.keys("nnn")
	hs.waitFor("a.md selected", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "/notes/a.md ") })
	hs.enter()
	hs.waitFor("a.md opened", func(sc simScreen) bool { return sc.row(1) == "hello from a" })
	hs.key(tcell.KeyBackspace2, 0, tcell.ModNone)
	hs.waitFor("the listing again", func(sc simScreen) bool { return strings.HasPrefix(sc.row(0), "Index of ") })
	hs.keys("N") // back restored the selection of a.md
	hs.waitFor("sub dir/ selected", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "sub%20dir/  ") })
	hs.enter()
	hs.waitFor("the sub folder's listing", func(sc simScreen) bool {
		return strings.HasSuffix(sc.row(0), "sub dir/") && sc.row(3) == "  [b.md]"
	})
	hs.noExec("local paths")
}

// 13.6: the README opened from the guide: its links to keys.yaml and its
// sections open inside lwl; q goes back to the guide, not out; H from a
// document the guide opened returns to the guide, and H in the guide
// does not open a second one.
func TestAppGuideLinks(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	readme, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	keys := []byte("# the default keys\nground:\n  q: quit\n")
	hs := startApp(t, Options{Source: doc.BytesSource(Guide(defaultBindings(t))), Name: "guide",
		Docs: func(name string) ([]byte, bool) {
			b, ok := map[string][]byte{"README.md": readme, "keys.yaml": keys}[name]
			return b, ok
		}}, 100, 30)
	hs.waitFor("the guide", func(sc simScreen) bool { return sc.row(0) == "lwl — less with links" })
	hs.keys("nn")
	hs.waitFor("the keys link", func(sc simScreen) bool { return strings.HasPrefix(sc.row(-1), ": lwl:README.md#keys") })
	hs.enter()
	hs.waitFor("the README's keys section", func(sc simScreen) bool { return sc.row(0) == "### Keys" })
	hs.keys("n")
	hs.waitFor("keys.yaml selected", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "keys.yaml") })
	hs.enter()
	sc := hs.waitFor("keys.yaml opened", func(sc simScreen) bool { return sc.row(0) != "### Keys" })
	if sc.row(0) != "# the default keys" {
		t.Errorf("keys.yaml from the README: the top row is %q (status %q), want the shipped keys.yaml", sc.row(0), sc.row(-1))
	}
	hs.noExec("keys.yaml")
	hs.keys("q")
	hs.waitFor("q back to the README", func(sc simScreen) bool { return sc.row(0) == "### Keys" })
	hs.keys("H")
	hs.waitFor("H back to the guide", func(sc simScreen) bool { return sc.row(0) == "lwl — less with links" })
	hs.keys("H")
	hs.waitFor("a message", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "This is the guide") })
	hs.do(func() {
		if n := hs.a.shown.browse.Len(); n != 0 {
			t.Errorf("%d documents behind the guide, want none", n)
		}
	})
	hs.keys("q")
	select {
	case <-hs.stopped:
	case <-time.After(appTimeout):
		t.Fatalf("q in the guide lwl started with did not quit")
	}
}

// 13.7: Enter, v, > and ! act only on a selected link that is on screen
// (Enter scrolls a line instead: mode_ground_test.go).
func TestAppLinkOffScreen(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	text := "[far away](https://example.org/far)\n" + lines(2, 100)
	hs := startApp(t, Options{Source: doc.BytesSource(text), Name: "far"}, 80, 10)
	hs.keys("n")
	hs.waitFor("the link selected", func(sc simScreen) bool { return strings.HasPrefix(sc.row(-1), ": https://example.org/far") })
	hs.keys("G")
	hs.waitFor("the end", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "100%") })
	for _, k := range []string{"v", ">", "!"} {
		hs.do(func() { hs.a.ui.status.ClearMessage() })
		if k == "\r" {
			hs.enter()
		} else {
			hs.keys(k)
		}
		sc := hs.waitFor("a message after "+k, func(sc simScreen) bool { return !strings.HasPrefix(sc.row(-1), ":  ") })
		if !strings.Contains(sc.row(-1), "not on screen") {
			t.Errorf("%q with the selected link off screen: the status bar is %q", k, sc.row(-1))
		}
		hs.do(func() {
			if hs.a.inPrompt() {
				t.Errorf("%q opened the prompt", k)
				hs.a.promptModeOf().cancel()
			}
		})
	}
	hs.noExec("a link off screen")
	// n selects one on screen: none here, so from the top of the screen on.
	hs.keys("g")
	hs.keys("v")
	hs.waitFor("the preview once the link shows", func(sc simScreen) bool { return sc.row(-1) == ": https://example.org/far" })
}

// 13.8: with wrap: none, n and a search scroll sideways to what they select.
func TestAppWrapNoneReveals(t *testing.T) {
	l := defaultLayout(t)
	l.Document.Wrap = doc.WrapNone
	text := "short\n" + strings.Repeat("x", 150) + " [far](https://far.example/) and " + strings.Repeat("y", 40) + "\n" +
		strings.Repeat("z", 200) + " needle\n"
	hs := startApp(t, Options{Layout: l, Source: doc.BytesSource(text), Name: "wide"}, 80, 10)
	hs.keys("n")
	sc := hs.waitFor("the link selected", func(sc simScreen) bool { return strings.HasPrefix(sc.row(-1), ": https://far.example/") })
	if !strings.Contains(sc.row(1), "[far]") {
		t.Errorf("n selected a link right of the screen without showing it:\n%s", sc)
	}
	// Scrolled back to the left, the link is out of sight: Enter does not
	// follow it (it scrolls, as with no link selected).
	hs.keys("99h")
	hs.waitFor("the line's start", func(sc simScreen) bool { return sc.row(0) == "short" })
	hs.press("\r")
	if m := hs.message("x"); m != "" {
		t.Errorf("Enter on a link scrolled out of sight sideways: message %q", m)
	}
	hs.noExec("a link out of sight")
	hs.keys("/needle\r")
	sc = hs.waitFor("the match", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "match") })
	if !strings.Contains(sc.row(2), "needle") {
		t.Errorf("the search selected a match right of the screen without showing it:\n%s", sc)
	}
	if !strings.HasPrefix(sc.row(-1), ": 1 match ") {
		t.Errorf("one match is counted as %q", sc.row(-1))
	}
}

// 13.13: a links pane wider than the window leaves the document a third of
// it; one that cannot fit at all is hidden, and the status bar says so.
func TestAppPaneFits(t *testing.T) {
	l, err := config.ParseLayout([]byte("rows:\n  - columns: [document, {widget: links, size: 40}]\n  - status\n"), "layout.yaml", defaultLayout(t))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ w, minDoc, pane int }{{38, 13, 25}, {41, 14, 27}, {100, 60, 40}, {12, 12, 0}} {
		t.Run(fmt.Sprint(c.w), func(t *testing.T) {
			hs := startApp(t, Options{Layout: l}, c.w, 10)
			sc := hs.waitFor("the status bar", func(sc simScreen) bool { return strings.HasPrefix(sc.row(-1), ":") })
			hs.do(func() {
				hs.a.ui.tv.ForceDraw()
				_, _, dw, _ := hs.a.ui.view.GetRect()
				_, _, pw, _ := hs.a.ui.links.GetRect()
				if dw < c.minDoc || pw != c.pane {
					t.Errorf("at %d columns the document is %d wide and the pane %d, want ≥ %d and %d", c.w, dw, pw, c.minDoc, c.pane)
				}
			})
			if c.pane == 0 {
				sc = hs.waitFor("the message", func(sc simScreen) bool { return sc.row(-1) != ":" })
				if !strings.Contains(sc.row(-1), "The lin") {
					t.Errorf("the hidden pane is not reported: %q", sc.row(-1))
				}
			}
		})
	}
}

// 13.14: n while the v preview is open acts on the whole screen: the link
// on the last row is selected where it is, nothing scrolls.
func TestAppStepAfterPreview(t *testing.T) {
	text := "[first](https://example.org/" + strings.Repeat("a", 200) + ")\n" + lines(2, 13) +
		"[second](https://example.org/second)\nline 16\n"
	hs := startApp(t, Options{Source: doc.BytesSource(text), Name: "prev"}, 80, 16)
	hs.keys("nv")
	hs.waitFor("the preview", func(sc simScreen) bool { return strings.HasPrefix(sc.row(-3), ": https://example.org/aaa") })
	hs.keys("n")
	sc := hs.waitFor("the second link", func(sc simScreen) bool { return strings.HasPrefix(sc.row(-1), ": https://example.org/second") })
	if sc.row(0) != "[first]" || sc.row(14) != "[second]" {
		t.Errorf("n after the preview scrolled:\n%s", sc)
	}
}

// 13.14: the guide wraps by words below 80 columns; the user's documents
// keep their wrap.
func TestAppGuideWrapsByWords(t *testing.T) {
	hs := startApp(t, Options{}, 50, 40)
	hs.waitFor("the document", func(sc simScreen) bool { return isStatus(sc.row(-1)) })
	hs.keys("H")
	sc := hs.waitFor("the guide", func(sc simScreen) bool { return sc.row(0) == "lwl — less with links" })
	// Every word on screen is a word of the guide: none is cut in two.
	words := map[string]bool{}
	for _, w := range strings.Fields(doc.New(doc.BytesSource(Guide(defaultBindings(t))), doc.ParseOptions{}).Chunk(0).Text) {
		words[w] = true
	}
	for y := 0; y < sc.h-1; y++ {
		for _, w := range strings.Fields(sc.row(y)) {
			if !words[w] {
				t.Errorf("row %d holds %q, which is not a word of the guide: %q", y, w, sc.row(y))
			}
		}
	}
	hs.do(func() {
		if m := hs.a.ui.view.Options().Wrap; m != doc.WrapWord {
			t.Errorf("the guide's wrap is %v", m)
		}
	})
	hs.keys("q")
	hs.waitFor("the document", func(sc simScreen) bool { return isStatus(sc.row(-1)) })
	hs.do(func() {
		if m := hs.a.ui.view.Options().Wrap; m != doc.WrapHard {
			t.Errorf("back in the document the wrap is %v, want hard as configured", m)
		}
	})
}

// 13.15: run COMMAND runs with the screen up and shows the first line of
// its output, or its exit status, as the message; no key is asked for.
func TestAppRunAction(t *testing.T) {
	dir := t.TempDir()
	marks := filepath.Join(dir, "marks")
	keys, err := config.ParseKeys([]byte(fmt.Sprintf("ground:\n  B: run echo \"$LINK\" >> %s\n  O: run echo hello; echo there\n  F: run echo oops >&2; exit 3\n", marks)),
		"keys.yaml", defaultBindings(t), CheckAction)
	if err != nil {
		t.Fatal(err)
	}
	hs := startApp(t, Options{Keys: keys}, 100, 10)
	hs.keys("n")
	hs.waitFor("the first link", func(sc simScreen) bool { return strings.HasPrefix(sc.row(-1), ": https://gbdev.io/pandocs") })
	hs.keys("B")
	hs.waitFor("the command's end", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "exit status 0") })
	if b, _ := os.ReadFile(marks); string(b) != "https://gbdev.io/pandocs\n" {
		t.Errorf("marks holds %q", b)
	}
	hs.keys("O")
	hs.waitFor("the first line of the output", func(sc simScreen) bool { return strings.HasPrefix(sc.row(-1), ": hello ") })
	hs.keys("F")
	hs.waitFor("the failure", func(sc simScreen) bool { return strings.HasPrefix(sc.row(-1), ": oops (exit status 3)") })
	hs.noExec("run")
}

func TestFindSection(t *testing.T) {
	d := doc.New(doc.BytesSource("intro\n## The Keys!\ntext\n### Using it (well)\nmore\n"), doc.ParseOptions{})
	for frag, line := range map[string]int{"the-keys": 2, "using-it-well": 4, "The-Keys": 2} {
		p, ok := findSection(d, frag)
		if !ok || d.LineOf(p) != line {
			t.Errorf("findSection(%q) = %v at line %d, want line %d", frag, ok, d.LineOf(p), line)
		}
	}
	if _, ok := findSection(d, "nowhere"); ok {
		t.Error("found a section that is not there")
	}
}

// A link to a local FIFO opens it once, as a stream (the user's own pipe,
// as :e would), and back returns from it. A link to a device is refused
// by name: the document's author, not the user, chose it, and opening
// some devices has effects.
func TestAppLinkToFifo(t *testing.T) {
	t.Setenv("PATH", t.TempDir()) // no browser: nothing may reach one
	dir := t.TempDir()
	fifo := filepath.Join(dir, "f")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { // a reader still waiting for a writer goes
		if w, err := os.OpenFile(fifo, os.O_WRONLY|syscall.O_NONBLOCK, 0); err == nil {
			w.Close()
		}
	})
	index := filepath.Join(dir, "index.md")
	os.WriteFile(index, []byte("[pipe](f) [zero](/dev/zero)\n"), 0o644)
	src, err := doc.OpenFile(index)
	if err != nil {
		t.Fatal(err)
	}
	hs := startApp(t, Options{Source: src, Name: "index.md", Path: index}, 80, 10)
	hs.keys("n")
	hs.waitFor("f selected", func(sc simScreen) bool { return strings.HasPrefix(sc.row(-1), ": f ") })
	hs.enter()
	hs.waitFor("the wait for a writer", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "waiting for input") })
	w, err := os.OpenFile(fifo, os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	w.WriteString("TEXT\n")
	w.Close()
	hs.waitFor("the writer's text", func(sc simScreen) bool { return sc.row(0) == "TEXT" })
	hs.key(tcell.KeyBackspace2, 0, tcell.ModNone)
	hs.waitFor("back at the index", func(sc simScreen) bool { return sc.row(0) == "[pipe] [zero]" })

	hs.keys("n")
	hs.waitFor("/dev/zero selected", func(sc simScreen) bool { return strings.HasPrefix(sc.row(-1), ": /dev/zero ") })
	hs.enter()
	sc := hs.waitFor("a message", func(sc simScreen) bool { return !strings.HasPrefix(sc.row(-1), ": /dev/zero ") })
	if !strings.HasPrefix(sc.row(-1), ": /dev/zero: a device, not opened from a link") || sc.row(0) != "[pipe] [zero]" {
		t.Errorf("following a link to /dev/zero:\n%s", sc)
	}
}
