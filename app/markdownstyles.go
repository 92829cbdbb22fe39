package app

import (
	"github.com/gdamore/tcell/v2"

	"lwl/theme"
	"lwl/widgets"
)

// markdownStyleNames are the theme styles of the Markdown span kinds, in
// the order of the kinds (doc.KindHeading1 on).
var markdownStyleNames = [widgets.MarkdownKinds]string{
	"heading1", "heading2", "heading3", "emphasis", "strong", "code", "quote", "list-marker", "rule", "marker",
}

// markdownStyles are the document view's Markdown styles from theme t.
func markdownStyles(t theme.Theme) (out [widgets.MarkdownKinds]tcell.Style) {
	for k, name := range markdownStyleNames {
		out[k] = t.Style(name)
	}
	return out
}
