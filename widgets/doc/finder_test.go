package doc

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"
)

// uiLoop stands in for the UI goroutine: the finder posts to it, and the
// test runs what was posted when it chooses.
type uiLoop struct {
	t     *testing.T
	posts chan func()
	ready int
}

func newUILoop(t *testing.T) *uiLoop { return &uiLoop{t: t, posts: make(chan func(), 100)} }

func (u *uiLoop) finder(workers int) *Finder {
	return NewFinder(workers, func(f func()) { u.posts <- f }, func() { u.ready++ })
}

// runUntil runs posted functions until cond holds.
func (u *uiLoop) runUntil(what string, cond func() bool) {
	u.t.Helper()
	deadline := time.After(time.Minute) // a guard against a hang, not a timing
	for !cond() {
		select {
		case f := <-u.posts:
			f()
		case <-deadline:
			u.t.Fatalf("timed out waiting for %s", what)
		}
	}
}

func needles(chunks int) *Document {
	var b strings.Builder
	for b.Len() < chunks*ChunkSize {
		b.WriteString("a line with a needle and another needle in it\n")
	}
	return New(BytesSource(b.String()), ParseOptions{})
}

// A regular expression's matches arrive from the finder: none at first
// (Waiting), then the same as found on the spot; the view's version
// changes with them.
func TestFinderMatches(t *testing.T) {
	d := needles(3)
	q, _ := CompileQuery("ne+dle")
	u := newUILoop(t)
	m := NewMatchesWith(d, q, u.finder(1))
	if spans := m.In(1); spans != nil || !m.waiting {
		t.Fatalf("before the finder ran: %d spans, waiting %v", len(spans), m.waiting)
	}
	v := m.Version()
	u.runUntil("chunk 1's matches", func() bool { return u.ready > 0 })
	if m.Version() == v {
		t.Error("the version did not change when matches arrived")
	}
	want := NewMatches(d, q).In(1)
	if got := m.In(1); len(want) == 0 || !slices.Equal(got, want) {
		t.Errorf("the finder found %d spans, on the spot %d", len(got), len(want))
	}
}

// A step that meets a chunk still being searched stops with Waiting, and
// succeeds once the matches are in; stepping through all of them agrees
// with matches found on the spot.
func TestFinderStepping(t *testing.T) {
	d := needles(3)
	q, _ := CompileQuery("ne+dle")
	u := newUILoop(t)
	m := NewMatchesWith(d, q, u.finder(2))
	sync := NewMatches(d, q)
	var got, want []int64
	for it, ok := sync.From(Pos{}); ok; it, ok = sync.After(it.ID) {
		want = append(want, it.ID)
	}
	step := func(f func() (Item, bool)) (Item, bool) {
		for {
			it, ok := f()
			if !m.Waiting() {
				return it, ok
			}
			n := u.ready
			u.runUntil("matches for a step", func() bool { return u.ready > n })
		}
	}
	it, ok := step(func() (Item, bool) { return m.From(Pos{}) })
	for ok {
		got = append(got, it.ID)
		id := it.ID
		it, ok = step(func() (Item, bool) { return m.After(id) })
	}
	if !slices.Equal(got, want) {
		t.Errorf("stepped through %d matches with the finder, %d on the spot", len(got), len(want))
	}
	last, _ := step(func() (Item, bool) { return m.Until(d.End()) })
	if last.ID != want[len(want)-1] {
		t.Errorf("Until(End) = %v, want the last match", last.ID)
	}
}

// Stopped matches take nothing more; their queued chunks are not searched.
func TestFinderStop(t *testing.T) {
	d := needles(4)
	q, _ := CompileQuery("ne+dle")
	u := newUILoop(t)
	f := u.finder(1)
	m := NewMatchesWith(d, q, f)
	for k := 0; k < 4; k++ {
		m.In(k)
	}
	m.Stop()
	other := NewMatchesWith(d, q, f)
	other.In(0)
	u.runUntil("the other matches", func() bool { return len(other.In(0)) > 0 })
	for k := 0; k < 4; k++ {
		if m.cache[k].hits.len() > 0 {
			t.Errorf("chunk %d's matches were taken after Stop", k)
		}
	}
}

