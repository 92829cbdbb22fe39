// Command genkeys writes app/config/keys_builtin.go: the default key bindings
// (keys.yaml) as Go values, so lwl parses YAML at start-up only for a
// user's own files. Run by go generate in app/config.
//
//	go run ./genkeys ../../keys.yaml keys_builtin.go
package main

import (
	"bytes"
	"fmt"
	"maps"
	"slices"

	"lwl/app/config"
	"lwl/internal/gensrc"
)

func main() { gensrc.Main("genkeys", write) }

func write(data []byte, src *bytes.Buffer) error {
	b, err := config.ParseKeys(data, "keys.yaml (built in)", nil, anyAction)
	if err != nil {
		return err
	}
	gensrc.Header(src, "genkeys", "keys.yaml", "config")
	gensrc.YAMLConst(src, "builtinKeysYAML", "keys.yaml", data)
	fmt.Fprintf(src, "// builtinKeys is ParseKeys(builtinKeysYAML), a new map each call.\nfunc builtinKeys() Bindings {\n\treturn Bindings{\n")
	for _, mode := range slices.Sorted(maps.Keys(b)) {
		fmt.Fprintf(src, "%q: {\n", mode)
		for _, key := range slices.Sorted(maps.Keys(b[mode])) {
			x := b[mode][key]
			fmt.Fprintf(src, "%q: {Action: %q, Arg: %q, Line: %d},\n", key, x.Action, x.Arg, x.Line)
		}
		fmt.Fprintf(src, "},\n")
	}
	fmt.Fprintf(src, "}\n}\n")
	return nil
}

// anyAction lets every action through: the actions are the pager's (app
// checks the built-in bindings against its tables in its tests), and the
// generator must run while app does not build.
func anyAction(_, _, _ string) error { return nil }
