package doc

import (
	"bytes"
	"slices"
	"sync"
	"time"
)

// Line numbers come from counting '\n' in the source (the display keeps
// every line break of the source, one for one). Counts are kept per nominal
// block of ChunkSize bytes; far-away counts are made in the background, and
// until they are ready a line number is an estimate.

type lineIndex struct {
	mu       sync.Mutex
	blocks   []int32 // '\n' in block k, -1 while unknown
	counting bool
	notify   func()
}

// grow makes room for the counts of n blocks (li.mu held).
func (li *lineIndex) grow(n int) {
	old := len(li.blocks)
	if n <= old {
		return
	}
	li.blocks = slices.Grow(li.blocks, n-old)[:n]
	for i := old; i < n; i++ {
		li.blocks[i] = -1
	}
}

// forget drops the counts of blocks from k on.
func (li *lineIndex) forget(k int) {
	li.mu.Lock()
	defer li.mu.Unlock()
	for i := k; i < len(li.blocks); i++ {
		li.blocks[i] = -1
	}
}

// countBudget is how many uncounted bytes LineAt counts at once before it
// estimates instead (a few milliseconds of work).
const countBudget = 8 << 20

// SetOnLinesCounted sets a function called (from another goroutine) when a
// background count has finished, so estimates can be redrawn exact.
func (d *Document) SetOnLinesCounted(f func()) {
	d.lines.mu.Lock()
	d.lines.notify = f
	d.lines.mu.Unlock()
}

// blockCountable reports whether block k's count can no longer change.
func (d *Document) blockCountable(k int64) bool { return countable(k, d.size, d.complete) }

func countable(k, size int64, complete bool) bool {
	return (k+1)*ChunkSize <= size || complete
}

func (d *Document) countBlock(k int64, buf []byte) int { return countBlock(d.src, d.size, k, buf) }

// countBlock counts '\n' in block k of src, as far as size.
func countBlock(src Source, size, k int64, buf []byte) int {
	end := min((k+1)*ChunkSize, size)
	n := int(end - k*ChunkSize)
	if n <= 0 {
		return 0
	}
	m, _ := src.ReadAt(buf[:n], k*ChunkSize)
	return bytes.Count(buf[:m], []byte{'\n'})
}

// newlinesBefore counts '\n' in source bytes [0, off). When more than
// budget bytes are still uncounted it estimates them from the density of
// what is counted (or else fallbackDensity, newlines a byte), starts
// counting them in the background, and reports exact = false.
func (d *Document) newlinesBefore(off int64, budget int64, fallbackDensity float64) (n int, exact bool) {
	off = min(max(off, 0), d.size)
	full := off / ChunkSize
	li := &d.lines
	li.mu.Lock()
	li.grow(int(full + 1))
	known, unknown := 0, int64(0)
	for _, c := range li.blocks[:full] {
		if c >= 0 {
			known += int(c)
		} else {
			unknown++
		}
	}
	li.mu.Unlock()

	exact = unknown == 0
	switch {
	case exact:
	case unknown*ChunkSize <= budget:
		exact = true
		buf := make([]byte, ChunkSize)
		for k := int64(0); k < full; k++ {
			li.mu.Lock()
			c := li.blocks[k]
			li.mu.Unlock()
			if c >= 0 {
				continue
			}
			c = int32(d.countBlock(k, buf))
			known += int(c)
			if d.blockCountable(k) {
				li.mu.Lock()
				li.blocks[k] = c
				li.mu.Unlock()
			}
		}
	default:
		d.countInBackground(full)
		// Estimate the rest from the density of what is counted, or else
		// the density the caller saw (no reading: an estimate is for
		// a status bar that must not wait).
		density := fallbackDensity
		if knownBytes := (full - unknown) * ChunkSize; knownBytes > 0 {
			density = float64(known) / float64(knownBytes)
		}
		return known + int(density*float64(off-(full-unknown)*ChunkSize)), false
	}
	partial := d.read(full*ChunkSize, off)
	return known + bytes.Count(partial, []byte{'\n'}), exact
}

