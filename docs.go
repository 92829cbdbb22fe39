package main

import (
	"lwl/theme"
)

// embeddedDocs are the documents shipped inside lwl that its guide and
// README lead to (lwl:README.md, and the README's keys.yaml,
// layout.yaml, theme/default.yaml…), opened inside lwl.
func embeddedDocs() map[string][]byte {
	docs := map[string][]byte{"README.md": readme, "keys.yaml": defaultKeys, "layout.yaml": defaultLayout}
	for _, name := range theme.BuiltinNames() {
		if b, ok := theme.Builtin(name); ok {
			docs["theme/"+name+".yaml"] = b
		}
	}
	return docs
}
