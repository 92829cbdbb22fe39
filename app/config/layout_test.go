package config

import (
	"os"
	"strings"
	"testing"

	"lwl/widgets/doc"
)

func defaultLayoutYAML(t *testing.T) []byte {
	t.Helper()
	b, err := os.ReadFile("../../layout.yaml")
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func defaultLayout(t *testing.T) *Layout {
	t.Helper()
	l, err := ParseLayout(defaultLayoutYAML(t), "layout.yaml", nil)
	if err != nil {
		t.Fatalf("the default layout.yaml does not parse: %v", err)
	}
	return l
}

var wantDefaultDocument = DocumentConfig{Wrap: doc.WrapHard, Padding: 0, TabWidth: 8, LineNumbers: false, LinkBrackets: true, Colors: true}

func TestParseDefaultLayout(t *testing.T) {
	l := defaultLayout(t)
	if got, want := l.Root.String(), "rows(document status)"; got != want {
		t.Errorf("default tree %s, want %s", got, want)
	}
	if l.Document != wantDefaultDocument {
		t.Errorf("default document options %+v, want %+v", l.Document, wantDefaultDocument)
	}
}

func TestParseLayoutTrees(t *testing.T) {
	tests := []struct {
		name, data, want string
	}{
		{"status on top", "rows:\n  - status\n  - document\n", "rows(status document)"},
		{"links pane in columns", "columns: [document, {widget: links, size: 40}, status]\n", "columns(document links:40 status)"},
		{"nesting", "rows:\n  - status\n  - columns: [document, {widget: links, size: 40}]\n",
			"rows(status columns(document links:40))"},
		{"deeper nesting", "rows:\n  - title\n  - columns:\n      - rows: [document, prompt]\n      - {widget: links, weight: 1}\n  - status\n",
			"rows(title columns(rows(document prompt) links*1) status)"},
		{"size and weight", "rows:\n  - {widget: document, weight: 3}\n  - {widget: links, weight: 1}\n  - {widget: status, size: 2}\n",
			"rows(document*3 links*1 status:2)"},
		{"sized container", "rows:\n  - {columns: [document, links], size: 20}\n  - status\n",
			"rows(columns(document links):20 status)"},
		{"every widget", "rows: [title, document, links, prompt, status]\n", "rows(title document links prompt status)"},
		{"document and prompt", "rows: [document, prompt]\n", "rows(document prompt)"},
	}
	base := defaultLayout(t)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			l, err := ParseLayout([]byte(tc.data), "layout.yaml", base)
			if err != nil {
				t.Fatal(err)
			}
			if got := l.Root.String(); got != tc.want {
				t.Errorf("tree %s, want %s", got, tc.want)
			}
			if l.Document != base.Document {
				t.Errorf("a tree-only file changed the document options: %+v", l.Document)
			}
		})
	}
	if got := base.Root.String(); got != "rows(document status)" {
		t.Errorf("ParseLayout changed its base: %s", got)
	}
}

func TestParseLayoutFixtures(t *testing.T) {
	base := defaultLayout(t)
	for _, tc := range []struct {
		file, tree string
		doc        DocumentConfig
	}{
		{"layout-status-top.yaml", "rows(status document)", wantDefaultDocument},
		{"layout-links.yaml", "rows(columns(document links:40) status)", wantDefaultDocument},
		{"layout-readme.yaml", "rows(status columns(document links:40))",
			DocumentConfig{Wrap: doc.WrapWord, Padding: 1, TabWidth: 8, LineNumbers: true, LinkBrackets: true, Colors: true}},
	} {
		data, err := os.ReadFile("../../testdata/config/" + tc.file)
		if err != nil {
			t.Fatal(err)
		}
		l, err := ParseLayout(data, tc.file, base)
		if err != nil {
			t.Errorf("%s: %v", tc.file, err)
			continue
		}
		if got := l.Root.String(); got != tc.tree {
			t.Errorf("%s: tree %s, want %s", tc.file, got, tc.tree)
		}
		if l.Document != tc.doc {
			t.Errorf("%s: document %+v, want %+v", tc.file, l.Document, tc.doc)
		}
	}
}

