package app

// The shown part (a.shown): the document on screen, where it came from, the
// way back to the pages before it, and its place in the session. Only this
// file changes docState's fields; the rest of app calls its methods.

import (
	"lwl/app/browse"
	"lwl/app/links"
	"lwl/widgets/doc"
	"net/url"
	"os"
	"sync/atomic"
)

// docState is the document shown: its name, where it came from, how to go
// back, and how it is being read.
type docState struct {
	name       string
	path       string
	base       *url.URL
	autoBase   bool // base comes from the document's header, which may still arrive
	history    []page
	opened     outputs // open's commands and their documents
	refreshing atomic.Bool
	lastFresh  atomic.Int64 // when the last refresh ran, in Unix nanoseconds
	followEnd  bool         // G on a stream: stay at the end while it is read
	spillTold  bool         // the stream's SpillErr was shown
	// linkBeforeSource is the link selected when the source view came on.
	linkBeforeSource int64
	targets          hyperlinkTargets // hyperlinkTarget's answers (hyperlinks.go)
	across           acrossPages      // the session's view of this lwl (session.go)
	// browse goes back and forward across documents and lwl processes.
	browse *browse.Controller
}

// startBrowsing makes c the way back and forward.
func (s *docState) startBrowsing(c *browse.Controller) { s.browse = c }

// docKey names the document shown among others (marks are kept by it):
// its file, or for a pipe, the guide or an embedded document its name.
func (s *docState) docKey() string {
	if s.path == "" {
		return "\x00" + s.name
	}
	return s.path
}

// baseMayArrive: the base is to come from the document's header, which
// has not arrived yet.
func (s *docState) baseMayArrive() bool { return s.base == nil && s.autoBase }

// fragmentDone: the start document's fragment was looked for, or needs not
// be.
func (s *docState) fragmentDone() bool { return s.across.fragDone }

// listOnScreen reports whether d is the history list shown last (B).
func (s *docState) listOnScreen(d *doc.Document) bool {
	return s.across.list != nil && s.across.list == d
}

// sessionBehind reports whether the session's current page is not d, the
// page on screen (asText: the session keeps d's text rather than its file).
func (s *docState) sessionBehind(d *doc.Document, asText bool) bool {
	return s.across.doc != d && (asText || s.across.file != s.path)
}

// textUnsaved reports whether the session keeps other than size bytes of
// its current page's text.
func (s *docState) textUnsaved(size int64) bool { return s.across.saved != size }

// nowShows records the document put on screen: its name, its file ("" for
// none), the base its relative links resolve from, and whether that base
// comes from the document's header, which may still arrive.
func (s *docState) nowShows(name, path string, base *url.URL, autoBase bool) {
	s.name, s.path, s.base, s.autoBase = name, path, base, autoBase
}

// takeBase makes given the base, or with none d's header's, which may
// still arrive.
func (s *docState) takeBase(given *url.URL, d *doc.Document) {
	s.base, s.autoBase = given, given == nil
	if given == nil {
		s.base = links.HeaderBase(d)
	}
}

// headerArrived takes d's header as the base when the base waits for it.
func (s *docState) headerArrived(d *doc.Document) {
	if s.autoBase && s.base == nil {
		s.base = links.HeaderBase(d)
	}
}

// rebase takes d's header, when it has one, as the base: it names where
// the page came from after redirects.
func (s *docState) rebase(d *doc.Document) {
	if u := links.HeaderBase(d); u != nil {
		s.base = u
	}
}

// remember pushes p on the history. Beyond maxHistory the oldest page goes,
// unless pinned says it is the way back to a pipe, which stays at the
// bottom (the page above it goes).
func (s *docState) remember(p page, pinned func(page) bool) {
	s.history = append(s.history, p)
	if len(s.history) > maxHistory {
		drop := 0
		if pinned(s.history[0]) {
			drop = 1
		}
		s.history = append(s.history[:drop], s.history[drop+1:]...)
	}
}

// popPage takes the last page left off the history; false when there is
// none.
func (s *docState) popPage() (page, bool) {
	n := len(s.history)
	if n == 0 {
		return page{}, false
	}
	p := s.history[n-1]
	s.history[n-1] = page{} // holds nothing once popped
	s.history = s.history[:n-1]
	return p, true
}

// forgetLastPage drops the last page left, which the session keeps.
func (s *docState) forgetLastPage() {
	if n := len(s.history); n > 0 {
		s.history = s.history[:n-1]
	}
}

