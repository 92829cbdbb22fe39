package app

import (
	"os"
	"strings"
	"testing"

	"lwl/app/config"
	"lwl/theme"
)

// Any keys.yaml, layout.yaml or theme.yaml either loads or fails with one
// short line naming the file: never a panic, never a message that carries
// a control byte to the terminal or a value megabytes long.
func FuzzParseConfig(f *testing.F) {
	for _, s := range []string{
		"ground:\n  j: scroll 1\n  k: scrol\n",
		"rows:\n  - {widget: document, size: 2147483647}\n  - status\n",
		"rows: [document, status]\n---\nrows: [status]\n",
		"document: {padding: 1, tab-width: 0, wrap: \"\\e]0;T\\a\"}\n",
		"columns: [{rows: [document, {widget: links, weight: 3}]}, {widget: status, size: 1}]\n",
		"text: {fg: \"\\x1b[31m\", bold: maybe}\n",
		"a: &a [*a]\n",
	} {
		f.Add(s)
	}
	def := testDefaultsF(f)
	base, err := config.ParseLayout(def.Layout, "layout.yaml", nil)
	if err != nil {
		f.Fatal(err)
	}
	keys, err := config.ParseKeys(def.Keys, "keys.yaml", nil, CheckAction)
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, data string) {
		check := func(err error) {
			if err == nil {
				return
			}
			msg := err.Error()
			if !strings.HasPrefix(msg, "f.yaml") || len(msg) > 1000 {
				t.Fatalf("message of %d bytes: %.300q", len(msg), msg)
			}
			for _, r := range msg {
				if r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0) {
					t.Fatalf("control %U in %q", r, msg)
				}
			}
		}
		if l, err := config.ParseLayout([]byte(data), "f.yaml", base); err == nil {
			checkLayoutBounds(t, l.Root)
		} else {
			check(err)
		}
		_, err := config.ParseKeys([]byte(data), "f.yaml", keys, CheckAction)
		check(err)
		_, err = theme.Parse([]byte(data), "f.yaml", theme.Default())
		check(err)
	})
}

func checkLayoutBounds(t *testing.T, n *config.Node) {
	if n.Size < 0 || n.Size > config.MaxLayoutNumber || n.Weight < 0 || n.Weight > config.MaxLayoutNumber {
		t.Fatalf("size %d weight %d accepted", n.Size, n.Weight)
	}
	for _, c := range n.Children {
		checkLayoutBounds(t, c)
	}
}

func testDefaultsF(f *testing.F) config.Defaults {
	var d config.Defaults
	var err error
	if d.Keys, err = os.ReadFile("../keys.yaml"); err != nil {
		f.Fatal(err)
	}
	if d.Layout, err = os.ReadFile("../layout.yaml"); err != nil {
		f.Fatal(err)
	}
	return d
}