func TestParseLayoutDocumentOptions(t *testing.T) {
	tests := []struct {
		data string
		want DocumentConfig
	}{
		{"document: {wrap: hard}\n", wantDefaultDocument},
		{"document: {wrap: word}\n", DocumentConfig{Wrap: doc.WrapWord, TabWidth: 8, LinkBrackets: true, Colors: true}},
		{"document: {wrap: none}\n", DocumentConfig{Wrap: doc.WrapNone, TabWidth: 8, LinkBrackets: true, Colors: true}},
		{"document: {padding: 2}\n", DocumentConfig{Wrap: doc.WrapHard, Padding: 2, TabWidth: 8, LinkBrackets: true, Colors: true}},
		{"document: {tab-width: 4}\n", DocumentConfig{Wrap: doc.WrapHard, TabWidth: 4, LinkBrackets: true, Colors: true}},
		{"document: {line-numbers: true}\n", DocumentConfig{Wrap: doc.WrapHard, TabWidth: 8, LineNumbers: true, LinkBrackets: true, Colors: true}},
		{"document: {link-brackets: false}\n", DocumentConfig{Wrap: doc.WrapHard, TabWidth: 8, Colors: true}},
		{"document: {colors: false}\n", DocumentConfig{Wrap: doc.WrapHard, TabWidth: 8, LinkBrackets: true}},
		{"document:\n  wrap: none\n  padding: 3\n  tab-width: 2\n  line-numbers: true\n  link-brackets: false\n",
			DocumentConfig{Wrap: doc.WrapNone, Padding: 3, TabWidth: 2, LineNumbers: true, Colors: true}},
	}
	base := defaultLayout(t)
	for _, tc := range tests {
		l, err := ParseLayout([]byte(tc.data), "layout.yaml", base)
		if err != nil {
			t.Errorf("%q: %v", tc.data, err)
			continue
		}
		if l.Document != tc.want {
			t.Errorf("%q: document %+v, want %+v", tc.data, l.Document, tc.want)
		}
		// A user layout without rows/columns keeps the default tree.
		if l.Root != base.Root && l.Root.String() != base.Root.String() {
			t.Errorf("%q: the tree changed to %s", tc.data, l.Root.String())
		}
	}
	if base.Document != wantDefaultDocument {
		t.Errorf("ParseLayout changed its base's options: %+v", base.Document)
	}
}

// Options laid over options: a second file changes only what it names.
func TestParseLayoutOptionsOverlay(t *testing.T) {
	first, err := ParseLayout([]byte("rows: [status, document]\ndocument: {wrap: word, padding: 2}\n"), "a.yaml", defaultLayout(t))
	if err != nil {
		t.Fatal(err)
	}
	second, err := ParseLayout([]byte("document: {line-numbers: true}\n"), "b.yaml", first)
	if err != nil {
		t.Fatal(err)
	}
	want := DocumentConfig{Wrap: doc.WrapWord, Padding: 2, TabWidth: 8, LineNumbers: true, LinkBrackets: true, Colors: true}
	if second.Document != want {
		t.Errorf("document %+v, want %+v", second.Document, want)
	}
	if got := second.Root.String(); got != "rows(status document)" {
		t.Errorf("tree %s", got)
	}
}

const widgetList = "document, status, prompt, links, title"

