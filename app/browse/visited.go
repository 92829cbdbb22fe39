package browse

import (
	"errors"
	"net/url"
	"syscall"

	"lwl/app/links"
	"lwl/widgets/doc"
)

// Links already followed are drawn in the theme's link-visited style: the
// destinations, resolved, are kept by app/visited, shared by every lwl.

// visitedLinks are the answers LinkVisited gave for the document shown:
// it is asked for every link on screen at every frame, and resolving a
// destination parses two URLs. They are kept up to maxVisitedAnswers, then
// forgotten at once: paging through a long file of links would otherwise
// keep one for every link passed.
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

// maxVisitedAnswers bounds the answers kept: a few screens' links.
const maxVisitedAnswers = 4096

// keep caches visited as the answer for link id of the document.
func (v *visitedLinks) keep(id int64, visited bool) {
	if len(v.known) >= maxVisitedAnswers {
		clear(v.known) // its table (some 40 KB) takes the next ones without growing again
	}
	v.known[id] = visited
}

// forget drops every answer: a link was just followed.
func (v *visitedLinks) forget() { v.doc = nil }

// LoadVisited reads the visited file on a worker, then draws the links
// it names as visited; what went wrong is said once. With no state folder
// at all (a $HOME that is no folder, already warned about) nothing is.
func (c *Controller) LoadVisited() {
	v := c.visited
	if v == nil {
		return
	}
	c.host.Work(func() {
		read := v.Read()
		c.host.Post(func() {
			if err := v.Loaded(read); err != nil && !errors.Is(err, syscall.ENOTDIR) {
				c.host.SetMessage(err.Error()) // it names the file: "visited links PATH: why"
			}
			c.seen.forget()
			c.host.Redraw()
		})
	})
}

// DrawsVisited reports whether links followed before are told apart.
func (c *Controller) DrawsVisited() bool { return c.visited != nil }

// LinkVisited reports whether the link of ID id on screen leads where the
// user went before.
func (c *Controller) LinkVisited(id int64) bool {
	if c.visited == nil || c.visited.Empty() {
		return false // nothing followed yet: no destination need be resolved
	}
	d, base := c.host.Document(), c.host.Shown().Base
	if visited, ok := c.seen.answer(d, base, id); ok {
		return visited
	}
	l, ok := d.Link(id)
	visited := ok && l.Dest != "" && c.visited.Has(links.Resolve(base, l.Dest))
	c.seen.keep(id, visited)
	return visited
}

// MarkVisited records dest as followed.
func (c *Controller) MarkVisited(dest string) {
	if c.visited == nil || dest == "" {
		return
	}
	if err := c.visited.Add(dest); err != nil {
		c.host.SetError("Visited links not kept: " + err.Error())
	}
	c.seen.forget()
	c.host.Redraw()
}

// VisitedNote is what the preview adds for a destination followed before.
func (c *Controller) VisitedNote(dest string) string {
	if c.visited != nil && c.visited.Has(dest) {
		return "  (visited)"
	}
	return ""
}
