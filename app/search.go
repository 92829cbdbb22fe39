package app

import (
	"fmt"
	"slices"
	"strings"
	"sync/atomic"
	"time"

	"lwl/widgets/doc"
)

// search is a confirmed search: its matches are the active list for n/N.
type search struct {
	q        *doc.Query
	backward bool
	matches  *doc.Matches
	// counts[k] is the number of matches in chunk k, known once the
	// background count has finished; total is -1 until then.
	counts []int
	total  int
	job    *searchJob
}

// searchJob counts a query's matches off the UI goroutine, over a document
// of its own on the same source (parsing is deterministic, so chunks and
// match IDs agree with the UI's), and reports the first match from where the
// search started as soon as it is found.
type searchJob struct {
	stop atomic.Bool
}

const progressEvery = 100 * time.Millisecond

// previewSearch highlights text's matches while it is typed; an expression
// that does not compile yet highlights nothing.
func (a *App) previewSearch(text string) {
	if text == "" {
		a.view.SetMatches(nil)
		return
	}
	q, err := a.compileQuery(text)
	if err != nil {
		a.view.SetMatches(nil)
		return
	}
	a.view.SetMatches(doc.NewMatches(a.view.Document(), q))
}

// startSearch confirms a search typed at the prompt.
func (a *App) startSearch(text string, backward bool) {
	a.endSearch()
	if text == "" {
		return // an empty search ends the search
	}
	q, err := a.compileQuery(text)
	if err != nil {
		a.status.SetError("Invalid pattern: " + err.Error())
		return
	}
	d := a.view.Document()
	s := &search{q: q, backward: backward, matches: doc.NewMatches(d, q), total: -1, job: &searchJob{}}
	a.search = s
	a.view.SetMatches(s.matches)
	from := a.view.Top()
	if backward {
		from = a.view.Bottom()
	}
	a.status.SetMessage("Searching...")
	go a.runSearch(s, s.job, d.Source(), d.Options(), from)
}

// endSearch removes the matches; links are the active list again.
func (a *App) endSearch() {
	if a.search != nil && a.search.job != nil {
		a.search.job.stop.Store(true)
	}
	a.search = nil
	a.view.SetMatches(nil)
	a.view.SelectMatch(-1)
}

// searching reports whether a background search is still running.
func (a *App) searching() bool { return a.search != nil && a.search.job != nil }

// cancelSearch stops a running background search, keeping what it found.
func (a *App) cancelSearch() {
	if a.searching() {
		a.search.job.stop.Store(true)
		a.search.job = nil
		a.status.SetMessage("Search cancelled")
	}
}

// runSearch runs on its own goroutine: it touches nothing of s but what
// never changes (the query, the direction), and job, which it owns.
func (a *App) runSearch(s *search, job *searchJob, src doc.Source, opts doc.ParseOptions, from doc.Pos) {
	d := doc.New(src, opts)
	n := d.NumChunks()
	stopped := func() bool { return job.stop.Load() }
	chunks := d.SearchChunks(s.q, stopped)
	// Search from the chunk the search started in, towards the end searched
	// for, then the rest (for the count).
	// ahead: between from and the end searched towards, before wrapping
	ahead := func(k int) bool { return (!s.backward && k >= from.Chunk) || (s.backward && k <= from.Chunk) }
	order := make([]int, 0, len(chunks))
	for _, k := range chunks {
		if ahead(k) {
			order = append(order, k)
		}
	}
	if s.backward {
		slices.Reverse(order)
	}
	for _, k := range chunks {
		if !ahead(k) {
			order = append(order, k)
		}
	}
	counts := make([]int, n)
	found := false
	last := time.Now()
	var offs []int
	for i, k := range order {
		if stopped() {
			return
		}
		offs = s.q.FindAll(d.Chunk(k).Text, offs[:0])
		counts[k] = len(offs) / 2
		if !found && ahead(k) && len(offs) > 0 {
			if id, ok := firstFrom(offs, k, from, s.backward); ok {
				found = true
				a.tv.QueueUpdateDraw(func() { a.searchFound(s, id) })
			}
		}
		if time.Since(last) > progressEvery {
			last = time.Now()
			pct := (i + 1) * 100 / len(order)
			a.tv.QueueUpdateDraw(func() {
				if a.search == s && s.job == job && strings.HasPrefix(a.status.Message(), "Searching") {
					a.status.SetMessage(fmt.Sprintf("Searching... %d%%  (esc to stop)", pct))
				}
			})
		}
	}
	a.tv.QueueUpdateDraw(func() { a.searchDone(s, job, counts, found) })
}

// firstFrom picks, among one chunk's match offsets, the first at or after
// from (the last before it, searching backward).
func firstFrom(offs []int, k int, from doc.Pos, backward bool) (int64, bool) {
	if !backward {
		for i := 0; i < len(offs); i += 2 {
			if k > from.Chunk || offs[i] >= from.Off {
				return doc.MatchID(k, offs[i]), true
			}
		}
		return 0, false
	}
	for i := len(offs) - 2; i >= 0; i -= 2 {
		if k < from.Chunk || offs[i] < from.Off {
			return doc.MatchID(k, offs[i]), true
		}
	}
	return 0, false
}

// searchFound selects the first match, unless the user moved on.
func (a *App) searchFound(s *search, id int64) {
	if a.search != s || a.view.SelectedMatch() >= 0 {
		return
	}
	a.selectMatch(id)
}

func (a *App) searchDone(s *search, job *searchJob, counts []int, found bool) {
	if a.search != s || s.job != job {
		return
	}
	s.job = nil
	s.counts = counts
	s.total = 0
	for _, c := range counts {
		s.total += c
	}
	switch {
	case s.total == 0:
		a.status.SetMessage("No matches found")
	case !found && s.backward:
		a.status.SetMessage(fmt.Sprintf("%d matches, none above", s.total))
	case !found:
		a.status.SetMessage(fmt.Sprintf("%d matches, none below", s.total))
	default:
		a.status.SetMessage(fmt.Sprintf("%d matches", s.total))
	}
}

// selectMatch selects a match, and the link it lies in (so Enter follows
// the link whose text holds the match), and scrolls it into view.
func (a *App) selectMatch(id int64) {
	p := doc.MatchPos(id)
	a.view.SelectMatch(id)
	if link := a.view.Document().LinkAt(p.Chunk, p.Off); link >= 0 {
		a.view.SelectLink(link)
	}
	it, ok := a.search.matches.From(p)
	if ok {
		a.showMatch(it)
	}
}

// matchMessage is "k/N" for the selected match (N once it is counted).
func (a *App) matchMessage(id int64) string {
	s := a.search
	p := doc.MatchPos(id)
	k := s.matches.Index(id) + 1
	if s.total < 0 || p.Chunk >= len(s.counts) {
		return fmt.Sprintf("match %d of this part; counting...", k)
	}
	for c := 0; c < p.Chunk; c++ {
		k += s.counts[c]
	}
	return fmt.Sprintf("%d/%d", k, s.total)
}
