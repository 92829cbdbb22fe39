package app

import (
	"lwl/app/config"
	"lwl/widgets/doc"
)

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
