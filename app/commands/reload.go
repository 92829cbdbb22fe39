package commands

import "lwl/widgets/doc"

// R on a page that open's command made runs the command again: its new
// output takes the page's place (not a new page of the history), at the
// same place, with the same link selected.

// openCommand is how an open command's output was made.
type openCommand struct {
	cmd string
	env []string
}

// pendingReload is a command run again whose output is to replace old.
type pendingReload struct {
	o       *output
	old     *doc.Document
	top     int64  // the top row's source offset
	dest    string // the selected link's destination, "" for none
	hscroll int
}

// rememberCommand keeps how o is made, for R.
func (op *outputs) rememberCommand(o *output, cmd string, env []string) {
	if op.commands == nil {
		op.commands = map[*output]openCommand{}
	}
	op.commands[o] = openCommand{cmd, env}
}

// Reload is R on an open command's page: it reports false when the page
// on screen is none.
func (c *Controller) Reload() bool {
	d := c.host.Document()
	o := c.opened.made[d]
	oc, ok := c.opened.commands[o]
	if o == nil || !ok {
		return false
	}
	at := c.host.At()
	r := &pendingReload{old: d, top: d.SrcOffset(at.Top), hscroll: at.HScroll}
	if l, ok := d.Link(at.Link); ok {
		r.dest = l.Dest
	}
	c.Open(oc.cmd, oc.env, o.link)
	if r.o = c.opened.pending; r.o != nil {
		c.opened.reload = r
	}
	return true
}

// replaceReloaded puts o's output in the place of the page it reloads,
// and reports whether o was such a reload.
func (c *Controller) replaceReloaded(o *output) bool {
	r := c.opened.reload
	c.opened.reload = nil
	if r == nil || r.o != o || c.host.Document() != r.old {
		return false
	}
	c.host.Replace(r.old, o.doc, r.top, r.hscroll, func() { c.selectLinkTo(r.dest) })
	c.Keep() // the old output goes
	return true
}

// selectLinkTo selects the first link on screen or below whose destination
// is dest (the text around it may have changed, and its offset with it).
func (c *Controller) selectLinkTo(dest string) {
	if dest == "" {
		return
	}
	d := c.host.Document()
	it, ok := doc.Links{D: d}.From(c.host.At().Top)
	for n := 0; ok && n < 1000; n++ {
		if l, found := d.Link(it.ID); found && l.Dest == dest {
			c.host.SelectLink(it.ID)
			return
		}
		it, ok = doc.Links{D: d}.After(it.ID)
	}
}
