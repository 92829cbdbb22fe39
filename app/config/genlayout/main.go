// Command genlayout writes app/config/layout_builtin.go: the default layout
// (layout.yaml) as Go values, so lwl parses YAML at start-up only for a
// user's own files. Run by go generate in app/config.
//
//	go run ./genlayout ../../layout.yaml layout_builtin.go
package main

import (
	"bytes"
	"fmt"
	"reflect"

	"lwl/app/config"
	"lwl/internal/gensrc"
)

func main() { gensrc.Main("genlayout", write) }

func write(data []byte, src *bytes.Buffer) error {
	l, err := config.ParseLayout(data, "layout.yaml (built in)", nil)
	if err != nil {
		return err
	}
	gensrc.Header(src, "genlayout", "layout.yaml", "config")
	gensrc.YAMLConst(src, "builtinLayoutYAML", "layout.yaml", data)
	fmt.Fprintf(src, "// builtinLayout is ParseLayout(builtinLayoutYAML), new each call.\nfunc builtinLayout() *Layout {\n\treturn &Layout{\nRoot: ")
	writeNode(src, l.Root)
	fmt.Fprintf(src, ",\nDocument: DocumentConfig{")
	writeFields(src, reflect.ValueOf(l.Document))
	fmt.Fprintf(src, "},\n}\n}\n")
	return nil
}

// writeNode writes n as a &Node literal.
func writeNode(b *bytes.Buffer, n *config.Node) {
	fmt.Fprintf(b, "&Node{Widget: %q, Columns: %v, Size: %d, Weight: %d, Line: %d", n.Widget, n.Columns, n.Size, n.Weight, n.Line)
	if n.Children != nil {
		b.WriteString(", Children: []*Node{\n")
		for _, c := range n.Children {
			writeNode(b, c)
			b.WriteString(",\n")
		}
		b.WriteString("}")
	}
	b.WriteString("}")
}

// writeFields writes every field of the struct v as Name: value, so that
// a field added to DocumentConfig is generated without a change here
// (its kinds are numbers, booleans and strings).
func writeFields(b *bytes.Buffer, v reflect.Value) {
	for i := range v.NumField() {
		f := v.Field(i)
		switch f.Kind() {
		case reflect.String:
			fmt.Fprintf(b, "%s: %q, ", v.Type().Field(i).Name, f.String())
		case reflect.Bool:
			fmt.Fprintf(b, "%s: %v, ", v.Type().Field(i).Name, f.Bool())
		case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
			fmt.Fprintf(b, "%s: %d, ", v.Type().Field(i).Name, f.Int())
		case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
			fmt.Fprintf(b, "%s: %d, ", v.Type().Field(i).Name, f.Uint())
		default:
			panic(fmt.Sprintf("genlayout: DocumentConfig.%s is a %s; teach writeFields it", v.Type().Field(i).Name, f.Kind()))
		}
	}
}
