package commands

import (
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"lwl/widgets/doc"
)

// fakeHost is a pager with no screen: a status bar, a document on screen
// and a history of the documents left. Posts queue until the test pumps
// them on its own goroutine, which stands for the UI goroutine.
type fakeHost struct {
	t        *testing.T
	mu       sync.Mutex // guards posts
	posts    []func()
	msg, err string
	d        *doc.Document
	at       Place
	history  []*doc.Document // the pages left, the newest last
	shown    []string        // the names of the pages shown
	base     *url.URL        // the base of the last page shown
	rebased  *doc.Document   // the last document whose header was taken
	replaced []*doc.Document // old and new of the last Replace
	selected int64           // the link SelectLink selected, -1 for none
	ended    bool            // EndFollow was called
	keepMax  int             // KeepNewest's n
}

func newFakeHost(t *testing.T) *fakeHost {
	return &fakeHost{t: t, d: doc.New(doc.BytesSource("start\n"), doc.ParseOptions{}), selected: -1}
}

func (h *fakeHost) SetMessage(text string) { h.msg, h.err = text, "" }
func (h *fakeHost) SetError(text string)   { h.msg, h.err = "", text }
func (h *fakeHost) ClearMessage(text string) {
	if h.msg == text {
		h.msg = ""
	}
}
func (h *fakeHost) Work(fn func()) { go fn() }
func (h *fakeHost) Post(fn func()) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.posts = append(h.posts, fn)
}
func (h *fakeHost) Document() *doc.Document { return h.d }
func (h *fakeHost) At() Place               { return h.at }
func (h *fakeHost) OptionsFor(string, doc.Source) doc.ParseOptions {
	return doc.ParseOptions{}
}
func (h *fakeHost) Show(d *doc.Document, name string, base *url.URL) {
	h.history = append(h.history, h.d)
	h.d, h.at, h.base = d, Place{Link: -1}, base
	h.shown = append(h.shown, name)
}
func (h *fakeHost) Replace(old, now *doc.Document, top int64, hscroll int, then func()) {
	h.d, h.replaced = now, []*doc.Document{old, now}
	h.at = Place{HScroll: hscroll, Link: -1}
	then()
}
func (h *fakeHost) Changed()               {}
func (h *fakeHost) Refresh()               {}
func (h *fakeHost) Rebase(d *doc.Document) { h.rebased = d }
func (h *fakeHost) ToSection(string)       {}
func (h *fakeHost) SelectLink(id int64)    { h.selected = id }
func (h *fakeHost) EndFollow()             { h.ended = true }
func (h *fakeHost) Keeps(d *doc.Document) bool {
	return d == h.d || slices.Contains(h.history, d)
}
func (h *fakeHost) KeepNewest(n int, _ func(*doc.Document) bool) { h.keepMax = n }

// back leaves the page on screen for the one before it.
func (h *fakeHost) back() {
	h.d = h.history[len(h.history)-1]
	h.history = h.history[:len(h.history)-1]
}

// until runs the posts as they come until done reports true.
func (h *fakeHost) until(what string, done func() bool) {
	h.t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !done() {
		if time.Now().After(deadline) {
			h.t.Fatalf("no %s: message %q, error %q", what, h.msg, h.err)
		}
		h.mu.Lock()
		posts := h.posts
		h.posts = nil
		h.mu.Unlock()
		for _, fn := range posts {
			fn()
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// text is the document on screen's text, as far as it arrived.
func (h *fakeHost) text() string {
	h.d.Refresh()
	var b strings.Builder
	for k := range h.d.NumChunks() {
		b.WriteString(h.d.Chunk(k).Text)
	}
	return b.String()
}

// readPID waits for the process ID a command wrote to file.
func readPID(t *testing.T, file string) int {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		data, err := os.ReadFile(file)
		if pid, perr := strconv.Atoi(strings.TrimSpace(string(data))); err == nil && perr == nil {
			return pid
		}
		if time.Now().After(deadline) {
			t.Fatalf("no process ID in %s", file)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// waitGone waits until process pid no longer exists.
func waitGone(t *testing.T, pid int, what string) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for syscall.Kill(pid, 0) == nil {
		if time.Now().After(deadline) {
			t.Fatalf("%s (process %d) still runs", what, pid)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// pidFile is a file in a folder of the test's own.
func pidFile(t *testing.T) string { return filepath.Join(t.TempDir(), "pid") }
