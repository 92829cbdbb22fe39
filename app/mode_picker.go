package app

import (
	"github.com/gdamore/tcell/v2"

	"lwl/app/config"
	"lwl/app/picker"
	"lwl/widgets"
	"lwl/widgets/doc"
)

// app/picker lists the links (L) and the headings (T) to choose from and
// moves by heading (] [); here is the picker mode, which hands it keys and
// clicks, and what it moves (pickerHost). Keys bound in keys.yaml's picker
// section act; any other character types into the filter line.

// pickerMode is the mode in force while a picker is open: the list drawn
// over the document (or the links pane) and its filter line.
type pickerMode struct {
	a       *App
	edit    widgets.LineEditor // the filter line
	view    *widgets.Picker
	covered interface {
		SetCover(widgets.Cover)
		GetInnerRect() (x, y, w, h int)
	}
}

func (m *pickerMode) indicator() string { return m.a.input.picker.Indicator() }

func (m *pickerMode) end() {
	m.covered.SetCover(nil)
	m.a.ui.view.Invalidate()
	m.a.input.picker.End()
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
		m.a.input.picker.SetQuery(m.edit.Text())
	}
	m.view.SetQueryCursor(m.edit.Cursor())
}

// erase deletes the character before the filter line's cursor.
func (m *pickerMode) erase() {
	m.editKey(tcell.NewEventKey(tcell.KeyBackspace2, 0, tcell.ModNone))
}

// click puts the cursor on the row at screen cell (x, y), and with double
// follows its link, as a key would; a click outside the list closes it.
func (m *pickerMode) click(x, y int, double bool) {
	cx, cy, cw, ch := m.covered.GetInnerRect()
	if x < cx || x >= cx+cw || y < cy || y >= cy+ch {
		m.a.input.picker.Close()
		return
	}
	m.a.input.picker.Click(y-cy, double)
}

// pickerModeOf is the picker in force, or nil.
func (a *App) pickerModeOf() *pickerMode {
	m, _ := a.input.mode.(*pickerMode)
	return m
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

// pickerHost is the pager as app/picker moves it.
type pickerHost struct{ a *App }

func (h pickerHost) Document() *doc.Document    { return h.a.ui.view.Document() }
func (h pickerHost) Top() doc.Pos               { return h.a.ui.view.Top() }
func (h pickerHost) SelectedLink() int64        { return h.a.ui.view.SelectedLink() }
func (h pickerHost) Resolve(dest string) string { return h.a.resolve(dest) }
func (h pickerHost) LinksUnique() bool          { return h.a.opts.Layout.Document.LinksUnique }
func (h pickerHost) SetMessage(text string)     { h.a.ui.status.SetMessage(text) }
func (h pickerHost) ClearMessage()              { h.a.ui.status.ClearMessage() }
func (h pickerHost) Leave()                     { h.a.leaveMode() }
func (h pickerHost) PickLink(id int64)          { h.a.pickLink(id) }
func (h pickerHost) FollowChosen()              { h.a.followChosen() }

// Show puts the picker mode in force, its list over the document, or for
// links over the links pane when the layout places one.
func (h pickerHost) Show(links bool) picker.List {
	a := h.a
	t := a.opts.Theme
	m := &pickerMode{a: a, view: widgets.NewPicker(widgets.PickerStyles{
		Filter: t.Style("prompt"), Text: t.Style("links"), Dest: t.Style("links").Dim(true),
		Active: t.Style("link-active"),
	})}
	m.covered = a.ui.view
	if links && placesWidget(a.opts.Layout.Root, "links") {
		m.covered = a.ui.links
	}
	a.enterMode(m)
	m.covered.SetCover(m.view)
	return m.view
}

// JumpToHeading lands the heading whose line starts at source offset off.
func (h pickerHost) JumpToHeading(off int64) {
	h.a.noteJump()
	h.a.land(off, h.a.jumpRows(), nil)
}

// JumpLineOffset is the source offset of the line at the jump target's
// row: where the last section move landed its heading.
func (h pickerHost) JumpLineOffset() int64 {
	a := h.a
	d := a.ui.view.Document()
	top := a.ui.view.Top()
	off := d.SrcOffset(top)
	if rows := a.jumpRows(); rows > 0 {
		if line, exact := d.LineAt(top); exact {
			off = max(off, d.SrcOffset(d.PosOfLine(line+rows)))
		}
	}
	return off
}
