// Package browse is the way back and forward: this lwl's history of
// documents, the session shared with the next lwl (app/session), visited
// links (app/visited), a start document's #fragment. It moves the pager
// through Host and imports neither app nor a screen.
package browse

import (
	"net/url"

	"lwl/app/session"
	"lwl/app/visited"
	"lwl/widgets/doc"
)

// Place is where the view stands in its document.
type Place struct {
	Top     doc.Pos
	HScroll int
	// Link and Match are the selected link's and match's IDs, -1 for none.
	Link, Match int64
}

// Shown is what the pager knows of the document on screen besides its
// text: its name, its file ("" for none), the base its relative links
// resolve from, and whether that base comes from the document's header,
// which may still arrive.
type Shown struct {
	Name, Path string
	Base       *url.URL
	AutoBase   bool
}

// Host is the pager the controller moves: the document on screen, the
// status bar, and the ways a document comes on screen.
type Host interface {
	// Document is the document on screen, Place where the view stands in
	// it, Shown what is known of it.
	Document() *doc.Document
	Place() Place
	Shown() Shown
	// SetMessage and SetError say something in the status bar.
	SetMessage(text string)
	SetError(text string)
	// Redraw has the links on screen drawn again (one was visited).
	Redraw()
	// Return puts d on screen at a place left before, as shown.
	Return(d *doc.Document, at Place, shown Shown)
	// Show puts d, a document the controller wrote, on screen as a new
	// page named name, the one on screen pushed on the history.
	Show(d *doc.Document, name string)
	// OptionsFor is how a document named name, read from src, is parsed.
	OptionsFor(name string, src doc.Source) doc.ParseOptions
	// MadeByOpen reports whether d is an open command's output, which
	// the pager bounds itself.
	MadeByOpen(d *doc.Document) bool
	// Jump scrolls to p; '' goes back to where the view was.
	Jump(p doc.Pos)
	// Work runs fn in a goroutine; Post runs fn on the UI goroutine.
	Work(fn func())
	Post(fn func())
	// RunBrowser runs argv on the terminal, without a shell, and says how
	// it ended; started is false when it could not start at all.
	RunBrowser(argv []string) (status string, started bool)
}

// Options are what the controller is given at start.
type Options struct {
	// Session is the history across pages shared with the next lwl;
	// Visited the destinations followed. Each is nil when there is none.
	Session *session.Session
	Visited *visited.Visited
	// Secure is secure mode: no browser runs.
	Secure bool
}

// Controller goes back and forward across documents and across lwl
// processes; it owns this lwl's history and its view of the session.
type Controller struct {
	host    Host
	session *session.Session // nil: no history across pages
	visited *visited.Visited // nil: no link drawn as visited
	secure  bool
	seen    visitedLinks // LinkVisited's answers
	history []page       // this lwl's pages left, the newest last
	ahead   []page       // the pages Back left, for Forward, the newest last
	across  acrossPages  // the session's view of this lwl
}

// New is the controller of host's pages.
func New(host Host, o Options) *Controller {
	return &Controller{host: host, session: o.Session, visited: o.Visited, secure: o.Secure}
}

// Join gives the controller the session and the visited links opened
// while lwl started, when Options had neither; until then it has none.
func (c *Controller) Join(s *session.Session, v *visited.Visited) {
	if c.session == nil && c.visited == nil {
		c.session, c.visited = s, v
	}
}
