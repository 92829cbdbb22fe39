package doc

// Matches are a query's matches in a document, found a chunk at a time as
// they are looked at (so drawing costs the same for ten matches or a
// million) and stepped through as Items.
type Matches struct {
	D     *Document
	Q     *Query
	cache map[int]chunkMatches
}

type chunkMatches struct {
	c     *Chunk
	spans []Span
}

const cacheMatchChunks = 64

// NewMatches prepares q's matches in d.
func NewMatches(d *Document, q *Query) *Matches {
	return &Matches{D: d, Q: q, cache: map[int]chunkMatches{}}
}

// MatchID is a match's identity: its chunk and display offset, which order
// matches in the document.
func MatchID(chunk, off int) int64 { return int64(chunk)<<32 | int64(off) }

// MatchPos is where a match ID is.
func MatchPos(id int64) Pos { return Pos{Chunk: int(id >> 32), Off: int(id & 0xFFFFFFFF)} }

// In returns the match spans of chunk k, sorted and not overlapping.
func (m *Matches) In(k int) []Span {
	c := m.D.Chunk(k)
	if cm, ok := m.cache[k]; ok && cm.c == c {
		return cm.spans
	}
	if len(m.cache) >= cacheMatchChunks {
		clear(m.cache)
	}
	offs := m.Q.FindAll(c.Text, nil)
	spans := make([]Span, 0, len(offs)/2)
	for i := 0; i < len(offs); i += 2 {
		spans = append(spans, Span{Start: offs[i], End: offs[i+1], Kind: KindMatch, ID: MatchID(k, offs[i])})
	}
	m.cache[k] = chunkMatches{c, spans}
	return spans
}

// SpansIn appends the match spans of chunk k that overlap [start, end).
func (m *Matches) SpansIn(k, start, end int, dst []Span) []Span {
	spans := m.In(k)
	i := searchSpans(spans, start)
	for ; i < len(spans) && spans[i].Start < end; i++ {
		dst = append(dst, spans[i])
	}
	return dst
}

// searchSpans is the index of the first span ending after off.
func searchSpans(spans []Span, off int) int {
	lo, hi := 0, len(spans)
	for lo < hi {
		mid := (lo + hi) / 2
		if spans[mid].End <= off {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	return lo
}

func (m *Matches) item(k int, s Span) Item {
	return Item{ID: s.ID, Start: Pos{k, s.Start}, End: Pos{k, s.End}}
}

// From implements Items.
func (m *Matches) From(p Pos) (Item, bool) {
	for k := max(p.Chunk, 0); k < m.D.NumChunks(); k++ {
		spans := m.In(k)
		i := 0
		if k == p.Chunk {
			for i < len(spans) && spans[i].Start < p.Off {
				i++
			}
		}
		if i < len(spans) {
			return m.item(k, spans[i]), true
		}
	}
	return Item{}, false
}

// Until implements Items.
func (m *Matches) Until(p Pos) (Item, bool) {
	for k := min(p.Chunk, m.D.NumChunks()-1); k >= 0; k-- {
		spans := m.In(k)
		i := len(spans)
		if k == p.Chunk {
			i = 0
			for i < len(spans) && spans[i].Start < p.Off {
				i++
			}
		}
		if i > 0 {
			return m.item(k, spans[i-1]), true
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
	spans := m.In(p.Chunk)
	for i, s := range spans {
		if s.ID == id {
			return i
		}
	}
	return -1
}