// dropPage removes the history's page i.
func (s *docState) dropPage(i int) {
	s.history = append(s.history[:i], s.history[i+1:]...)
}

// docReplaced puts now in the place of old, which a reload replaced, in the
// history and as the session's current page.
func (s *docState) docReplaced(old, now *doc.Document) {
	for i := range s.history {
		if s.history[i].doc == old {
			s.history[i].doc = now
		}
	}
	if s.across.doc == old {
		s.across.doc, s.across.saved = now, -1
	}
}

// followToEnd is G on a stream: the view stays at the end while it is read;
// endFollow stops it.
func (s *docState) followToEnd() { s.followEnd = true }
func (s *docState) endFollow()   { s.followEnd = false }

// tellSpill reports whether the stream's SpillErr is still to be said, and
// counts it said.
func (s *docState) tellSpill() bool {
	if s.spillTold {
		return false
	}
	s.spillTold = true
	return true
}

// sourceViewOn keeps the link selected when the source view comes on, to
// select again when it goes.
func (s *docState) sourceViewOn(link int64) { s.linkBeforeSource = link }

// hyperlinkTarget is find's answer for dest, kept while the base and the
// document's file stay (up to maxHyperlinkTargets answers).
func (s *docState) hyperlinkTarget(dest string, find func(string) string) string {
	c := &s.targets
	if c.base != s.base || c.path != s.path || len(c.answers) >= maxHyperlinkTargets {
		c.base, c.path = s.base, s.path
		clear(c.answers)
	}
	if t, ok := c.answers[dest]; ok {
		return t
	}
	t := find(dest)
	if c.answers == nil {
		c.answers = map[string]string{}
	}
	c.answers[dest] = t
	return t
}

// hostname is this machine's name for file: URLs, asked once.
func (s *docState) hostname() string {
	if s.targets.hostname == "" {
		s.targets.hostname, _ = os.Hostname()
	}
	return s.targets.hostname
}

// fragmentLooked: the start document's fragment was looked for, or needs
// not be.
func (s *docState) fragmentLooked() { s.across.fragDone = true }

// listShown says d is the history list on screen (nil: none is).
func (s *docState) listShown(d *doc.Document) { s.across.list = d }

// sessionPushed: the session has a new current page, whose text it does
// not keep yet.
func (s *docState) sessionPushed() { s.across.saved = -1 }

// sessionHolds: the session's current page is d; the file it was read
// from is kept unless the session keeps d's text.
func (s *docState) sessionHolds(d *doc.Document, asText bool) {
	s.across.doc, s.across.file = d, ""
	if !asText {
		s.across.file = s.path
	}
}

// sessionSaved: the session keeps size bytes of its current page's text.
func (s *docState) sessionSaved(size int64) { s.across.saved = size }

// sessionElsewhere: the session's current page is not the one on screen,
// which is written to it again.
func (s *docState) sessionElsewhere() { s.across.doc = nil }

// cameFromSession: d, a page of the session read from file ("" for its
// own copy of kept bytes, else -1), is on screen and the session's
// current page; it has no fragment to look for.
func (s *docState) cameFromSession(d *doc.Document, file string, kept int64) {
	s.across.doc, s.across.file, s.across.saved, s.across.fragDone = d, file, kept, true
}

// opening: o is the open command whose output is awaited.
func (s *docState) opening(o *output) { s.opened.pending = o }

// dropOpening forgets the open command still awaited, and how it was
// made, and returns it (nil: none).
func (s *docState) dropOpening() *output {
	o := s.opened.pending
	if o != nil {
		s.opened.pending = nil
		delete(s.opened.commands, o)
	}
	return o
}

// openArrived: the awaited open command's output arrived; keepOutput
// holds it as its document's.
func (s *docState) openArrived() { s.opened.pending = nil }

func (s *docState) keepOutput(o *output) {
	if s.opened.made == nil {
		s.opened.made = map[*doc.Document]*output{}
	}
	s.opened.made[o.doc] = o
}

// reloading: r's command is to replace its page once its output arrives;
// takeReload returns it (nil: none) and forgets it.
func (s *docState) reloading(r *pendingReload) { s.opened.reload = r }

func (s *docState) takeReload() *pendingReload {
	r := s.opened.reload
	s.opened.reload = nil
	return r
}
