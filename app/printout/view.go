package printout

import (
	"io"
	"slices"
	"strconv"

	"github.com/gdamore/tcell/v2"

	"lwl/widgets"
	"lwl/widgets/doc"
)

// A printed screen is the document as the pager shows it (wrapped, links
// in their style, control bytes as tokens) written to the terminal's normal
// buffer as plain text with SGR styles: for -F, text that fits on one screen,
// and for -X, the last screen left behind. The rows are drawn by the same
// DocumentView as the pager's, on an in-memory screen (Grid), so they cannot
// differ from what the pager would show; nothing from the document reaches
// the output but the cells' printable text.

// View is a document view laid out width cells wide, for printing.
type View struct {
	v      *widgets.DocumentView
	d      *doc.Document
	width  int
	styles widgets.DocumentStyles
}

// NewView lays d out width cells wide with the pager's options and styles.
func NewView(d *doc.Document, o widgets.DocumentOptions, st widgets.DocumentStyles, width int) *View {
	return &View{v: widgets.NewDocumentView(d, o, st), d: d, width: max(width, 1), styles: st}
}

// RowsFrom counts the rows from top to the document's end, up to limit; it
// reports false when there are more than limit.
func (p *View) RowsFrom(top doc.Pos, limit int) (int, bool) {
	if p.d.Size() == 0 {
		return 0, true
	}
	for k := 1; k <= limit; k++ {
		p.v.SetRect(0, 0, p.width, k)
		if k == 1 {
			p.v.ScrollTo(top)
		}
		if p.v.Bottom() == p.d.End() {
			return k, true
		}
	}
	return limit, false
}

// Write draws rows rows from top and writes them to w, one line each.
func (p *View) Write(w io.Writer, top doc.Pos, rows int) error {
	if rows <= 0 {
		return nil
	}
	s := NewGrid(p.width, rows)
	p.v.SetRect(0, 0, p.width, rows)
	p.v.ScrollTo(top)
	p.v.Draw(s)
	// Room for the rows as plain text at once: grown by append, the
	// buffer went through a dozen size classes, each a fresh span of
	// memory (page faults) at a short print's start.
	b := make([]byte, 0, rows*(p.width+1))
	for y := 0; y < rows; y++ {
		b = append(s.AppendRow(b, y, p.styles.Text), '\n')
	}
	_, err := w.Write(b)
	return err
}

// AppendRow appends row y of g to b as text with SGR styles; trailing
// blanks in the plain style are dropped, and the style is reset at the
// row's end. It works on the cells' style indexes (styleIndex keeps one
// index a style) and writes each style's SGR once per grid: a screen of
// cells compared and styled one by one cost 0.5 ms of each start.
func (g *Grid) AppendRow(b []byte, y int, plain tcell.Style) []byte {
	row := g.cells[y*g.w : (y+1)*g.w]
	plainIndex := slices.Index(g.styles, plain) // -1: no cell has it
	end := len(row)
	for ; end > 0; end-- {
		c := row[end-1]
		blank := c.width == 0 || c.text == 0 || c.text == ' '
		if !blank || int(c.style) != plainIndex {
			break
		}
	}
	cur := uint16(0) // styles[0] is tcell.StyleDefault
	for x := 0; x < end; {
		c := row[x]
		if c.style != cur {
			b = append(b, g.sgr(c.style)...)
			cur = c.style
		}
		w := 1
		switch {
		case c.width == 0 || c.text == 0:
			b = append(b, ' ')
		case c.text < textIndex:
			b = append(b, byte(c.text))
		default:
			b = append(b, g.texts[c.text-textIndex]...)
			w = int(c.width)
		}
		x += max(w, 1)
	}
	if cur != 0 {
		b = append(b, "\x1b[m"...)
	}
	return b
}

// sgr is SGR of style i of g, made once.
func (g *Grid) sgr(i uint16) string {
	if len(g.sgrs) < len(g.styles) {
		g.sgrs = append(g.sgrs, make([]string, len(g.styles)-len(g.sgrs))...)
	}
	if g.sgrs[i] == "" {
		g.sgrs[i] = SGR(g.styles[i])
	}
	return g.sgrs[i]
}

// SGR is the escape sequence that sets st from scratch.
func SGR(st tcell.Style) string {
	fg, bg, attr := st.Decompose()
	b := []byte("\x1b[0")
	for _, a := range []struct {
		mask tcell.AttrMask
		code string
	}{{tcell.AttrBold, "1"}, {tcell.AttrDim, "2"}, {tcell.AttrItalic, "3"}, {tcell.AttrBlink, "5"},
		{tcell.AttrReverse, "7"}, {tcell.AttrStrikeThrough, "9"}} {
		if attr&a.mask != 0 {
			b = append(b, ';')
			b = append(b, a.code...)
		}
	}
	if st.GetUnderlineStyle() != tcell.UnderlineStyleNone || attr&tcell.AttrUnderline != 0 {
		b = append(b, ";4"...)
	}
	b = appendColour(b, fg, 30)
	b = appendColour(b, bg, 40)
	return string(append(b, 'm'))
}

// appendColour adds c as a foreground (base 30) or background (base 40)
// colour: the 16 colours by their own codes, others as 256-colour or
// 24-bit ones.
func appendColour(b []byte, c tcell.Color, base int) []byte {
	switch {
	case !c.Valid():
		return b // the terminal's default
	case c.IsRGB():
		r, g, bl := c.RGB()
		b = append(b, ';')
		b = strconv.AppendInt(b, int64(base+8), 10)
		b = append(b, ";2;"...)
		b = strconv.AppendInt(b, int64(r), 10)
		b = append(b, ';')
		b = strconv.AppendInt(b, int64(g), 10)
		b = append(b, ';')
		return strconv.AppendInt(b, int64(bl), 10)
	}
	n := int64(c - tcell.ColorValid)
	b = append(b, ';')
	switch {
	case n < 8:
		return strconv.AppendInt(b, int64(base)+n, 10)
	case n < 16:
		return strconv.AppendInt(b, int64(base)+60+n-8, 10)
	}
	b = strconv.AppendInt(b, int64(base+8), 10)
	b = append(b, ";5;"...)
	return strconv.AppendInt(b, n, 10)
}