func TestParseLayoutErrors(t *testing.T) {
	tests := []struct {
		name, data, want string
	}{
		{"unknown widget", "rows:\n  - document\n  - stats\n",
			`layout.yaml:3: unknown widget "stats" (widgets: ` + widgetList + `)`},
		{"unknown widget in a map", "rows:\n  - document\n  - {widget: sidebar, size: 4}\n",
			`layout.yaml:3: unknown widget "sidebar" (widgets: ` + widgetList + `)`},
		{"unknown widget nested", "rows:\n  - columns: [document, link]\n",
			`layout.yaml:2: unknown widget "link" (widgets: ` + widgetList + `)`},
		{"duplicate widget", "rows:\n  - document\n  - status\n  - document\n",
			`layout.yaml:4: widget "document" is placed twice (first at line 2)`},
		{"duplicate widget nested", "rows:\n  - status\n  - columns: [document, status]\n",
			`layout.yaml:3: widget "status" is placed twice (first at line 2)`},
		{"no document", "rows: [status, links]\n",
			`layout.yaml:1: the layout has no document widget; add "- document"`},
		{"nowhere to type", "rows: [document, links]\n",
			`layout.yaml:1: the layout has neither a status nor a prompt widget, so / ? > ! would have nowhere to type; add "- status"`},
		{"unknown option", "document:\n  wrap: word\n  wrapping: word\n",
			`layout.yaml:3: unknown document option "wrapping" (options: wrap, padding, tab-width, line-numbers, link-brackets, colors, jump-target, hint-alphabet, link-numbers, links-unique, mouse, hyperlinks, links, markers, section-header)`},
		{"unknown setting", "rows: [document]\ndocuments: {wrap: word}\n",
			`layout.yaml:2: unknown setting "documents" (settings: rows, columns, document)`},
		{"unknown item setting", "rows:\n  - {widget: document, height: 3}\n",
			`layout.yaml:2: unknown item setting "height" (settings: widget, rows, columns, size, weight)`},
		{"bad wrap value", "document:\n  wrap: soft\n",
			`layout.yaml:2: wrap must be hard, word or none, got "soft"`},
		{"negative size", "rows:\n  - document\n  - {widget: status, size: -1}\n",
			`layout.yaml:3: size must be a whole number from 0 to 10000, got "-1"`},
		{"size not a number", "rows:\n  - document\n  - {widget: status, size: big}\n",
			`layout.yaml:3: size must be a whole number from 0 to 10000, got "big"`},
		{"negative weight", "rows:\n  - {widget: document, weight: -2}\n",
			`layout.yaml:2: weight must be a whole number from 0 to 10000, got "-2"`},
		{"negative padding", "document: {padding: -1}\n",
			`layout.yaml:1: padding must be a whole number from 0 to 10000, got "-1"`},
		{"zero tab width", "document:\n  tab-width: 0\n",
			`layout.yaml:2: tab-width must be a whole number from 1 to 10000, got "0"`},
		// Numbers past any screen are refused before they are used: a size
		// of 2147483647 once made lwl spin drawing rows nobody sees.
		{"huge size", "rows:\n  - {widget: document, size: 2147483647}\n  - status\n",
			`layout.yaml:2: size must be a whole number from 0 to 10000, got "2147483647"`},
		{"huge weight", "rows:\n  - {widget: document, weight: 9223372036854775807}\n  - status\n",
			`layout.yaml:2: weight must be a whole number from 0 to 10000, got "9223372036854775807"`},
		{"size past int", "rows:\n  - {widget: document, size: 99999999999999999999}\n  - status\n",
			`layout.yaml:2: size must be a whole number from 0 to 10000, got "99999999999999999999"`},
		{"huge padding", "document: {padding: 4611686018427387904}\n",
			`layout.yaml:1: padding must be a whole number from 0 to 10000, got "4611686018427387904"`},
		{"huge tab width", "document: {tab-width: 100000}\n",
			`layout.yaml:1: tab-width must be a whole number from 1 to 10000, got "100000"`},
		{"negative tab width", "document: {tab-width: -8}\n",
			`layout.yaml:1: tab-width must be a whole number from 1 to 10000, got "-8"`},
		{"fractional size", "rows:\n  - {widget: document, size: 2.5}\n  - status\n",
			`layout.yaml:2: size must be a whole number from 0 to 10000, got "2.5"`},
		{"huge value quoted short", "document:\n  wrap: \"" + strings.Repeat("w", 1000) + "\\e]0;T\\a\"\n",
			`layout.yaml:2: wrap must be hard, word or none, got "` + strings.Repeat("w", 80) + `"… (1006 bytes)`},
		{"second document", "rows: [document, status]\n---\nrows: [status]\n",
			`layout.yaml:2: a second YAML document (after ---); a file holds one`},
		{"bad boolean", "document:\n  line-numbers: maybe\n",
			`layout.yaml:2: line-numbers must be true or false, got "maybe"`},
		{"quoted boolean", "document:\n  line-numbers: \"true\"\n",
			`layout.yaml:2: line-numbers must be true or false, got "true" (without quotes: quoted, it is a string)`},
		{"which of a flow map's booleans", "document: {colors: true, mouse: 1}\n",
			`layout.yaml:1: mouse must be true or false, got "1"`},
		{"a boolean that is a list", "document:\n  links-unique: [true]\n",
			`layout.yaml:2: links-unique must be true or false, got a list`},
		{"both rows and columns", "rows: [document]\ncolumns: [status]\n",
			`layout.yaml:2: only one of rows: and columns: at the top`},
		{"both rows and columns in an item", "rows:\n  - {rows: [document], columns: [status]}\n",
			`layout.yaml:2: an item is one widget or one rows/columns list`},
		{"empty list", "rows: []\n",
			`layout.yaml:1: an empty list of widgets`},
		{"rows not a list", "rows: document\n",
			`layout.yaml:1: rows and columns are lists of widgets`},
		{"item without a widget", "rows:\n  - document\n  - {size: 3}\n",
			`layout.yaml:3: an item needs widget:, rows: or columns:`},
		{"document not a map", "document: word\n",
			`layout.yaml:1: document: is a map of options`},
		{"file not a map", "- document\n",
			`layout.yaml:1: layout.yaml is a map with rows: or columns:, and document:`},
		{"yaml syntax", "rows:\n\t- document\n",
			`layout.yaml:2: found character that cannot start any token`},
	}
	base := defaultLayout(t)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			l, err := ParseLayout([]byte(tc.data), "layout.yaml", base)
			if err == nil {
				t.Fatalf("no error; tree %s, document %+v", l.Root.String(), l.Document)
			}
			if err.Error() != tc.want {
				t.Errorf("error\n got %s\nwant %s", err, tc.want)
			}
			if l != nil {
				t.Errorf("a layout returned with the error")
			}
		})
	}
	if base.Root.String() != "rows(document status)" || base.Document != wantDefaultDocument {
		t.Errorf("a failed ParseLayout changed its base: %s %+v", base.Root.String(), base.Document)
	}
}

