package search

import (
	"bytes"
	"fmt"
	"io"
	"slices"
	"strings"
	"sync/atomic"
	"time"
	"unsafe"

	"lwl/widgets/doc"
)

// filterBlock is how much of the file is looked at a time, once going;
// the first look is filterFirstBlock, doubling up to it. A screen of
// matches is often in the first few kilobytes, and a block's buffer is
// fresh memory, faulted in a page at a time: with a first block of 1 MB
// (a buffer of 2), &ERROR on the 1 GB log took 15-25 ms to its first
// screen, with 32 KB 4-8 (less: 3-4.5).
const (
	filterBlock      = 1 << 20
	filterFirstBlock = 32 << 10
)

// maxFilterLine bounds a line the filter holds whole; a longer one is cut
// into pieces of this size.
const maxFilterLine = 64 << 20

// FilterJob goes through a source on its own goroutine.
type FilterJob struct {
	Stop    atomic.Bool
	Scanned atomic.Int64 // bytes of the source gone through
	Lines   atomic.Int64 // lines that passed
	Done    atomic.Bool
	Places  *FilterMap        // nil: none kept
	Shown   *doc.ParseOptions // lines pass by the text they show so; nil: by their bytes
	// Grow, for a pipe still arriving, is its size now and whether it
	// ended; nil for a source that does not grow.
	Grow func() (size int64, complete bool)
	// Pause, when set, is called before every block but the first: it may
	// wait, for work in the background to give way to the user's keys.
	Pause func()
}

// RunFilter writes the lines of src[0:size] that pass to w, a block at a
// time, and closes w at the end or when stopped. One buffer serves the
// whole file: a line cut by the block's end moves to its front. With
// job.Grow, src is a pipe still arriving: the filter goes on with what
// comes, to its end, as less's & does.
func RunFilter(job *FilterJob, src io.ReaderAt, size int64, q *doc.Query, inverse bool, w *io.PipeWriter) {
	defer w.Close() // after done is set: a reader at the end sees it
	defer job.Done.Store(true)
	block := filterFirstBlock
	buf := make([]byte, 2*block)
	carry := 0 // bytes of a line begun in the last block, at buf's front
	var offs []int
	out := &pipeOut{w: w}
	complete := job.Grow == nil
	for off := int64(0); !job.Stop.Load(); block = min(2*block, filterBlock) {
		if off > 0 && job.Pause != nil {
			job.Pause()
		}
		if off >= size && !complete {
			s, c := job.Grow()
			if s == size && !c {
				time.Sleep(filterWaitPipe)
				continue
			}
			size, complete = s, c
		}
		if off >= size && carry == 0 {
			break
		}
		if carry >= filterBlock {
			// A line longer than a block: once its end is in src, it is
			// looked at from there, not held whole.
			rest, ended := lineRest(src, off, size, maxFilterLine-carry)
			lineAt, end := off-int64(carry), off+int64(rest)
			if ended || (end >= size && complete) || carry+rest >= maxFilterLine {
				if err := filterLongLine(job, src, lineAt, int(end-lineAt), q, inverse, out); err != nil {
					w.CloseWithError(err)
					return
				}
				off, carry = end, 0
				if cap(buf) > 4*filterBlock { // grown for a line of a pipe still arriving
					buf = make([]byte, 2*filterBlock)
				}
				continue
			}
		}
		var n int
		var err error
		if buf, n, err = fill(src, buf, carry, block, off, size); err != nil {
			w.CloseWithError(err)
			return
		}
		textAt := off - int64(carry) // where block's text is in the file
		off += int64(n)
		block := buf[:carry+n]
		cut := 0 // the carried bytes hold no line break
		if i := bytes.LastIndexByte(block[carry:], '\n'); i >= 0 {
			cut = carry + i + 1
		}
		if (off >= size && complete) || len(block) >= maxFilterLine {
			cut = len(block)
		}
		out.n = 0
		if cut > 0 {
			// The text is only read while buf stays as it is.
			lines := filterLines(unsafe.String(&block[0], cut), job.Shown, q, inverse, &offs, out, nil)
			job.Lines.Add(int64(lines))
		}
		if out.flush() != nil {
			return
		}
		carry = copy(buf, block[cut:])
		job.Scanned.Store(off)
		if job.Places != nil { // once written: a place it gives is there
			job.Places.add(textAt, cut, out.n)
		}
	}
	if job.Places != nil && !job.Stop.Load() {
		job.Places.finish()
	}
}

