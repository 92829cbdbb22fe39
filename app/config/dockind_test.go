package config

import (
	"testing"

	"lwl/widgets/doc"
)

func TestDocumentLinks(t *testing.T) {
	file := doc.Source(&doc.StreamSource{})
	own := doc.Source(doc.BytesSource("[a](b)"))
	for _, tc := range []struct {
		setting LinksSetting
		name    string
		src     doc.Source
		want    doc.LinkSyntax
	}{
		{LinksAuto, "notes.md", file, doc.MarkdownLinks},
		{LinksAuto, "dir/NOTES.Markdown", file, doc.MarkdownLinks},
		{LinksAuto, "https://x.example/README.md?plain=1#top", file, doc.MarkdownLinks},
		{LinksAuto, "serve.go", file, doc.SniffLinks},
		{LinksAuto, "stdin", file, doc.SniffLinks},
		{LinksAuto, "notes.md.txt", file, doc.SniffLinks},
		{LinksMarkdown, "notes.txt", file, doc.MarkdownLinks},
		{LinksLiteral, "notes.md", file, doc.LiteralLinks},
		{LinksLiteral, "guide", own, doc.MarkdownLinks},
		{LinksAuto, "keys.yaml", own, doc.MarkdownLinks},
	} {
		if got := DocumentLinks(tc.setting, tc.name, tc.src); got != tc.want {
			t.Errorf("DocumentLinks(%v, %q) = %v, want %v", tc.setting, tc.name, got, tc.want)
		}
	}
}
