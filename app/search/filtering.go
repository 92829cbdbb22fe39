package search

import (
	"fmt"
	"io"
	"strings"
	"time"

	"lwl/widgets/doc"
)

// The filter, as less's &: &pattern shows only the lines that match (the
// search's engine and case rule), &!pattern those that do not. The lines
// that pass are a document of their own, read as a stream while a
// goroutine goes through the file, so the first screen shows as soon as
// enough lines matched and a 1 GB file goes on filling in the background;
// links, search and n/N work in it as in any document. ctrl-c stops the
// filling, keeping what was found.

// Filter is a filter in force: the document it filters, the document of
// the lines that pass, and the job filling it.
type Filter struct {
	Label string        // "&pattern" or "&!pattern", for the status bar
	Doc   *doc.Document // the filtered lines
	Job   *FilterJob
	orig  *doc.Document // the document filtered
	q     *doc.Query
	// inverse: the lines q does not match pass.
	inverse bool
	w       *io.PipeWriter // the filtered lines go through it into Doc
	placed  doc.Pos        // where the filtered lines were put on screen
	// numberer is lineOf as the view takes it, made once (not a frame).
	numberer func(off int64) (line int, exact bool)
	// Set by Start: where progress is said, whether f is still the
	// filter shown, and what follows its filling.
	status  Status
	inForce func() bool
	filled  func()
}

// NewFilter makes the filter of orig by q (inverse: the lines q does not
// match pass), labelled label; notify is called, from any goroutine, as
// its lines arrive. Nothing runs until Start.
func NewFilter(label string, orig *doc.Document, q *doc.Query, inverse bool, notify func()) *Filter {
	src := orig.Source()
	pr, pw := io.Pipe()
	stream := doc.NewStreamSource(pr, notify)
	stream.ReadAll() // the whole result, not just a screen ahead
	opts := orig.Options()
	opts.LinkNumbers = false // numbers count the whole document's links
	job := &FilterJob{Places: NewFilterMap(src, &opts, q, inverse), Shown: &opts}
	// The lines that pass are out of their context: a line of a fenced
	// block or an indented paragraph's would read as other Markdown, so
	// they show as written, as less shows them; links stay links.
	shown := orig.Options()
	shown.Links = doc.LiteralLinks
	f := &Filter{Label: label, Doc: doc.New(stream, shown), Job: job, orig: orig, q: q, inverse: inverse, w: pw}
	f.numberer = f.lineOf
	return f
}

// Start goes through the file, and reports the filling to status every
// ProgressEvery while inForce says f is the filter shown; filled runs on
// the UI goroutine once it is done, unless it was stopped.
func (f *Filter) Start(seam Seam, status Status, inForce func() bool, filled func()) {
	f.status, f.inForce, f.filled = status, inForce, filled
	src := f.orig.Source()
	if s, ok := src.(*doc.StreamSource); ok && !s.Complete() {
		s.ReadAll() // less's & reads the pipe to its end
		f.Job.Grow = func() (int64, bool) {
			c := s.Complete() // first: once true, the size after it is the last
			return s.Size(), c
		}
	}
	f.Job.Pause = func() { seam.YieldToKeys(f.Job.Stop.Load) }
	seam.Work(func() { RunFilter(f.Job, src, src.Size(), f.q, f.inverse, f.w) })
	seam.Work(func() { f.report(seam) })
}

// Shows reports whether d shows the filtered lines: the filter's
// document, or the source view made of the same lines.
func (f *Filter) Shows(d *doc.Document) bool {
	if d == f.Doc {
		return true
	}
	s, ok := d.Source().(*doc.StreamSource) // the filter's lines arrive as a stream
	return ok && s == f.Doc.Source()
}

// Running reports whether the filter still fills, not stopped.
func (f *Filter) Running() bool { return !f.Job.Done.Load() && !f.Job.Stop.Load() }

// Stop ends the filter's job; a pipe it was reading to the end is read no
// further than what was read (as after G and ctrl-c): it went on
// unbounded, and the next ctrl-c, finding nothing to stop, quit.
func (f *Filter) Stop() {
	f.Job.Stop.Store(true)
	if s, ok := f.orig.Source().(*doc.StreamSource); ok && f.Job.Grow != nil {
		s.StopReading()
	}
}

// Placed is where the filtered lines were put on screen; PlaceAt
// records it (a Pos of chunk -1: a jump made since, not the filter).
func (f *Filter) Placed() doc.Pos   { return f.placed }
func (f *Filter) PlaceAt(p doc.Pos) { f.placed = p }

// FileOffset is the offset in the file of filtered offset off: past the
// last filtered line, the file's end.
func (f *Filter) FileOffset(off int64) int64 {
	if o, ok := f.Job.Places.ToOrig(off); ok {
		return o
	}
	return f.orig.Size()
}

// Numberer numbers the filtered lines by their lines in the file (the
// view's LineNumberer while they show).
func (f *Filter) Numberer() func(off int64) (line int, exact bool) { return f.numberer }

// LineOf is the number in the file of the filtered line holding filtered
// offset off.
func (f *Filter) LineOf(off int64) (int, bool) { return f.numberer(off) }

func (f *Filter) lineOf(off int64) (int, bool) {
	o, ok := f.Job.Places.ToOrig(off)
	if !ok {
		return 0, false
	}
	return f.orig.LineOfSrc(o)
}

// report shows the filter's progress every ProgressEvery, and its count at
// the end.
func (f *Filter) report(seam Seam) {
	t := time.NewTicker(ProgressEvery)
	defer t.Stop()
	var p Progress
	for range t.C {
		if f.Job.Done.Load() {
			seam.Post(func() { f.show(true) })
			return
		}
		if seam.Stopping() {
			return
		}
		p.Post(seam.Post, func() { f.show(false) })
	}
}

// show shows the progress, or the count once done (as found before the
// report was queued), on the UI goroutine.
func (f *Filter) show(done bool) {
	if !f.inForce() {
		return
	}
	job := f.Job
	switch {
	case job.Stop.Load():
		// ctrl-c came after this report was queued: its message
		// ("Filter stopped") stays.
	case done:
		f.status.SetMessage(f.Label + ": " + lineCount(job.Lines.Load()))
		f.filled()
	case f.status.Message() != "" && !strings.HasPrefix(f.status.Message(), "Filtering"):
		// Another message (=, a mark set): it stays until a key clears it.
	default:
		pct := 0
		if size := f.orig.Source().Size(); size > 0 { // a pipe grows on
			pct = int(job.Scanned.Load() * 100 / size)
		}
		f.status.SetMessage(fmt.Sprintf("Filtering... %d%%  %d lines  (ctrl-c stops)", pct, job.Lines.Load()))
	}
}

// lineCount words a number of lines: "1 line", "2 lines".
func lineCount(n int64) string {
	if n == 1 {
		return "1 line"
	}
	return fmt.Sprintf("%d lines", n)
}
