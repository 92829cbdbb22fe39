package app

import (
	"lwl/app/links"
	"lwl/widgets/doc"
)

// inEmbedded reports whether the document shown is one shipped inside lwl.
func (a *App) inEmbedded() bool {
	return a.shown.base != nil && a.shown.base.Scheme == links.EmbeddedScheme
}

// inGuide reports whether the document shown is the guide.
func (a *App) inGuide() bool { return a.shown.name == "guide" && a.shown.path == "" }

// backToGuide handles the guide key while the guide, or a document it led
// to, is shown: the guide is not opened a second time on top; from a
// shipped document lwl goes back to the guide it came from. It reports
// whether it did so.
func (a *App) backToGuide() bool {
	if a.inGuide() {
		a.ui.status.SetMessage("This is the guide")
		return true
	}
	for a.inEmbedded() && len(a.shown.history) > 0 {
		a.back()
		if a.inGuide() {
			return true
		}
	}
	return false
}

// syncWrap wraps the guide and the documents shipped with lwl by words,
// whatever the layout says for the user's documents: they are prose, and
// a word cut at the edge of a narrow terminal reads badly.
func (a *App) syncWrap() {
	m := a.documentWrap()
	if a.inGuide() || a.inEmbedded() {
		m = doc.WrapWord
	}
	a.ui.view.SetWrap(m)
}
