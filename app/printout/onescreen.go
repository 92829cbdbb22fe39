package printout

import (
	"io"

	"lwl/widgets"
	"lwl/widgets/doc"
)

// OneScreen decides -F (less's --quit-if-one-screen): whether a document
// fits on the first screen, and if so prints it as the pager would show it.
type OneScreen struct {
	p      *View
	d      *doc.Document
	height int
}

// NewOneScreen lays d out as the pager would with o and st, for a screen
// of width x height cells; height counts the rows the text may take (the
// terminal's rows less the status line, as in less).
func NewOneScreen(d *doc.Document, o widgets.DocumentOptions, st widgets.DocumentStyles, width, height int) *OneScreen {
	return &OneScreen{p: NewView(d, o, st, width), d: d, height: max(height, 1)}
}

// SqueezeBlankLines shows a run of blank lines as one, as -s does.
func (s *OneScreen) SqueezeBlankLines() { s.p.v.SetSqueeze(true) }

// Overflows reports whether the text there is so far already needs more
// than a screen. The text of a stream still being read only grows, so
// once it overflows, the whole will too.
func (s *OneScreen) Overflows() bool {
	_, fits := s.p.RowsFrom(doc.Pos{}, s.height)
	return !fits
}

// Print writes the document to w and reports true if it is complete and
// fits on the screen; otherwise it writes nothing and reports false.
func (s *OneScreen) Print(w io.Writer) (bool, error) {
	if !s.d.Complete() {
		return false, nil
	}
	rows, fits := s.p.RowsFrom(doc.Pos{}, s.height)
	if !fits {
		return false, nil
	}
	return true, s.p.Write(w, doc.Pos{}, rows)
}
