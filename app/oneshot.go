package app

import (
	"io"

	"lwl/theme"
	"lwl/widgets"
	"lwl/widgets/doc"
)

// OneScreen decides -F (less's --quit-if-one-screen): whether a document
// fits on the first screen, and if so prints it as the pager would show it.
type OneScreen struct {
	p      *printView
	d      *doc.Document
	height int
}

// NewOneScreen lays d out as the pager would in layout and th, for a
// screen of width x height cells; height counts the rows the text may
// take (the terminal's rows less the status line, as in less).
func NewOneScreen(d *doc.Document, layout *Layout, th theme.Theme, width, height int) *OneScreen {
	dc := layout.Document
	o := widgets.DocumentOptions{Wrap: dc.Wrap, TabWidth: dc.TabWidth, Padding: dc.Padding, LineNumbers: dc.LineNumbers}
	return &OneScreen{p: newPrintView(d, o, documentStyles(th), width), d: d, height: max(height, 1)}
}

// SqueezeBlankLines shows a run of blank lines as one, as -s does.
func (s *OneScreen) SqueezeBlankLines() { s.p.v.SetSqueeze(true) }

// Overflows reports whether the text there is so far already needs more
// than a screen. The text of a stream still being read only grows, so
// once it overflows, the whole will too.
func (s *OneScreen) Overflows() bool {
	_, fits := s.p.rowsFrom(doc.Pos{}, s.height)
	return !fits
}

// Print writes the document to w and reports true if it is complete and
// fits on the screen; otherwise it writes nothing and reports false.
func (s *OneScreen) Print(w io.Writer) (bool, error) {
	if !s.d.Complete() {
		return false, nil
	}
	rows, fits := s.p.rowsFrom(doc.Pos{}, s.height)
	if !fits {
		return false, nil
	}
	return true, s.p.write(w, doc.Pos{}, rows)
}
