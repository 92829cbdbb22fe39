package app

import (
	"lwl/app/chosen"
	"lwl/app/links"
	"lwl/widgets"
	"lwl/widgets/doc"
)

// The selection: stepping through the links, or the matches while a
// search has them, and saying where the selected link goes.

// endSearchKey stops a running search (or an open or run command), or else
// clears the matches.
func (a *App) endSearchKey() {
	if a.input.search.Searching() {
		a.input.search.Cancel()
		return
	}
	if a.life.commands.StopOpen() || a.life.commands.StopRuns() {
		return
	}
	a.endSearch()
}

// step moves the selection count times (0: once). Links are
// the active list until search provides matches.
func (a *App) step(dir int, linksOnly bool, count int) {
	if a.input.search.Active() != nil && !linksOnly {
		a.stepMatch(dir, max(count, 1))
		return
	}
	d := a.ui.view.Document()
	items := doc.Links{D: d}
	sel := a.ui.view.SelectedLink()
	var selStart doc.Pos
	if sel >= 0 {
		if l, ok := d.Link(sel); ok {
			selStart = doc.Pos{Chunk: d.ChunkOfSrc(l.ID), Off: l.Start}
		} else {
			sel = -1
		}
	}
	first := sel < 0
	from, top, bottom := a.filePlace(), a.ui.view.Top(), a.ui.view.Bottom()
	for n := 0; n < max(count, 1); n++ {
		it, res := a.ui.view.Step(items, sel, selStart, dir)
		if res != widgets.Stepped {
			if n == 0 {
				a.stepped(it, res) // says why nothing moved
				return
			}
			break // a count past the last link stops at it
		}
		sel, selStart = it.ID, it.Start
		if n == 0 && first && dir > 0 {
			sel, selStart = a.pastHeaderLink(items, it)
		}
	}
	if selStart.Less(top) || !selStart.Less(bottom) {
		a.marksHere().jumped(from) // the link was off screen: '' comes back
	}
	a.ui.view.SelectLink(sel)
	a.showSelectedLink()
}

// pastHeaderLink is the link after it when it is the link of bro's header
// to the page itself, which the first n passes over; else it.
func (a *App) pastHeaderLink(items doc.Links, it doc.Item) (int64, doc.Pos) {
	h, ok := links.HeaderLink(items.D)
	if !ok || h.ID != it.ID {
		return it.ID, it.Start
	}
	if next, res := a.ui.view.Step(items, it.ID, it.Start, +1); res == widgets.Stepped {
		return next.ID, next.Start
	}
	return it.ID, it.Start // the page's only link on screen
}

// stepped says when a step went nowhere, and passes on the item it reached.
func (a *App) stepped(it doc.Item, res widgets.StepResult) (doc.Item, bool) {
	switch res {
	case widgets.NoMore:
		a.ui.status.SetMessage("No more")
	case widgets.AlreadyAtFirst:
		a.ui.status.SetMessage("Already at first")
	}
	return it, res == widgets.Stepped
}

// showSelectedLink shows where the selected link goes; a link whose text
// names another host than it goes to is marked in the error style.
func (a *App) showSelectedLink() {
	d := a.ui.view.Document()
	if l, ok := d.Link(a.ui.view.SelectedLink()); ok {
		if l.TooLong {
			a.ui.status.SetError(chosen.TooLongMessage)
			return
		}
		if l.Dest == "" {
			a.ui.status.SetMessage(links.NoDestMessage)
			return
		}
		dest := a.resolve(l.Dest)
		if w := links.Warning(d.LinkText(l.ID), dest); w != "" {
			a.ui.status.SetError(w + ": " + dest)
			return
		}
		a.ui.status.SetMessage(dest)
	}
}

// preview shows the selected link's whole destination; for a deceptive
// link, the warning and the link's text too.
func (a *App) preview() {
	d := a.ui.view.Document()
	l, ok := a.usableLink("No link selected")
	if !ok {
		return
	}
	dest := a.resolve(l.Dest)
	text := d.LinkText(l.ID)
	shown := dest + a.shown.browse.VisitedNote(dest)
	if l.Title != "" { // a Markdown title: [a](dest "Title")
		shown += "  \"" + l.Title + "\""
	}
	if w := links.Warning(text, dest); w != "" {
		shown = w + ". The text: " + text + "  The destination: " + shown
	}
	a.ui.preview(shown)
}

// describeLink is a row of the links pane: the link's text and where it
// leads.
func (a *App) describeLink(l doc.Link) string {
	d := a.ui.view.Document()
	return d.LinkText(l.ID) + "  " + a.resolve(l.Dest)
}

// pickLink selects a link chosen in the links pane and shows it.
func (a *App) pickLink(id int64) {
	d := a.ui.view.Document()
	l, ok := d.Link(id)
	if !ok {
		return
	}
	a.ui.view.SelectLink(id)
	k := d.ChunkOfSrc(id)
	a.ui.view.ScrollIntoView(doc.Item{ID: id, Start: doc.Pos{Chunk: k, Off: l.Start}, End: doc.Pos{Chunk: k, Off: l.End}})
	a.showSelectedLink()
}
