package app

import (
	"fmt"
	"strings"

	"lwl/app/search"
	"lwl/widgets"
	"lwl/widgets/doc"
)

// The filter, as less's & (app/search runs it): & with an empty line shows
// all lines again. Here is its place on screen: the view it came from, to
// go back to, and what the status bar says of it.

// filterState is the filter in force and the view of the whole document
// when it began.
type filterState struct {
	*search.Filter
	orig widgets.ViewState
}

// filtering is the filter whose lines are on screen, nil when none is
// (also after a link led from them to another document).
func (a *App) filtering() *filterState {
	if f := a.less.filter; f != nil && f.Shows(a.ui.view.Document()) {
		return f
	}
	return nil
}

// filterLabel is the filter in force for the status bar, "" for none.
func (a *App) filterLabel() string {
	if f := a.filtering(); f != nil {
		return " " + f.Label
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
	f := &filterState{search.NewFilter("&"+text, orig.Doc, q, inverse, a.SourceChanged), orig}
	a.less.useFilter(f)
	carried := a.takeSearch()
	a.watch(f.Doc)
	a.ui.view.SetDocument(f.Doc)
	carried.rerun(a)
	a.ui.status.SetMessage("Filtering...")
	if top := orig.Doc.SrcOffset(orig.Top); top > 0 {
		// As less: the first line at or after the top that passes goes on
		// top, once the filter got there.
		f.Job.Places.WhenPast(top, func() { a.post(func() { a.placeFilter(f, top) }) })
	}
	f.Start(searchSeam{a}, a.ui.status, func() bool { return a.less.filter == f }, func() {
		if a.input.search.Active() != nil && a.ui.view.Document() == f.Doc {
			// The search ran again over the lines there were: count them
			// all now ("match 1 of this part" otherwise).
			a.refresh()
			a.input.search.Rerun(a.input.search.Active().Query, a.input.search.Active().Backward)
		}
	})
}

// clearFilter shows the whole document again, where it was when the
// filter began (when the filtered lines are on screen; else it only ends
// the filter).
func (a *App) clearFilter() {
	f := a.less.filter
	if f == nil {
		return
	}
	f.Stop()
	a.less.dropFilter()
	if !f.Shows(a.ui.view.Document()) {
		return
	}
	back := f.orig
	st := a.ui.view.State()
	if st.Top != f.Placed() { // moved in the filtered lines: the line on top stays on top
		if off, ok := f.Job.Places.ToOrig(st.Doc.SrcOffset(st.Top)); ok {
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
	if f == nil || !f.Running() {
		return false
	}
	f.Stop()
	a.ui.status.SetMessage(fmt.Sprintf("Filter stopped: %d lines so far", f.Job.Lines.Load()))
	return true
}

// What & keeps, as less does: the place (the first line at or after the
// top that passes goes on top; & again puts the line on top back on top
// in the whole file), the search, and the marks, which are places in the
// file whether set in the filtered lines or not.

// placeFilter puts the first filtered line at or after file offset top on
// top, unless the user moved meanwhile. The filter has gone past top; its
// lines may still be on their way to the document, and those after it
// too: the landing is made again as they come (land).
func (a *App) placeFilter(f *filterState, top int64) {
	if a.less.filter != f || a.ui.view.Document() != f.Doc || a.ui.view.Top() != f.Placed() {
		return
	}
	off, ok := f.Job.Places.ToFiltered(top)
	if !ok {
		return
	}
	a.refresh()
	a.land(off, 0, func() { f.PlaceAt(a.ui.view.Top()) })
}

// carriedSearch is a search taken from one document to run again in the
// next: the filtered lines or the whole file.
type carriedSearch struct {
	q        *doc.Query // nil: none
	backward bool
}

// takeSearch ends the search in the document shown, to carry it over.
func (a *App) takeSearch() carriedSearch {
	q, backward := a.input.search.Take()
	return carriedSearch{q, backward}
}

// rerun runs the carried search in the document shown now, without
// moving; hidden with ESC u, it stays hidden.
func (c carriedSearch) rerun(a *App) {
	if c.q == nil {
		return
	}
	a.input.search.Rerun(c.q, c.backward)
	if a.input.search.Hidden() {
		a.ui.view.SetMatches(nil)
	}
}

// filePlace is the file offset of the top line, through the filter when
// its lines are shown.
func (a *App) filePlace() int64 {
	d := a.ui.view.Document()
	off := d.SrcOffset(a.ui.view.Top())
	if f := a.filtering(); f != nil {
		return f.FileOffset(off)
	}
	return off
}

// showFilePlace puts the line at file offset off on top: through the
// filter, the first line at or after it that passed. False when the
// filter has not got that far yet.
func (a *App) showFilePlace(off int64) bool {
	if f := a.filtering(); f != nil {
		o, ok := f.Job.Places.ToFiltered(off)
		if !ok {
			return false
		}
		off = o
		// A jump, even to where the view is: & enter keeps the line on top
		// now, not the place the filter began at.
		f.PlaceAt(doc.Pos{Chunk: -1})
	}
	a.land(off, 0, nil)
	return true
}
