package doc

import (
	"bytes"
	"unicode/utf8"
	"unsafe"
)

// ChunkSize is the nominal size of a chunk: chunk k holds the lines that
// start in [k*ChunkSize, (k+1)*ChunkSize).
const ChunkSize = 64 << 10

// The parsed chunks kept are the most recently used, at most cacheChunks
// of them and cacheBytes of the memory they hold (windows of source, text,
// spans, links), but never fewer than minCachedChunks; and the byte bound
// never drops a chunk used in this period or the one before (KeepRecent:
// a frame), so a screen that needs more than the bound holds (long lines
// unwrapped, the links pane over a sparse file) does not parse them all
// again at every frame. What is near the screen is kept; a chunk paged
// past is parsed again if it comes back, which costs less than the
// megabytes every 30 pages of a log kept otherwise.
const (
	cacheChunks     = 64
	cacheBytes      = 1 << 20
	minCachedChunks = 4
)

// Pos is a place in the display text: a chunk and a byte offset in its Text.
type Pos struct {
	Chunk, Off int
}

// Less orders positions in document order.
func (p Pos) Less(q Pos) bool {
	return p.Chunk < q.Chunk || p.Chunk == q.Chunk && p.Off < q.Off
}

// Document is the parsed view of a Source, built a chunk at a time as it is
// looked at. It is not safe for concurrent use: the UI goroutine owns it.
type Document struct {
	src      Source
	size     int64
	complete bool
	ps       parser
	cache    map[int]*Chunk
	cached   int // the weight of the chunks in cache
	// Chunks last used after keepFrom are not evicted for the byte bound;
	// periodStart is where the current period began (see KeepRecent).
	keepFrom, periodStart uint64
	tick                  uint64
	lines                 lineIndex
	buf                   []byte
	// truncated: the last Refresh found the source shorter than before.
	truncated bool
	numbers   numbering
	// spare is the window of a chunk given back by Recycle, read into by
	// the next parse.
	spare []byte
	// long is the last Long link read whole (longdest.go).
	long longDest
	// md indexes a Markdown document's fences and headings (mdindex.go).
	md mdIndex
}

// New makes a document over src.
func New(src Source, opts ParseOptions) *Document {
	d := &Document{src: src, cache: map[int]*Chunk{}, keepFrom: ^uint64(0)}
	d.ps.opts = opts
	d.Refresh()
	return d
}

// Refresh takes a new snapshot of the source's size. It reports whether
// anything changed. Chunks and line counts near the old end are dropped when
// the text grew; everything is dropped when it shrank (a file truncated
// under lwl), and Truncated says so.
func (d *Document) Refresh() bool {
	if u, ok := d.src.(interface{ Update() }); ok {
		u.Update()
	}
	// Complete first: once it is true the size read after it is the final
	// one. Read the other way round, a stream ending between the two calls
	// gave a document complete at a size short of its end, and G stopped
	// following one refresh before the last lines.
	complete := d.src.Complete()
	size := d.src.Size()
	if size == d.size && complete == d.complete {
		return false
	}
	old := d.size
	d.size, d.complete = size, complete
	d.truncated = size < old
	d.long = longDest{}
	stale := int(old/ChunkSize) - 1 // chunks whose window reached the old end
	if d.truncated {
		stale = 0
	}
	for k, c := range d.cache {
		if c.provisional || k >= stale {
			d.Release(k)
		}
	}
	d.lines.forget(max(stale, 0))
	if d.truncated {
		d.md.forget()
	}
	d.decideLinks()
	return true
}

// Truncated reports whether the last Refresh found the text shorter.
func (d *Document) Truncated() bool { return d.truncated }

// Source is where the document's bytes come from.
func (d *Document) Source() Source { return d.src }

// Options are the parse options the document was made with.
func (d *Document) Options() ParseOptions { return d.ps.opts }

// Size is the number of source bytes in the current snapshot.
func (d *Document) Size() int64 { return d.size }

// Complete reports whether the source has ended.
func (d *Document) Complete() bool { return d.complete }

// NumChunks is the number of chunks in the current snapshot; some may be
// empty.
func (d *Document) NumChunks() int {
	return int((d.size + ChunkSize - 1) / ChunkSize)
}

func (d *Document) read(off, end int64) []byte {
	off = max(off, 0)
	end = min(end, d.size)
	if end <= off {
		return nil
	}
	n := int(end - off)
	if cap(d.buf) < n {
		// At least a chunk: the line count reads up to the screen's top
		// in its block, a little more at each page turn, and grew the
		// buffer by as much each time.
		d.buf = make([]byte, max(n, ChunkSize))
	}
	b := d.buf[:n]
	m, _ := d.src.ReadAt(b, off)
	return b[:m]
}

