package app

import (
	"path"
	"strings"

	"lwl/app/config"
	"lwl/widgets/doc"
)

// Two kinds of document: a Markdown one hides its link destinations, a
// literal one (code, diffs, logs, man pages) shows every byte as written
// and its [text](url) spans whole as links. A pager must not change what
// a file says, so only what says it is Markdown is read as Markdown.

// DocumentLinks is the kind of a document named name read from src: lwl's
// own documents (the guide, the ones shipped inside it, folder listings:
// the only ones held in memory) are Markdown; then the setting, if it is
// not auto; then a name ending in .md or .markdown; anything else is
// literal unless its text starts with bro's header (doc.SniffLinks).
func DocumentLinks(setting config.LinksSetting, name string, src doc.Source) doc.LinkSyntax {
	if _, own := src.(doc.BytesSource); own {
		return doc.MarkdownLinks
	}
	switch setting {
	case config.LinksMarkdown:
		return doc.MarkdownLinks
	case config.LinksLiteral:
		return doc.LiteralLinks
	}
	if markdownName(name) {
		return doc.MarkdownLinks
	}
	return doc.SniffLinks
}

// markdownName reports whether a file name (or a URL's path) ends in .md
// or .markdown, in any case.
func markdownName(name string) bool {
	if strings.Contains(name, "://") {
		name, _, _ = strings.Cut(name, "#")
		name, _, _ = strings.Cut(name, "?")
	}
	switch strings.ToLower(path.Ext(name)) {
	case ".md", ".markdown":
		return true
	}
	return false
}

// optionsFor are the parse options of a new document named name over src:
// the shown document's (the source view, brackets, numbers kept as the
// user chose them) with the kind of its own.
func (a *App) optionsFor(name string, src doc.Source) doc.ParseOptions {
	o := a.ui.view.Document().Options()
	o.Links = DocumentLinks(a.opts.Layout.Document.Links, name, src)
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
	md := markdownName(a.shown.name)
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
