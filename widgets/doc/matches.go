package doc

import (
	"slices"
	"sync/atomic"
)

// Matches are a query's matches in a document, found a chunk at a time as
// they are looked at (so drawing costs the same for ten matches or a
// million) and stepped through as Items.
//
// Made with a Finder, a chunk's matches are found off the UI goroutine:
// until they arrive the chunk shows none, and a step that needs them stops
// with Waiting set (try again once the finder reports). Without one they
// are found on the spot. Matches is owned by the UI goroutine.
type Matches struct {
	D *Document
	Q *Query

	cache   map[int]chunkMatches
	held    int   // matches held by cache
	offs    []int // FindAll's for a regexp, reused from chunk to chunk (hitsIn)
	finder  *Finder
	pending map[int]bool // chunks being searched by the finder
	stopped atomic.Bool
	waiting bool
	version uint64
	// counts[k] is the number of matches in chunk k, when a background
	// count over the document of size countsSize told.
	counts     []int
	countsSize int64
	// counting: a background count is under way (SetCounting). A step
	// then waits for it rather than parse chunk after chunk itself on the
	// UI goroutine (a rare word in a long file froze the screen).
	counting bool
	// tick counts the chunks asked for; those last asked for after
	// keepFrom stay cached (see KeepRecent).
	tick, keepFrom, periodStart uint64
}

// stepBudget is how many chunks From and Until look through on their own
// while a count is under way, before they wait for it.
const stepBudget = 32

// chunkKey identifies the text a chunk's matches were found in: a chunk
// parsed again from the same source bytes has the same text.
type chunkKey struct {
	srcStart, srcEnd int64
	n                int
	provisional      bool
}

func keyOf(c *Chunk) chunkKey {
	return chunkKey{c.SrcStart, c.SrcEnd, len(c.Text), c.provisional}
}

type chunkMatches struct {
	key     chunkKey
	c       *Chunk // a provisional chunk's matches hold for that parse only
	size    int64  // the document's size when last checked
	hits    hits
	lastUse uint64 // Matches.tick when last asked for
}

// The cache keeps at most this many chunks, and this many matches (128 KiB:
// near the screen; kept for every chunk paged through, they would be
// megabytes); past either, the chunks farthest from the one added go, but
// never it, its neighbours, or one asked for in this period or the one
// before (KeepRecent: a frame), so a screen across chunks dense with
// matches does not find them again at every draw, each find evicting
// another.
const (
	cacheMatchChunks = 1024
	cacheMatchSpans  = 1 << 14
)

// NewMatches prepares q's matches in d, found on the caller's goroutine.
func NewMatches(d *Document, q *Query) *Matches {
	return &Matches{D: d, Q: q, cache: map[int]chunkMatches{}, keepFrom: ^uint64(0)}
}

// NewMatchesWith prepares q's matches in d, found by f off the UI goroutine.
func NewMatchesWith(d *Document, q *Query, f *Finder) *Matches {
	m := NewMatches(d, q)
	m.finder, m.pending = f, map[int]bool{}
	return m
}

// Stop drops the searches still queued for m (its query changed or ended);
// what was found stays.
func (m *Matches) Stop() { m.stopped.Store(true) }

// SetCounts tells m how many matches each chunk has, as a background count
// over the document's first size bytes found: while m's document has that
// size, chunks with none need no search.
func (m *Matches) SetCounts(counts []int, size int64) {
	m.counts, m.countsSize, m.counting = counts, size, false
}

// SetCounting says whether a background count of m's matches is under way
// (its SetCounts ends it).
func (m *Matches) SetCounting(on bool) { m.counting = on }

// Waiting reports whether the last After, Before, From or Until stopped at
// a chunk whose matches are still being found.
func (m *Matches) Waiting() bool { return m.waiting }

// Version changes whenever matches arrive from the finder: a view that drew
// m draws again.
func (m *Matches) Version() uint64 { return m.version }

// MatchID is a match's identity: its chunk and display offset, which order
// matches in the document.
func MatchID(chunk, off int) int64 { return int64(chunk)<<32 | int64(off) }

// MatchPos is where a match ID is.
func MatchPos(id int64) Pos { return Pos{Chunk: int(id >> 32), Off: int(id & 0xFFFFFFFF)} }

// In returns the match spans of chunk k, sorted and not overlapping; none
// while they are being found (and Waiting is set). They are made for the
// call: SpansIn makes only those of a row.
func (m *Matches) In(k int) []Span {
	h := m.in(k)
	if h.len() == 0 {
		return nil
	}
	spans := make([]Span, h.len())
	for i := range spans {
		spans[i] = h.span(k, i)
	}
	return spans
}

// in returns the matches of chunk k, as In.
func (m *Matches) in(k int) hits {
	h, ok := m.ready(k)
	if !ok {
		m.waiting = true
	}
	return h
}