// fill reads the next block of src, at off, into buf after the carry
// bytes it holds, growing buf to fit; n is how much it read (none past
// size).
func fill(src io.ReaderAt, buf []byte, carry, block int, off, size int64) (_ []byte, n int, err error) {
	if len(buf)-carry < block {
		buf = slices.Grow(buf[:carry], block)
		buf = buf[:cap(buf)]
	}
	if off >= size {
		return buf, 0, nil
	}
	n, err = src.ReadAt(buf[carry:carry+int(min(int64(block), size-off))], off)
	if n == 0 && err != nil {
		return buf, 0, err
	}
	return buf, n, nil
}

// lineRest is how much of the line that goes on at off is in src[off:size],
// at most limit, and whether its line break is.
func lineRest(src io.ReaderAt, off, size int64, limit int) (n int, ended bool) {
	var scratch [32 << 10]byte
	for n < limit && off+int64(n) < size {
		k, _ := src.ReadAt(scratch[:min(len(scratch), limit-n, int(size-off)-n)], off+int64(n))
		if k == 0 {
			break
		}
		if i := bytes.IndexByte(scratch[:k], '\n'); i >= 0 {
			return n + i + 1, true
		}
		n += k
	}
	return n, false
}

// filterLongLine filters the line src[at:at+n], longer than a block: the
// text it shows is made a chunk at a time, and when it passes it is
// copied to out in pieces. A line of a million links held forty times its
// length in parsed chunks, and several copies of it besides.
func filterLongLine(job *FilterJob, src io.ReaderAt, at int64, n int, q *doc.Query, inverse bool, out *pipeOut) error {
	var text string
	ok := false
	if job.Shown != nil {
		text, ok = doc.DisplayTextOf(src, at, int64(n), *job.Shown)
	}
	if !ok { // it shows as it is
		raw := make([]byte, n)
		k, err := src.ReadAt(raw, at)
		if k == 0 {
			return fmt.Errorf("reading the line at %d: %w", at, err)
		}
		text = unsafe.String(&raw[0], k)
	}
	var offs []int
	passes := filterLines(text, nil, q, inverse, &offs, discardLines{}, nil) > 0
	out.n = 0
	if passes {
		job.Lines.Add(1)
		if err := copyLine(src, at, n, out); err != nil {
			return err
		}
	}
	job.Scanned.Store(at + int64(n))
	if job.Places != nil { // once written: a place it gives is there
		job.Places.addLine(at, n, out.n)
	}
	return nil
}

// copyLine writes the line src[at:at+n] to out, in pieces, with a line
// break at its end if it has none, as filterLines emits a line.
func copyLine(src io.ReaderAt, at int64, n int, out *pipeOut) error {
	piece := make([]byte, min(n, filterBlock))
	last := byte('\n')
	for done := 0; done < n; {
		k, err := src.ReadAt(piece[:min(len(piece), n-done)], at+int64(done))
		if k == 0 {
			if err == nil {
				err = io.ErrUnexpectedEOF
			}
			return fmt.Errorf("reading the line at %d again: %w", at, err)
		}
		if _, err := out.w.Write(piece[:k]); err != nil {
			return err
		}
		done += k
		out.n += k
		last = piece[k-1]
	}
	if last != '\n' {
		out.n++
		_, err := out.w.Write([]byte{'\n'})
		return err
	}
	return nil
}

// lineSink takes the lines that pass.
type lineSink interface {
	io.StringWriter
	io.ByteWriter
}

