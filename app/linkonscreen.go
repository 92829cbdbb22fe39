package app

import (
	"fmt"

	"lwl/app/links"
	"lwl/widgets/doc"
)

// The actions on the selected link (follow, preview, the commands) act only
// on a link the user can see: a link selected earlier and scrolled away is
// not what the user has in mind when pressing enter.

// offScreenMessage says why an action on the selected link did nothing.
const offScreenMessage = "The selected link is not on screen (n selects one that is)"

// tooLongMessage says why a bare URL longer than doc.MaxLongDest is not
// acted on: all of it cannot be had, and a part of it goes somewhere else.
const tooLongMessage = "This link is longer than 1 MiB: lwl does not pass it on"

// selectedLink is the selected link and whether there is one; onScreen
// says whether any part of it is on screen now.
func (a *App) selectedLink() (l doc.Link, selected, onScreen bool) {
	d := a.ui.view.Document()
	l, ok := d.Link(a.ui.view.SelectedLink())
	if !ok {
		return doc.Link{}, false, false
	}
	k := d.ChunkOfSrc(l.ID)
	start, end := doc.Pos{Chunk: k, Off: l.Start}, doc.Pos{Chunk: k, Off: l.End}
	// Visible when it ends after the top and starts before the bottom,
	// and (wrap: none) is not scrolled out of sight sideways.
	return l, true, a.ui.view.Top().Less(end) && start.Less(a.ui.view.Bottom()) &&
		a.ui.view.ColumnsOnScreen(doc.Item{ID: l.ID, Start: start, End: end})
}

// linkUnusable reports (with a message) a selected link the commands must
// not act on: one not on screen, or one with no destination (app/links/nodest.go).
// With no link selected they run with an empty $LINK, as before.
func (a *App) linkUnusable() bool {
	l, selected, on := a.selectedLink()
	switch {
	case selected && !on:
		a.ui.status.SetMessage(offScreenMessage)
		return true
	case selected && l.TooLong:
		a.ui.status.SetError(tooLongMessage)
		return true
	case selected && l.Dest == "":
		a.ui.status.SetMessage(links.NoDestMessage)
		return true
	}
	return false
}

// openPromptFor opens the prompt of kind, but not a command prompt while
// the selected link is off screen or has no destination: the command would
// act on a link the user no longer sees, or on nothing.
func (a *App) openPromptFor(kind string) {
	if (kind == "fork" || kind == "exec") && a.linkUnusable() {
		return
	}
	a.openPrompt(kind)
}

// visibleLink is the selected link when it is on screen; otherwise the
// status bar says none (with the message none) or that it is off screen.
func (a *App) visibleLink(none string) (doc.Link, bool) {
	l, selected, onScreen := a.selectedLink()
	switch {
	case !selected:
		a.ui.status.SetMessage(none)
		return doc.Link{}, false
	case !onScreen:
		a.ui.status.SetMessage(offScreenMessage)
		return doc.Link{}, false
	case l.TooLong:
		a.ui.status.SetError(tooLongMessage)
		return doc.Link{}, false
	}
	return l, true
}

// pickNumbered selects link n when link numbers are shown (document:
// link-numbers) and a count was typed, so "12 enter" follows link 12 and
// "12v", "12>" and "12!" act on it. It reports whether the action should go
// on: false when there is no link n (and says so).
func (a *App) pickNumbered(n int) bool {
	if n <= 0 || !a.ui.view.Document().Options().LinkNumbers {
		return true
	}
	d := a.ui.view.Document()
	l, ok := d.NumberedLink(n)
	if !ok {
		a.ui.status.SetMessage(fmt.Sprintf("No link %d", n))
		return false
	}
	a.ui.view.SelectLink(l.ID)
	k := d.ChunkOfSrc(l.ID)
	a.ui.view.ScrollIntoView(doc.Item{ID: l.ID, Start: doc.Pos{Chunk: k, Off: l.Start}, End: doc.Pos{Chunk: k, Off: l.End}})
	a.showSelectedLink()
	return true
}

// byNumber runs follow on the selected link; on one chosen by its number
// (count, with link numbers shown), only once a deceptive link's warning
// is confirmed.
func (a *App) byNumber(count int, follow func()) {
	if count > 0 && a.ui.view.Document().Options().LinkNumbers {
		a.confirmDeceptive(follow)
		return
	}
	follow()
}
