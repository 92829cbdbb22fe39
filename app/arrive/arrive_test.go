package arrive

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"lwl/internal/decompress"
	"lwl/widgets/doc"
)

// fakeView is the document view: the document and how often the end was
// shown.
type fakeView struct {
	d    *doc.Document
	ends int
}

func (v *fakeView) Document() *doc.Document { return v.d }
func (v *fakeView) ScrollToEnd()            { v.ends++ }

// fakeStatus is the status bar.
type fakeStatus struct{ msg, err string }

func (s *fakeStatus) Message() string        { return s.msg }
func (s *fakeStatus) SetMessage(text string) { s.msg = text }
func (s *fakeStatus) SetError(text string)   { s.err = text }
func (s *fakeStatus) ClearMessage()          { s.msg = "" }

// fakeHost keeps what goroutines post until the test, its UI goroutine,
// runs it; Work's goroutines are counted and waited for.
type fakeHost struct {
	view     *fakeView
	name     string
	path     string
	mu       sync.Mutex
	posted   []func()
	works    atomic.Int32
	running  sync.WaitGroup
	awaiting func()
	reopened *doc.Document
	stopping atomic.Bool
}

func (h *fakeHost) Shown() (name, path string) { return h.name, h.path }
func (h *fakeHost) TakeIn(*doc.Document)       {}
func (h *fakeHost) Settle(*doc.Document)       {}

func (h *fakeHost) Reopen(old, now *doc.Document) {
	h.reopened = now
	h.view.d = now
}

func (h *fakeHost) AwaitKey(message string, then func()) { h.awaiting = then }

func (h *fakeHost) Work(fn func()) {
	h.works.Add(1)
	h.running.Add(1)
	go func() {
		defer h.running.Done()
		fn()
	}()
}

func (h *fakeHost) Post(fn func()) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.posted = append(h.posted, fn)
}

func (h *fakeHost) Stopping() bool { return h.stopping.Load() }

// runPosted runs, as the UI goroutine does, what was posted so far; it
// reports how many it ran.
func (h *fakeHost) runPosted() int {
	h.mu.Lock()
	fns := h.posted
	h.posted = nil
	h.mu.Unlock()
	for _, fn := range fns {
		fn()
	}
	return len(fns)
}

// waitPosted waits until something was posted, failing after a few
// seconds.
func (h *fakeHost) waitPosted(t *testing.T) {
	t.Helper()
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
		h.mu.Lock()
		n := len(h.posted)
		h.mu.Unlock()
		if n > 0 {
			return
		}
	}
	t.Fatal("nothing was posted to the UI goroutine")
}

// newTest is a controller showing d, named name.
func newTest(d *doc.Document, name, path string, o Options) (*Controller, *fakeHost, *fakeStatus) {
	v := &fakeView{d: d}
	h := &fakeHost{view: v, name: name, path: path}
	s := &fakeStatus{}
	return New(v, s, h, o), h, s
}

// waitComplete waits until the stream has read its end.
func waitComplete(t *testing.T, src *doc.StreamSource) {
	t.Helper()
	for deadline := time.Now().Add(5 * time.Second); !src.Complete(); time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the stream did not end")
		}
	}
}

// A burst of news from the reader makes one refresh on its way to the UI
// goroutine, not one each; once it ran, the next news makes another.
func TestChangedSendsOneRefreshForABurst(t *testing.T) {
	pr, pw := io.Pipe()
	defer pw.Close()
	c, h, _ := newTest(doc.New(doc.NewStreamSource(pr, nil), doc.ParseOptions{}), "-", "", Options{})
	var wg sync.WaitGroup
	for range 50 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c.Changed()
		}()
	}
	wg.Wait()
	if n := h.works.Load(); n != 1 {
		t.Fatalf("50 changes started %d refreshes, want 1", n)
	}
	h.waitPosted(t)
	if n := h.runPosted(); n != 1 {
		t.Fatalf("%d refreshes posted, want 1", n)
	}
	c.Changed()
	if n := h.works.Load(); n != 2 {
		t.Fatalf("a change after the refresh ran started %d refreshes in all, want 2", n)
	}
	h.waitPosted(t)
	h.runPosted()
	h.running.Wait()
}

// G on a pipe still open reads on, saying so; ctrl-c stops it, once.
func TestToEndReadsAPipeOnUntilStopped(t *testing.T) {
	pr, pw := io.Pipe()
	defer pw.Close()
	src := doc.NewStreamSource(pr, nil)
	c, _, status := newTest(doc.New(src, doc.ParseOptions{}), "-", "", Options{})
	c.ToEnd()
	if !c.FollowingEnd() || !src.ReadingAll() {
		t.Fatalf("after G on an open pipe: following %v, reading all %v; want both", c.FollowingEnd(), src.ReadingAll())
	}
	if !strings.HasPrefix(status.msg, "Reading... 0 MB (ctrl-c stops)") {
		t.Errorf("G's message is %q, want its progress", status.msg)
	}
	if !c.StopReading() {
		t.Fatal("StopReading found no G to stop")
	}
	if c.FollowingEnd() || src.ReadingAll() || status.msg != "Stopped reading at 0 MB" {
		t.Errorf("after ctrl-c: following %v, reading all %v, message %q", c.FollowingEnd(), src.ReadingAll(), status.msg)
	}
	if c.StopReading() {
		t.Error("a second ctrl-c found a G to stop")
	}
}

