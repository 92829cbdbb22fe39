//go:build linux

package e2e

// End-to-end tests of the two kinds of document: literal files show every
// byte, their [text](url) spans whole as links; Markdown ones (.md, bro's
// header, --markdown) hide destinations as always.

import (
	"os"
	"strings"
	"testing"
)

const (
	goSource = "package main\n\nfunc serve(w http.ResponseWriter, r *http.Request) {\n" +
		"\thandlers[i](w, r)\n\tnums := Map[int](nums)\n\tre.compile(r'[a-z](\\d+)')\n}\n"
	linkDiff = "--- a/README.md\n+++ b/README.md\n@@ -1 +1 @@\n" +
		"-See [the docs](http://old.example/docs).\n+See [the docs](http://new.example/docs).\n"
)

func TestE2EDocKindGoSourceShowsWhole(t *testing.T) {
	b := newLinkBox(t, true)
	b.write(t, "serve.go", goSource)
	h := startIn(t, b, startOpts{}, "serve.go")
	h.waitStatus(t, "serve.go  line 1")
	for i, want := range []string{"        handlers[i](w, r)", "        nums := Map[int](nums)", `        re.compile(r'[a-z](\d+)')`} {
		if got := h.row(3 + i); got != want {
			t.Errorf("row %d: %q, want %q", 3+i, got, want)
		}
	}
	if s := h.row(-1); strings.Contains(s, "[md]") || strings.Contains(s, "[literal]") {
		t.Errorf("a .go file's status bar has a kind mark: %q", s)
	}
	quit(t, h)
}

// A diff whose only change is a link's URL shows both URLs; a search
// finds the destination's text.
func TestE2EDocKindDiffShowsBothURLs(t *testing.T) {
	b := newLinkBox(t, true)
	b.write(t, "change.diff", linkDiff)
	h := startIn(t, b, startOpts{}, "change.diff")
	h.waitStatus(t, "change.diff  line 1")
	if got, want := h.row(3), "-See [the docs](http://old.example/docs)."; got != want {
		t.Errorf("row 3: %q, want %q", got, want)
	}
	if got, want := h.row(4), "+See [the docs](http://new.example/docs)."; got != want {
		t.Errorf("row 4: %q, want %q", got, want)
	}
	h.typeKeys("/new.example\r")
	h.waitStatus(t, "1 match")
	quit(t, h)
}

// n steps to a literal [text](url) link, v previews it and Enter follows
// it: the fake bro gets the URL.
func TestE2EDocKindLiteralLinkFollowed(t *testing.T) {
	b := newLinkBox(t, true)
	b.write(t, "change.diff", linkDiff)
	h := startIn(t, b, startOpts{}, "change.diff")
	h.waitStatus(t, "change.diff  line 1")
	h.typeKeys("nn")
	waitDest(t, h, "http://new.example/docs")
	waitPreview(t, h, "http://new.example/docs")
	h.typeKeys("\r")
	if code := h.wait(t); code != 0 {
		t.Errorf("exit code %d after following the link to bro, want 0 (bro's)", code)
	}
	b.want(t, "bro.log", "http://new.example/docs\n")
}

// A .md file looks as without the flags; --markdown hides destinations in a
// .txt, with a mark; --literal (or LWL=--literal) shows a .md as written.
func TestE2EDocKindFlags(t *testing.T) {
	const note = "# Notes\n\nSee [the docs](http://example.com/docs) and \\[x\\].\n"
	for _, tc := range []struct {
		name string
		env  string
		args []string
		row  string
		mark string
	}{
		{"md", "", []string{"notes.md"}, "See [the docs] and [x].", "notes.md  line 1"},
		{"markdown flag", "", []string{"--markdown", "notes.txt"}, "See [the docs] and [x].", "notes.txt [md]  line 1"},
		{"txt", "", []string{"notes.txt"}, `See [the docs](http://example.com/docs) and \[x\].`, "notes.txt  line 1"},
		{"literal flag", "", []string{"--literal", "notes.md"}, `See [the docs](http://example.com/docs) and \[x\].`, "notes.md [literal]  line 1"},
		{"LWL", "--literal", []string{"notes.md"}, `See [the docs](http://example.com/docs) and \[x\].`, "notes.md [literal]  line 1"},
		{"command line over LWL", "--literal", []string{"--markdown", "notes.md"}, "See [the docs] and [x].", "notes.md  line 1"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := newLinkBox(t, true)
			b.write(t, "notes.md", note)
			b.write(t, "notes.txt", note)
			o := startOpts{dir: b.dir, env: b.env(t)}
			if tc.env != "" {
				o.env = append(o.env, "LWL="+tc.env)
			}
			h := startWith(t, o, tc.args...)
			h.waitStatus(t, tc.mark)
			if got := h.row(2); got != tc.row {
				t.Errorf("row 2: %q, want %q", got, tc.row)
			}
			quit(t, h)
		})
	}
}

// A pipe is Markdown when bro's header starts it, literal otherwise.
func TestE2EDocKindPipe(t *testing.T) {
	for _, tc := range []struct {
		in, row0, status string
	}{
		{"Retrieved from [https://a.example/](https://a.example/) on Sun.\n[b](https://b.example/)\n", "Retrieved from [https://a.example/] on Sun.", "stdin [md]  line 1"},
		{"handlers[i](w, r)\n", "handlers[i](w, r)", "stdin  line 1"},
	} {
		r, w, err := os.Pipe()
		if err != nil {
			t.Fatal(err)
		}
		go func() {
			w.Write([]byte(tc.in))
			w.Close()
		}()
		h := startWith(t, startOpts{stdin: r})
		r.Close()
		h.waitStatus(t, tc.status)
		h.waitRow(t, 0, "the first line", func(r string) bool { return r == tc.row0 })
		quit(t, h)
	}
}
