package startup

import (
	"fmt"
	"io"
	"strings"
	"testing"
	"time"

	"lwl/app/search"
	"lwl/widgets/doc"
)

// fakeHost records the moves made on a document; the first frame is
// drawn when the test says.
type fakeHost struct {
	d       *doc.Document
	moved   bool // the user scrolled away from the top
	message string
	did     []string
	frame   []func()
}

func (h *fakeHost) Document() *doc.Document { return h.d }
func (h *fakeHost) AtTop() bool             { return !h.moved }
func (h *fakeHost) Height() int             { return 5 }
func (h *fakeHost) SetMessage(text string)  { h.message = text }
func (h *fakeHost) Message() string         { return h.message }
func (h *fakeHost) ClearMessage()           { h.message = "" }
func (h *fakeHost) Search(p string)         { h.did = append(h.did, "search "+p) }
func (h *fakeHost) GotoLine(n int)          { h.did = append(h.did, fmt.Sprint("line ", n)) }
func (h *fakeHost) ToEnd()                  { h.did = append(h.did, "end") }
func (h *fakeHost) Follow()                 { h.did = append(h.did, "follow") }

func (h *fakeHost) Compile(p string) (*doc.Query, error) { return search.Compile(p, search.SmartCase) }
func (h *fakeHost) AfterFirstFrame(fn func())            { h.frame = append(h.frame, fn) }

// drawn draws the first frame.
func (h *fakeHost) drawn() {
	for _, fn := range h.frame {
		fn()
	}
	h.frame = nil
}

func (h *fakeHost) done() string { return strings.Join(h.did, ", ") }

func numbered(from, to int) string {
	var b strings.Builder
	for i := from; i <= to; i++ {
		fmt.Fprintf(&b, "%04d hay\n", i)
	}
	return b.String()
}

// pipe is a document on a stream whose text so far is first; more sends
// the rest (the pipe closed when end) and refreshes the document.
func pipe(t *testing.T, first string) (*doc.Document, func(text string, end bool)) {
	t.Helper()
	pr, pw := io.Pipe()
	t.Cleanup(func() { pw.Close() })
	src := doc.NewStreamSource(pr, nil)
	d := doc.New(src, doc.ParseOptions{})
	sent := int64(0)
	more := func(text string, end bool) {
		t.Helper()
		pw.Write([]byte(text))
		sent += int64(len(text))
		if end {
			pw.Close()
		}
		deadline := time.Now().Add(5 * time.Second)
		for src.Size() < sent || end && !src.Complete() {
			if time.Now().After(deadline) {
				t.Fatalf("the stream is stuck at %d bytes of %d", src.Size(), sent)
			}
			time.Sleep(time.Millisecond)
		}
		d.Refresh()
	}
	more(first, false)
	return d, more
}

// The message shows at once; a start at the top draws nothing later.
func TestBeginAtTheTop(t *testing.T) {
	h := &fakeHost{d: doc.New(doc.BytesSource([]byte(numbered(1, 100))), doc.ParseOptions{})}
	c := New(h)
	c.Begin(Start{Message: "hello", Line: 1})
	if h.message != "hello" || len(h.frame) != 0 || c.MovesAway() {
		t.Errorf("message %q, %d waits for the frame, moves away %v", h.message, len(h.frame), c.MovesAway())
	}
}

// On text that is all there the move is made with the first frame, not
// before.
func TestBeginOnCompleteText(t *testing.T) {
	for s, want := range map[Start]string{
		{End: true}: "end", {Follow: true}: "follow", {Line: 50}: "line 50", {Search: "0070"}: "search 0070",
	} {
		h := &fakeHost{d: doc.New(doc.BytesSource([]byte(numbered(1, 100))), doc.ParseOptions{})}
		c := New(h)
		c.Begin(s)
		if !c.MovesAway() || h.done() != "" {
			t.Errorf("%+v: before the first frame: moves away %v, did %q", s, c.MovesAway(), h.done())
		}
		h.drawn()
		if h.done() != want || c.Waiting() {
			t.Errorf("%+v: did %q (waiting %v), want %q", s, h.done(), c.Waiting(), want)
		}
	}
}