// window returns source bytes [off, end) that nothing will overwrite
// while a chunk's text points into them: a slice of an in-memory source
// (owned false), or a buffer of the document's own (owned true), fresh
// or given back by Recycle.
func (d *Document) window(off, end int64) (w []byte, owned bool) {
	off, end = max(off, 0), min(end, d.size)
	if end <= off {
		return nil, false
	}
	if s, ok := d.src.(BytesSource); ok {
		return s[off:end:end], false
	}
	b := d.spare
	d.spare = nil
	if n := int(end - off); cap(b) < n {
		// Windows vary in size with the lines at a chunk's edges: a
		// recycled one too small grows with room for the next ones.
		if b != nil {
			b = make([]byte, n, n+n/4)
		} else {
			b = make([]byte, n)
		}
	}
	b = b[:end-off]
	n, _ := d.src.ReadAt(b, off)
	return b[:n], true
}

// chunkStart is where chunk k begins: the first line start at or after its
// nominal start, or — for a line longer than a chunk — the nominal start
// moved back to a character boundary. provisional reports that a stream's
// later bytes may still move it.
func (d *Document) chunkStart(k int) (start int64, provisional bool) {
	if k <= 0 {
		return 0, false
	}
	nominal := int64(k) * ChunkSize
	if nominal >= d.size {
		return d.size, !d.complete
	}
	// Most lines are short: look a little way first.
	if i := bytes.IndexByte(d.read(nominal-1, nominal-1+4096), '\n'); i >= 0 {
		return nominal + int64(i), false
	}
	b := d.read(nominal-1, nominal-1+ChunkSize)
	if i := bytes.IndexByte(b, '\n'); i >= 0 {
		return nominal + int64(i), false
	}
	if nominal-1+int64(len(b)) >= d.size {
		return d.size, !d.complete
	}
	return d.softCut(nominal), false
}

// softCutReach is how far before its nominal start a chunk of a long line
// may start.
const softCutReach = 8192

// softCut is where a line longer than a chunk is cut: after the last space
// or tab in the 8 KiB before nominal (after any line break there, so chunks
// stay in order), where no URL, escape or escape sequence can straddle the
// cut; failing that at nominal, moved back off the middle of a character,
// a backslash escape or an escape sequence.
func (d *Document) softCut(nominal int64) int64 {
	from := max(nominal-softCutReach, 0)
	b := d.read(from, nominal+maxOSC)
	cut := int(nominal - from)
	if len(b) < cut {
		return nominal // the source read short (see Chunk)
	}
	lo := bytes.LastIndexByte(b[:cut], '\n') + 1
	if i := bytes.LastIndexAny(b[lo:cut], " \t"); i >= 0 {
		return from + int64(lo+i+1)
	}
	for e := max(lo, cut-maxOSC); e < cut; e++ {
		if b[e] == 0x1B && e+escLen(b, e) > cut {
			cut = e
			break
		}
	}
	for k := 0; k < 3 && cut > lo && cut < len(b) && !utf8.RuneStart(b[cut]); k++ {
		cut--
	}
	if cut > lo && b[cut-1] == '\\' {
		cut--
	}
	if cut <= lo {
		return nominal
	}
	return from + int64(cut)
}

// Chunk returns chunk k, parsing it if needed. k must be in [0, NumChunks).
func (d *Document) Chunk(k int) *Chunk {
	d.tick++
	if c, ok := d.cache[k]; ok {
		c.lastUse = d.tick
		return c
	}
	start, p1 := d.chunkStart(k)
	end, p2 := d.chunkStart(k + 1)
	from, to := d.chunkWindow(start, end)
	if d.ps.markdown() {
		d.ps.md.fences = d.windowFences(from, to, d.ps.md.fences)
	}
	w, owned := d.window(from, to)
	short := int64(len(w)) < to-from
	if short {
		// The source gave less than it has: closed under a search still
		// running (lwl went to another file), or cut short. Parse what
		// came, and keep no copy: it is parsed again when asked again.
		to = from + int64(len(w))
		end = min(end, to)
		start = min(start, end)
	}
	c := d.ps.parse(w, from, int(start-from), int(end-from))
	if owned {
		d.keepWindow(c, w)
	}
	c.Index = k
	c.provisional = p1 || p2 || short || (!d.complete && to == d.size)
	d.numberLinks(c, k)
	if short {
		return c
	}
	c.lastUse = d.tick
	c.weight = weight(c, w, c.win != nil)
	d.cache[k] = c
	d.cached += c.weight
	for len(d.cache) > minCachedChunks && (len(d.cache) > cacheChunks || d.cached > cacheBytes) {
		if !d.evict() {
			break // all in use: over the byte bound until they are not
		}
	}
	return c
}

// KeepRecent starts a new period (the view calls it at each frame): until
// the next but one, the chunks used from the last call on stay cached
// whatever they weigh, up to cacheChunks. Before the first call nothing is
// kept that way.
func (d *Document) KeepRecent() {
	d.keepFrom, d.periodStart = d.periodStart, d.tick
}