// countInBackground counts the unknown blocks before block upto on another
// goroutine, reading the source directly (it never touches the parse cache).
func (d *Document) countInBackground(upto int64) {
	li := &d.lines
	li.mu.Lock()
	if li.counting {
		li.mu.Unlock()
		return
	}
	li.counting = true
	li.mu.Unlock()
	src, size, complete := d.src, d.size, d.complete // the snapshot of now
	// Start once the frame that asked has been drawn: on two cores the
	// count would otherwise slow the very screen it is counting for.
	time.AfterFunc(countDelay, func() {
		buf := make([]byte, ChunkSize)
		for k := int64(0); k < upto; k++ {
			li.mu.Lock()
			known := li.blocks[k] >= 0
			li.mu.Unlock()
			if known || !countable(k, size, complete) {
				continue
			}
			c := countBlock(src, size, k, buf)
			li.mu.Lock()
			li.blocks[k] = int32(c)
			li.mu.Unlock()
		}
		li.mu.Lock()
		li.counting = false
		notify := li.notify
		li.mu.Unlock()
		if notify != nil {
			notify()
		}
	})
}

const countDelay = 100 * time.Millisecond

// LineOf is the 1-based number of the line holding p, counted exactly
// (which reads the source up to p).
func (d *Document) LineOf(p Pos) int {
	n, _ := d.newlinesBefore(d.SrcOffset(p), 1<<62, 0)
	return n + 1
}

// LineOfSrc is the number of the line holding source offset off, exact
// when little is left to count (as LineAt), without parsing anything.
func (d *Document) LineOfSrc(off int64) (line int, exact bool) {
	n, exact := d.newlinesBefore(min(off, d.size), countBudget, 0)
	return n + 1, exact
}

// LineAt is LineOf for the status bar: exact when little is left to count,
// otherwise an estimate (exact = false) while the count goes on in the
// background.
func (d *Document) LineAt(p Pos) (line int, exact bool) {
	density := 0.0
	if p.Chunk < d.NumChunks() {
		c := d.Chunk(p.Chunk) // on screen, so parsed already as a rule
		if c.SrcEnd > c.SrcStart {
			density = float64(c.Lines) / float64(c.SrcEnd-c.SrcStart)
		}
	}
	n, exact := d.newlinesBefore(d.SrcOffset(p), countBudget, density)
	return n + 1, exact
}

// LineCount is the number of lines in the snapshot (a last line without
// '\n' counts).
func (d *Document) LineCount() int {
	n, _ := d.newlinesBefore(d.size, 1<<62, 0)
	if d.size > 0 {
		if b := d.read(d.size-1, d.size); len(b) == 1 && b[0] != '\n' {
			n++
		}
	}
	return n
}

// PosOfLine is the start of line n (1-based), clamped to the document.
func (d *Document) PosOfLine(n int) Pos {
	if n <= 1 || d.size == 0 {
		return Pos{}
	}
	want := n - 1 // newlines before the line's start
	seen := 0
	buf := make([]byte, ChunkSize)
	for k := int64(0); k*ChunkSize < d.size; k++ {
		li := &d.lines
		li.mu.Lock()
		li.grow(int(k + 1))
		c := int(li.blocks[k])
		li.mu.Unlock()
		if c < 0 {
			c = d.countBlock(k, buf)
			if d.blockCountable(k) {
				li.mu.Lock()
				li.blocks[k] = int32(c)
				li.mu.Unlock()
			}
		}
		if seen+c < want {
			seen += c
			continue
		}
		b := d.read(k*ChunkSize, min((k+1)*ChunkSize, d.size))
		for i, ch := range b {
			if ch == '\n' {
				seen++
				if seen == want {
					return d.PosOfSrc(k*ChunkSize + int64(i) + 1)
				}
			}
		}
	}
	return d.End()
}
