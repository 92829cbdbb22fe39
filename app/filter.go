package app

import (
	"bytes"
	"fmt"
	"io"
	"slices"
	"strings"
	"sync/atomic"
	"time"
	"unsafe"

	"lwl/widgets"
	"lwl/widgets/doc"
)

// The filter, as less's &: &pattern shows only the lines that match (the
// search's engine and case rule), &!pattern those that do not, & with an
// empty line shows all again. The lines that pass are a document of their
// own, read as a stream while a goroutine goes through the file, so the
// first screen shows as soon as enough lines matched and a 1 GB file goes
// on filling in the background; links, search and n/N work in it as in
// any document. ctrl-c stops the filling, keeping what was found.

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

// filterState is an active filter: the document it filters, to come back
// to, and the job filling the filtered one.
type filterState struct {
	label   string        // "&pattern" or "&!pattern", for the status bar
	doc     *doc.Document // the filtered lines
	orig    widgets.ViewState
	job     *filterJob
	matched int64   // lines that passed, once the job is done; -1 before
	placed  doc.Pos // where the filtered lines were put on screen
	// numberer is lineOf as the view takes it, made once (not a frame).
	numberer widgets.LineNumberer
}

// filterJob goes through a source on its own goroutine.
type filterJob struct {
	stop    atomic.Bool
	scanned atomic.Int64 // bytes of the source gone through
	lines   atomic.Int64 // lines that passed
	done    atomic.Bool
	places  *filterMap        // nil: none kept
	shown   *doc.ParseOptions // lines pass by the text they show so; nil: by their bytes
	// grow, for a pipe still arriving, is its size now and whether it
	// ended; nil for a source that does not grow.
	grow func() (size int64, complete bool)
}

// filtering is the filter whose lines are on screen, nil when none is
// (also after a link led from them to another document).
func (a *App) filtering() *filterState {
	if f := a.less.filter; f != nil && f.shows(a.view.Document()) {
		return f
	}
	return nil
}

// shows reports whether d shows the filtered lines: the filter's document,
// or the source view made of the same lines.
func (f *filterState) shows(d *doc.Document) bool {
	if d == f.doc {
		return true
	}
	s, ok := d.Source().(*doc.StreamSource) // the filter's lines arrive as a stream
	return ok && s == f.doc.Source()
}

// filterLabel is the filter in force for the status bar, "" for none.
func (a *App) filterLabel() string {
	if f := a.filtering(); f != nil {
		return " " + f.label
	}
	return ""
}

// statusSuffix follows the name in the status bar: which file of several,
// and the filter.
func (a *App) statusSuffix() string { return a.fileNumber() + a.filterLabel() }

// applyFilter is a line typed at the & prompt.
func (a *App) applyFilter(text string) {
	if text == "" {
		a.clearFilter()
		return
	}
	inverse := false
	pattern := text
	if rest, ok := strings.CutPrefix(text, "!"); ok && rest != "" {
		inverse, pattern = true, rest
	}
	q, err := a.compileQuery(pattern)
	if err != nil {
		a.status.SetError("Invalid pattern: " + err.Error())
		return
	}
	a.clearFilter()
	orig := a.view.State()
	src := orig.Doc.Source()
	pr, pw := io.Pipe()
	stream := doc.NewStreamSource(pr, a.SourceChanged)
	stream.ReadAll() // the whole result, not just a screen ahead
	opts := orig.Doc.Options()
	opts.LinkNumbers = false // numbers count the whole document's links
	job := &filterJob{places: newFilterMap(src, &opts, q, inverse), shown: &opts}
	fd := doc.New(stream, orig.Doc.Options())
	f := &filterState{label: "&" + text, doc: fd, orig: orig, job: job, matched: -1}
	f.numberer = f.lineOf
	a.less.filter = f
	search := a.takeSearch()
	a.watch(fd)
	a.view.SetDocument(fd)
	search.rerun(a)
	a.status.SetMessage("Filtering...")
	if top := orig.Doc.SrcOffset(orig.Top); top > 0 {
		// As less: the first line at or after the top that passes goes on
		// top, once the filter got there.
		job.places.whenPast(top, func() { go a.tv.QueueUpdateDraw(func() { a.placeFilter(f, top) }) })
	}
	if s, ok := src.(*doc.StreamSource); ok && !s.Complete() {
		s.ReadAll() // less's & reads the pipe to its end
		job.grow = func() (int64, bool) {
			c := s.Complete() // first: once true, the size after it is the last
			return s.Size(), c
		}
	}
	go func() {
		defer a.restoreOnPanic()
		runFilter(job, src, src.Size(), q, inverse, pw)
	}()
	go a.reportFilter(job)
}

// clearFilter shows the whole document again, where it was when the
// filter began (when the filtered lines are on screen; else it only ends
// the filter).
func (a *App) clearFilter() {
	f := a.less.filter
	if f == nil {
		return
	}
	f.stop()
	a.less.filter = nil
	if !f.shows(a.view.Document()) {
		return
	}
	back := f.orig
	st := a.view.State()
	if st.Top != f.placed { // moved in the filtered lines: the line on top stays on top
		if off, ok := f.job.places.toOrig(st.Doc.SrcOffset(st.Top)); ok {
			back = widgets.ViewState{Doc: f.orig.Doc, Top: f.orig.Doc.PosOfSrc(off), HScroll: st.HScroll,
				SelectedLink: -1, SelectedMatch: -1}
		}
	}
	search := a.takeSearch()
	a.view.Restore(back)
	a.refresh() // a pipe read on while its lines were filtered
	search.rerun(a)
	a.status.SetMessage("Filter off: all lines")
}

