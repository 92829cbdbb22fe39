package app

// The ui part (a.ui): the widgets, how the layout placed them, and what
// the screen shows besides the document. Only this file changes
// screenParts' fields; the rest of app calls its methods or the widgets'.

import (
	"github.com/rivo/tview"
	"lwl/theme"
	"lwl/widgets"
	"lwl/widgets/doc"
)

// screenParts are the widgets, how the layout placed them, and what the
// screen shows besides the document.
type screenParts struct {
	tv     *tview.Application
	root   tview.Primitive // the layout's outermost widget
	view   *widgets.DocumentView
	status *widgets.StatusBar
	title  *widgets.Title
	prompt *widgets.Prompt
	links  *widgets.LinksPane
	// promptPlaced: the layout gives the prompt a row of its own.
	promptPlaced bool
	// slot shows the status bar, or the prompt in its place.
	slot *widgets.Slot
	// statusParent is the Flex holding the slot, resized for `v`.
	statusParent *widgets.FitFlex
	statusSize   int
	lastRight    string // the status bar's right side as last set
	previewing   bool   // the status bar shows a link's whole destination (v)
	clipboard    []byte // to copy at the next frame (copy.go), or nil
}

// newScreenParts makes the widgets around view, the document's; describe
// is a link's row in the links pane.
func newScreenParts(view *widgets.DocumentView, t theme.Theme, describe func(doc.Link) string) screenParts {
	status := widgets.NewStatusBar(statusStyles(t))
	return screenParts{
		tv:     tview.NewApplication(),
		view:   view,
		status: status,
		title:  widgets.NewTitle(t.Style("title")),
		prompt: widgets.NewPrompt(t.Style("prompt"), t.Style("mode")),
		slot:   widgets.NewSlot(status),
		links:  widgets.NewLinksPane(t.Style("links"), t.Style("link-active"), describe),
	}
}

// setRoot makes root, the layout built, the screen's.
func (u *screenParts) setRoot(root tview.Primitive) {
	u.root = root
	u.tv.SetRoot(root, true)
}

// placeStatus: the layout put the status bar's slot in parent, size rows
// high (0: by weight).
func (u *screenParts) placeStatus(parent *widgets.FitFlex) { u.statusParent = parent }
func (u *screenParts) sizeStatus(size int)                 { u.statusSize = size }

// placePrompt: the layout gives the prompt a row of its own.
func (u *screenParts) placePrompt() { u.promptPlaced = true }

// setRight sets the status bar's right side, reporting whether it
// changed.
func (u *screenParts) setRight(name, position string) bool {
	right := name + "\x00" + position
	if right == u.lastRight {
		return false
	}
	u.lastRight = right
	u.status.SetRight(name, position)
	return true
}

// preview shows text, a link's whole destination, in the status bar,
// grown for it until the next key (endPreview).
func (u *screenParts) preview(text string) {
	u.status.SetPreview(text)
	u.previewing = true
}

// copyLater puts b aside to copy at the next frame; takeClipboard returns
// it (nil: nothing) and forgets it.
func (u *screenParts) copyLater(b []byte) { u.clipboard = b }

func (u *screenParts) takeClipboard() []byte {
	b := u.clipboard
	u.clipboard = nil
	return b
}

// statusRows is the status bar's height outside the preview: as the layout
// sizes it, or as a small window shrank it.
func (u *screenParts) statusRows() int {
	return u.statusParent.RestingSize(u.slot, u.statusSize)
}

func (u *screenParts) setStatusRows(rows int) {
	if u.statusParent == nil {
		return
	}
	if rows <= 1 {
		rows = u.statusRows()
	}
	_, _, _, h := u.statusParent.GetRect()
	u.statusParent.ResizeItem(u.slot, min(rows, max(h-1, 1)), 0)
}

// endPreview ends the `v` preview before a key acts. The status bar goes
// back to its size at once, and so must the document view: tview lays
// out only while drawing, and a key that scrolls (n) would otherwise act
// on the smaller view of the preview, leaving rows hidden above and blank
// below once the view is drawn at its full height.
func (u *screenParts) endPreview() {
	if !u.previewing {
		return
	}
	u.previewing = false
	_, sy, _, before := u.slot.GetRect()
	u.setStatusRows(1)
	if u.statusParent == nil || !u.statusParent.Holds(u.view) {
		return // the view does not share its height with the status bar
	}
	grow := before - max(u.statusRows(), 1)
	if grow <= 0 {
		return
	}
	x, y, w, h := u.view.GetRect()
	if sy < y { // the status bar is above the document
		y -= grow
	}
	u.view.SetRect(x, y, w, h+grow)
}