// G follows the pipe to its end and stops there, its progress cleared.
func TestToEndStopsAtThePipesEnd(t *testing.T) {
	pr, pw := io.Pipe()
	src := doc.NewStreamSource(pr, nil)
	c, h, status := newTest(doc.New(src, doc.ParseOptions{}), "-", "", Options{})
	c.ToEnd()
	if _, err := pw.Write([]byte("one\ntwo\n")); err != nil {
		t.Fatal(err)
	}
	pw.Close()
	waitComplete(t, src)
	c.Refresh()
	if c.FollowingEnd() || status.msg != "" {
		t.Errorf("at the pipe's end: following %v, message %q; want neither", c.FollowingEnd(), status.msg)
	}
	if h.view.ends < 2 || h.view.d.Size() != 8 {
		t.Errorf("the end was shown %d times, at size %d; want twice or more, at 8", h.view.ends, h.view.d.Size())
	}
}

// A stream that ends early says why, a decoder's error in its own words.
func TestStreamErrorIsSaid(t *testing.T) {
	for _, tc := range []struct {
		err  error
		want string
	}{
		{&decompress.Error{Format: "gzip", Err: io.ErrUnexpectedEOF}, "log.gz: gzip: the data ends early (a truncated file) — showing what decoded"},
		{errors.New("input/output error"), "log.gz: reading stopped: input/output error (what arrived is shown)"},
	} {
		pr, pw := io.Pipe()
		src := doc.NewStreamSource(pr, nil)
		c, _, status := newTest(doc.New(src, doc.ParseOptions{}), "log.gz", "", Options{})
		pw.Write([]byte("text\n"))
		pw.CloseWithError(tc.err)
		waitComplete(t, src)
		c.Refresh()
		if status.err != tc.want {
			t.Errorf("the status bar says %q, want %q", status.err, tc.want)
		}
	}
}

// F waits for data until a key; the key stops it and its polling.
func TestTailStopsAtAKey(t *testing.T) {
	path := filepath.Join(t.TempDir(), "a.log")
	if err := os.WriteFile(path, []byte("one\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	src, err := doc.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	c, h, status := newTest(doc.New(src, doc.ParseOptions{}), "a.log", path, Options{})
	c.Tail()
	c.Tail() // on already: no second polling
	if !c.Tailing() || status.msg != tailMessage || h.awaiting == nil || h.works.Load() != 1 {
		t.Fatalf("after F: tailing %v, message %q, key awaited %v, pollings %d", c.Tailing(), status.msg, h.awaiting != nil, h.works.Load())
	}
	if err := os.WriteFile(path, []byte("one\ntwo\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	h.waitPosted(t)
	h.runPosted()
	if h.view.d.Size() != 8 {
		t.Errorf("F's look took in %d bytes, want 8", h.view.d.Size())
	}
	h.waitPosted(t) // the next look is on its way when the key comes
	h.awaiting()
	if c.Tailing() || status.msg != "Stopped following" {
		t.Errorf("after a key: tailing %v, message %q", c.Tailing(), status.msg)
	}
	ends := h.view.ends
	h.running.Wait() // the polling ends at its next tick
	h.runPosted()    // a look posted before the key is not taken
	if h.view.ends != ends {
		t.Error("a look posted before the key showed the end after it")
	}
}

// With --follow-name, F reopens a log rotated: renamed away and made
// again under its name.
func TestTailFollowsARotatedLogByName(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "a.log")
	if err := os.WriteFile(path, []byte("old\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	src, err := doc.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	c, h, status := newTest(doc.New(src, doc.ParseOptions{}), "a.log", path, Options{FollowName: true})
	c.tailStep()
	if h.reopened != nil {
		t.Fatal("F reopened a file not rotated")
	}
	if err := os.Rename(path, path+".1"); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte("new file\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	c.tailStep()
	if h.reopened == nil || h.view.d.Size() != 9 {
		t.Fatalf("after the rotation: reopened %v, size %d; want the new file's 9 bytes", h.reopened != nil, h.view.d.Size())
	}
	if status.msg != "a.log was replaced: following the new file" {
		t.Errorf("the status bar says %q", status.msg)
	}
	h.reopened.Source().(*doc.FileSource).Close()
}
