package doc

import (
	"sort"
	"sync"
)

// Finder finds matches off the UI goroutine, for the Matches made with it.
// A regular expression such as `.{1000}x` costs most of a second per chunk:
// found on the UI goroutine, it froze every key that showed a new chunk.
//
// At most `workers` chunks are searched at once, the newest request first
// (what is on screen now); requests of stopped Matches are dropped, and a
// queue grown past maxQueue drops its oldest. Results reach the UI goroutine
// through post, batched: one post at a time is outstanding.
type Finder struct {
	post    func(func()) // runs a function on the UI goroutine; may block its caller
	ready   func()       // called on the UI goroutine after results arrived
	guard   func()       // deferred by each worker (SetGuard), or nil
	workers int

	mu      sync.Mutex
	queue   []findJob
	running int
	inbox   []Found
	posting bool
}

// maxQueue bounds the chunks waiting to be searched: scrolling past a
// thousand chunks does not leave a thousand searches behind.
const maxQueue = 32

type findJob struct {
	m    *Matches
	k    int
	text string
	key  chunkKey
	c    *Chunk // kept for a provisional chunk only
}

// Found is one chunk's matches, found off the UI goroutine and handed to
// its Matches there.
type Found struct {
	m       *Matches
	k       int
	key     chunkKey
	c       *Chunk
	hits    hits
	dropped bool // not searched: the queue was too long
}

// NewFinder makes a finder that searches with up to workers goroutines.
// post must run its function on the UI goroutine (it is called from a
// goroutine of the finder's own, never from the UI goroutine); ready, if
// not nil, is called on the UI goroutine after new matches arrived.
func NewFinder(workers int, post func(func()), ready func()) *Finder {
	return &Finder{post: post, ready: ready, workers: max(workers, 1)}
}

// SetGuard sets a function deferred by each of the finder's goroutines:
// the app's, which gives the terminal back should a search panic.
func (f *Finder) SetGuard(guard func()) { f.guard = guard }

// request queues a chunk to search, and starts a worker if one is free.
func (f *Finder) request(j findJob) {
	f.mu.Lock()
	f.queue = append(f.queue, j)
	var drop findJob
	if len(f.queue) > maxQueue {
		drop = f.queue[0]
		f.queue = append(f.queue[:0], f.queue[1:]...)
	}
	start := f.running < f.workers
	if start {
		f.running++
	}
	f.mu.Unlock()
	if drop.m != nil {
		f.deliver(Found{m: drop.m, k: drop.k, dropped: true})
	}
	if start {
		go f.work()
	}
}

// work searches queued chunks until none is left.
func (f *Finder) work() {
	if f.guard != nil {
		defer f.guard()
	}
	var offs []int // FindAll's, reused from chunk to chunk
	for {
		f.mu.Lock()
		var j findJob
		for len(f.queue) > 0 && j.m == nil {
			j = f.queue[len(f.queue)-1]
			f.queue[len(f.queue)-1] = findJob{}
			f.queue = f.queue[:len(f.queue)-1]
			if j.m.stopped.Load() {
				j = findJob{}
			}
		}
		if j.m == nil {
			f.running--
			f.mu.Unlock()
			return
		}
		f.mu.Unlock()
		offs = j.m.Q.FindAll(j.text, offs[:0])
		f.deliver(Found{m: j.m, k: j.k, key: j.key, c: j.c, hits: hitsOf(offs)})
	}
}

// deliver hands a result to the UI goroutine, posting a drain unless one
// is on its way already.
func (f *Finder) deliver(r Found) {
	f.mu.Lock()
	f.inbox = append(f.inbox, r)
	post := !f.posting
	f.posting = true
	f.mu.Unlock()
	if post {
		go f.post(f.drain) // a goroutine of ours: the post may wait for the UI
	}
}

// drain runs on the UI goroutine: the results go to their Matches.
func (f *Finder) drain() {
	f.mu.Lock()
	in := f.inbox
	f.inbox, f.posting = nil, false
	f.mu.Unlock()
	for _, r := range in {
		r.m.take(r)
	}
	if f.ready != nil && len(in) > 0 {
		f.ready()
	}
}

// hits are a chunk's matches: the display offsets where each starts and
// ends, in pairs. A Span each would take six times the memory, and a
// chunk of English text holds thousands of "e".
type hits []int32

// hitsOf keeps the offsets FindAll gave (offs is FindAll's to reuse).
func hitsOf(offs []int) hits {
	if len(offs) == 0 {
		return nil
	}
	h := make(hits, len(offs))
	for i, o := range offs {
		h[i] = int32(o)
	}
	return h
}

func (h hits) len() int { return len(h) / 2 }

// span is match i of chunk k.
func (h hits) span(k, i int) Span {
	start := int(h[2*i])
	return Span{Start: start, End: int(h[2*i+1]), Kind: KindMatch, ID: MatchID(k, start)}
}

// endingAfter is the index of the first match ending after off.
func (h hits) endingAfter(off int) int {
	return sort.Search(h.len(), func(i int) bool { return int(h[2*i+1]) > off })
}

// startingFrom is the index of the first match starting at or after off.
func (h hits) startingFrom(off int) int {
	return sort.Search(h.len(), func(i int) bool { return int(h[2*i]) >= off })
}

// FoundIn makes chunk c's matches, at the offsets offs that q.FindAll gave
// for its text, something a Matches over the same source can take (see
// Matches.Offer): a background search that looked at a chunk anyway spares
// the finder the work. Safe on any goroutine that owns c.
func FoundIn(c *Chunk, offs []int) Found {
	return Found{k: c.Index, key: keyOf(c), hits: hitsOf(offs)}
}

// FindIn finds q's matches in chunk c, as FoundIn makes them: a plain
// string's straight into hits of their size, a regexp's through FindAll's
// offsets in *offs (reused). Safe on any goroutine that owns c.
func FindIn(c *Chunk, q *Query, offs *[]int) Found {
	return Found{k: c.Index, key: keyOf(c), hits: q.hitsIn(c.Text, offs)}
}

// Len is the number of matches found.
func (f Found) Len() int { return f.hits.len() }

// At is the display offsets where match i starts and ends.
func (f Found) At(i int) (start, end int) { return int(f.hits[2*i]), int(f.hits[2*i+1]) }
