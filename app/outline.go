package app

import (
	"strconv"

	"lwl/app/search"
	"lwl/widgets"
	"lwl/widgets/doc"
)

// The outline (T): the picker listing a Markdown document's headings,
// indented by level, with the filter line; Enter jumps to the heading, and
// the section in view is where the cursor starts. Its entries' ids are the
// headings' source offsets.

// outlineStatus is the status line while the outline is open.
const outlineStatus = "Outline: type to filter; enter jumps to the heading, esc closes"

// openOutline shows the outline of the document.
func (a *App) openOutline() {
	d := a.ui.view.Document()
	entries := outlineEntries(d.Headings(d.Size()))
	if len(entries) == 0 {
		a.ui.status.SetMessage(noHeadingMessage(d, 0))
		return
	}
	t := a.opts.Theme
	m := &pickerMode{a: a, entries: entries, outline: true, view: widgets.NewPicker(widgets.PickerStyles{
		Filter: t.Style("prompt"), Text: t.Style("links"), Dest: t.Style("links").Dim(true),
		Active: t.Style("link-active"),
	})}
	m.covered = a.ui.view
	m.filter(nil)
	if h, ok := d.HeadingBefore(d.SrcOffset(a.ui.view.Top())); ok {
		for i, e := range m.shown {
			if m.entries[e].ID == h.Offset {
				m.view.Cursor = i
				break
			}
		}
	}
	a.enterMode(m)
	m.covered.SetCover(m.view)
}

// outlineEntries are the picker's rows for headings hs: the text indented
// two spaces a level, the line number after it.
func outlineEntries(hs []doc.Heading) []search.LinkEntry {
	entries := make([]search.LinkEntry, len(hs))
	const indent = "          "
	for i, h := range hs {
		text := indent[:min(2*(h.Level-1), len(indent))] + h.Text
		entries[i] = search.NewLinkEntry(h.Offset, text, strconv.Itoa(h.Line+1))
	}
	return entries
}

// outlineChosen jumps to the heading of the outline's entry id.
func (a *App) outlineChosen(id int64) {
	a.leaveMode()
	a.ui.status.ClearMessage()
	a.jumpToHeading(id)
}

// outlineIndicator is the mode indicator while the outline is open: T,
// the key that opens it.
func outlineIndicator() string { return "T" }
