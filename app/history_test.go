package app

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/gdamore/tcell/v2"

	"lwl/app/browse"
	"lwl/widgets/doc"
)

// selfLinking writes a document whose links all lead to itself, and
// returns its path.
func selfLinking(t *testing.T) string {
	t.Helper()
	var b strings.Builder
	for i := 1; i <= 60; i++ {
		if i%5 == 0 {
			fmt.Fprintf(&b, "line %02d [again %02d](self.md)\n", i, i)
		} else {
			fmt.Fprintf(&b, "line %02d\n", i)
		}
	}
	b.WriteString("# The end\n")
	path := filepath.Join(t.TempDir(), "self.md")
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func openFileApp(t *testing.T, path string) *appHarness {
	t.Helper()
	src, err := doc.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return startApp(t, Options{Source: src, Name: "self.md", Path: path}, 80, 10)
}

// press acts on keys on the event loop, as typed: "\r" is enter, "\x7f"
// backspace, anything else a rune.
func (hs *appHarness) press(keys string) {
	hs.t.Helper()
	hs.do(func() {
		for _, r := range keys {
			switch r {
			case '\r':
				hs.a.handleKey(tcell.NewEventKey(tcell.KeyEnter, 0, tcell.ModNone))
			case 0x7f:
				hs.a.handleKey(tcell.NewEventKey(tcell.KeyBackspace2, 0, tcell.ModNone))
			default:
				hs.a.handleKey(tcell.NewEventKey(tcell.KeyRune, r, tcell.ModNone))
			}
		}
		hs.a.ui.tv.ForceDraw()
	})
}

// place is what back must restore.
type place struct {
	name       string
	line       int
	link       int64
	doc        *doc.Document
	statusText string
}

func (hs *appHarness) place() place {
	var p place
	hs.do(func() {
		d := hs.a.ui.view.Document()
		p = place{name: hs.a.shown.name, line: d.LineOf(hs.a.ui.view.Top()), link: hs.a.ui.view.SelectedLink(), doc: d}
	})
	return p
}

func openFDs(t *testing.T) int {
	t.Helper()
	ents, err := os.ReadDir("/proc/self/fd")
	if err != nil {
		t.Skip("no /proc/self/fd:", err)
	}
	return len(ents)
}

// Following a link to the same file again and again keeps one file open
// and a bounded history; back returns to each place left, line and
// selected link, reopening the file.
func TestHistoryFollowsKeepNoFilesOpen(t *testing.T) {
	hs := openFileApp(t, selfLinking(t))
	fds := openFDs(t)
	var left []place
	for i := range 300 {
		// A different place each time: i%7 lines down, the link after.
		hs.press(strings.Repeat("j", i%7) + "n")
		left = append(left, hs.place())
		hs.press("\r")
	}
	if n := openFDs(t); n > fds+1 {
		t.Errorf("%d descriptors open after 300 follows, %d before", n, fds)
	}
	hs.do(func() {
		if n := hs.a.shown.browse.Len(); n != browse.MaxHistory {
			t.Errorf("history holds %d pages after 300 follows, want %d", n, browse.MaxHistory)
		}
	})
	for i := len(left) - 1; i >= len(left)-browse.MaxHistory; i-- {
		hs.press("\x7f")
		got, want := hs.place(), left[i]
		if got.name != want.name || got.line != want.line || got.link != want.link {
			t.Fatalf("back to follow %d: %s line %d link %d, want %s line %d link %d",
				i, got.name, got.line, got.link, want.name, want.line, want.link)
		}
	}
	hs.press("\x7f")
	hs.waitFor("no previous document", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "No previous document") })
	if n := openFDs(t); n > fds+1 {
		t.Errorf("%d descriptors open after going back, %d before", n, fds)
	}
}

