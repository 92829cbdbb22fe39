package app

import (
	"lwl/app/config"
	"lwl/widgets"
	"lwl/widgets/doc"
)

// A document's parse options: its kind (Markdown or literal, told by its
// name and its first bytes) and the source view.
//
// The source view: `f[i](x, y)` in code or `user[42](admin)`
// in a log are links by the format's rules, which hide "(x, y)". The
// source view shows the text as written (doc.ParseOptions.Source): a
// document of its own over the same source, swapped in as history and
// links swap documents. Whether it is on is the shown document's option,
// so documents opened from it (and back) keep the view the user chose, as
// they keep link-brackets.

// inSourceView reports whether the document shown is the text as written.
func (a *App) inSourceView() bool { return a.ui.view.Document().Options().Source }

// toggleSource switches between the link view and the source view.
func (a *App) toggleSource() {
	a.setSourceView(!a.inSourceView())
	if a.inSourceView() {
		a.ui.status.SetMessage("Source view: the text as written (" + a.keyFor("source") + " for links)")
	} else if _, ok := a.ui.view.Document().Link(a.ui.view.SelectedLink()); ok {
		a.showSelectedLink()
	} else {
		a.ui.status.SetMessage("Link view")
	}
}

// setSourceView shows the document in the source view (on) or the link
// view, keeping the same logical line at the top and the sideways scroll. A
// search goes on in the new view: it is run there again, without moving.
// Back in the link view, the link that holds the selected match is
// selected (so a match in a destination, found by search-all, selects its
// link), else the link selected before.
func (a *App) setSourceView(on bool) {
	old := a.ui.view.Document()
	opts := old.Options()
	if opts.Source == on {
		return
	}
	opts.Source = on
	st := a.ui.view.State()
	top := old.SrcOffset(st.Top)
	matchAt := int64(-1)
	if st.SelectedMatch >= 0 {
		matchAt = old.SrcOffset(doc.MatchPos(st.SelectedMatch))
	}
	q, backward := a.input.search.Take()

	d := doc.New(old.Source(), opts)
	a.watch(d)
	link := int64(-1)
	if on {
		a.shown.sourceViewOn(st.SelectedLink)
	} else {
		link = a.shown.linkBeforeSource
		if matchAt >= 0 {
			if id := linkHolding(d, matchAt); id >= 0 {
				link = id
			}
		}
	}
	a.ui.view.Restore(widgets.ViewState{Doc: d, Top: d.PosOfSrc(top), HScroll: st.HScroll,
		SelectedLink: link, SelectedMatch: -1})
	if q != nil {
		a.input.search.Rerun(q, backward)
	}
}

// linkHolding is the link of d whose source (its text, brackets or
// destination) holds source offset off, or -1.
func linkHolding(d *doc.Document, off int64) int64 {
	p := d.PosOfSrc(off)
	if p.Chunk >= d.NumChunks() {
		return -1
	}
	if id := d.LinkAt(p.Chunk, p.Off); id >= 0 {
		return id // off is in the link's text
	}
	// A destination is hidden: its bytes show at the end of the link's
	// text, and map back past off.
	if p.Off > 0 && d.SrcOffset(p) > off {
		return d.LinkAt(p.Chunk, p.Off-1)
	}
	return -1
}

// searchAll searches the text as written, destinations too (prompt
// search-all): the source view is shown, with the matches in it. Back in
// the link view (the source action), the link holding the selected match
// is selected.
func (a *App) searchAll(text string, backward bool) {
	if text != "" {
		a.setSourceView(true)
	}
	a.startSearch(text, backward)
}

// viewName is the document's name in the status bar, marked with its
// kind when the name does not tell it, and in the source view.
func (a *App) viewName() string {
	if a.inSourceView() {
		return a.shown.name + a.kindMark() + " [source]"
	}
	return a.shown.name + a.kindMark()
}

// keyFor is the first key bound to a ground action with no argument, for
// messages; the action's name when none is.
func (a *App) keyFor(action string) string {
	best := ""
	for key, b := range a.opts.Keys["ground"] {
		if b.Action == action && b.Arg == "" && (best == "" || key < best) {
			best = key
		}
	}
	if best == "" {
		return action
	}
	return best
}

// optionsFor are the parse options of a new document named name over src:
// the shown document's (the source view, brackets, numbers kept as the
// user chose them) with the kind of its own.
func (a *App) optionsFor(name string, src doc.Source) doc.ParseOptions {
	o := a.ui.view.Document().Options()
	o.Links = config.DocumentLinks(a.opts.Layout.Document.Links, name, src)
	return o
}

// kindMark is the status bar's note of the shown document's kind when its
// name does not say it: "[md]" for Markdown without a .md name (a bro page
// from a pipe), "[literal]" for a .md file read literally. lwl's own
// documents are Markdown and say nothing.
func (a *App) kindMark() string {
	d := a.ui.view.Document()
	if _, own := d.Source().(doc.BytesSource); own {
		return ""
	}
	md := config.MarkdownName(a.shown.name)
	switch d.Options().Links {
	case doc.MarkdownLinks:
		if !md {
			return " [md]"
		}
	case doc.LiteralLinks:
		if md {
			return " [literal]"
		}
	}
	return ""
}
