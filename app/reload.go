package app

import (
	"lwl/widgets"
	"lwl/widgets/doc"
)

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

// reloadOpened is R on an open command's page: it reports false when the
// page is none.
func (a *App) reloadOpened() bool {
	d := a.ui.view.Document()
	o := a.shown.opened.made[d]
	c, ok := a.shown.opened.commands[o]
	if o == nil || !ok {
		return false
	}
	st := a.ui.view.State()
	r := &pendingReload{old: d, top: d.SrcOffset(st.Top), hscroll: st.HScroll}
	if l, ok := d.Link(st.SelectedLink); ok {
		r.dest = l.Dest
	}
	a.startOpen(c.cmd, c.env, o.link)
	if r.o = a.shown.opened.pending; r.o != nil {
		a.shown.reloading(r)
	}
	return true
}

// replaceReloaded puts o's output in the place of the page it reloads,
// and reports whether o was such a reload.
func (a *App) replaceReloaded(o *output) bool {
	r := a.shown.takeReload()
	if r == nil || r.o != o || a.ui.view.Document() != r.old {
		return false
	}
	a.endSearch()
	a.watch(o.doc)
	a.ui.view.Restore(widgets.ViewState{Doc: o.doc, HScroll: r.hscroll, SelectedLink: -1, SelectedMatch: -1})
	a.shown.browse.Replaced(r.old, o.doc)
	a.land(r.top, 0, func() { a.selectLinkTo(r.dest) })
	a.keepOutputs() // the old output goes
	return true
}

// selectLinkTo selects the first link on screen or below whose destination
// is dest (the text around it may have changed, and its offset with it).
func (a *App) selectLinkTo(dest string) {
	if dest == "" {
		return
	}
	d := a.ui.view.Document()
	it, ok := doc.Links{D: d}.From(a.ui.view.Top())
	for n := 0; ok && n < 1000; n++ {
		if l, found := d.Link(it.ID); found && l.Dest == dest {
			a.ui.view.SelectLink(it.ID)
			a.showSelectedLink()
			return
		}
		it, ok = doc.Links{D: d}.After(it.ID)
	}
}
