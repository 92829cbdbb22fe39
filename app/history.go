package app

import (
	"net/url"

	"lwl/widgets"
)

// page is a document left for another, to return to with back.
type page struct {
	state    widgets.ViewState
	name     string
	path     string
	base     *url.URL
	autoBase bool
}

func (a *App) push() {
	a.history = append(a.history, page{a.view.State(), a.name, a.path, a.base, a.autoBase})
}

func (a *App) back() {
	if len(a.history) == 0 {
		a.status.SetMessage("No previous document")
		return
	}
	p := a.history[len(a.history)-1]
	a.history = a.history[:len(a.history)-1]
	a.endSearch()
	p.state.Doc.Refresh() // a stream may have grown meanwhile
	a.view.Restore(p.state)
	a.name, a.path, a.base, a.autoBase = p.name, p.path, p.base, p.autoBase
	a.title.SetText(p.name)
}
