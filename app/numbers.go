package app

import (
	"fmt"

	"lwl/widgets/doc"
)

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
