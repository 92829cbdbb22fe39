package app

import (
	"testing"

	"lwl/app/config"
	"lwl/app/links"
	"lwl/widgets/doc"
	"os"
	"path/filepath"
	"strings"
)

// linkHolding finds the link whose text, brackets or hidden destination
// holds a source offset: the link a match found in the source view
// selects back in the link view.
func TestLinkHolding(t *testing.T) {
	src := "ab [cd](efg) h [x](y)"
	for _, hide := range []bool{false, true} {
		d := doc.New(doc.BytesSource(src), doc.ParseOptions{HideBrackets: hide})
		for off, want := range map[int64]int64{0: -1, 3: 3, 4: 3, 6: 3, 7: 3, 9: 3, 11: 3, 12: -1, 13: -1, 15: 15, 18: 15, 20: 15} {
			if got := linkHolding(d, off); got != want {
				t.Errorf("hide brackets %v: linkHolding(%d) = %d, want %d (%q)", hide, off, got, want, src[off:])
			}
		}
	}
}

func TestLayoutLinksSetting(t *testing.T) {
	for in, want := range map[string]config.LinksSetting{"auto": config.LinksAuto, "markdown": config.LinksMarkdown, "literal": config.LinksLiteral} {
		l, err := config.ParseLayout([]byte("document:\n  links: "+in+"\n"), "layout.yaml", defaultLayout(t))
		if err != nil {
			t.Errorf("links: %s: %v", in, err)
		} else if l.Document.Links != want {
			t.Errorf("links: %s gives %v, want %v", in, l.Document.Links, want)
		}
	}
	if _, err := config.ParseLayout([]byte("document:\n  links: plain\n"), "layout.yaml", defaultLayout(t)); err == nil ||
		!strings.Contains(err.Error(), "links must be auto, markdown or literal") {
		t.Errorf("links: plain gives %v", err)
	}
}

// writeTemp makes a file in a fresh folder and opens it as lwl does.
func writeTemp(t *testing.T, name, text string) (string, doc.Source) {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	src, err := doc.Open(p, nil)
	if err != nil {
		t.Fatal(err)
	}
	return p, src
}

const linkLine = "See [the docs](http://new)."

// The kind by the name, the layout setting and the bro header, with the
// status bar's mark where the name does not tell it; :e decides again
// for the file it opens.
func TestDocumentKindOnScreen(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		setting    config.LinksSetting
		row0, mark string
	}{
		{"notes.md", linkLine, config.LinksAuto, "See [the docs].", "notes.md  line"},
		{"notes.txt", linkLine, config.LinksAuto, linkLine, "notes.txt  line"},
		{"notes.txt", linkLine, config.LinksMarkdown, "See [the docs].", "notes.txt [md]  line"},
		{"notes.md", linkLine, config.LinksLiteral, linkLine, "notes.md [literal]  line"},
		{"page", "Retrieved from [u](http://u/)", config.LinksAuto, "Retrieved from [u]", "page [md]  line"},
	} {
		t.Run(tc.name+"/"+tc.row0, func(t *testing.T) {
			_, src := writeTemp(t, tc.name, tc.text+"\n")
			layout := defaultLayout(t)
			layout.Document.Links = tc.setting
			hs := startApp(t, Options{Source: src, Name: tc.name, Layout: layout}, 60, 6)
			sc := hs.waitFor("the document", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "line 1") })
			if sc.row(0) != tc.row0 || !strings.Contains(sc.row(-1), tc.mark) {
				t.Errorf("shows\n%s\nwant row %q and %q in the status bar", sc, tc.row0, tc.mark)
			}
		})
	}
}

func TestEditFileDecidesItsKind(t *testing.T) {
	md, src := writeTemp(t, "notes.md", linkLine+"\n")
	code, _ := writeTemp(t, "serve.go", "\thandlers[i](w, r)\n")
	hs := startApp(t, Options{Source: src, Name: "notes.md"}, 60, 6)
	hs.waitFor("the Markdown file", func(sc simScreen) bool { return sc.row(0) == "See [the docs]." })
	hs.keys(":e" + code + "\r")
	hs.waitFor("the Go file as written", func(sc simScreen) bool { return sc.row(0) == "        handlers[i](w, r)" })
	hs.keys(":e" + md + "\r")
	hs.waitFor("the Markdown file again", func(sc simScreen) bool { return sc.row(0) == "See [the docs]." })
}

// A bro page read from a pipe is Markdown once its header arrived; the
// bytes before showed as they are.
func TestPipeWithBroHeaderIsMarkdown(t *testing.T) {
	hs, _, more := startOnPipe(t, "Retrieved f", nil)
	hs.waitFor("the first bytes", func(sc simScreen) bool { return sc.row(0) == "Retrieved f" })
	more("rom [a](https://a.example/) on Sun.\nsee [the docs](https://b.example/)\n", true)
	sc := hs.waitFor("the page", func(sc simScreen) bool { return sc.row(1) == "see [the docs]" })
	if row := sc.row(-1); !strings.Contains(row, "stdin [md]") {
		t.Errorf("status bar %q, want the [md] mark", row)
	}
}

// The deceptive-link check reads a literal link's text, not the whole
// span that shows its destination too.
func TestLiteralLinkStillDeceptive(t *testing.T) {
	d := doc.New(doc.BytesSource("pay at [paypal.com](https://evil.example/login)\n"), doc.ParseOptions{Links: doc.LiteralLinks})
	c := d.Chunk(0)
	if len(c.Links) != 1 {
		t.Fatalf("links %+v, want one", c.Links)
	}
	l := c.Links[0]
	if got := c.Text[l.Start:l.End]; got != "[paypal.com](https://evil.example/login)" {
		t.Errorf("link shows %q", got)
	}
	if w := links.Warning(d.LinkText(l.ID), l.Dest); w == "" {
		t.Errorf("no warning for a literal link to another host than its text names")
	}
}