// stopFilter is ctrl-c while the filter still fills: it stops, keeping
// the lines found. It reports whether there was one to stop.
func (a *App) stopFilter() bool {
	f := a.less.filter
	if f == nil || f.job.done.Load() || f.job.stop.Load() {
		return false
	}
	f.stop()
	a.status.SetMessage(fmt.Sprintf("Filter stopped: %d lines so far", f.job.lines.Load()))
	return true
}

// stop ends the filter's job; a pipe it was reading to the end is read no
// further than what was read (as after G and ctrl-c): it went on
// unbounded, and the next ctrl-c, finding nothing to stop, quit.
func (f *filterState) stop() {
	f.job.stop.Store(true)
	if s, ok := f.orig.Doc.Source().(*doc.StreamSource); ok && f.job.grow != nil {
		s.StopReading()
	}
}

// reportFilter shows the filter's progress every progressEvery, and its
// count at the end.
func (a *App) reportFilter(job *filterJob) {
	defer a.restoreOnPanic()
	t := time.NewTicker(progressEvery)
	defer t.Stop()
	for range t.C {
		done := job.done.Load()
		a.tv.QueueUpdateDraw(func() { a.showFilterProgress(job, done) })
		if done {
			return
		}
	}
}

// showFilterProgress shows job's progress, or its count once done (as
// found before the report was queued), on the UI goroutine.
func (a *App) showFilterProgress(job *filterJob, done bool) {
	f := a.less.filter
	if f == nil || f.job != job {
		return
	}
	switch {
	case done && job.stop.Load():
		f.matched = job.lines.Load()
	case job.stop.Load():
		// ctrl-c came after this report was queued: its message
		// ("Filter stopped") stays.
	case done:
		f.matched = job.lines.Load()
		a.status.SetMessage(f.label + ": " + lineCount(f.matched))
		if a.search != nil && a.view.Document() == f.doc {
			// The search ran again over the lines there were: count them
			// all now ("match 1 of this part" otherwise).
			a.refresh()
			a.rerunSearch(a.search.q, a.search.backward)
		}
	case a.status.Message() != "" && !strings.HasPrefix(a.status.Message(), "Filtering"):
		// Another message (=, a mark set): it stays until a key clears it.
	default:
		pct := 0
		if size := f.orig.Doc.Source().Size(); size > 0 { // a pipe grows on
			pct = int(job.scanned.Load() * 100 / size)
		}
		a.status.SetMessage(fmt.Sprintf("Filtering... %d%%  %d lines  (ctrl-c stops)", pct, job.lines.Load()))
	}
}

// runFilter writes the lines of src[0:size] that pass to w, a block at a
// time, and closes w at the end or when stopped. One buffer serves the
// whole file: a line cut by the block's end moves to its front. With
// job.grow, src is a pipe still arriving: the filter goes on with what
// comes, to its end, as less's & does.
func runFilter(job *filterJob, src io.ReaderAt, size int64, q *doc.Query, inverse bool, w *io.PipeWriter) {
	defer w.Close() // after done is set: a reader at the end sees it
	defer job.done.Store(true)
	block := filterFirstBlock
	buf := make([]byte, 2*block)
	carry := 0 // bytes of a line begun in the last block, at buf's front
	var offs []int
	out := &pipeOut{w: w}
	complete := job.grow == nil
	for off := int64(0); !job.stop.Load(); block = min(2*block, filterBlock) {
		if off >= size && !complete {
			s, c := job.grow()
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
		if len(buf)-carry < block {
			buf = slices.Grow(buf[:carry], block)
			buf = buf[:cap(buf)]
		}
		n := 0
		if off < size {
			var err error
			n, err = src.ReadAt(buf[carry:carry+int(min(int64(block), size-off))], off)
			if n == 0 && err != nil {
				w.CloseWithError(err)
				return
			}
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
			lines := filterLines(unsafe.String(&block[0], cut), job.shown, q, inverse, &offs, out, nil)
			job.lines.Add(int64(lines))
		}
		if out.flush() != nil {
			return
		}
		carry = copy(buf, block[cut:])
		job.scanned.Store(off)
		if job.places != nil { // once written: a place it gives is there
			job.places.add(textAt, cut, out.n)
		}
	}
	if job.places != nil && !job.stop.Load() {
		job.places.finish()
	}
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
func filterLongLine(job *filterJob, src io.ReaderAt, at int64, n int, q *doc.Query, inverse bool, out *pipeOut) error {
	var text string
	ok := false
	if job.shown != nil {
		text, ok = doc.DisplayTextOf(src, at, int64(n), *job.shown)
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
		job.lines.Add(1)
		if err := copyLine(src, at, n, out); err != nil {
			return err
		}
	}
	job.scanned.Store(at + int64(n))
	if job.places != nil { // once written: a place it gives is there
		job.places.addLine(at, n, out.n)
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

// pipeOut is the lineSink of runFilter: it gathers the lines that pass
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
