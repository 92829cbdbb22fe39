package files

import (
	"fmt"
	"net/url"
	"testing"

	"lwl/widgets/doc"
)

// fakeHost is a pager with no screen: what is on screen is a name, a path
// and a place; what the list asks of it is written down.
type fakeHost struct {
	t          *testing.T
	name, path string
	place      Place
	secure     bool
	own        bool
	saved      *doc.Document
	message    string
	isError    bool
	pushes     int
	unfilters  int
	shows      []shown
	locals     []string
	page       string
	pageBase   *url.URL
	answer     func(r rune)
	posts      chan func()
}

// shown is one Show: the file, its text, the place it was shown at.
type shown struct {
	f   Arg
	src doc.Source
	at  *Place
}

func newHost(t *testing.T) *fakeHost {
	return &fakeHost{t: t, posts: make(chan func(), 16)}
}

func (h *fakeHost) Shown() (string, string) { return h.name, h.path }
func (h *fakeHost) Place() Place            { return h.place }
func (h *fakeHost) SetMessage(text string)  { h.message, h.isError = text, false }
func (h *fakeHost) SetError(text string)    { h.message, h.isError = text, true }
func (h *fakeHost) ClearMessage()           { h.message, h.isError = "", false }
func (h *fakeHost) Unfilter()               { h.unfilters++ }
func (h *fakeHost) Push()                   { h.pushes++ }
func (h *fakeHost) OwnDocument() bool       { return h.own }
func (h *fakeHost) Saved() *doc.Document    { return h.saved }
func (h *fakeHost) Work(fn func())          { go fn() }
func (h *fakeHost) Post(fn func())          { h.posts <- fn }

func (h *fakeHost) Refused(what string) bool {
	if h.secure {
		h.SetError(what + ": disabled in secure mode")
	}
	return h.secure
}

func (h *fakeHost) Show(f Arg, src doc.Source, at *Place) {
	h.shows = append(h.shows, shown{f, src, at})
	h.name, h.path = f.Name, f.Path
	h.place = Place{Source: src, Link: -1, Match: -1}
}

func (h *fakeHost) Opening() (func(), doc.OpenOptions) { return nil, doc.OpenOptions{} }
func (h *fakeHost) OpenLocal(path, frag string)        { h.locals = append(h.locals, path+"#"+frag) }

func (h *fakeHost) ShowPage(text []byte, name string, base *url.URL) {
	h.page, h.pageBase = string(text), base
	h.name, h.path = name, ""
}

func (h *fakeHost) Ask(question string, answer func(r rune)) {
	h.SetMessage(question)
	h.answer = answer
}

// last is the file shown last.
func (h *fakeHost) last() shown {
	h.t.Helper()
	if len(h.shows) == 0 {
		h.t.Fatal("no file shown")
	}
	return h.shows[len(h.shows)-1]
}

// runPost runs the next function a goroutine posted, as the UI loop does.
func (h *fakeHost) runPost() {
	h.t.Helper()
	(<-h.posts)()
}

// says fails unless the status bar holds message (an error if isError).
func (h *fakeHost) says(what, message string, isError bool) {
	h.t.Helper()
	if h.message != message || h.isError != isError {
		h.t.Errorf("%s: status %q (error %v), want %q (error %v)", what, h.message, h.isError, message, isError)
	}
}

func (s shown) String() string { return fmt.Sprintf("%s at %+v", s.f.Name, s.at) }
