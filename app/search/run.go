package search

import (
	"fmt"
	"runtime/debug"
	"strings"
	"sync/atomic"
	"time"

	"lwl/widgets/doc"
)

// ProgressEvery is how often a job going through the file reports how far
// it got.
const ProgressEvery = 100 * time.Millisecond

// A Progress is a report a worker posts again and again: while one is on
// its way to the UI goroutine, a newer one is not queued behind it, so a
// UI loop held up (a command has the terminal) finds one, not thousands.
type Progress struct{ queued atomic.Bool }

// Post posts fn through post unless an earlier report of p has not run
// yet.
func (p *Progress) Post(post func(func()), fn func()) {
	if p.queued.Swap(true) {
		return
	}
	post(func() {
		p.queued.Store(false)
		fn()
	})
}

// freeAfter is the size of document past which a finished count gives its
// memory back to the system at once.
const freeAfter = 64 << 20

// run runs on its own goroutine: it touches nothing of s but what never
// changes (the query, the direction). It stops once its job's ticket is
// not the last.
func (c *Controller) run(s *Search, job *searchJob, src doc.Source, opts doc.ParseOptions, from doc.Pos) {
	d := doc.New(src, opts)
	n := d.NumChunks()
	stopped := func() bool { return !c.tickets.Wants(job.ticket) }
	next := searchOrder(d, s.Query, from.Chunk, s.Backward, stopped)
	// ahead: between from and the end searched towards, before wrapping
	ahead := func(k int) bool { return (!s.Backward && k >= from.Chunk) || (s.Backward && k <= from.Chunk) }
	counts := make([]int, n)
	found := false
	last := time.Now()
	var shown Progress // the "Searching... N%" reports
	var offs []int
	for k, covered, ok := next(); ok; k, covered, ok = next() {
		if found {
			// The count only: it gives way to a user paging on.
			c.seam.YieldToKeys(stopped)
		}
		if stopped() {
			return
		}
		ch := d.Chunk(k)
		if found || !ahead(k) {
			// The count only: a plain string's matches are counted where
			// they are, with no offsets kept (16 bytes each, in a buffer
			// grown to the most a chunk holds).
			counts[k], offs = s.Query.Count(ch.Text, offs)
		} else {
			// The chunk's matches go along: the UI need not find them again.
			in := doc.FindIn(ch, s.Query, &offs)
			counts[k] = in.Len()
			if it, ok := firstFrom(in, k, from, s.Backward); ok {
				found = true
				c.seam.Post(func() { c.found(s, job.ticket, it, in) })
			}
		}
		// The count goes through the file once: it keeps nothing, and
		// Found holds only offsets.
		d.Recycle(ch)
		if time.Since(last) > ProgressEvery {
			last = time.Now()
			pct := covered * 100 / n
			shown.Post(c.seam.Post, func() {
				if c.tickets.Wants(job.ticket) && strings.HasPrefix(c.status.Message(), "Searching") {
					c.status.SetMessage(fmt.Sprintf("Searching... %d%%  (esc to stop)", pct))
				}
			})
		}
	}
	if stopped() { // the walk ended because the search did
		return
	}
	size := d.Size()
	c.seam.Post(func() { c.done(s, job.ticket, counts, size, found) })
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

// firstFrom picks, among one chunk's matches, the first at or after from
// (the last before it, searching backward).
func firstFrom(in doc.Found, k int, from doc.Pos, backward bool) (doc.Item, bool) {
	match := func(i int) doc.Item {
		start, end := in.At(i)
		return doc.Item{ID: doc.MatchID(k, start), Start: doc.Pos{Chunk: k, Off: start}, End: doc.Pos{Chunk: k, Off: end}}
	}
	if !backward {
		for i := range in.Len() {
			if start, _ := in.At(i); k > from.Chunk || start >= from.Off {
				return match(i), true
			}
		}
		return doc.Item{}, false
	}
	for i := in.Len() - 1; i >= 0; i-- {
		if start, _ := in.At(i); k < from.Chunk || start < from.Off {
			return match(i), true
		}
	}
	return doc.Item{}, false
}

// found selects the first match, unless the user moved on or stopped the
// search: a match found just before esc or ctrl-c may come after the keys
// typed since, and must not take the view back.
func (c *Controller) found(s *Search, ticket uint64, it doc.Item, in doc.Found) {
	if !c.tickets.Wants(ticket) {
		return
	}
	s.Matches.Offer(in)
	s.landed = true
	if c.view.SelectedMatch() < 0 && !s.quiet {
		c.seam.ShowMatch(it)
	}
}

// done takes in the count, and says it.
func (c *Controller) done(s *Search, ticket uint64, counts []int, size int64, found bool) {
	if !c.tickets.Wants(ticket) {
		return
	}
	s.job = nil
	s.landed = true
	s.counts, s.counted = counts, size
	s.Matches.SetCounts(counts, size)
	s.total = 0
	for _, n := range counts {
		s.total += n
	}
	if c.pending.dir != 0 && s.total > 0 {
		c.MatchesReady() // an n waited for matches or the count: take it now; its "k/N" says more
		return
	}
	c.DropStep()
	if s.quiet && c.view.SelectedMatch() < 0 {
		return // nothing to say until the user steps to a match
	}
	switch {
	case s.total == 0:
		c.status.SetMessage("No matches found")
	case !found && s.Backward:
		c.status.SetMessage(matchCount(s.total) + ", none above")
	case !found:
		c.status.SetMessage(matchCount(s.total) + ", none below")
	default:
		c.status.SetMessage(matchCount(s.total))
	}
}

// MatchMessage is "k/N" for the selected match of the search in force (N
// once it is counted; without N when the count was stopped).
func (c *Controller) MatchMessage(id int64) string {
	s := c.active
	p := doc.MatchPos(id)
	k := s.Matches.Index(id) + 1
	switch {
	case s.total < 0 && s.job != nil:
		return fmt.Sprintf("match %d of this part; counting...", k)
	case s.total < 0 || p.Chunk >= len(s.counts):
		// The count was stopped (esc), or the match is in text that
		// arrived after it: no total is coming.
		return fmt.Sprintf("match %d of this part", k)
	}
	for ch := 0; ch < p.Chunk; ch++ {
		k += s.counts[ch]
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
