package printout

import (
	"bufio"
	"io"
	"strconv"
	"strings"

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
	bw := bufio.NewWriter(w)
	for y := 0; y < rows; y++ {
		bw.WriteString(s.Row(y, p.styles.Text))
		bw.WriteByte('\n')
	}
	return bw.Flush()
}

// Row is row y of s as text with SGR styles; trailing blanks in the
// plain style are dropped, and the style is reset at the row's end.
func (s *Grid) Row(y int, plain tcell.Style) string {
	width := s.w
	// the row's end: the last cell that is not a plain blank
	end := 0
	for x := 0; x < width; x++ {
		str, st, _ := s.Get(x, y)
		if (str != " " && str != "") || st != plain {
			end = x + 1
		}
	}
	var b strings.Builder
	cur := tcell.StyleDefault
	for x := 0; x < end; {
		str, st, w := s.Get(x, y)
		if st != cur {
			b.WriteString(SGR(st))
			cur = st
		}
		if str == "" {
			str = " "
		}
		b.WriteString(str)
		x += max(w, 1)
	}
	if cur != tcell.StyleDefault {
		b.WriteString("\x1b[m")
	}
	return b.String()
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