// A file without a tree, read with no base, has nothing to lay out.
func TestParseLayoutNeedsATree(t *testing.T) {
	_, err := ParseLayout([]byte("document: {wrap: word}\n"), "layout.yaml", nil)
	if want := "layout.yaml: no rows: or columns: tree"; err == nil || err.Error() != want {
		t.Errorf("error %v, want %s", err, want)
	}
}

// A setting that takes one of a few words names the file, the line and
// the words it takes; a list is no word.
func TestLayoutChoiceErrors(t *testing.T) {
	for _, tc := range []struct{ data, want string }{
		{"document:\n  hyperlinks: maybe\n", `layout.yaml:2: hyperlinks must be auto, on or off, got "maybe"`},
		{"document:\n  links: [markdown]\n", "layout.yaml:2: links must be auto, markdown or literal"},
		{"document:\n  markers: loud\n", `layout.yaml:2: markers must be dim, hide or show, got "loud"`},
	} {
		_, err := ParseLayout([]byte(tc.data), "layout.yaml", defaultLayout(t))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: error %v, want %q", tc.data, err, tc.want)
		}
	}
	l, err := ParseLayout([]byte("document:\n  markers: hide\n  links: literal\n  hyperlinks: off\n"), "layout.yaml", defaultLayout(t))
	if err != nil || l.Document.Markers != doc.MarkersHide || l.Document.Links != LinksLiteral || l.Document.Hyperlinks != HyperlinksOff {
		t.Errorf("good words read as %+v (%v)", l, err)
	}
}
