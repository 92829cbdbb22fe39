package main

import (
	"embed"
	"strings"

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

// embeddedDoc is the document shipped inside lwl by that name
// (lwl:README.md, the README's docs/*.md, bench/README.md, keys.yaml,
// layout.yaml, theme/default.yaml…) that its guide and README lead to.
// A page is copied out of the binary only when it is opened: copying all
// of them at each start faulted in some 100 KB of fresh memory.
func embeddedDoc(name string) ([]byte, bool) {
	switch name {
	case "README.md":
		return readme, true
	case "keys.yaml":
		return defaultKeys, true
	case "layout.yaml":
		return defaultLayout, true
	}
	if t, ok := strings.CutPrefix(name, "theme/"); ok {
		if n, ok := strings.CutSuffix(t, ".yaml"); ok {
			return theme.Builtin(n)
		}
		return nil, false
	}
	b, err := shippedReference.ReadFile(name)
	return b, err == nil
}