// +NUMBER on a pipe waits for a screen from its line, reading on; the
// wait's message goes when the line is there.
func TestLineWaitsForThePipe(t *testing.T) {
	d, more := pipe(t, numbered(1, 10))
	h := &fakeHost{d: d}
	c := New(h)
	c.Begin(Start{Line: 50})
	h.drawn()
	if !c.Waiting() || h.message != "Waiting for line 50... (ctrl-c stops)" || h.done() != "" {
		t.Fatalf("waiting %v, message %q, did %q", c.Waiting(), h.message, h.done())
	}
	more(numbered(11, 40), false)
	c.TextArrived()
	if h.done() != "" {
		t.Fatalf("moved with 40 lines: %q", h.done())
	}
	more(numbered(41, 60), false)
	c.TextArrived()
	if h.done() != "line 50" || c.Waiting() || h.message != "" {
		t.Errorf("did %q, waiting %v, message %q", h.done(), c.Waiting(), h.message)
	}
}

// +/PATTERN waits for the pattern in the text shown: a hidden destination
// does not start the search.
func TestSearchWaitsForShownText(t *testing.T) {
	d, more := pipe(t, "see [the docs](https://github.com/x/y)\n")
	h := &fakeHost{d: d}
	c := New(h)
	c.Begin(Start{Search: "github"})
	h.drawn()
	if !c.Waiting() || h.message != "Waiting for github... (ctrl-c stops)" {
		t.Fatalf("waiting %v, message %q", c.Waiting(), h.message)
	}
	more("mirror on github too\n", false)
	c.TextArrived()
	if h.done() != "search github" || c.Waiting() {
		t.Errorf("did %q, waiting %v", h.done(), c.Waiting())
	}
}

// A pattern that is no expression searches at once, so the search says
// what is wrong with it.
func TestBadPatternSearchesAtOnce(t *testing.T) {
	d, _ := pipe(t, "text\n")
	h := &fakeHost{d: d}
	c := New(h)
	c.Begin(Start{Search: "a("})
	h.drawn()
	if h.done() != "search a(" {
		t.Errorf("did %q", h.done())
	}
}

// The end of the input ends the wait: the search runs and says it found
// nothing.
func TestSearchAtTheEnd(t *testing.T) {
	d, more := pipe(t, "hay\n")
	h := &fakeHost{d: d}
	c := New(h)
	c.Begin(Start{Search: "needle"})
	h.drawn()
	more("more hay\n", true)
	c.TextArrived()
	if h.done() != "search needle" {
		t.Errorf("did %q", h.done())
	}
}

// A move of the user's own, or another document, drops the start.
func TestUserMoveDropsTheStart(t *testing.T) {
	d, more := pipe(t, numbered(1, 10))
	h := &fakeHost{d: d}
	c := New(h)
	c.Begin(Start{Line: 50})
	h.drawn()
	h.moved = true
	more(numbered(11, 60), false)
	c.TextArrived()
	if h.done() != "" || c.Waiting() {
		t.Errorf("after the user moved: did %q, waiting %v", h.done(), c.Waiting())
	}

	d, _ = pipe(t, numbered(1, 10))
	h = &fakeHost{d: d}
	c = New(h)
	c.Begin(Start{Line: 50})
	h.drawn()
	h.d = doc.New(doc.BytesSource([]byte(numbered(1, 100))), doc.ParseOptions{})
	c.TextArrived()
	if h.done() != "" || c.Waiting() {
		t.Errorf("on another document: did %q, waiting %v", h.done(), c.Waiting())
	}
}

// Stop ends a wait, once, and the pipe's reading with it.
func TestStop(t *testing.T) {
	d, _ := pipe(t, numbered(1, 10))
	h := &fakeHost{d: d}
	c := New(h)
	if c.Stop() {
		t.Error("Stop with no start waiting reported one")
	}
	c.Begin(Start{Search: "nowhere"})
	h.drawn()
	if !d.Source().(*doc.StreamSource).ReadingAll() {
		t.Error("the wait does not read the pipe on")
	}
	if !c.Stop() || c.Waiting() || h.message != "Stopped waiting for the start place" {
		t.Errorf("Stop: waiting %v, message %q", c.Waiting(), h.message)
	}
	if d.Source().(*doc.StreamSource).ReadingAll() {
		t.Error("Stop left the pipe read on")
	}
	if c.Stop() {
		t.Error("a second Stop reported a wait")
	}
}
