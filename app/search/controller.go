package search

import (
	"strings"

	"lwl/internal/generation"
	"lwl/widgets/doc"
)

// The search controller: the search in force (/ and ?), the highlight
// while one is typed, the n or N waiting for matches, and the count that
// runs off the UI goroutine. It reaches the screen through three small
// interfaces the pager gives it.

// View is the document view the matches show in.
type View interface {
	Document() *doc.Document
	Top() doc.Pos
	Bottom() doc.Pos
	SetMatches(m *doc.Matches)
	SelectMatch(id int64)
	SelectedMatch() int64
}

// Status is the status bar's message line.
type Status interface {
	Message() string
	SetMessage(text string)
	SetError(text string)
}

// Seam is the rest of the pager: its goroutines, and the moves that are
// its own (selecting a match scrolls and keeps the place left).
type Seam interface {
	// Post runs fn on the UI goroutine, then redraws; any goroutine may
	// call it.
	Post(fn func())
	// Work runs fn on a goroutine of its own that gives the terminal back
	// if fn panics; RestoreOnPanic is that guard, deferred.
	Work(fn func())
	RestoreOnPanic()
	// YieldToKeys waits, off the UI goroutine, while the user types,
	// until stopped says the work is not wanted.
	YieldToKeys(stopped func() bool)
	// ShowMatch selects a match and brings it into view; Step is n (dir
	// +1) or N, count times, along the matches.
	ShowMatch(it doc.Item)
	Step(dir, count int)
	// InPrompt reports whether the prompt takes the keys; Stopping,
	// whether the pager is ending.
	InPrompt() bool
	Stopping() bool
}

// Controller is the search of one pager. Its methods run on the UI
// goroutine.
type Controller struct {
	view    View
	status  Status
	seam    Seam
	active  *Search
	finder  *doc.Finder
	preview *doc.Matches // the highlight while typing, or nil
	pending pendingStep
	last    repeat // the search to repeat (repeat.go)
	// tickets: the search or count whose results are wanted.
	tickets generation.Generation
}

// NewController makes the search of the pager whose view, status bar and
// seam are given.
func NewController(view View, status Status, seam Seam) *Controller {
	return &Controller{view: view, status: status, seam: seam}
}

// Search is a confirmed search: its matches are the active list for n/N.
type Search struct {
	Query    *doc.Query
	Backward bool
	Matches  *doc.Matches
	// counts[k] is the number of matches in chunk k, known once the
	// background count has finished; total is -1 until then.
	counts []int
	total  int
	job    *searchJob
	// counted is how much of a pipe still arriving the counts cover, and
	// counting says that the text come since is being counted
	// (countmore.go).
	counted  int64
	counting bool
	doc      *doc.Document // the document searched
	// quiet: run again after the view changed: it selects no match, and
	// says nothing when done unless one was selected since.
	quiet bool
	// landed: its first match was found, or it ended without one.
	landed bool
}

// Total is the number of matches, -1 until counted.
func (s *Search) Total() int { return s.total }

// Counted reports whether the count is done and no text come since is
// being counted.
func (s *Search) Counted() bool { return s.job == nil && !s.counting && s.total >= 0 }

// searchJob is one run of run, which counts a query's matches off the UI
// goroutine: it runs, and its results are taken, while its ticket is the
// last of the controller's.
type searchJob struct {
	ticket uint64
}

// pendingStep is an n or N that met a chunk still being searched: it is
// taken again when matches arrive, unless the user moved on meanwhile.
type pendingStep struct {
	dir    int // 0: none
	count  int // the steps still to take
	search *Search
	top    doc.Pos
	sel    int64
}

// Active is the search in force, nil for none.
func (c *Controller) Active() *Search { return c.active }

// newMatches makes q's matches in the document shown, found by the
// finder; a redraw follows each chunk found.
func (c *Controller) newMatches(q *doc.Query) *doc.Matches {
	if c.finder == nil {
		c.finder = doc.NewFinder(1, c.seam.Post, c.MatchesReady)
		c.finder.SetGuard(c.seam.RestoreOnPanic)
	}
	return doc.NewMatchesWith(c.view.Document(), q, c.finder)
}

