package config

import (
	"fmt"
	"slices"
	"strings"

	"gopkg.in/yaml.v3"

	"lwl/internal/quote"
	"lwl/internal/yamlx"
	"lwl/widgets/doc"
)

// Layout is a parsed layout.yaml: the widget tree and the document options.
type Layout struct {
	Root     *Node
	Document DocumentConfig
}

// DocumentConfig is layout.yaml's document section.
type DocumentConfig struct {
	Wrap         doc.WrapMode
	Padding      int
	TabWidth     int
	LineNumbers  bool
	LinkBrackets bool
	Colors       bool // the document's own SGR colours
	// JumpTarget is the row (0 or 1: the top) a search puts its match on when
	// it has to scroll (less's -j).
	JumpTarget int
	// HintAlphabet is the letters hint labels are made of ("": the home
	// row, see HintLetters).
	HintAlphabet string
	// HintAlphabetAt is where it was set ("layout.yaml:12"), for a
	// message about a hint key that is one of its letters.
	HintAlphabetAt string
	// LinkNumbers shows each link's number before it.
	LinkNumbers bool
	// LinksUnique folds links to one destination into one row of the picker.
	LinksUnique bool
	// NoMouse leaves the mouse to the terminal (mouse: false): no clicks
	// or wheel reach lwl, and text selection needs no Shift.
	NoMouse bool
	// Hyperlinks says whether links are written as OSC 8 hyperlinks too.
	Hyperlinks HyperlinkMode
	// Links says which documents are Markdown (DocumentLinks).
	Links LinksSetting
	// Markers is how Markdown documents show "#", "**" and backticks.
	Markers doc.MarkerMode
	// NoSectionHeader (section-header: false) lets the heading of the
	// section in view of a Markdown document scroll off with its text.
	NoSectionHeader bool
}

// Node is one item of the widget tree: a widget, or rows/columns of nodes.
type Node struct {
	Widget   string  // "" for a container
	Columns  bool    // container direction
	Children []*Node // container items
	Size     int     // fixed cells, 0 for a share
	Weight   int     // share of what is left
	Line     int
}

// widgetNames are the names a layout may place.
var widgetNames = [...]string{"document", "status", "prompt", "links", "title"}

// OneRow widgets take one row (or column) unless sized.
func OneRow(w string) bool { return w == "status" || w == "title" || w == "prompt" }

// ParseLayout reads layout.yaml data over base. A file that names rows or
// columns replaces the tree; the document section changes only what it names.
func ParseLayout(data []byte, file string, base *Layout) (*Layout, error) {
	out := &Layout{Document: DocumentConfig{Wrap: doc.WrapHard, TabWidth: 8, LinkBrackets: true, Colors: true}}
	if base != nil {
		*out = *base
	}
	pairs, err := yamlx.TopPairs(data, file, "layout.yaml is a map with rows: or columns:, and document:")
	if err != nil {
		return nil, err
	}
	hasTree := false
	for _, kv := range pairs {
		k, v := kv[0], kv[1]
		switch k.Value {
		case "rows", "columns":
			if hasTree {
				return nil, fmt.Errorf("%s:%d: only one of rows: and columns: at the top", file, k.Line)
			}
			hasTree = true
			n, err := parseContainer(file, k.Value == "columns", v)
			if err != nil {
				return nil, err
			}
			out.Root = n
		case "document":
			if err := parseDocument(file, v, &out.Document); err != nil {
				return nil, err
			}
		default:
			return nil, fmt.Errorf("%s:%d: unknown setting %s (settings: rows, columns, document)", file, k.Line, quote.Value(k.Value))
		}
	}
	if out.Root == nil {
		return nil, fmt.Errorf("%s: no rows: or columns: tree", file)
	}
	seen := map[string]int{}
	if err := checkTree(file, out.Root, seen); err != nil {
		return nil, err
	}
	if seen["document"] == 0 {
		return nil, fmt.Errorf("%s:%d: the layout has no document widget; add \"- document\"", file, out.Root.Line)
	}
	if seen["status"] == 0 && seen["prompt"] == 0 {
		return nil, fmt.Errorf("%s:%d: the layout has neither a status nor a prompt widget, so / ? > ! would have nowhere to type; add \"- status\"", file, out.Root.Line)
	}
	return out, nil
}

