package app

import (
	"io"

	"lwl/app/printout"
	"lwl/widgets/doc"
)

// WriteLastScreen writes the document rows that were on screen when lwl
// quit, as plain text with SGR styles, for -X (less's --no-init): tcell
// always draws on the alternate screen, which its Fini leaves, so the
// last screen is written again into the normal buffer, where it stays.
// Call it after Run returned. Rows past the document's end are left out.
func (a *App) WriteLastScreen(w io.Writer) error {
	_, _, width, height := a.ui.view.GetInnerRect()
	if width <= 0 || height <= 0 {
		return nil
	}
	d := a.ui.view.Document()
	p := printout.NewView(d, a.ui.view.Options(), documentStyles(a.opts.Theme), width)
	top := a.ui.view.Top()
	rows, _ := p.RowsFrom(top, height)
	if top == (doc.Pos{}) && rows == 0 {
		return nil
	}
	return p.Write(w, top, rows)
}