// weight is the memory chunk c holds, parsed from window w: the window if
// the document owns it, the text if it is not the window's bytes, and its
// spans, links and offset map.
func weight(c *Chunk, w []byte, owned bool) int {
	n := len(c.Spans)*int(unsafe.Sizeof(Span{})) + len(c.maxEnd)*int(unsafe.Sizeof(0)) +
		len(c.Links)*int(unsafe.Sizeof(Link{})) + len(c.segs)*int(unsafe.Sizeof(seg{}))
	for _, l := range c.Links {
		n += len(l.Dest) + len(l.Title) // mostly copies: destinations are unescaped
	}
	if owned {
		n += cap(w)
	}
	if t := unsafe.StringData(c.Text); len(c.Text) > 0 && (len(w) == 0 ||
		uintptr(unsafe.Pointer(t)) < uintptr(unsafe.Pointer(&w[0])) ||
		uintptr(unsafe.Pointer(t)) >= uintptr(unsafe.Pointer(&w[0]))+uintptr(len(w))) {
		n += len(c.Text)
	}
	return n
}

// Release drops chunk k from the cache of parsed chunks: a pass over the
// whole document (a search's count) has no use for the chunks it went
// through, and 64 of them kept are megabytes. A later Chunk(k) parses it
// again; a *Chunk the caller holds stays valid.
func (d *Document) Release(k int) {
	if c, ok := d.cache[k]; ok {
		d.cached -= c.weight
		delete(d.cache, k)
	}
}

// Recycle is Release for a caller that is done with c and everything it
// holds (its Text, Spans, Links): the next parse reads its source into
// c's window instead of a fresh one. A count that goes through a 1 GB
// file otherwise allocates 1.3 GB of windows, and the collections that
// churn costs keep megabytes of garbage resident while it runs.
func (d *Document) Recycle(c *Chunk) {
	if d.cache[c.Index] == c {
		d.Release(c.Index)
	}
	if c.win != nil {
		d.spare, c.win = c.win[:0], nil
	}
	d.ps.spare.take(c)
}

// keepWindow gives chunk c the window w it was parsed from, owned by the
// document, if its text is w's bytes; a text built apart (links, escape
// sequences) needs it no more, and the next parse reads into it.
func (d *Document) keepWindow(c *Chunk, w []byte) {
	if c.out == nil && len(c.Text) > 0 {
		c.win = w
		return
	}
	if cap(w) > cap(d.spare) {
		d.spare = w[:0]
	}
}

// evict drops the least recently used chunk not in use (see KeepRecent),
// or, over cacheChunks, the least recently used; it reports whether it
// dropped one.
func (d *Document) evict() bool {
	overCount := len(d.cache) > cacheChunks
	oldest, min := 0, ^uint64(0)
	for k, c := range d.cache {
		if c.lastUse < min && (overCount || c.lastUse <= d.keepFrom) {
			oldest, min = k, c.lastUse
		}
	}
	if min == ^uint64(0) {
		return false
	}
	d.Release(oldest)
	return true
}

// End is the position after the last display byte.
func (d *Document) End() Pos {
	for k := d.NumChunks() - 1; k >= 0; k-- {
		if c := d.Chunk(k); len(c.Text) > 0 {
			return Pos{k, len(c.Text)}
		}
	}
	return Pos{}
}

// SrcOffset maps a display position to its source offset.
func (d *Document) SrcOffset(p Pos) int64 {
	if p.Chunk >= d.NumChunks() {
		return d.size
	}
	return d.Chunk(p.Chunk).SrcOffset(p.Off)
}

// PosOfSrc maps a source offset to the display position drawn for it.
func (d *Document) PosOfSrc(off int64) Pos {
	if off >= d.size {
		return d.End()
	}
	k := d.ChunkOfSrc(off)
	return Pos{k, d.Chunk(k).DispOffset(off)}
}

// ChunkOfSrc is the index of the chunk that holds source offset off.
func (d *Document) ChunkOfSrc(off int64) int {
	k := int(off / ChunkSize)
	// A line longer than a chunk is cut up to softCutReach before the next
	// chunk's nominal start: off may be in that chunk already.
	if next := int64(k+1) * ChunkSize; off >= next-softCutReach && k+1 < d.NumChunks() && d.srcStartOf(k+1) <= off {
		return k + 1
	}
	for k > 0 && d.srcStartOf(k) > off {
		k--
	}
	return k
}

// srcStartOf is the source offset where chunk k starts.
func (d *Document) srcStartOf(k int) int64 {
	if c, ok := d.cache[k]; ok {
		return c.SrcStart // parsed already: no need to read for it
	}
	start, _ := d.chunkStart(k)
	return start
}
