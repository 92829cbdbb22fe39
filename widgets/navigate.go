package widgets

import "lwl/widgets/doc"

// ScrollBy moves the view n rows down (n < 0: up), stopping when the last
// row is at the bottom or the first at the top. It reports whether it moved.
// Scrolling never changes the selection.
func (v *DocumentView) ScrollBy(n int) bool {
	moved := false
	for ; n < 0; n++ {
		p, ok := v.prevRow(v.top)
		if !ok {
			break
		}
		v.top, moved = p, true
	}
	if n > 0 {
		below, ok := v.rowAfterScreen()
		for ; n > 0 && ok; n-- {
			v.top, _ = v.nextRow(v.top)
			below, ok = v.nextRow(below)
			moved = true
		}
	}
	return moved
}

// rowAfterScreen is the start of the first row below the screen, if any.
func (v *DocumentView) rowAfterScreen() (doc.Pos, bool) {
	p, ok := v.top, !v.empty()
	for i := 0; i < v.height && ok; i++ {
		p, ok = v.nextRow(p)
	}
	return p, ok
}

// ScrollToTop shows the document's first row at the top.
func (v *DocumentView) ScrollToTop() {
	v.top = doc.Pos{}
	v.clampBelowHeader()
}

// ScrollToEnd shows the document's last row at the bottom.
func (v *DocumentView) ScrollToEnd() {
	v.top = v.runStart(v.lastRow())
	for i := 1; i < v.height; i++ {
		p, ok := v.prevRow(v.top)
		if !ok {
			break
		}
		v.top = p
	}
}

// RowStart is the start of the row that holds p.
func (v *DocumentView) RowStart(p doc.Pos) doc.Pos { return v.rowStart(p) }

// ScrollTo puts the row holding p at the top, as far as the end allows.
func (v *DocumentView) ScrollTo(p doc.Pos) {
	v.top = v.rowStart(p)
	v.clampTop()
	v.clampBelowHeader()
}

// clampTop moves the view up when fewer rows than a screen are below its top.
func (v *DocumentView) clampTop() {
	p, ok := v.top, !v.empty()
	rows := 0
	for ok && rows < v.height {
		rows++
		p, ok = v.nextRow(p)
	}
	if rows < v.height {
		v.ScrollToEnd()
	}
}

// Top is the start of the first row on screen.
func (v *DocumentView) Top() doc.Pos { return v.top }

// Bottom is the position just after the last row on screen (the document's
// end when the end is on screen).
func (v *DocumentView) Bottom() doc.Pos {
	if p, ok := v.rowAfterScreen(); ok {
		return p
	}
	return v.doc.End()
}

// OnScreen reports whether p is drawn on screen now.
func (v *DocumentView) OnScreen(p doc.Pos) bool {
	if p.Less(v.top) {
		return false
	}
	below, ok := v.rowAfterScreen()
	return !ok || p.Less(below)
}

// ScrollIntoView brings an item into view with the least movement: nothing
// if its start is on screen; otherwise its start at the top when it is above,
// or its end at the bottom when it is below (its start, if the item is taller
// than the screen). With wrap: none it also scrolls sideways to the item.
func (v *DocumentView) ScrollIntoView(it doc.Item) {
	defer v.revealColumns(it) // and sideways, with wrap: none
	if v.OnScreen(it.Start) {
		return
	}
	start := v.rowStart(it.Start)
	if it.Start.Less(v.top) {
		v.top = start
		return
	}
	last := it.End
	if last.Off > 0 {
		last.Off--
	}
	top := v.rowStart(last)
	for i := 1; i < v.height; i++ {
		p, ok := v.prevRow(top)
		if !ok {
			break
		}
		top = p
	}
	if start.Less(top) {
		top = start // taller than the screen: show its start
	}
	v.top = top
	v.clampTop()
}

// ScrollSideways moves the view n columns right (left when negative) in
// WrapNone mode. It reports whether it moved.
func (v *DocumentView) ScrollSideways(n int) bool {
	if v.opts.Wrap != doc.WrapNone {
		return false
	}
	h := max(v.hscroll+n, 0)
	moved := h != v.hscroll
	v.hscroll = h
	return moved
}