func checkTree(file string, n *Node, seen map[string]int) error {
	if n.Widget != "" {
		if line, dup := seen[n.Widget]; dup {
			return fmt.Errorf("%s:%d: widget %s is placed twice (first at line %d)", file, n.Line, quote.Value(n.Widget), line)
		}
		seen[n.Widget] = n.Line
		return nil
	}
	for _, c := range n.Children {
		if err := checkTree(file, c, seen); err != nil {
			return err
		}
	}
	return nil
}

func parseContainer(file string, columns bool, v *yaml.Node) (*Node, error) {
	if v.Kind != yaml.SequenceNode {
		return nil, fmt.Errorf("%s:%d: rows and columns are lists of widgets", file, v.Line)
	}
	n := &Node{Columns: columns, Line: v.Line}
	for _, item := range v.Content {
		c, err := parseItem(file, item)
		if err != nil {
			return nil, err
		}
		n.Children = append(n.Children, c)
	}
	if len(n.Children) == 0 {
		return nil, fmt.Errorf("%s:%d: an empty list of widgets", file, v.Line)
	}
	return n, nil
}

// parseItem reads one item of rows: or columns: (a widget name, or a map
// with widget, size, weight, or nested rows/columns).
func parseItem(file string, item *yaml.Node) (*Node, error) {
	switch item.Kind {
	case yaml.ScalarNode:
		if !slices.Contains(widgetNames[:], item.Value) {
			return nil, fmt.Errorf("%s:%d: unknown widget %s (widgets: %s)", file, item.Line, quote.Value(item.Value), strings.Join(widgetNames[:], ", "))
		}
		return &Node{Widget: item.Value, Line: item.Line}, nil
	case yaml.MappingNode:
		var n *Node
		size, weight := 0, 0
		pairs, err := yamlx.Pairs(file, item)
		if err != nil {
			return nil, err
		}
		for _, kv := range pairs {
			k, v := kv[0], kv[1]
			var err error
			switch k.Value {
			case "rows", "columns":
				if n != nil {
					return nil, fmt.Errorf("%s:%d: an item is one widget or one rows/columns list", file, k.Line)
				}
				n, err = parseContainer(file, k.Value == "columns", v)
			case "widget":
				if n != nil {
					return nil, fmt.Errorf("%s:%d: an item is one widget or one rows/columns list", file, k.Line)
				}
				n, err = parseItem(file, v)
			case "size":
				size, err = intValue(file, v, "size", 0)
			case "weight":
				weight, err = intValue(file, v, "weight", 0)
			default:
				err = fmt.Errorf("%s:%d: unknown item setting %s (settings: widget, rows, columns, size, weight)", file, k.Line, quote.Value(k.Value))
			}
			if err != nil {
				return nil, err
			}
		}
		if n == nil {
			return nil, fmt.Errorf("%s:%d: an item needs widget:, rows: or columns:", file, item.Line)
		}
		n.Size, n.Weight, n.Line = size, weight, item.Line
		return n, nil
	}
	return nil, fmt.Errorf("%s:%d: an item is a widget name or a map", file, item.Line)
}

// MaxLayoutNumber bounds every number in layout.yaml: sizes and padding
// are cells, and no terminal is this wide; weights are shares. Within it
// sums and products of them cannot overflow, and nothing sized by them can
// grow past what a screen holds.
const MaxLayoutNumber = 10000

// choice reads v, a setting that takes one of a few words (choices, as
// the error says them) that parse reads.
func choice[T any](file string, v *yaml.Node, what, choices string, parse func(string) (T, bool)) (T, error) {
	m, ok := parse(v.Value)
	if !ok || v.Kind != yaml.ScalarNode {
		return m, fmt.Errorf("%s:%d: %s must be %s, got %s", file, v.Line, what, choices, quote.Value(v.Value))
	}
	return m, nil
}

// intValue reads a whole number from least to MaxLayoutNumber (yaml.v3
// would read 2.5 as 2).
func intValue(file string, v *yaml.Node, what string, least int) (int, error) {
	var n int
	if v.Kind != yaml.ScalarNode || v.ShortTag() != "!!int" || v.Decode(&n) != nil || n < least || n > MaxLayoutNumber {
		return 0, fmt.Errorf("%s:%d: %s must be a whole number from %d to %d, got %s", file, v.Line, what, least, MaxLayoutNumber, quote.Value(v.Value))
	}
	return n, nil
}

