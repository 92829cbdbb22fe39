package app

import (
	"strings"

	"github.com/rivo/tview"

	"lwl/app/config"
	"lwl/widgets"
)

// build turns the layout tree into tview Flexes around lwl's widgets.
func (a *App) build(n *config.Node, parent *widgets.FitFlex) tview.Primitive {
	if n.Widget != "" {
		switch n.Widget {
		case "document":
			return a.ui.view
		case "status":
			a.ui.placeStatus(parent)
			return a.ui.slot
		case "title":
			return a.ui.title
		case "links":
			return a.ui.links
		case "prompt":
			a.ui.placePrompt()
			return a.ui.prompt
		}
		panic("unchecked widget " + n.Widget)
	}
	ff := widgets.NewFitFlex(n.Columns, a.paneHidden)
	for _, c := range n.Children {
		p := a.build(c, ff)
		size, weight := c.Size, c.Weight
		if size == 0 && weight == 0 {
			if config.OneRow(c.Widget) && !n.Columns {
				size = 1
			} else {
				weight = 1
			}
		}
		if p == a.ui.slot {
			a.ui.sizeStatus(size)
		}
		item := p
		if c.Widget != "" && p != a.ui.slot { // the slot is resized by identity; it clips itself
			item = widgets.NewClipped(p) // a size past the screen must not reach the widget
		}
		pane := widgets.FitPane{Size: c.Size, HasDoc: c.HasDocument(), OneRow: config.OneRow(c.Widget), Name: c.PaneName()}
		ff.Add(item, pane, size, weight, p == a.ui.view)
	}
	return ff
}

// paneHidden says that a pane did not fit the window. It runs while tview
// draws: the message shows in the frame drawn next.
func (a *App) paneHidden(name string) {
	a.ui.status.SetMessage(strings.ToUpper(name[:1]) + name[1:] + " is hidden: the window is too small for it")
	a.post(func() {})
}
