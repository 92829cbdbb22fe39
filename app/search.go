package app

import (
	"fmt"
	"runtime/debug"
	"strings"
	"time"

	"lwl/widgets"
	"lwl/widgets/doc"
)

// activeSearch is a confirmed search: its matches are the active list for n/N.
type activeSearch struct {
	q        *doc.Query
	backward bool
	matches  *doc.Matches
	// counts[k] is the number of matches in chunk k, known once the
	// background count has finished; total is -1 until then.
	counts []int
	total  int
	job    *searchJob
	// counted is how much of a pipe still arriving the counts cover, and
	// counting says that the text come since is being counted (count.go).
	counted  int64
	counting bool
	doc      *doc.Document // the document searched
	// quiet: run again after the view changed (sourceview.go): it
	// selects no match, and says nothing when done unless one was
	// selected since.
	quiet bool
}

// searchJob is one run of runSearch, which counts a query's matches off
// the UI goroutine: it runs, and its results are taken, while its ticket
// is the last of App.searches.
type searchJob struct {
	ticket uint64
}

const progressEvery = 100 * time.Millisecond

// matching is how the matches on screen are found: off the UI goroutine,
// by one worker (an expensive expression costs most of a second a chunk),
// and the step that waits for them.
type matching struct {
	finder  *doc.Finder
	preview *doc.Matches // the highlight while typing, or nil
	pending pendingStep
}

// pendingStep is an n or N that met a chunk still being searched: it is
// taken again when matches arrive, unless the user moved on meanwhile.
type pendingStep struct {
	dir    int // 0: none
	count  int // the steps still to take
	search *activeSearch
	top    doc.Pos
	sel    int64
}

// newMatches makes q's matches in the document shown, found by the
// finder; a redraw follows each chunk found.
func (a *App) newMatches(q *doc.Query) *doc.Matches {
	if a.input.match.finder == nil {
		a.input.useFinder(doc.NewFinder(1, a.post, a.matchesReady))
		a.input.match.finder.SetGuard(a.restoreOnPanic)
	}
	return doc.NewMatchesWith(a.ui.view.Document(), q, a.input.match.finder)
}

// setPreview shows m (nil: no highlight) while the query is typed; the
// matches it replaces are searched no more.
func (a *App) setPreview(m *doc.Matches) {
	if a.input.match.preview != nil {
		a.input.match.preview.Stop()
	}
	a.input.previewing(m)
	a.ui.view.SetMatches(m)
}

// previewSearch highlights text's matches while it is typed; an expression
// that does not compile yet highlights nothing.
func (a *App) previewSearch(text string) {
	if text == "" {
		a.setPreview(nil)
		return
	}
	q, err := a.compileQuery(text)
	if err != nil {
		a.setPreview(nil)
		return
	}
	a.setPreview(a.newMatches(q))
}

// matchesReady runs on the UI goroutine when the finder delivered: a step
// that waited for matches is taken now.
func (a *App) matchesReady() {
	p := a.input.match.pending
	if p.dir == 0 {
		return
	}
	a.input.dropStep()
	// Any key clears the "Searching..." the step left: then the user moved on.
	if a.input.search != p.search || a.inPrompt() || a.ui.view.Top() != p.top || a.ui.view.SelectedMatch() != p.sel ||
		!strings.HasPrefix(a.ui.status.Message(), "Searching") {
		return
	}
	a.stepMatch(p.dir, max(p.count, 1))
}

// stepMatch selects the count-th next (dir +1) or previous match; a count
// past the last match stops at it.
func (a *App) stepMatch(dir, count int) {
	m := a.input.search.matches
	sel := a.ui.view.SelectedMatch()
	it, res := a.ui.view.NextItem(m, sel, doc.MatchPos(max(sel, 0)), dir) // selectMatch scrolls
	var reached doc.Item
	steps := 0
	for res == widgets.Stepped {
		reached, steps = it, steps+1
		if steps == count {
			break
		}
		var ok bool
		if it, ok = doc.Beside(m, reached.ID, dir); !ok {
			break
		}
	}
	if m.Waiting() && steps < count { // (a look past the item reached may have met a chunk being searched)
		if steps > 0 {
			a.selectMatch(reached) // on screen: the wait goes on from it
		}
		a.input.awaitMatches(pendingStep{dir, count - steps, a.input.search, a.ui.view.Top(), a.ui.view.SelectedMatch()})
		a.ui.status.SetMessage("Searching...")
		return
	}
	a.input.dropStep()
	if steps == 0 {
		a.stepped(it, res)
		return
	}
	a.selectMatch(reached)
	a.ui.status.SetMessage(a.matchMessage(reached.ID))
}

