package app

import (
	"net/url"
	"slices"

	"lwl/app/commands"
	"lwl/widgets"
	"lwl/widgets/doc"
)

// app/commands runs the programs lwl runs on links; here is what it moves
// (commandHost): the status bar, and the pages open's commands make.

// commandHost is the pager as app/commands moves it.
type commandHost struct{ a *App }

func (h commandHost) SetMessage(text string) { h.a.ui.status.SetMessage(text) }
func (h commandHost) SetError(text string)   { h.a.ui.status.SetError(text) }

func (h commandHost) ClearMessage(text string) {
	if h.a.ui.status.Message() == text {
		h.a.ui.status.ClearMessage()
	}
}

func (h commandHost) Work(fn func()) { h.a.work(fn) }
func (h commandHost) Post(fn func()) { h.a.post(fn) }

func (h commandHost) Document() *doc.Document { return h.a.ui.view.Document() }

func (h commandHost) At() commands.Place {
	st := h.a.ui.view.State()
	return commands.Place{Top: st.Top, HScroll: st.HScroll, Link: st.SelectedLink}
}

func (h commandHost) OptionsFor(name string, src doc.Source) doc.ParseOptions {
	return h.a.optionsFor(name, src)
}

func (h commandHost) Show(d *doc.Document, name string, base *url.URL) {
	h.a.show(d, name, "", base, "")
}

func (h commandHost) Replace(old, now *doc.Document, top int64, hscroll int, then func()) {
	a := h.a
	a.endSearch()
	a.watch(now)
	a.ui.view.Restore(widgets.ViewState{Doc: now, HScroll: hscroll, SelectedLink: -1, SelectedMatch: -1})
	a.shown.browse.Replaced(old, now)
	a.land(top, 0, then)
}

func (h commandHost) Changed()               { h.a.SourceChanged() }
func (h commandHost) Refresh()               { h.a.refresh() }
func (h commandHost) Rebase(d *doc.Document) { h.a.shown.rebase(d) }

func (h commandHost) ToSection(frag string) {
	if p, ok := findSection(h.a.ui.view.Document(), frag); ok {
		h.a.ui.view.ScrollTo(p)
	}
}

func (h commandHost) SelectLink(id int64) {
	h.a.ui.view.SelectLink(id)
	h.a.showSelectedLink()
}

func (h commandHost) EndFollow() { h.a.shown.endFollow() }

func (h commandHost) Keeps(d *doc.Document) bool {
	a := h.a
	if d == a.ui.view.Document() || (a.less.filter != nil && a.less.filter.orig.Doc == d) {
		return true
	}
	return slices.Contains(a.shown.browse.Kept(), d)
}

func (h commandHost) KeepNewest(n int, made func(*doc.Document) bool) {
	h.a.shown.browse.KeepNewest(n, made)
}