// Preview shows q's matches (nil: no highlight) while the query is
// typed; the matches it replaces are searched no more.
func (c *Controller) Preview(q *doc.Query) {
	var m *doc.Matches
	if q != nil {
		m = c.newMatches(q)
	}
	c.SetPreview(m)
}

// SetPreview shows m (nil: no highlight) while the query is typed.
func (c *Controller) SetPreview(m *doc.Matches) {
	if c.preview != nil {
		c.preview.Stop()
	}
	c.preview = m
	c.view.SetMatches(m)
}

// MatchesReady runs on the UI goroutine when the finder delivered: a step
// that waited for matches is taken now.
func (c *Controller) MatchesReady() {
	p := c.pending
	if p.dir == 0 {
		return
	}
	c.DropStep()
	// Any key clears the "Searching..." the step left: then the user moved on.
	if c.active != p.search || c.seam.InPrompt() || c.view.Top() != p.top || c.view.SelectedMatch() != p.sel ||
		!strings.HasPrefix(c.status.Message(), "Searching") {
		return
	}
	c.seam.Step(p.dir, max(p.count, 1))
}

// Await keeps an n or N, count steps of dir still to take, until the
// matches being found arrive; it says so.
func (c *Controller) Await(dir, count int) {
	c.pending = pendingStep{dir, count, c.active, c.view.Top(), c.view.SelectedMatch()}
	c.status.SetMessage("Searching...")
}

// DropStep forgets a step waiting for matches.
func (c *Controller) DropStep() { c.pending = pendingStep{} }

// Start confirms a search for q: its first match from the screen on
// (above it, backward) is selected, and the matches are counted.
func (c *Controller) Start(q *doc.Query, backward bool) {
	from := c.view.Top()
	if backward {
		from = c.view.Bottom()
	}
	c.status.SetMessage("Searching...")
	c.begin(q, backward, false, from)
}

// Rerun runs q again in the document shown, after the view changed: the
// matches are highlighted and counted, none is selected, and the screen
// does not move.
func (c *Controller) Rerun(q *doc.Query, backward bool) {
	c.begin(q, backward, true, c.view.Top())
}

func (c *Controller) begin(q *doc.Query, backward, quiet bool, from doc.Pos) {
	d := c.view.Document()
	s := &Search{Query: q, Backward: backward, Matches: c.newMatches(q), total: -1,
		job: &searchJob{ticket: c.tickets.Take()}, quiet: quiet, doc: d}
	c.active = s
	s.Matches.SetCounting(true)
	if c.last.hidden { // ESC u's hiding holds until a new search or n
		c.view.SetMatches(nil)
	} else {
		c.view.SetMatches(s.Matches)
	}
	job, src, opts := s.job, d.Source(), d.Options()
	c.seam.Work(func() { c.run(s, job, src, opts, from) })
}

// End removes the matches; links are the active list again.
func (c *Controller) End() {
	if c.active != nil {
		c.active.Matches.Stop()
	}
	c.tickets.Drop()
	c.active = nil
	c.DropStep()
	c.view.SetMatches(nil)
	c.view.SelectMatch(-1)
}

// Take ends the search in the document shown and returns its query and
// direction (nil: none), to run again in the next.
func (c *Controller) Take() (q *doc.Query, backward bool) {
	if c.active != nil {
		q, backward = c.active.Query, c.active.Backward
	}
	c.End()
	return q, backward
}

// Searching reports whether a background search the user started is
// still running (a quiet one, run again after the view changed, is not
// theirs to stop: q quits and esc clears the matches).
func (c *Controller) Searching() bool {
	return c.active != nil && c.active.job != nil && !c.active.quiet
}

// SeekingFirst reports whether a search the user started is still looking
// for its first match: running, with none found yet.
func (c *Controller) SeekingFirst() bool { return c.Searching() && !c.active.landed }

// Cancel stops a running background search, keeping what it found.
func (c *Controller) Cancel() {
	if c.Searching() {
		c.tickets.Drop()
		c.active.job = nil
		c.active.Matches.SetCounting(false) // steps look for themselves again
		c.DropStep()                        // an n waiting for matches gives up too
		c.status.SetMessage("Search cancelled")
	}
}

// Show highlights the search's matches again, after a highlight typed
// but not confirmed or hidden with ESC u; with no search it does nothing.
func (c *Controller) Show() {
	if c.active != nil {
		c.view.SetMatches(c.active.Matches)
	}
}