// pipeOut is the lineSink of RunFilter: it gathers the lines that pass
// and writes them a block at a time to w, but a long line straight from
// the text, not copied.
type pipeOut struct {
	w   io.Writer
	buf bytes.Buffer
	n   int // bytes taken since n was last set to 0
	err error
}

// longLine is a line pipeOut writes as it is.
const longLine = 64 << 10

func (p *pipeOut) WriteString(s string) (int, error) {
	p.n += len(s)
	if len(s) < longLine {
		return p.buf.WriteString(s)
	}
	if p.flush() == nil {
		// The pipe's reader copies the bytes out before Write returns.
		_, p.err = p.w.Write(unsafe.Slice(unsafe.StringData(s), len(s)))
	}
	return len(s), nil
}

func (p *pipeOut) WriteByte(c byte) error {
	p.n++
	return p.buf.WriteByte(c)
}

// flush writes what was gathered; it returns the first write's error.
func (p *pipeOut) flush() error {
	if p.err == nil && p.buf.Len() > 0 {
		_, p.err = p.w.Write(p.buf.Bytes())
	}
	p.buf.Reset()
	return p.err
}

// filterWaitPipe is how long the filter waits for more of a pipe.
const filterWaitPipe = 20 * time.Millisecond

// filterLines appends to out the lines of text (whole lines) that pass,
// each ending in a newline, and returns how many. With starts, it also
// appends where each of them starts in text. With opts, a line passes by
// the text it shows in a document parsed with them (colour, overstrike
// and link destinations gone), as a search sees it; nil: by its bytes.
func filterLines(text string, opts *doc.ParseOptions, q *doc.Query, inverse bool, offs *[]int, out lineSink, starts *[]int) int {
	count := 0
	emit := func(ls, le int) {
		if starts != nil {
			*starts = append(*starts, ls)
		}
		out.WriteString(text[ls:le])
		if text[le-1] != '\n' {
			out.WriteByte('\n')
		}
		count++
	}
	shown, same := text, true
	if opts != nil && text != "" {
		shown, same = doc.DisplayText(unsafe.Slice(unsafe.StringData(text), len(text)), *opts)
	}
	if same {
		passingLines(text, q, inverse, offs, emit)
		return count
	}
	// shown's lines are text's, one for one: walk both.
	shownAt, textAt := 0, 0
	passingLines(shown, q, inverse, offs, func(ls, _ int) {
		for n := strings.Count(shown[shownAt:ls], "\n"); n > 0; n-- {
			textAt += strings.IndexByte(text[textAt:], '\n') + 1
		}
		shownAt = ls
		le := len(text)
		if j := strings.IndexByte(text[textAt:], '\n'); j >= 0 {
			le = textAt + j + 1
		}
		emit(textAt, le)
	})
	return count
}

// passingLines calls pass with the start and end (after its newline) of
// each line of text that passes, in order.
func passingLines(text string, q *doc.Query, inverse bool, offs *[]int, pass func(ls, le int)) {
	if q.MatchesEmpty() {
		// A pattern that can match an empty text (x*, ^$ for the blank
		// lines) is asked of each line: FindAll drops empty matches.
		ls := 0
		for line := range strings.Lines(text) {
			if q.Matches(strings.TrimSuffix(line, "\n")) != inverse {
				pass(ls, ls+len(line))
			}
			ls += len(line)
		}
		return
	}
	*offs = q.FirstPerLine(text, (*offs)[:0])
	firsts := *offs
	if !inverse {
		for _, start := range firsts {
			ls := strings.LastIndexByte(text[:start], '\n') + 1
			le := len(text)
			if j := strings.IndexByte(text[start:], '\n'); j >= 0 {
				le = start + j + 1
			}
			pass(ls, le)
		}
		return
	}
	i := 0
	for ls := 0; ls < len(text); {
		le := len(text)
		if j := strings.IndexByte(text[ls:], '\n'); j >= 0 {
			le = ls + j + 1
		}
		for i < len(firsts) && firsts[i] < ls {
			i++
		}
		if i >= len(firsts) || firsts[i] >= le {
			pass(ls, le)
		}
		ls = le
	}
}
