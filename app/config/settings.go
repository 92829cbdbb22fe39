package config

import (
	"path"
	"strings"

	"lwl/widgets/doc"
)

// LinksSetting is layout.yaml's document: links: setting, which
// --markdown and --literal override.
type LinksSetting int

// The links: values; auto is the default.
const (
	LinksAuto LinksSetting = iota
	LinksMarkdown
	LinksLiteral
)

// ParseLinksSetting reads auto, markdown or literal.
func ParseLinksSetting(s string) (LinksSetting, bool) {
	switch s {
	case "auto":
		return LinksAuto, true
	case "markdown":
		return LinksMarkdown, true
	case "literal":
		return LinksLiteral, true
	}
	return 0, false
}

// HyperlinkMode is layout.yaml's document: hyperlinks: setting.
type HyperlinkMode int

// The hyperlinks: values; auto is the default.
const (
	HyperlinksAuto HyperlinkMode = iota
	HyperlinksOn
	HyperlinksOff
)

// ParseHyperlinkMode reads auto, on or off (true and false too, as YAML
// writes on and off).
func ParseHyperlinkMode(s string) (HyperlinkMode, bool) {
	switch s {
	case "auto":
		return HyperlinksAuto, true
	case "on", "true":
		return HyperlinksOn, true
	case "off", "false":
		return HyperlinksOff, true
	}
	return 0, false
}

// Two kinds of document: a Markdown one hides its link destinations, a
// literal one (code, diffs, logs, man pages) shows every byte as written
// and its [text](url) spans whole as links. A pager must not change what
// a file says, so only what says it is Markdown is read as Markdown.

// DocumentLinks is the kind of a document named name read from src: lwl's
// own documents (the guide, the ones shipped inside it, folder listings:
// the only ones held in memory) are Markdown; then the setting, if it is
// not auto; then a name ending in .md or .markdown; anything else is
// literal unless its text starts with bro's header (doc.SniffLinks).
func DocumentLinks(setting LinksSetting, name string, src doc.Source) doc.LinkSyntax {
	if _, own := src.(doc.BytesSource); own {
		return doc.MarkdownLinks
	}
	switch setting {
	case LinksMarkdown:
		return doc.MarkdownLinks
	case LinksLiteral:
		return doc.LiteralLinks
	}
	if MarkdownName(name) {
		return doc.MarkdownLinks
	}
	return doc.SniffLinks
}

// MarkdownName reports whether a file name (or a URL's path) ends in .md
// or .markdown, in any case.
func MarkdownName(name string) bool {
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