// More requests than the queue holds: the oldest are dropped, and asked
// for again when looked at.
func TestFinderQueueBound(t *testing.T) {
	d := needles(maxQueue + 8)
	q, _ := CompileQuery("ne+dle")
	u := newUILoop(t)
	f := u.finder(1)
	m := NewMatchesWith(d, q, f)
	for k := 0; k < d.NumChunks(); k++ {
		m.In(k)
	}
	f.mu.Lock()
	if n := len(f.queue); n > maxQueue {
		t.Errorf("%d chunks wait to be searched, want at most %d", n, maxQueue)
	}
	f.mu.Unlock()
	// Each is found when looked at (not all kept at once: the cache holds
	// what is near the screen).
	for k := 0; k < d.NumChunks(); k++ {
		u.runUntil(fmt.Sprintf("chunk %d's matches", k), func() bool {
			_, ok := m.ready(k)
			return ok
		})
	}
}

// The cache stays bounded however many chunks are looked at, and what it
// dropped is found again.
func TestMatchesCacheBound(t *testing.T) {
	var b strings.Builder
	for b.Len() < 12*ChunkSize {
		b.WriteString("e e e e e e e e e e e e e e e e e e e e e e e e e e e e e e e e\n")
	}
	d := New(BytesSource(b.String()), ParseOptions{})
	q, _ := CompileQuery("e")
	m := NewMatches(d, q)
	total := 0
	for k := 0; k < d.NumChunks(); k++ {
		total += len(m.In(k))
		// Over the bound, only chunk k and its neighbours are kept.
		if m.held > cacheMatchSpans && len(m.cache) > 3 {
			t.Fatalf("the cache holds %d spans in %d chunks", m.held, len(m.cache))
		}
		for j := range m.cache {
			if m.held > cacheMatchSpans && (j < k-1 || j > k+1) {
				t.Fatalf("over the bound, chunk %d is kept while %d is looked at", j, k)
			}
		}
	}
	again := 0
	for k := 0; k < d.NumChunks(); k++ {
		again += len(m.In(k))
	}
	if total != again || total != strings.Count(b.String(), "e") {
		t.Errorf("%d then %d matches, want %d", total, again, strings.Count(b.String(), "e"))
	}
}

// Chunks a whole-document count found empty need no search, while the
// document is the size that was counted.
func TestMatchesCounts(t *testing.T) {
	d := needles(3)
	q, _ := CompileQuery("ne+dle")
	u := newUILoop(t)
	m := NewMatchesWith(d, q, u.finder(1))
	m.SetCounts([]int{5, 0, 5, 0}, d.Size()+1) // another size: not trusted
	if _, ok := m.ready(1); ok {
		t.Error("a count of another snapshot was trusted")
	}
	m.SetCounts([]int{5, 0, 5, 0}, d.Size())
	if spans, ok := m.ready(3); !ok || spans != nil {
		t.Errorf("a chunk counted empty: ready %v with %d spans", ok, len(spans))
	}
	if _, ok := m.ready(2); ok {
		t.Error("a chunk with matches was ready before the finder ran")
	}
}

// While a count is under way a step looks through a bounded number of
// chunks on its own, then waits for the count; once counted it finds the
// match far away without parsing what lies between.
func TestMatchesStepWaitsForCount(t *testing.T) {
	var b strings.Builder
	for b.Len() < 100*ChunkSize {
		b.WriteString("nothing to see on this line at all, nothing\n")
	}
	b.WriteString("the zebrafish\n")
	d := New(BytesSource(b.String()), ParseOptions{})
	q, _ := CompileQuery("zebrafish")
	m := NewMatchesWith(d, q, nil)
	m.SetCounting(true)
	if _, ok := m.From(Pos{}); ok || !m.Waiting() {
		t.Fatalf("From found a match or did not wait while the count runs (waiting %v)", m.Waiting())
	}
	if n := len(d.cache); n > stepBudget+1 {
		t.Errorf("%d chunks parsed on the way, want at most %d", n, stepBudget+1)
	}
	counts := make([]int, d.NumChunks())
	counts[len(counts)-1] = 1
	m.SetCounts(counts, d.Size())
	it, ok := m.From(Pos{})
	if !ok || it.Start.Chunk != d.NumChunks()-1 {
		t.Fatalf("after the count From = %+v %v, want the match in the last chunk", it, ok)
	}
}