// A pipe cannot be read again: its document is kept, the only one, and its
// page stays at the bottom of the history however many follows come after.
func TestHistoryKeepsThePipe(t *testing.T) {
	path := selfLinking(t)
	text := "from a pipe\n[to the file](" + path + ")\n"
	src := doc.NewStreamSource(strings.NewReader(text), nil)
	for !src.Complete() {
		time.Sleep(time.Millisecond)
	}
	hs := startApp(t, Options{Source: src, Name: "stdin"}, 80, 10)
	hs.waitFor("the pipe's text", func(sc simScreen) bool { return strings.Contains(sc.String(), "to the file") })
	pipe := hs.place()
	hs.press("n")
	pipe.link = hs.place().link
	hs.press("\r")
	for range 150 {
		hs.press("n\r")
	}
	hs.do(func() {
		kept := hs.a.shown.browse.Kept()
		for _, d := range kept {
			if d != pipe.doc {
				t.Errorf("history keeps a document other than the pipe's: %v", d.Source())
			}
		}
		if n := hs.a.shown.browse.Len(); n != browse.MaxHistory || len(kept) != 1 {
			t.Errorf("history: %d pages, %d documents kept; want %d, 1", n, len(kept), browse.MaxHistory)
		}
	})
	for range browse.MaxHistory - 1 {
		hs.press("\x7f")
		if p := hs.place(); filepath.Base(p.name) != "self.md" {
			t.Fatalf("back: %s, want self.md", p.name)
		}
	}
	hs.press("\x7f")
	if got := hs.place(); got.name != "stdin" || got.doc != pipe.doc || got.link != pipe.link {
		t.Fatalf("the last back: %s (same document: %v) link %d; want stdin, the same document, link %d",
			got.name, got.doc == pipe.doc, got.link, pipe.link)
	}
	hs.waitFor("the pipe's text", func(sc simScreen) bool { return sc.row(0) == "from a pipe" })
}

// Back to a file that is gone says so and stays; back after a jump to a
// section of the document on screen goes on with that document.
func TestHistoryBackToMissingFile(t *testing.T) {
	path := selfLinking(t)
	other := filepath.Join(filepath.Dir(path), "other.md")
	os.WriteFile(other, []byte("other\n[to the end](self.md#the-end)\n"), 0o644)
	src, err := doc.OpenFile(other)
	if err != nil {
		t.Fatal(err)
	}
	hs := startApp(t, Options{Source: src, Name: "other.md", Path: other}, 80, 10)
	hs.press("n\r")
	self := hs.place()
	if filepath.Base(self.name) != "self.md" || self.line != 53 {
		t.Fatalf("after following: %s line %d, want self.md line 53 (the last screen, with the section)", self.name, self.line)
	}
	hs.press("g") // elsewhere, then back to the section via a fragment-only jump
	hs.do(func() { hs.a.jumpToSection("the-end") })
	hs.press("\x7f")
	if got := hs.place(); got.doc != self.doc || got.line != 1 {
		t.Errorf("back from a section jump: line %d, same document %v; want line 1 of the same", got.line, got.doc == self.doc)
	}
	os.Remove(other)
	hs.press("\x7f")
	hs.waitFor("an error", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "Cannot") })
	hs.do(func() {
		if msg := hs.a.ui.status.Message(); !strings.HasPrefix(msg, "Cannot go back to ") || !strings.Contains(msg, "other.md") || !strings.Contains(msg, "no such file") {
			t.Errorf("the message is %q, want one that other.md cannot be found", msg)
		}
	})
	if got := hs.place(); got.name != self.name {
		t.Errorf("after a failed back: %s, want self.md still", got.name)
	}
}

// Back shows where the link selected there leads, as selecting it did.
func TestHistoryBackShowsSelectedLink(t *testing.T) {
	hs := openFileApp(t, selfLinking(t))
	hs.press("n")
	hs.press("\r")
	hs.press("\x7f")
	hs.waitFor("the link's destination", func(sc simScreen) bool { return strings.HasPrefix(sc.row(-1), ": self.md") })
}
