package app

import (
	"net/url"

	"github.com/gdamore/tcell/v2"

	"lwl/app/config"
	"lwl/app/files"
	"lwl/widgets"
	"lwl/widgets/doc"
)

// app/files is the list of files (:n :p :x :e), a folder's listing and s;
// here is the : key that leads to its commands, and what it moves
// (fileHost).

// colonKey is ":": the next key says which file command.
func (a *App) colonKey() {
	a.await(":  n next file, p previous, x first, e open a file, f file info, q quit", func(ev *tcell.EventKey) {
		if abandoned(ev) {
			return
		}
		switch ev.Rune() {
		case 'n':
			a.less.files.Next(+1)
		case 'p':
			a.less.files.Next(-1)
		case 'x':
			a.less.files.First()
		case 'e':
			if a.refuseSecure(":e") {
				return
			}
			a.openPrompt("edit")
		case 'f':
			a.fileInfo()
		case 'q', 'Q':
			a.quit()
		default:
			a.ui.status.SetError("Unknown command: :" + config.EventName(ev) + " (:n :p :x :e :f :q)")
		}
	})
}

// fileNumber is " (2 of 3)" while one of several files is shown.
func (a *App) fileNumber() string { return a.less.files.Number() }

// fileHost is the pager as app/files moves it.
type fileHost struct{ a *App }

func (h fileHost) Shown() (name, path string) { return h.a.shown.name, h.a.shown.path }

func (h fileHost) Place() files.Place {
	a := h.a
	d, st := a.ui.view.Document(), a.ui.view.State()
	p := files.Place{Offset: d.SrcOffset(st.Top), HScroll: st.HScroll, Link: st.SelectedLink, Match: st.SelectedMatch, Source: d.Source()}
	if a.input.search.Active() != nil {
		p.Query, p.Backward = a.input.search.Last()
	}
	return p
}

func (h fileHost) SetMessage(text string)      { h.a.ui.status.SetMessage(text) }
func (h fileHost) SetError(text string)        { h.a.ui.status.SetError(text) }
func (h fileHost) ClearMessage()               { h.a.ui.status.ClearMessage() }
func (h fileHost) Refused(what string) bool    { return h.a.refuseSecure(what) }
func (h fileHost) Unfilter()                   { h.a.clearFilter() }
func (h fileHost) Push()                       { h.a.push() }
func (h fileHost) OpenLocal(path, frag string) { h.a.openLocal(path, frag) }
func (h fileHost) OwnDocument() bool           { return h.a.inGuide() || h.a.inEmbedded() }
func (h fileHost) Work(fn func())              { h.a.work(fn) }
func (h fileHost) Post(fn func())              { h.a.post(fn) }

func (h fileHost) Opening() (notify func(), o doc.OpenOptions) {
	return h.a.SourceChanged, h.a.openOptions()
}

// Show puts file f on screen where it was left, its search going on.
func (h fileHost) Show(f files.Arg, src doc.Source, at *files.Place) {
	a := h.a
	d := doc.New(src, a.optionsFor(f.Name, src))
	var st *widgets.ViewState
	if at != nil {
		st = &widgets.ViewState{Top: d.PosOfSrc(min(at.Offset, d.Size())), HScroll: at.HScroll, SelectedLink: at.Link, SelectedMatch: at.Match}
	}
	a.present(d, st, f.Name, f.Path, nil, false)
	a.shown.takeBase(a.opts.Base, d)
	if at != nil && at.Query != "" {
		a.input.search.Searched(at.Query, at.Backward)
		a.startSearch(at.Query, at.Backward)
		a.ui.view.SelectMatch(at.Match) // where it was: the search does not move on
		a.ui.view.SelectLink(at.Link)
	}
}

func (h fileHost) ShowPage(text []byte, name string, base *url.URL) {
	src := doc.BytesSource(text)
	h.a.show(doc.New(src, h.a.optionsFor(name, src)), name, "", base, "")
}

// Ask hands the next key to answer; a key that is not a character is 0.
func (h fileHost) Ask(question string, answer func(r rune)) {
	h.a.await(question, func(ev *tcell.EventKey) {
		var r rune
		if ev.Key() == tcell.KeyRune {
			r = ev.Rune()
		}
		answer(r)
	})
}

// Saved is the pipe's text, not the lines a filter shows.
func (h fileHost) Saved() *doc.Document {
	if f := h.a.filtering(); f != nil {
		return f.orig.Doc
	}
	return h.a.ui.view.Document()
}
