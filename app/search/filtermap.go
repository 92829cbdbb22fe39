package search

import (
	"io"
	"sort"
	"strings"
	"sync"
	"unsafe"

	"lwl/widgets/doc"
)

// FilterMap maps places between a filtered document and the one it
// filters, as less keeps its place, its marks and its line numbers across
// &: a source offset in the whole file to the first line at or after it
// that passed, and a filtered line back to where it is in the file.
//
// It keeps one entry per block of the file that passed a line (a thousand
// a GB): where the block's text starts in the file and where its first
// passing line starts in the filtered document. A place inside a block is
// found by running the filter over that block again (up to 1 MB).
type FilterMap struct {
	src     io.ReaderAt
	opts    *doc.ParseOptions // as the filter's (FilterJob.Shown)
	q       *doc.Query
	inverse bool

	mu      sync.Mutex
	blocks  []filterMapBlock
	written int64 // bytes of filtered lines so far
	scanned int64 // bytes of the file gone through so far
	done    bool  // the filter went through the whole file

	awaited int64  // a place someone waits for the filter to pass
	onPast  func() // called once when it has; nil: no one waits

	// The lines of the block looked at last: the gutter asks for every
	// line on screen, a block at a time.
	lastMu               sync.Mutex
	lastOrig             int64 // the block's place in the file; -1: none yet
	lastStarts, lastLens []int
}

// filterMapBlock is a block of the file that passed lines.
type filterMapBlock struct {
	orig     int64 // where its text starts in the file
	size     int   // its text's length
	filtered int64 // where its first passing line starts in the filtered document
	written  int   // bytes of passing lines it gave
	// oneLine: the block is one line, which passed; not filtered again
	// (it may be tens of megabytes).
	oneLine bool
}

// NewFilterMap is the map of a filter of src, with the filter's options,
// query and sense, to be filled by RunFilter.
func NewFilterMap(src io.ReaderAt, opts *doc.ParseOptions, q *doc.Query, inverse bool) *FilterMap {
	return &FilterMap{src: src, opts: opts, q: q, inverse: inverse, lastOrig: -1}
}

// add records a block the filter went through: its text at orig in the
// file, of size bytes, gave written bytes of passing lines.
func (m *FilterMap) add(orig int64, size, written int) { m.addBlock(orig, size, written, false) }

// addLine is add for a block that is one line, which passed if written > 0.
func (m *FilterMap) addLine(orig int64, size, written int) { m.addBlock(orig, size, written, true) }

func (m *FilterMap) addBlock(orig int64, size, written int, oneLine bool) {
	m.mu.Lock()
	if written > 0 {
		m.blocks = append(m.blocks, filterMapBlock{orig: orig, size: size, filtered: m.written, written: written, oneLine: oneLine})
	}
	m.written += int64(written)
	m.scanned = orig + int64(size)
	m.mu.Unlock()
	m.tellPast()
}

// finish says the filter went through the whole file.
func (m *FilterMap) finish() {
	m.mu.Lock()
	m.done = true
	m.mu.Unlock()
	m.tellPast()
}

// WhenPast has f called once the filter went past file offset off (at
// once if it has), on the filter's goroutine or the caller's.
func (m *FilterMap) WhenPast(off int64, f func()) {
	m.mu.Lock()
	m.awaited, m.onPast = off, f
	m.mu.Unlock()
	m.tellPast()
}

func (m *FilterMap) tellPast() {
	m.mu.Lock()
	f := m.onPast
	if f == nil || m.awaited >= m.scanned && !m.done {
		m.mu.Unlock()
		return
	}
	m.onPast = nil
	m.mu.Unlock()
	f()
}

// ToFiltered is where the first line that passed, of those that end after
// file offset off (the line holding off, or one after it), starts in the
// filtered document (its end when none did); false while the filter has
// not gone past off.
func (m *FilterMap) ToFiltered(off int64) (int64, bool) {
	m.mu.Lock()
	if off >= m.scanned && !m.done {
		m.mu.Unlock()
		return 0, false
	}
	i := sort.Search(len(m.blocks), func(i int) bool { return m.blocks[i].orig+int64(m.blocks[i].size) > off })
	if i == len(m.blocks) {
		w := m.written
		m.mu.Unlock()
		return w, true // no line at or after off passed (so far)
	}
	b := m.blocks[i]
	m.mu.Unlock()
	if off <= b.orig {
		return b.filtered, true
	}
	starts, lens := m.lines(b)
	f := b.filtered
	for k, s := range starts {
		// In the file a line ends where its newline does: the filtered one
		// is as long, or one longer when the file's last line has none.
		if b.orig+int64(min(s+lens[k], b.size)) > off {
			return f, true
		}
		f += int64(lens[k])
	}
	return f, true // the next block's first line
}

// ToOrig is where the filtered line holding filtered offset off starts in
// the file; false when off is not in a line the filter wrote.
func (m *FilterMap) ToOrig(off int64) (int64, bool) {
	m.mu.Lock()
	i := sort.Search(len(m.blocks), func(i int) bool { return m.blocks[i].filtered > off }) - 1
	if i < 0 || off >= m.blocks[i].filtered+int64(m.blocks[i].written) {
		m.mu.Unlock()
		return 0, false
	}
	b := m.blocks[i]
	m.mu.Unlock()
	starts, lens := m.lines(b)
	f := b.filtered
	for k, s := range starts {
		f += int64(lens[k])
		if off < f {
			return b.orig + int64(s), true
		}
	}
	return 0, false
}

// lines runs the filter over block b again: where each passing line starts
// in its text, and how many bytes it gave the filtered document.
func (m *FilterMap) lines(b filterMapBlock) (starts, lens []int) {
	if b.oneLine {
		return []int{0}, []int{b.written}
	}
	m.lastMu.Lock()
	defer m.lastMu.Unlock()
	if m.lastOrig == b.orig {
		return m.lastStarts, m.lastLens
	}
	starts, lens = m.filterAgain(b)
	m.lastOrig, m.lastStarts, m.lastLens = b.orig, starts, lens
	return starts, lens
}

// filterAgain runs the filter over block b again.
func (m *FilterMap) filterAgain(b filterMapBlock) (starts, lens []int) {
	buf := make([]byte, b.size)
	n, _ := m.src.ReadAt(buf, b.orig)
	if n == 0 {
		return nil, nil
	}
	text := unsafe.String(&buf[0], n)
	var offs []int
	filterLines(text, m.opts, m.q, m.inverse, &offs, discardLines{}, &starts)
	lens = make([]int, len(starts))
	for k, s := range starts {
		le := len(text)
		if j := strings.IndexByte(text[s:], '\n'); j >= 0 {
			le = s + j
		}
		lens[k] = le - s + 1 // the line and its newline, added when it had none
	}
	return starts, lens
}

// discardLines is a lineSink that keeps nothing: only where the lines
// that pass start is wanted.
type discardLines struct{}

func (discardLines) WriteString(s string) (int, error) { return len(s), nil }
func (discardLines) WriteByte(byte) error              { return nil }
