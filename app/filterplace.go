package app

import "lwl/widgets/doc"

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
	if a.less.hidden {
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
