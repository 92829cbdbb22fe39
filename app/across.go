package app

import (
	"lwl/app/browse"
	"lwl/widgets/doc"
)

// pagerHost is the pager as app/browse moves it, going back and forward
// across documents and across lwl processes.
type pagerHost struct{ a *App }

func (h pagerHost) Document() *doc.Document { return h.a.ui.view.Document() }

func (h pagerHost) Place() browse.Place {
	st := h.a.ui.view.State()
	return browse.Place{Top: st.Top, HScroll: st.HScroll, Link: st.SelectedLink, Match: st.SelectedMatch}
}

func (h pagerHost) Shown() browse.Shown {
	s := &h.a.shown
	return browse.Shown{Name: s.name, Path: s.path, Base: s.base, AutoBase: s.autoBase}
}

func (h pagerHost) SetMessage(text string) { h.a.ui.status.SetMessage(text) }
func (h pagerHost) SetError(text string)   { h.a.ui.status.SetError(text) }
func (h pagerHost) Redraw()                { h.a.ui.view.Invalidate() }
