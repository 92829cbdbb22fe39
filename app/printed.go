package app

import (
	"io"

	"lwl/app/config"
	"lwl/app/printout"
	"lwl/theme"
	"lwl/widgets"
	"lwl/widgets/doc"
)

// The document written outside the pager's screen through app/printout,
// laid out as the pager lays it out: -F's check that it fits one screen,
// and -X's last screen left in the terminal.

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

// NewOneScreen is printout's -F check for d laid out as the pager would in
// layout and th, for a screen of width x height cells; height counts the
// rows the text may take (the terminal's rows less the status line, as in
// less).
func NewOneScreen(d *doc.Document, layout *config.Layout, th theme.Theme, width, height int) *printout.OneScreen {
	dc := layout.Document
	o := widgets.DocumentOptions{Wrap: dc.Wrap, TabWidth: dc.TabWidth, Padding: dc.Padding, LineNumbers: dc.LineNumbers}
	return printout.NewOneScreen(d, o, documentStyles(th), width, height)
}
