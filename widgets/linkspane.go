package widgets

import (
	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"lwl/widgets/doc"
)

// LinksPane lists the document's links, a row each, around the selected
// one (so a document of any size costs only the rows shown). Clicking a row
// selects that link.
type LinksPane struct {
	*tview.Box
	doc      *doc.Document
	style    tcell.Style
	active   tcell.Style
	selected int64
	top      int64 // ID of the first link shown, -1 for the first link
	describe func(l doc.Link) string
	onSelect func(id int64)
	cover    Cover // drawn in the pane's place, or nil (see SetCover)
	onFollow func(id int64)
	// hints are labels drawn before the rows of these links (hint mode).
	hints     map[int64]string
	hintStyle tcell.Style
}

// SetHints draws labels before the text of the rows of the links in
// hints (link ID to label), in style, until SetHints(nil, ...).
func (p *LinksPane) SetHints(hints map[int64]string, style tcell.Style) {
	p.hints, p.hintStyle = hints, style
}

// ShownLinks lists the IDs of the links on the pane's rows, top to bottom,
// as the last Draw showed them.
func (p *LinksPane) ShownLinks() []int64 {
	_, _, w, h := p.GetInnerRect()
	if w <= 0 || h <= 0 || p.doc == nil {
		return nil
	}
	var ids []int64
	for _, l := range p.rows(h) {
		ids = append(ids, l.ID)
	}
	return ids
}

// NewLinksPane makes a pane drawn in style, the selected row in active.
// describe turns a link into its row's text (sanitized when drawn).
func NewLinksPane(style, active tcell.Style, describe func(doc.Link) string) *LinksPane {
	return &LinksPane{Box: tview.NewBox(), style: style, active: active, selected: -1, top: -1, describe: describe}
}

// SetDocument lists another document's links.
func (p *LinksPane) SetDocument(d *doc.Document) { p.doc, p.top, p.selected = d, -1, -1 }

// Sync shows d's links with id selected, switching documents if needed.
func (p *LinksPane) Sync(d *doc.Document, id int64) {
	if d != p.doc {
		p.SetDocument(d)
	}
	p.selected = id
}

// SetOnSelect sets what happens when the user picks a row.
func (p *LinksPane) SetOnSelect(f func(id int64)) { p.onSelect = f }

// SetOnFollow sets what happens when the user double-clicks a row.
func (p *LinksPane) SetOnFollow(f func(id int64)) { p.onFollow = f }

// rows returns the links shown from the current top, at most n.
func (p *LinksPane) rows(n int) []doc.Link {
	links := doc.Links{D: p.doc}
	var out []doc.Link
	it, ok := links.After(p.top - 1)
	for ; ok && len(out) < n; it, ok = links.After(it.ID) {
		if l, found := p.doc.Link(it.ID); found {
			out = append(out, l)
		}
	}
	return out
}

// follow moves the top so the selected link is among the h rows shown.
func (p *LinksPane) follow(h int) {
	if p.selected < 0 || p.doc == nil {
		return
	}
	if p.selected < p.top {
		p.top = p.selected
		return
	}
	shown := p.rows(h)
	if len(shown) > 0 && p.selected <= shown[len(shown)-1].ID {
		return
	}
	links := doc.Links{D: p.doc}
	top := p.selected
	for i := 1; i < h; i++ {
		it, ok := links.Before(top)
		if !ok {
			break
		}
		top = it.ID
	}
	p.top = top
}

// Draw implements tview.Primitive, writing every cell once.
func (p *LinksPane) Draw(screen tcell.Screen) {
	x, y, w, h := p.GetInnerRect()
	if w <= 0 || h <= 0 {
		return
	}
	if p.cover != nil {
		for row := 0; row < h; row++ {
			screen.Put(x, y+row, " ", p.style) // apart from the document, as the rows are
		}
		p.cover.DrawIn(screen, x+1, y, w-1, h)
		return
	}
	var shown []doc.Link
	if p.doc != nil {
		p.follow(h)
		shown = p.rows(h)
	}
	for row := 0; row < h; row++ {
		text, style := "", p.style
		switch {
		case row < len(shown):
			text, _ = doc.Visible(p.describe(shown[row]), nil)
			if shown[row].ID == p.selected {
				style = p.active
			}
		case row == 0:
			text = "(no links)"
		}
		// A blank first column keeps the list apart from the document; a
		// label goes before the row's text, and a blank after it.
		screen.Put(x, y+row, " ", p.style)
		left := 1
		if row < len(shown) {
			if label, ok := p.hints[shown[row].ID]; ok {
				n := min(len(label), w-left)
				putText(screen, x+left, y+row, n, label, p.hintStyle)
				left += n
				if left < w {
					screen.Put(x+left, y+row, " ", p.style)
					left++
				}
			}
		}
		putText(screen, x+left, y+row, w-left, cut(text, w-left), style)
	}
}

// MouseHandler implements tview.Primitive: a click selects the row's link,
// a double click follows it.
func (p *LinksPane) MouseHandler() func(action tview.MouseAction, event *tcell.EventMouse, setFocus func(p tview.Primitive)) (bool, tview.Primitive) {
	return p.WrapMouseHandler(func(action tview.MouseAction, event *tcell.EventMouse, setFocus func(tview.Primitive)) (bool, tview.Primitive) {
		mx, my := event.Position()
		double := action == tview.MouseLeftDoubleClick
		if !p.InRect(mx, my) || (action != tview.MouseLeftClick && !double) || p.doc == nil || p.cover != nil {
			return false, nil
		}
		_, y, _, h := p.GetInnerRect()
		shown := p.rows(h)
		if i := my - y; i >= 0 && i < len(shown) {
			switch {
			case double && p.onFollow != nil:
				p.onFollow(shown[i].ID)
			case p.onSelect != nil:
				p.onSelect(shown[i].ID)
			}
		}
		return true, nil
	})
}
