package app

// The shown part (a.shown): the document on screen, where it came from, and
// the way back and forward across pages (app/browse's controller). Only this
// file changes docState's fields; the rest of app calls its methods.

import (
	"lwl/app/arrive"
	"lwl/app/browse"
	"lwl/app/links"
	"lwl/widgets/doc"
	"net/url"
	"os"
)

// docState is the document shown: its name, where it came from, how to go
// back, and how it is being read.
type docState struct {
	name     string
	path     string
	base     *url.URL
	autoBase bool // base comes from the document's header, which may still arrive
	// arrive refreshes the screen as the document grows, and follows its
	// end (G, F).
	arrive *arrive.Controller
	// linkBeforeSource is the link selected when the source view came on.
	linkBeforeSource int64
	targets          hyperlinkTargets // hyperlinkTarget's answers (hyperlinks.go)
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

// startArriving makes c the controller of the text arriving.
func (s *docState) startArriving(c *arrive.Controller) { s.arrive = c }

// sourceViewOn keeps the link selected when the source view comes on, to
// select again when it goes.
func (s *docState) sourceViewOn(link int64) { s.linkBeforeSource = link }

// hyperlinkTarget is find's answer for dest, kept while the base and the
// document's file stay (up to maxHyperlinkTargets answers, and
// maxHyperlinkTargetBytes of their strings).
func (s *docState) hyperlinkTarget(dest string, find func(string) string) string {
	c := &s.targets
	if c.base != s.base || c.path != s.path {
		c.base, c.path = s.base, s.path
		c.answers, c.bytes = nil, 0 // another document's: its table goes with them
	}
	if t, ok := c.answers[dest]; ok {
		return t
	}
	t := find(dest)
	if len(c.answers) >= maxHyperlinkTargets || c.bytes+len(dest)+len(t) > maxHyperlinkTargetBytes {
		// Cleared, not made anew: the table it keeps (some 40 KB) takes
		// the next screens' links without growing again from nothing.
		clear(c.answers)
		c.bytes = 0
	}
	if c.answers == nil {
		c.answers = map[string]string{}
	}
	c.answers[dest] = t
	c.bytes += len(dest) + len(t)
	return t
}

// hostname is this machine's name for file: URLs, asked once.
func (s *docState) hostname() string {
	if s.targets.hostname == "" {
		s.targets.hostname, _ = os.Hostname()
	}
	return s.targets.hostname
}