// parseDocument lays layout.yaml's document: options over d.
func parseDocument(file string, v *yaml.Node, d *DocumentConfig) error {
	if v.Kind != yaml.MappingNode {
		return fmt.Errorf("%s:%d: document: is a map of options", file, v.Line)
	}
	pairs, err := yamlx.Pairs(file, v)
	if err != nil {
		return err
	}
	for _, kv := range pairs {
		k, val := kv[0], kv[1]
		var err error
		switch k.Value {
		case "wrap":
			m, ok := doc.ParseWrapMode(val.Value)
			if !ok {
				err = fmt.Errorf("%s:%d: wrap must be hard, word or none, got %s", file, val.Line, quote.Value(val.Value))
			}
			d.Wrap = m
		case "padding":
			d.Padding, err = intValue(file, val, "padding", 0)
		case "tab-width":
			d.TabWidth, err = intValue(file, val, "tab-width", 1)
		case "line-numbers":
			d.LineNumbers, err = yamlx.Bool(file, "line-numbers", val)
		case "link-brackets":
			d.LinkBrackets, err = yamlx.Bool(file, "link-brackets", val)
		case "colors":
			d.Colors, err = yamlx.Bool(file, "colors", val)
		case "jump-target":
			d.JumpTarget, err = intValue(file, val, "jump-target", 1)
		case "hyperlinks":
			d.Hyperlinks, err = choice(file, val, "hyperlinks", "auto, on or off", ParseHyperlinkMode)
		case "hint-alphabet":
			d.HintAlphabet, err = hintAlphabet(file, val)
			d.HintAlphabetAt = fmt.Sprintf("%s:%d", file, val.Line)
		case "link-numbers":
			d.LinkNumbers, err = yamlx.Bool(file, "link-numbers", val)
		case "links-unique":
			d.LinksUnique, err = yamlx.Bool(file, "links-unique", val)
		case "links":
			d.Links, err = choice(file, val, "links", "auto, markdown or literal", ParseLinksSetting)
		case "markers":
			d.Markers, err = choice(file, val, "markers", "dim, hide or show", ParseMarkerMode)
		case "section-header":
			var on bool
			on, err = yamlx.Bool(file, "section-header", val)
			d.NoSectionHeader = !on
		case "mouse":
			var on bool
			on, err = yamlx.Bool(file, "mouse", val)
			d.NoMouse = !on
		default:
			err = fmt.Errorf("%s:%d: unknown document option %s (options: wrap, padding, tab-width, line-numbers, link-brackets, colors, jump-target, hint-alphabet, link-numbers, links-unique, mouse, hyperlinks, links, markers, section-header)", file, k.Line, quote.Value(k.Value))
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// String writes a layout tree compactly: rows(document status),
// columns(document links:40), a widget's size as :N and weight as *N.
func (n *Node) String() string {
	if n == nil {
		return "<nil>"
	}
	var s string
	if n.Widget != "" {
		s = n.Widget
	} else {
		kids := make([]string, len(n.Children))
		for i, c := range n.Children {
			kids[i] = c.String()
		}
		dir := "rows"
		if n.Columns {
			dir = "columns"
		}
		s = dir + "(" + strings.Join(kids, " ") + ")"
	}
	if n.Size != 0 {
		s += fmt.Sprintf(":%d", n.Size)
	}
	if n.Weight != 0 {
		s += fmt.Sprintf("*%d", n.Weight)
	}
	return s
}

// HasDocument reports whether n is the document or holds it.
func (n *Node) HasDocument() bool {
	if n.Widget == "document" {
		return true
	}
	for _, c := range n.Children {
		if c.HasDocument() {
			return true
		}
	}
	return false
}

// PaneName names a pane in a message: "the links pane".
func (n *Node) PaneName() string {
	var names []string
	var walk func(*Node)
	walk = func(n *Node) {
		if n.Widget != "" {
			names = append(names, n.Widget)
		}
		for _, c := range n.Children {
			walk(c)
		}
	}
	walk(n)
	return "the " + strings.Join(names, " and ") + " pane"
}

//go:generate go run ./genlayout ../../layout.yaml layout_builtin.go

// parseLayoutBuiltin is ParseLayout, except that the embedded default, as
// layout_builtin.go holds it already parsed, skips the YAML parser (its
// code's first run costs start-up page faults). Any other text (a user's
// file, a layout.yaml changed without go generate) is parsed.
func parseLayoutBuiltin(data []byte, file string, base *Layout) (*Layout, error) {
	if base == nil && string(data) == builtinLayoutYAML {
		return builtinLayout(), nil
	}
	return ParseLayout(data, file, base)
}