// Height is the number of rows on screen.
func (v *DocumentView) Height() int { return v.height }

// SelectedLink is the ID of the selected link, or -1.
func (v *DocumentView) SelectedLink() int64 { return v.selectedLink }

// SelectLink selects a link by ID (-1: none) without scrolling.
func (v *DocumentView) SelectLink(id int64) { v.selectedLink = id }

// SelectedMatch is the ID of the selected search match, or -1.
func (v *DocumentView) SelectedMatch() int64 { return v.selectedMatch }

// SelectMatch selects a match by ID (-1: none) without scrolling.
func (v *DocumentView) SelectMatch(id int64) { v.selectedMatch = id }

// StepResult says what Step did.
type StepResult int

// Step results.
const (
	Stepped StepResult = iota
	NoMore
	AlreadyAtFirst
)

// Step moves the selection through items by dir (+1 n, -1 N): from the
// selected item when it is on screen, otherwise from the screen's first
// (n) or last (N) visible item; no wrap-around. sel is the selected item's
// ID (-1 for none); the new item is scrolled into view, as little as it
// takes.
func (v *DocumentView) Step(items doc.Items, sel int64, selStart doc.Pos, dir int) (doc.Item, StepResult) {
	it, res := v.NextItem(items, sel, selStart, dir)
	if res == Stepped {
		v.ScrollIntoView(it)
	}
	return it, res
}

// NextItem is the item Step goes to, without scrolling: a search's match
// lands where the caller wants it (less: on the top row).
func (v *DocumentView) NextItem(items doc.Items, sel int64, selStart doc.Pos, dir int) (doc.Item, StepResult) {
	var it doc.Item
	var ok bool
	onScreen := sel >= 0 && v.OnScreen(selStart)
	switch {
	case onScreen && dir > 0:
		it, ok = items.After(sel)
	case onScreen:
		it, ok = items.Before(sel)
	case dir > 0:
		it, ok = items.From(v.top)
		it = v.inSight(items, it, ok, +1)
	default:
		it, ok = items.Until(v.Bottom())
		it = v.inSight(items, it, ok, -1)
	}
	if !ok {
		if dir > 0 {
			return doc.Item{}, NoMore
		}
		return doc.Item{}, AlreadyAtFirst
	}
	return it, Stepped
}

// inSight is, from it on in direction dir, the first item on screen whose
// columns show too (wrap: none scrolled sideways); it itself when none of
// the items on screen shows, or when ok is false.
func (v *DocumentView) inSight(items doc.Items, it doc.Item, ok bool, dir int) doc.Item {
	if !ok || v.opts.Wrap != doc.WrapNone || v.hscroll == 0 {
		return it
	}
	cur := it
	for n := 0; n < 1000 && v.OnScreen(cur.Start); n++ {
		if v.ColumnsOnScreen(cur) {
			return cur
		}
		var more bool
		if cur, more = doc.Beside(items, cur.ID, dir); !more {
			break
		}
	}
	return it
}

// Refresh re-reads the document's snapshot after its source grew, keeping
// the top row in place.
func (v *DocumentView) Refresh() {
	v.top = v.rowStart(v.top)
}

// ViewState is what returning to a document restores.
type ViewState struct {
	Doc                         *doc.Document
	Top                         doc.Pos
	HScroll                     int
	SelectedLink, SelectedMatch int64
}

// State captures the document shown and the place in it.
func (v *DocumentView) State() ViewState {
	return ViewState{v.doc, v.top, v.hscroll, v.selectedLink, v.selectedMatch}
}

// Restore shows a captured state again.
func (v *DocumentView) Restore(s ViewState) {
	v.doc, v.hscroll = s.Doc, s.HScroll
	v.selectedLink, v.selectedMatch = s.SelectedLink, s.SelectedMatch
	clear(v.wraps)
	v.top = v.rowStart(s.Top)
}