// ready returns chunk k's matches and whether they are known, asking the
// finder for them when they are not.
func (m *Matches) ready(k int) (hits, bool) {
	if k < len(m.counts) && m.counts[k] == 0 && m.countsSize == m.D.size {
		return nil, true // a count over the whole text found none here
	}
	m.tick++
	cm, cached := m.cache[k]
	if cached {
		cm.lastUse = m.tick
		m.cache[k] = cm
		if c, parsed := m.D.cache[k]; parsed {
			if cm.key.provisional && c == cm.c || !cm.key.provisional && keyOf(c) == cm.key {
				return cm.hits, true
			}
		} else if !cm.key.provisional && cm.size == m.D.size {
			return cm.hits, true // nothing changed since: no need to parse it
		}
	}
	c := m.D.Chunk(k)
	key := keyOf(c)
	if cached && !key.provisional && key == cm.key {
		cm.size = m.D.size // the text grew, not this chunk
		m.cache[k] = cm
		return cm.hits, true
	}
	if m.finder == nil || m.Q.literal != "" { // a plain string costs microseconds a chunk
		h := m.Q.hitsIn(c.Text, &m.offs)
		m.store(k, chunkMatches{key: key, c: provisionalOnly(c), hits: h})
		return h, true
	}
	if !m.pending[k] {
		m.pending[k] = true
		m.finder.request(findJob{m: m, k: k, text: c.Text, key: key, c: provisionalOnly(c)})
	}
	return nil, false
}

func provisionalOnly(c *Chunk) *Chunk {
	if c.provisional {
		return c
	}
	return nil
}

// take stores matches the finder found (on the UI goroutine).
func (m *Matches) take(r Found) {
	delete(m.pending, r.k)
	if m.stopped.Load() || r.dropped {
		return
	}
	m.store(r.k, chunkMatches{key: r.key, c: r.c, hits: r.hits})
	m.version++
}

// Offer gives m a chunk's matches found elsewhere (see FoundIn); they are
// kept if they are for the text m's document has there.
func (m *Matches) Offer(r Found) {
	if r.key.provisional || r.k >= m.D.NumChunks() {
		return
	}
	if _, ok := m.cache[r.k]; ok {
		return
	}
	if keyOf(m.D.Chunk(r.k)) != r.key { // the same text here? (parses it: it is about to be shown)
		return
	}
	m.store(r.k, chunkMatches{key: r.key, hits: r.hits})
	m.version++
}

// store caches chunk k's matches, making room by dropping the chunks
// farthest from k.
func (m *Matches) store(k int, cm chunkMatches) {
	cm.size, cm.lastUse = m.D.size, m.tick
	if old, ok := m.cache[k]; ok {
		m.held -= old.hits.len()
	}
	m.cache[k] = cm
	m.held += cm.hits.len()
	if len(m.cache) <= cacheMatchChunks && m.held <= cacheMatchSpans {
		return
	}
	keys := make([]int, 0, len(m.cache))
	for j := range m.cache {
		keys = append(keys, j)
	}
	dist := func(j int) int { return max(j-k, k-j) }
	slices.SortFunc(keys, func(a, b int) int { return dist(b) - dist(a) })
	for _, j := range keys {
		if dist(j) <= 1 || len(m.cache) <= cacheMatchChunks*3/4 && m.held <= cacheMatchSpans*3/4 {
			break
		}
		if m.cache[j].lastUse > m.keepFrom && len(m.cache) <= cacheMatchChunks {
			continue // in use
		}
		m.held -= m.cache[j].hits.len()
		delete(m.cache, j)
	}
}

// KeepRecent starts a new period (the view calls it at each frame): until
// the next but one, the matches of the chunks asked for from the last call
// on stay cached whatever their number, up to cacheMatchChunks.
func (m *Matches) KeepRecent() {
	m.keepFrom, m.periodStart = m.periodStart, m.tick
}

// SpansIn appends the match spans of chunk k that overlap [start, end).
func (m *Matches) SpansIn(k, start, end int, dst []Span) []Span {
	h := m.in(k)
	for i := h.endingAfter(start); i < h.len() && int(h[2*i]) < end; i++ {
		dst = append(dst, h.span(k, i))
	}
	return dst
}

func (m *Matches) item(k int, h hits, i int) Item {
	s := h.span(k, i)
	return Item{ID: s.ID, Start: Pos{k, s.Start}, End: Pos{k, s.End}}
}

// From implements Items.
func (m *Matches) From(p Pos) (Item, bool) {
	m.waiting = false
	for k := max(p.Chunk, 0); k < m.D.NumChunks(); k++ {
		if m.counting && k-p.Chunk >= stepBudget {
			m.waiting = true // the count will tell which chunks to look in
			return Item{}, false
		}
		h := m.in(k)
		if m.waiting {
			return Item{}, false // not known yet: nothing after it is the next
		}
		i := 0
		if k == p.Chunk {
			i = h.startingFrom(p.Off)
		}
		if i < h.len() {
			return m.item(k, h, i), true
		}
	}
	return Item{}, false
}

// Until implements Items.
func (m *Matches) Until(p Pos) (Item, bool) {
	m.waiting = false
	for k := min(p.Chunk, m.D.NumChunks()-1); k >= 0; k-- {
		if m.counting && p.Chunk-k >= stepBudget {
			m.waiting = true
			return Item{}, false
		}
		h := m.in(k)
		if m.waiting {
			return Item{}, false
		}
		i := h.len()
		if k == p.Chunk {
			i = h.startingFrom(p.Off)
		}
		if i > 0 {
			return m.item(k, h, i-1), true
		}
	}
	return Item{}, false
}

// After implements Items.
func (m *Matches) After(id int64) (Item, bool) {
	p := MatchPos(id)
	p.Off++
	return m.From(p)
}

// Before implements Items.
func (m *Matches) Before(id int64) (Item, bool) { return m.Until(MatchPos(id)) }

// Index is the 0-based rank of a match among those of its chunk.
func (m *Matches) Index(id int64) int {
	p := MatchPos(id)
	h := m.in(p.Chunk)
	if i := h.startingFrom(p.Off); i < h.len() && int(h[2*i]) == p.Off {
		return i
	}
	return -1
}
