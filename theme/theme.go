// Package theme loads lwl's style files: a YAML map of style name to
// colours and attributes, laid over the embedded default theme.
package theme

import (
	"embed"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/gdamore/tcell/v2"
	"gopkg.in/yaml.v3"
)

//go:embed *.yaml
var files embed.FS

// Names are the styles a theme can set.
var Names = []string{
	"text", "link", "link-active", "match", "match-active", "control",
	"status", "mode", "prompt", "message", "error", "line-number", "title", "links",
}

// Theme maps style names to styles.
type Theme map[string]tcell.Style

// Style returns the named style (the default style if unset).
func (t Theme) Style(name string) tcell.Style {
	if s, ok := t[name]; ok {
		return s
	}
	return tcell.StyleDefault
}

// Builtin returns the YAML of a shipped theme.
func Builtin(name string) ([]byte, bool) {
	b, err := files.ReadFile(name + ".yaml")
	return b, err == nil
}

// BuiltinNames lists the shipped themes.
func BuiltinNames() []string {
	entries, _ := files.ReadDir(".")
	var names []string
	for _, e := range entries {
		names = append(names, strings.TrimSuffix(e.Name(), ".yaml"))
	}
	sort.Strings(names)
	return names
}

// Default is the embedded default theme.
func Default() Theme {
	b, _ := Builtin("default")
	t, err := Parse(b, "theme/default.yaml", nil)
	if err != nil {
		panic(err) // the embedded file is tested
	}
	return t
}

type entry struct {
	Fg        string `yaml:"fg"`
	Bg        string `yaml:"bg"`
	Bold      bool   `yaml:"bold"`
	Italic    bool   `yaml:"italic"`
	Underline bool   `yaml:"underline"`
	Reverse   bool   `yaml:"reverse"`
	Dim       bool   `yaml:"dim"`
}

// Parse reads a theme file named file and lays it over base (which it does
// not change). Errors name the file and line and list the valid choices.
func Parse(data []byte, file string, base Theme) (Theme, error) {
	t := Theme{}
	for k, v := range base {
		t[k] = v
	}
	var root yaml.Node
	if err := yaml.Unmarshal(data, &root); err != nil {
		return nil, fmt.Errorf("%s: %s", file, strings.TrimPrefix(err.Error(), "yaml: "))
	}
	if len(root.Content) == 0 {
		return t, nil
	}
	m := root.Content[0]
	if m.Kind != yaml.MappingNode {
		return nil, fmt.Errorf("%s:%d: a theme is a map of style name to {fg, bg, bold, ...}", file, m.Line)
	}
	for i := 0; i+1 < len(m.Content); i += 2 {
		k, v := m.Content[i], m.Content[i+1]
		if !known(k.Value) {
			return nil, fmt.Errorf("%s:%d: unknown style %q (styles: %s)", file, k.Line, k.Value, strings.Join(Names, ", "))
		}
		if v.Kind != yaml.MappingNode {
			return nil, fmt.Errorf("%s:%d: style %q must be a map such as {fg: blue, bold: true}", file, v.Line, k.Value)
		}
		for j := 0; j+1 < len(v.Content); j += 2 {
			switch f := v.Content[j]; f.Value {
			case "fg", "bg", "bold", "italic", "underline", "reverse", "dim":
			default:
				return nil, fmt.Errorf("%s:%d: unknown attribute %q (attributes: fg, bg, bold, italic, underline, reverse, dim)", file, f.Line, f.Value)
			}
		}
		var e entry
		if err := v.Decode(&e); err != nil {
			return nil, fmt.Errorf("%s:%d: %s", file, v.Line, strings.TrimPrefix(err.Error(), "yaml: "))
		}
		st := tcell.StyleDefault
		for _, c := range []struct {
			val string
			bg  bool
		}{{e.Fg, false}, {e.Bg, true}} {
			if c.val == "" {
				continue
			}
			col, err := ParseColor(c.val)
			if err != nil {
				return nil, fmt.Errorf("%s:%d: %s: %v", file, v.Line, k.Value, err)
			}
			if c.bg {
				st = st.Background(col)
			} else {
				st = st.Foreground(col)
			}
		}
		st = st.Bold(e.Bold).Italic(e.Italic).Underline(e.Underline).Reverse(e.Reverse).Dim(e.Dim)
		t[k.Value] = st
	}
	return t, nil
}

func known(name string) bool {
	for _, n := range Names {
		if n == name {
			return true
		}
	}
	return false
}

// ParseColor reads a colour name, #rrggbb, or a palette number 0-255.
func ParseColor(s string) (tcell.Color, error) {
	if n, err := strconv.Atoi(s); err == nil {
		if n < 0 || n > 255 {
			return 0, fmt.Errorf("colour %d is outside 0-255", n)
		}
		return tcell.PaletteColor(n), nil
	}
	if s == "default" {
		return tcell.ColorDefault, nil
	}
	if c := tcell.GetColor(s); c != tcell.ColorDefault {
		return c, nil
	}
	return 0, fmt.Errorf("unknown colour %q (a name such as blue or darkcyan, #rrggbb, or 0-255)", s)
}
