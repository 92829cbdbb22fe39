package main

import (
	"embed"
	"io/fs"

	"lwl/theme"
)

// The default key bindings and layout, laid under the user's files and
// written out by --write-config.
var (
	//go:embed keys.yaml
	defaultKeys []byte
	//go:embed layout.yaml
	defaultLayout []byte
)

//go:embed README.md
var readme []byte

// shippedReference are the README's longer reference pages, shipped so its
// relative links open inside lwl as they do on a forge.
//
//go:embed docs/*.md bench/README.md
var shippedReference embed.FS

// embeddedDocs are the documents shipped inside lwl that its guide and
// README lead to (lwl:README.md, the README's docs/*.md, bench/README.md,
// keys.yaml, layout.yaml, theme/default.yaml…), opened inside lwl.
func embeddedDocs() map[string][]byte {
	docs := map[string][]byte{"README.md": readme, "keys.yaml": defaultKeys, "layout.yaml": defaultLayout}
	for _, name := range theme.BuiltinNames() {
		if b, ok := theme.Builtin(name); ok {
			docs["theme/"+name+".yaml"] = b
		}
	}
	err := fs.WalkDir(shippedReference, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := shippedReference.ReadFile(p)
		docs[p] = b
		return err
	})
	if err != nil {
		panic(err) // an embed.FS cannot fail to read; the walk is tested
	}
	return docs
}
