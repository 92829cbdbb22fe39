package app

import (
	"fmt"
	"io"
	"strings"
	"time"

	"lwl/app/search"
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

// filterState is an active filter: the document it filters, to come back
// to, and the job filling the filtered one.
type filterState struct {
	label   string        // "&pattern" or "&!pattern", for the status bar
	doc     *doc.Document // the filtered lines
	orig    widgets.ViewState
	job     *search.FilterJob
	matched int64   // lines that passed, once the job is done; -1 before
	placed  doc.Pos // where the filtered lines were put on screen
	// numberer is lineOf as the view takes it, made once (not a frame).
	numberer widgets.LineNumberer
}

// filtering is the filter whose lines are on screen, nil when none is
// (also after a link led from them to another document).
func (a *App) filtering() *filterState {
	if f := a.less.filter; f != nil && f.shows(a.ui.view.Document()) {
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
		a.ui.status.SetError("Invalid pattern: " + err.Error())
		return
	}
	a.clearFilter()
	orig := a.ui.view.State()
	src := orig.Doc.Source()
	pr, pw := io.Pipe()
	stream := doc.NewStreamSource(pr, a.SourceChanged)
	stream.ReadAll() // the whole result, not just a screen ahead
	opts := orig.Doc.Options()
	opts.LinkNumbers = false // numbers count the whole document's links
	job := &search.FilterJob{Places: search.NewFilterMap(src, &opts, q, inverse), Shown: &opts}
	job.Pause = func() { a.yieldToKeys(job.Stop.Load) }
	// The lines that pass are out of their context: a line of a fenced
	// block or an indented paragraph's would read as other Markdown, so
	// they show as written, as less shows them; links stay links.
	shown := orig.Doc.Options()
	shown.Links = doc.LiteralLinks
	fd := doc.New(stream, shown)
	f := &filterState{label: "&" + text, doc: fd, orig: orig, job: job, matched: -1}
	f.numberer = f.lineOf
	a.less.useFilter(f)
	carried := a.takeSearch()
	a.watch(fd)
	a.ui.view.SetDocument(fd)
	carried.rerun(a)
	a.ui.status.SetMessage("Filtering...")
	if top := orig.Doc.SrcOffset(orig.Top); top > 0 {
		// As less: the first line at or after the top that passes goes on
		// top, once the filter got there.
		job.Places.WhenPast(top, func() { a.post(func() { a.placeFilter(f, top) }) })
	}
	if s, ok := src.(*doc.StreamSource); ok && !s.Complete() {
		s.ReadAll() // less's & reads the pipe to its end
		job.Grow = func() (int64, bool) {
			c := s.Complete() // first: once true, the size after it is the last
			return s.Size(), c
		}
	}
	a.work(func() { search.RunFilter(job, src, src.Size(), q, inverse, pw) })
	a.work(func() { a.reportFilter(job) })
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
	a.less.dropFilter()
	if !f.shows(a.ui.view.Document()) {
		return
	}
	back := f.orig
	st := a.ui.view.State()
	if st.Top != f.placed { // moved in the filtered lines: the line on top stays on top
		if off, ok := f.job.Places.ToOrig(st.Doc.SrcOffset(st.Top)); ok {
			back = widgets.ViewState{Doc: f.orig.Doc, Top: f.orig.Doc.PosOfSrc(off), HScroll: st.HScroll,
				SelectedLink: -1, SelectedMatch: -1}
		}
	}
	carried := a.takeSearch()
	a.ui.view.Restore(back)
	a.refresh() // a pipe read on while its lines were filtered
	carried.rerun(a)
	a.ui.status.SetMessage("Filter off: all lines")
}

// stopFilter is ctrl-c while the filter still fills: it stops, keeping
// the lines found. It reports whether there was one to stop.
func (a *App) stopFilter() bool {
	f := a.less.filter
	if f == nil || f.job.Done.Load() || f.job.Stop.Load() {
		return false
	}
	f.stop()
	a.ui.status.SetMessage(fmt.Sprintf("Filter stopped: %d lines so far", f.job.Lines.Load()))
	return true
}

// stop ends the filter's job; a pipe it was reading to the end is read no
// further than what was read (as after G and ctrl-c): it went on
// unbounded, and the next ctrl-c, finding nothing to stop, quit.
func (f *filterState) stop() {
	f.job.Stop.Store(true)
	if s, ok := f.orig.Doc.Source().(*doc.StreamSource); ok && f.job.Grow != nil {
		s.StopReading()
	}
}

// reportFilter shows the filter's progress every search.ProgressEvery,
// and its count at the end.
func (a *App) reportFilter(job *search.FilterJob) {
	t := time.NewTicker(search.ProgressEvery)
	defer t.Stop()
	var p search.Progress
	for range t.C {
		if job.Done.Load() {
			a.post(func() { a.showFilterProgress(job, true) })
			return
		}
		if a.life.stopping.Load() {
			return
		}
		p.Post(a.post, func() { a.showFilterProgress(job, false) })
	}
}

// showFilterProgress shows job's progress, or its count once done (as
// found before the report was queued), on the UI goroutine.
func (a *App) showFilterProgress(job *search.FilterJob, done bool) {
	f := a.less.filter
	if f == nil || f.job != job {
		return
	}
	switch {
	case done && job.Stop.Load():
		f.matched = job.Lines.Load()
	case job.Stop.Load():
		// ctrl-c came after this report was queued: its message
		// ("Filter stopped") stays.
	case done:
		f.matched = job.Lines.Load()
		a.ui.status.SetMessage(f.label + ": " + lineCount(f.matched))
		if a.input.search.Active() != nil && a.ui.view.Document() == f.doc {
			// The search ran again over the lines there were: count them
			// all now ("match 1 of this part" otherwise).
			a.refresh()
			a.input.search.Rerun(a.input.search.Active().Query, a.input.search.Active().Backward)
		}
	case a.ui.status.Message() != "" && !strings.HasPrefix(a.ui.status.Message(), "Filtering"):
		// Another message (=, a mark set): it stays until a key clears it.
	default:
		pct := 0
		if size := f.orig.Doc.Source().Size(); size > 0 { // a pipe grows on
			pct = int(job.Scanned.Load() * 100 / size)
		}
		a.ui.status.SetMessage(fmt.Sprintf("Filtering... %d%%  %d lines  (ctrl-c stops)", pct, job.Lines.Load()))
	}
}

// lineCount words a number of lines: "1 line", "2 lines".
func lineCount(n int64) string {
	if n == 1 {
		return "1 line"
	}
	return fmt.Sprintf("%d lines", n)
}
