package app

import (
	"lwl/app/config"
	"lwl/app/printout"
	"lwl/theme"
	"lwl/widgets"
	"lwl/widgets/doc"
)

// NewOneScreen is printout's -F check for d laid out as the pager would in
// layout and th, for a screen of width x height cells; height counts the
// rows the text may take (the terminal's rows less the status line, as in
// less).
func NewOneScreen(d *doc.Document, layout *config.Layout, th theme.Theme, width, height int) *printout.OneScreen {
	dc := layout.Document
	o := widgets.DocumentOptions{Wrap: dc.Wrap, TabWidth: dc.TabWidth, Padding: dc.Padding, LineNumbers: dc.LineNumbers}
	return printout.NewOneScreen(d, o, documentStyles(th), width, height)
}
