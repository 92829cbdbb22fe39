package app

import (
	"cmp"
	"fmt"
	"slices"

	"github.com/gdamore/tcell/v2"

	"lwl/app/config"
	"lwl/app/search"
	"lwl/widgets"
	"lwl/widgets/doc"
)

// The link picker: the document's links in a list over the document (or
// over the links pane when the layout places one), with a filter line.
// Keys bound in keys.yaml's picker section act; any other character types
// into the filter.

// pickerMode is the state of an open picker.
type pickerMode struct {
	a       *App
	entries []search.LinkEntry
	shown   []int32 // indexes into entries, best match first
	query   string
	edit    widgets.LineEditor // the filter line
	view    *widgets.Picker
	covered interface {
		SetCover(widgets.Cover)
		GetInnerRect() (x, y, w, h int)
	}
	// outline: the entries are headings, and choosing one jumps to it
	// (outline.go).
	outline bool
}

// The picker lists the links of the part of the document around the
// screen: all of it up to pickWindow either side of the top chunk, and at
// most pickMost links, so that L on a 1 GB log answers within a frame or
// two and holds a bounded list (listing 1.2 million links took 4.7 s and
// 489 MB).
const (
	pickWindow = 8 << 20
	pickMost   = 100_000
)

// openPicker lists the links of the document around the screen (folding
// repeated destinations with links-unique) and shows the picker.
func (a *App) openPicker() {
	entries, partial := a.pickEntries()
	if len(entries) == 0 {
		a.ui.status.SetMessage("No links in this document")
		return
	}
	t := a.opts.Theme
	m := &pickerMode{a: a, entries: entries, view: widgets.NewPicker(widgets.PickerStyles{
		Filter: t.Style("prompt"), Text: t.Style("links"), Dest: t.Style("links").Dim(true),
		Active: t.Style("link-active"),
	})}
	m.covered = a.ui.view
	if placesWidget(a.opts.Layout.Root, "links") {
		m.covered = a.ui.links
	}
	m.filter(nil)
	// Start at the selected link, if it is listed.
	for i, e := range m.shown {
		if m.entries[e].ID == a.ui.view.SelectedLink() {
			m.view.Cursor = i
		}
	}
	a.enterMode(m)
	a.ui.status.SetMessage(m.status())
	if partial {
		a.ui.status.SetMessage(fmt.Sprintf("Links: the %d nearest the screen; type to filter, enter follows, esc closes", len(entries)))
	}
	m.covered.SetCover(m.view)
}

// pickEntries collects the picker's rows from the chunks around the top of
// the screen, nearest first (the screen's chunk, then one after and one
// before it, and so on), in document order, and reports whether the
// document has more than it took.
func (a *App) pickEntries() (entries []search.LinkEntry, partial bool) {
	d := a.ui.view.Document()
	unique := a.opts.Layout.Document.LinksUnique
	seen := map[string]bool{}
	top := a.ui.view.Top().Chunk
	span := max(pickWindow/doc.ChunkSize, 1)
	first, last := max(top-span, 0), min(top+span, d.NumChunks()-1)
	partial = first > 0 || last < d.NumChunks()-1
	order := []int{top} // the chunks, nearest the screen first
	for i := 1; top+i <= last || top-i >= first; i++ {
		if top+i <= last {
			order = append(order, top+i)
		}
		if top-i >= first {
			order = append(order, top-i)
		}
	}
	var links []doc.Link
	for _, k := range order {
		ls := d.Chunk(k).Links
		if room := pickMost - len(links); len(ls) > room {
			partial = true
			if k < top {
				ls = ls[len(ls)-room:] // the nearest of a chunk above are its last
			} else {
				ls = ls[:room]
			}
		}
		links = append(links, ls...)
		if len(links) == pickMost {
			break
		}
	}
	slices.SortFunc(links, func(x, y doc.Link) int { return cmp.Compare(x.ID, y.ID) })
	for _, l := range links {
		dest := a.resolve(l.Dest)
		if unique {
			if seen[dest] {
				continue
			}
			seen[dest] = true
		}
		entries = append(entries, search.NewLinkEntry(l.ID, d.LinkText(l.ID), dest))
	}
	return entries, partial
}