// startSearch confirms a search typed at the prompt.
func (a *App) startSearch(text string, backward bool) {
	a.setPreview(nil) // the highlight while typing is searched for no more
	a.endSearch()
	if text == "" {
		return // an empty search ends the search
	}
	q, err := a.compileQuery(text)
	if err != nil {
		a.ui.status.SetError("Invalid pattern: " + err.Error())
		return
	}
	d := a.ui.view.Document()
	s := &activeSearch{q: q, backward: backward, matches: a.newMatches(q), total: -1, job: &searchJob{ticket: a.input.searches.take()}, doc: d}
	a.input.searchFor(s)
	s.matches.SetCounting(true)
	a.ui.view.SetMatches(s.matches)
	from := a.ui.view.Top()
	if backward {
		from = a.ui.view.Bottom()
	}
	a.ui.status.SetMessage("Searching...")
	job, src, opts := s.job, d.Source(), d.Options()
	a.work(func() { a.runSearch(s, job, src, opts, from) })
}

// endSearch removes the matches; links are the active list again.
func (a *App) endSearch() {
	if a.input.search != nil {
		a.input.search.matches.Stop()
	}
	a.input.searches.drop()
	a.input.forgetSearch()
	a.input.dropStep()
	a.ui.view.SetMatches(nil)
	a.ui.view.SelectMatch(-1)
}

// searching reports whether a background search the user started is still
// running (a quiet one, run again after the view changed, is not theirs to
// stop: q quits and esc clears the matches).
func (a *App) searching() bool {
	return a.input.search != nil && a.input.search.job != nil && !a.input.search.quiet
}

// cancelSearch stops a running background search, keeping what it found.
func (a *App) cancelSearch() {
	if a.searching() {
		a.input.searches.drop()
		a.input.searchStopped()
		a.input.search.matches.SetCounting(false) // steps look for themselves again
		a.input.dropStep()                        // an n waiting for matches gives up too
		a.ui.status.SetMessage("Search cancelled")
	}
}

// freeAfter is the size of document past which a finished count gives its
// memory back to the system at once.
const freeAfter = 64 << 20

// runSearch runs on its own goroutine: it touches nothing of s but what
// never changes (the query, the direction). It stops once its job's
// ticket is not the last.
func (a *App) runSearch(s *activeSearch, job *searchJob, src doc.Source, opts doc.ParseOptions, from doc.Pos) {
	d := doc.New(src, opts)
	n := d.NumChunks()
	stopped := func() bool { return !a.input.searches.wants(job.ticket) }
	next := searchOrder(d, s.q, from.Chunk, s.backward, stopped)
	// ahead: between from and the end searched towards, before wrapping
	ahead := func(k int) bool { return (!s.backward && k >= from.Chunk) || (s.backward && k <= from.Chunk) }
	counts := make([]int, n)
	found := false
	last := time.Now()
	var shown progress // the "Searching... N%" reports
	var offs []int
	for k, covered, ok := next(); ok; k, covered, ok = next() {
		if found {
			// The count only: it gives way to a user paging on.
			a.yieldToKeys(stopped)
		}
		if stopped() {
			return
		}
		c := d.Chunk(k)
		offs = s.q.FindAll(c.Text, offs[:0])
		counts[k] = len(offs) / 2
		if !found && ahead(k) && len(offs) > 0 {
			if it, ok := firstFrom(offs, k, from, s.backward); ok {
				found = true
				// The chunk's matches go along: the UI need not find them again.
				in := doc.FoundIn(c, offs)
				a.post(func() { a.searchFound(s, job, it, in) })
			}
		}
		// The count goes through the file once: it keeps nothing, and
		// Found holds only offsets.
		d.Recycle(c)
		if time.Since(last) > progressEvery {
			last = time.Now()
			pct := covered * 100 / n
			a.postProgress(&shown, func() {
				if a.input.searches.wants(job.ticket) && strings.HasPrefix(a.ui.status.Message(), "Searching") {
					a.ui.status.SetMessage(fmt.Sprintf("Searching... %d%%  (esc to stop)", pct))
				}
			})
		}
	}
	if stopped() { // the walk ended because the search did
		return
	}
	size := d.Size()
	a.post(func() { a.searchDone(s, job, counts, size, found) })
	// The count parsed the whole file a chunk at a time: give the heap it
	// grew back to the system now rather than over minutes. Only after a
	// long file: a full collection after every small (or quiet) search
	// costs more than it gives back.
	if size > freeAfter {
		debug.FreeOSMemory()
	}
}

