package widgets

import (
	"strconv"

	"github.com/gdamore/tcell/v2"

	"lwl/widgets/doc"
)

// Cover is drawn in a widget's place while it is set (see SetCover): the
// link picker over the document or the links pane.
type Cover interface {
	// DrawIn draws every cell of the rectangle.
	DrawIn(screen tcell.Screen, x, y, w, h int)
}

// PickerStyles are the styles the link picker draws with.
type PickerStyles struct {
	Filter, Text, Dest, Active tcell.Style
}

// Picker draws the link picker: a filter line, then a row per link that
// matches it, the link's text and then its destination (dimmer), the
// cursor's row in the active style. It draws only the rows that show, so a
// list of any length costs the same.
type Picker struct {
	styles PickerStyles
	// query is the filter line's text; total the number of links before
	// filtering.
	query string
	total int
	n     int
	row   func(i int) (text, dest string)
	// cursor is the index of the chosen row.
	cursor int
	top    int
	// queryCursor is the filter line's cursor (a byte offset into query),
	// when set; else it is at the end.
	queryCursor    int
	hasQueryCursor bool
}

// SetQueryCursor puts the filter line's cursor at byte off of the query.
func (p *Picker) SetQueryCursor(off int) {
	p.queryCursor, p.hasQueryCursor = off, true
}

// SetFilter shows query on the filter line, with total, the number of
// rows before filtering.
func (p *Picker) SetFilter(query string, total int) { p.query, p.total = query, total }

// Cursor is the index of the chosen row.
func (p *Picker) Cursor() int { return p.cursor }

// SetCursor puts the cursor on row i.
func (p *Picker) SetCursor(i int) { p.cursor = i }

// NewPicker makes an empty picker.
func NewPicker(styles PickerStyles) *Picker { return &Picker{styles: styles} }

// SetRows sets the list: n rows, row(i) giving the text and destination
// of row i. The cursor goes back to the first row.
func (p *Picker) SetRows(n int, row func(i int) (text, dest string)) {
	p.n, p.row, p.cursor, p.top = n, row, 0, 0
}

// Len is the number of rows.
func (p *Picker) Len() int { return p.n }

// Move moves the cursor by delta rows, within the list.
func (p *Picker) Move(delta int) {
	p.cursor = max(min(p.cursor+delta, p.n-1), 0)
}

// RowAt is the index of the row drawn dy rows below the filter line's
// row (as the last DrawIn laid them out), if there is one there.
func (p *Picker) RowAt(dy int) (int, bool) {
	i := p.top + dy - 1
	if dy < 1 || i >= p.n {
		return 0, false
	}
	return i, true
}

// DrawIn implements Cover.
func (p *Picker) DrawIn(screen tcell.Screen, x, y, w, h int) {
	if w <= 0 || h <= 0 {
		return
	}
	count := strconv.Itoa(p.n) + "/" + strconv.Itoa(p.total)
	cur := len(p.query)
	if p.hasQueryCursor {
		cur = min(max(p.queryCursor, 0), len(p.query))
	}
	before, after := "Filter: "+doc.Sanitize(p.query[:cur]), doc.Sanitize(p.query[cur:])
	line := before + after + " "
	if after == "" {
		line = before + "_" // the cursor at the end, as it always was
	}
	room := max(w-len(count)-1, 0)
	putText(screen, x, y, room, cut(line, room), p.styles.Filter)
	putText(screen, x+room, y, w-room, " "+count, p.styles.Filter)
	if at := textWidth(before); after != "" && at < room {
		// The cursor inside the line: the cell under it reversed.
		str, st, _ := screen.Get(x+at, y)
		screen.Put(x+at, y, str, st.Reverse(true))
	}
	rows := h - 1
	if p.cursor < p.top {
		p.top = p.cursor
	}
	if rows > 0 && p.cursor >= p.top+rows {
		p.top = p.cursor - rows + 1
	}
	for r := 0; r < rows; r++ {
		i := p.top + r
		ty := y + 1 + r
		if i >= p.n {
			putText(screen, x, ty, w, "", p.styles.Text)
			continue
		}
		text, dest := p.row(i)
		text, _ = doc.Visible(text, nil)
		dest, _ = doc.Visible(dest, nil)
		ts, ds := p.styles.Text, p.styles.Dest
		if i == p.cursor {
			ts, ds = p.styles.Active, p.styles.Active
		}
		screen.Put(x, ty, " ", ts)
		// The text whole when both fit; else the text takes three fifths
		// (or what the destination leaves), the destination the rest.
		avail := w - 1
		tw, dw := textWidth(text), textWidth(dest)
		if tw+2+dw > avail {
			tw = min(tw, max(avail*3/5, avail-2-dw))
		}
		tw = max(min(tw, avail), 0)
		putText(screen, x+1, ty, tw, cut(text, tw), ts)
		if rest := avail - tw; rest > 0 {
			putText(screen, x+1+tw, ty, rest, "  "+cut(dest, max(rest-2, 0)), ds)
		}
	}
}

// SetCover draws c in the view's place until SetCover(nil).
func (v *DocumentView) SetCover(c Cover) {
	v.cover = c
	v.Invalidate()
}

// drawCover draws the cover in the view's place, if there is one: Draw
// then draws nothing else, and the view's plain cells go back to tcell.
func (v *DocumentView) drawCover(screen tcell.Screen) bool {
	if v.cover == nil {
		return false
	}
	x, y, w, h := v.GetInnerRect()
	v.cover.DrawIn(screen, x, y, w, h)
	v.lastFrame = frameKey{}
	if v.direct != nil {
		v.direct.Epoch()
		v.direct.NoRows()
	}
	return true
}

// SetCover draws c in the pane's place until SetCover(nil).
func (p *LinksPane) SetCover(c Cover) { p.cover = c }