// placesWidget reports whether the layout tree n places the widget name.
func placesWidget(n *config.Node, name string) bool {
	if n == nil {
		return false
	}
	if n.Widget == name {
		return true
	}
	for _, c := range n.Children {
		if placesWidget(c, name) {
			return true
		}
	}
	return false
}

// indicator is "L", the key that lists the links.
func (m *pickerMode) indicator() string {
	if m.outline {
		return outlineIndicator()
	}
	return "L"
}

// status is the status bar's line while the picker is open.
func (m *pickerMode) status() string {
	if m.outline {
		return outlineStatus
	}
	return "Links: type to filter; enter follows, tab selects, esc closes"
}

func (m *pickerMode) end() {
	m.covered.SetCover(nil)
	m.a.ui.view.Invalidate()
}

// filter shows the entries that match the query, from within (nil: all).
func (m *pickerMode) filter(within []int32) {
	m.shown = search.RankLinks(m.entries, m.query, within)
	m.view.Query, m.view.Total = m.query, len(m.entries)
	m.view.SetRows(len(m.shown), func(i int) (string, string) {
		e := &m.entries[m.shown[i]]
		return e.Text, e.Dest
	})
}

// setQuery changes the filter line, filtering from the last matches when
// the new query can only narrow them.
func (m *pickerMode) setQuery(q string) {
	prev := m.query
	m.query = q
	if search.Refines(q, prev) {
		m.filter(m.shown)
	} else {
		m.filter(nil)
	}
}

func (m *pickerMode) key(ev *tcell.EventKey) *tcell.EventKey {
	keys := m.a.opts.Keys["picker"]
	if m.a.dispatch(pickerActions, keys, wayOut(keys, ev), 0) {
		return nil
	}
	m.editKey(ev)
	return nil
}

// editKey edits the filter line with ev, as the prompt edits its line.
func (m *pickerMode) editKey(ev *tcell.EventKey) {
	if m.edit.Key(ev) {
		m.setQuery(m.edit.Text())
	}
	m.view.SetQueryCursor(m.edit.Cursor())
}

// move moves the cursor by delta rows.
func (m *pickerMode) move(delta int) { m.view.Move(delta) }

// erase deletes the character before the filter line's cursor.
func (m *pickerMode) erase() {
	m.editKey(tcell.NewEventKey(tcell.KeyBackspace2, 0, tcell.ModNone))
}

// choose selects the link under the cursor and closes the picker; with
// follow, then follows it as Enter does.
func (m *pickerMode) choose(follow bool) {
	a := m.a
	if m.view.Len() == 0 {
		a.ui.status.SetMessage("No link matches")
		return
	}
	id := m.entries[m.shown[m.view.Cursor]].ID
	if m.outline {
		a.outlineChosen(id)
		return
	}
	a.leaveMode()
	a.pickLink(id)
	if follow {
		a.followChosen()
	}
}

// close leaves the picker with nothing chosen.
func (m *pickerMode) close() {
	m.a.leaveMode()
	m.a.ui.status.ClearMessage()
}

// pickerModeOf is the picker in force, or nil.
func (a *App) pickerModeOf() *pickerMode {
	m, _ := a.input.mode.(*pickerMode)
	return m
}

// click puts the cursor on the row at screen cell (x, y), and with double
// follows its link, as a key would; a click outside the list closes it.
func (m *pickerMode) click(x, y int, double bool) {
	cx, cy, cw, ch := m.covered.GetInnerRect()
	if x < cx || x >= cx+cw || y < cy || y >= cy+ch {
		m.close()
		return
	}
	i, ok := m.view.RowAt(y - cy)
	if !ok {
		return
	}
	if double && i == m.view.Cursor {
		m.choose(true)
		return
	}
	m.view.Cursor = i
}