// searchOrder hands out the chunks that may hold q's matches: from the
// chunk the search started in towards the end searched for, then the rest
// (for the count); covered is how many of d's chunks are behind. A forward
// search reads ahead only as far as it goes: its first match does not wait
// for a pass over the whole file.
func searchOrder(d *doc.Document, q *doc.Query, from int, backward bool, stop func() bool) func() (k, covered int, ok bool) {
	n := d.NumChunks()
	if !backward {
		ahead, rest := d.WalkChunks(q, from, n), d.WalkChunks(q, 0, from)
		return func() (int, int, bool) {
			if k, ok := ahead.Next(stop); ok {
				return k, k - from + 1, true
			}
			k, ok := rest.Next(stop)
			return k, n - from + k + 1, ok
		}
	}
	var before []int // the chunks up to from, walked backward
	w := d.WalkChunks(q, 0, from+1)
	for k, ok := w.Next(stop); ok; k, ok = w.Next(stop) {
		before = append(before, k)
	}
	rest := d.WalkChunks(q, from+1, n)
	return func() (int, int, bool) {
		if len(before) > 0 {
			k := before[len(before)-1]
			before = before[:len(before)-1]
			return k, from - k + 1, true
		}
		k, ok := rest.Next(stop)
		return k, k + 1, ok
	}
}

// firstFrom picks, among one chunk's match offsets, the first at or after
// from (the last before it, searching backward).
func firstFrom(offs []int, k int, from doc.Pos, backward bool) (doc.Item, bool) {
	match := func(i int) doc.Item {
		return doc.Item{ID: doc.MatchID(k, offs[i]), Start: doc.Pos{Chunk: k, Off: offs[i]}, End: doc.Pos{Chunk: k, Off: offs[i+1]}}
	}
	if !backward {
		for i := 0; i < len(offs); i += 2 {
			if k > from.Chunk || offs[i] >= from.Off {
				return match(i), true
			}
		}
		return doc.Item{}, false
	}
	for i := len(offs) - 2; i >= 0; i -= 2 {
		if k < from.Chunk || offs[i] < from.Off {
			return match(i), true
		}
	}
	return doc.Item{}, false
}

// searchFound selects the first match, unless the user moved on or
// stopped the search: a match found just before esc or ctrl-c may come
// after the keys typed since, and must not take the view back.
func (a *App) searchFound(s *activeSearch, job *searchJob, it doc.Item, in doc.Found) {
	if !a.input.searches.wants(job.ticket) {
		return
	}
	s.matches.Offer(in)
	if a.ui.view.SelectedMatch() < 0 && !s.quiet {
		a.selectMatch(it)
	}
}

func (a *App) searchDone(s *activeSearch, job *searchJob, counts []int, size int64, found bool) {
	if !a.input.searches.wants(job.ticket) {
		return
	}
	s.job = nil
	s.counts, s.counted = counts, size
	s.matches.SetCounts(counts, size)
	s.total = 0
	for _, c := range counts {
		s.total += c
	}
	if a.input.match.pending.dir != 0 && s.total > 0 {
		a.matchesReady() // an n waited for matches or the count: take it now; its "k/N" says more
		return
	}
	a.input.dropStep()
	if s.quiet && a.ui.view.SelectedMatch() < 0 {
		return // nothing to say until the user steps to a match
	}
	switch {
	case s.total == 0:
		a.ui.status.SetMessage("No matches found")
	case !found && s.backward:
		a.ui.status.SetMessage(matchCount(s.total) + ", none above")
	case !found:
		a.ui.status.SetMessage(matchCount(s.total) + ", none below")
	default:
		a.ui.status.SetMessage(matchCount(s.total))
	}
}

// selectMatch selects a match, and the link it lies in (so Enter follows
// the link whose text holds the match), and scrolls it into view.
func (a *App) selectMatch(it doc.Item) {
	a.ui.view.SelectMatch(it.ID)
	if link := a.ui.view.Document().LinkAt(it.Start.Chunk, it.Start.Off); link >= 0 {
		a.ui.view.SelectLink(link)
	}
	a.showMatch(it)
}

// matchMessage is "k/N" for the selected match (N once it is counted;
// without N when the count was stopped).
func (a *App) matchMessage(id int64) string {
	s := a.input.search
	p := doc.MatchPos(id)
	k := s.matches.Index(id) + 1
	switch {
	case s.total < 0 && s.job != nil:
		return fmt.Sprintf("match %d of this part; counting...", k)
	case s.total < 0 || p.Chunk >= len(s.counts):
		// The count was stopped (esc), or the match is in text that
		// arrived after it: no total is coming.
		return fmt.Sprintf("match %d of this part", k)
	}
	for c := 0; c < p.Chunk; c++ {
		k += s.counts[c]
	}
	return fmt.Sprintf("%d/%d", k, s.total)
}

// matchCount words a number of matches: "1 match", "2 matches".
func matchCount(n int) string {
	if n == 1 {
		return "1 match"
	}
	return fmt.Sprintf("%d matches", n)
}
