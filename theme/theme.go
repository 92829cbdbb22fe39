// Package theme loads lwl's style files: a YAML map of style name to
// colours and attributes, laid over the embedded default theme.
package theme

import (
	"embed"
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/gdamore/tcell/v2"
	"gopkg.in/yaml.v3"

	"lwl/internal/quote"
	"lwl/internal/yamlx"
)

//go:embed *.yaml
var files embed.FS

// StyleNames lists the styles a theme can set (a copy: the list is lwl's).
func StyleNames() []string { return slices.Clone(styleNames[:]) }

// styleNames are the styles a theme can set.
var styleNames = [...]string{
	"text", "link", "link-active", "link-visited", "match", "match-active", "control",
	"status", "mode", "prompt", "message", "error", "line-number", "title", "links",
	"hint",
	"heading1", "heading2", "heading3", "emphasis", "strong", "code", "quote", "list-marker", "rule", "marker",
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

//go:generate go run ./gentheme default.yaml theme_builtin.go

// Default is the embedded default theme: as theme_builtin.go holds it
// already parsed, the YAML parser does not run (its code's first run
// costs start-up page faults), unless default.yaml changed without go
// generate.
func Default() Theme {
	b, _ := Builtin("default")
	if string(b) == builtinDefaultYAML {
		return builtinDefault()
	}
	t, err := Parse(b, "theme/default.yaml", nil)
	if err != nil {
		panic(err) // the embedded file is tested
	}
	return t
}

// Parse reads a theme file named file and lays it over base (which it does
// not change). Errors name the file and line and list the valid choices.
func Parse(data []byte, file string, base Theme) (Theme, error) {
	t := Theme{}
	for k, v := range base {
		t[k] = v
	}
	styles, err := yamlx.TopPairs(data, file, "a theme is a map of style name to {fg, bg, bold, ...}")
	if err != nil {
		return nil, err
	}
	for _, kv := range styles {
		k, v := kv[0], kv[1]
		if !slices.Contains(styleNames[:], k.Value) {
			return nil, yamlx.Errorf(file, k, "unknown style %s (styles: %s)", quote.Value(k.Value), strings.Join(styleNames[:], ", "))
		}
		if v.Kind != yaml.MappingNode {
			return nil, yamlx.Errorf(file, v, "style %q must be a map such as {fg: blue, bold: true}", k.Value)
		}
		st, err := parseStyle(file, k.Value, v)
		if err != nil {
			return nil, err
		}
		t[k.Value] = st
	}
	return t, nil
}

// parseStyle reads one style's map; each error names the line of the
// attribute at fault.
func parseStyle(file, name string, v *yaml.Node) (tcell.Style, error) {
	st := tcell.StyleDefault
	attrs, err := yamlx.Pairs(file, v)
	if err != nil {
		return st, err
	}
	for _, kv := range attrs {
		a, val := kv[0], kv[1]
		switch a.Value {
		case "fg", "bg":
			if val.Kind != yaml.ScalarNode {
				return st, yamlx.Errorf(file, val, "%s: %s must be a colour", name, a.Value)
			}
			c, err := ParseColor(val.Value)
			if err != nil {
				return st, yamlx.Errorf(file, val, "%s: %v", name, err)
			}
			if a.Value == "fg" {
				st = st.Foreground(c)
			} else {
				st = st.Background(c)
			}
		case "bold", "italic", "underline", "reverse", "dim":
			on, err := yamlx.Bool(file, name+": "+a.Value, val)
			if err != nil {
				return st, err
			}
			switch a.Value {
			case "bold":
				st = st.Bold(on)
			case "italic":
				st = st.Italic(on)
			case "underline":
				st = st.Underline(on)
			case "reverse":
				st = st.Reverse(on)
			case "dim":
				st = st.Dim(on)
			}
		default:
			return st, yamlx.Errorf(file, a, "unknown attribute %s (attributes: fg, bg, bold, italic, underline, reverse, dim)", quote.Value(a.Value))
		}
	}
	return st, nil
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
	if hex, ok := strings.CutPrefix(s, "#"); ok {
		if v, err := strconv.ParseUint(hex, 16, 32); err == nil && len(hex) == 6 {
			return tcell.NewHexColor(int32(v)), nil
		}
		return 0, fmt.Errorf("unknown colour %s (a name such as blue or darkcyan, #rrggbb, or 0-255)", quote.Value(s))
	}
	if c := tcell.GetColor(s); c != tcell.ColorDefault {
		return c, nil
	}
	return 0, fmt.Errorf("unknown colour %s (a name such as blue or darkcyan, #rrggbb, or 0-255)", quote.Value(s))
}
