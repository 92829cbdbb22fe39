package app

import (
	"github.com/rivo/tview"

	"lwl/widgets"
)

// endPreview ends the `v` preview before a key acts. The status bar goes
// back to its size at once, and so must the document view: tview lays
// out only while drawing, and a key that scrolls (n) would otherwise act
// on the smaller view of the preview, leaving rows hidden above and blank
// below once the view is drawn at its full height.
func (a *App) endPreview() {
	if !a.ui.previewing {
		return
	}
	a.ui.previewing = false
	_, sy, _, before := a.ui.slot.GetRect()
	a.setStatusRows(1)
	if a.ui.statusParent == nil || !contains(a.ui.statusParent.Flex, a.ui.view) {
		return // the view does not share its height with the status bar
	}
	grow := before - max(a.statusRows(), 1)
	if grow <= 0 {
		return
	}
	x, y, w, h := a.ui.view.GetRect()
	if sy < y { // the status bar is above the document
		y -= grow
	}
	a.ui.view.SetRect(x, y, w, h+grow)
}

// contains reports whether p is inside the flex f, however deep.
func contains(f *tview.Flex, p tview.Primitive) bool {
	for i := 0; i < f.GetItemCount(); i++ {
		item := f.GetItem(i)
		if c, ok := item.(*widgets.Clipped); ok {
			item = c.Primitive
		}
		if item == p {
			return true
		}
		if sub, ok := item.(*widgets.FitFlex); ok && contains(sub.Flex, p) {
			return true
		}
	}
	return false
}
