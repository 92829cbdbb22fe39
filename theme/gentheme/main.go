// Command gentheme writes theme/theme_builtin.go: the default theme
// (default.yaml) as Go values, so lwl parses YAML at start-up only for a
// user's own files. Run by go generate in theme.
//
//	go run ./gentheme default.yaml theme_builtin.go
package main

import (
	"bytes"
	"fmt"
	"maps"
	"slices"

	"github.com/gdamore/tcell/v2"

	"lwl/internal/gensrc"
	"lwl/theme"
)

func main() { gensrc.Main("gentheme", write) }

func write(data []byte, src *bytes.Buffer) error {
	th, err := theme.Parse(data, "theme/default.yaml", nil)
	if err != nil {
		return err
	}
	gensrc.Header(src, "gentheme", "default.yaml", "theme", "github.com/gdamore/tcell/v2")
	gensrc.YAMLConst(src, "builtinDefaultYAML", "default.yaml", data)
	fmt.Fprintf(src, "// builtinDefault is Parse(builtinDefaultYAML), new each call.\nfunc builtinDefault() Theme {\n\treturn Theme{\n")
	for _, name := range slices.Sorted(maps.Keys(th)) {
		fmt.Fprintf(src, "%q: %s,\n", name, styleExpr(th[name]))
	}
	fmt.Fprintf(src, "}\n}\n")
	return nil
}

// styleExpr is Go that makes st, from what a theme file can set: colours,
// attributes and a plain underline (theme_test checks the result equal).
func styleExpr(st tcell.Style) string {
	fg, bg, attrs := st.Decompose()
	e := "tcell.StyleDefault"
	if fg != tcell.ColorDefault {
		e += ".Foreground(" + colorExpr(fg) + ")"
	}
	if bg != tcell.ColorDefault {
		e += ".Background(" + colorExpr(bg) + ")"
	}
	if attrs != tcell.AttrNone {
		e += fmt.Sprintf(".Attributes(tcell.AttrMask(%d))", attrs)
	}
	if st.GetUnderlineStyle() != tcell.UnderlineStyleNone {
		e += ".Underline(true)"
	}
	return e
}

// colorExpr is Go that makes c: a palette colour by its number, others by
// their value.
func colorExpr(c tcell.Color) string {
	if c.Valid() && !c.IsRGB() && c-tcell.ColorValid < 256 {
		return fmt.Sprintf("tcell.PaletteColor(%d)", c-tcell.ColorValid)
	}
	return fmt.Sprintf("tcell.Color(%#x)", uint64(c))
}
