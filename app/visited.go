package app

import (
	"net/url"

	"lwl/widgets/doc"
)

// Links already followed are drawn in the theme's link-visited style: the
// destinations, resolved, are kept by app/visited, shared by every lwl.

// visitedLinks are the answers linkVisited gave for the document shown:
// it is asked for every link on screen at every frame, and resolving a
// destination parses two URLs.
type visitedLinks struct {
	doc   *doc.Document
	base  *url.URL // what the destinations were resolved against
	known map[int64]bool
}

// answer is the cached answer for link id of d resolved against base, if
// there is one.
func (v *visitedLinks) answer(d *doc.Document, base *url.URL, id int64) (visited, ok bool) {
	if v.doc != d || v.base != base {
		v.doc, v.base, v.known = d, base, map[int64]bool{}
	}
	visited, ok = v.known[id]
	return visited, ok
}

// keep caches visited as the answer for link id of the document.
func (v *visitedLinks) keep(id int64, visited bool) { v.known[id] = visited }

// forget drops every answer: a link was just followed.
func (v *visitedLinks) forget() { v.doc = nil }

// linkVisited reports whether the link of ID id on screen leads where the
// user went before.
func (a *App) linkVisited(id int64) bool {
	d := a.ui.view.Document()
	if visited, ok := a.ui.visited.answer(d, a.shown.base, id); ok {
		return visited
	}
	l, ok := d.Link(id)
	visited := ok && l.Dest != "" && a.opts.Visited.Has(a.resolve(l.Dest))
	a.ui.visited.keep(id, visited)
	return visited
}

// markVisited records dest as followed.
func (a *App) markVisited(dest string) {
	if a.opts.Visited == nil || dest == "" {
		return
	}
	if err := a.opts.Visited.Add(dest); err != nil {
		a.ui.status.SetError("Visited links not kept: " + err.Error())
	}
	a.ui.visited.forget()
	a.ui.view.Invalidate()
}

// visitedNote is what the preview adds for a destination followed before.
func (a *App) visitedNote(dest string) string {
	if a.opts.Visited != nil && a.opts.Visited.Has(dest) {
		return "  (visited)"
	}
	return ""
}
