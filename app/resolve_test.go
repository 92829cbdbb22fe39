package app

import (
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"lwl/widgets/doc"
)

func TestResolve(t *testing.T) {
	base, _ := url.Parse("https://datatracker.ietf.org/doc/html/rfc3986")
	a := &App{docState: docState{base: base}}
	for dest, want := range map[string]string{
		"/doc/html/rfc8820":          "https://datatracker.ietf.org/doc/html/rfc8820",
		"#section-5.2":               "https://datatracker.ietf.org/doc/html/rfc3986#section-5.2",
		"rfc2396":                    "https://datatracker.ietf.org/doc/html/rfc2396",
		"../rfc/x?y=1":               "https://datatracker.ietf.org/doc/rfc/x?y=1",
		"../../../../up":             "https://datatracker.ietf.org/up",
		"//example.org/p":            "https://example.org/p",
		"mailto:timbl%40w3.org":      "mailto:timbl%40w3.org",
		"https://other.example/a b":  "https://other.example/a b",  // absolute: as written
		"get https://author-tools.x": "get https://author-tools.x", // does not parse: as written
	} {
		if got := a.resolve(dest); got != want {
			t.Errorf("resolve(%q) = %q, want %q", dest, got, want)
		}
	}
	if got := (&App{}).resolve("/doc/x"); got != "/doc/x" {
		t.Errorf("without a base a destination stays as written, got %q", got)
	}
}

func TestHeaderBase(t *testing.T) {
	for text, want := range map[string]string{
		"Retrieved from [https://a.example/b](https://a.example/b) on Sun.\nmore": "https://a.example/b",
		"Retrieved from [x](relative/only) on Sun.\n":                             "",
		"retrieved from [https://a.example/b](https://a.example/b)\n":             "",
		"Intro\nRetrieved from [https://a.example/b](https://a.example/b)\n":      "",
		"": "",
	} {
		u := headerBase(doc.New(doc.BytesSource(text), doc.ParseOptions{}))
		got := ""
		if u != nil {
			got = u.String()
		}
		if got != want {
			t.Errorf("headerBase(%q) = %q, want %q", text, got, want)
		}
	}
}

func TestParseBase(t *testing.T) {
	for _, bad := range []string{"javascript:alert(1)", "data:text/html,x", "mailto:a@b.example"} {
		if _, err := ParseBase(bad); err == nil || !strings.Contains(err.Error(), "http, https, ftp or file") {
			t.Errorf("ParseBase(%q) = %v, want refused for its scheme", bad, err)
		}
	}
	if _, err := ParseBase("FILE:///tmp/"); err != nil {
		t.Errorf("ParseBase(FILE:///tmp/) = %v", err)
	}
	if _, err := ParseBase("https://example.org/dir/"); err != nil {
		t.Errorf("an absolute URL was refused: %v", err)
	}
	if _, err := ParseBase("example.org/dir"); err == nil || !strings.Contains(err.Error(), "absolute") {
		t.Errorf("a relative --base was accepted or badly worded: %v", err)
	}
}

func TestLinkEnv(t *testing.T) {
	env := linkEnv([]string{"PATH=/bin", "LINK=old", "LINK_TEXT=old", "LWL_FILE=old", "LINKS=keep"},
		`$(touch x)"; rm -rf / #`, "the text", "/tmp/notes.md")
	want := []string{"PATH=/bin", "LINKS=keep", `LINK=$(touch x)"; rm -rf / #`, "LINK_TEXT=the text", "LWL_FILE=/tmp/notes.md"}
	if strings.Join(env, "\n") != strings.Join(want, "\n") {
		t.Errorf("linkEnv = %q, want %q", env, want)
	}
}

func TestProgramOf(t *testing.T) {
	for cmd, want := range map[string]string{
		`bro "$LINK"`:             "bro",
		`  w3m -T text "$LINK"`:   "w3m",
		`BROWSER=x firefox $LINK`: "firefox",
		`"/usr/bin/bro" "$LINK"`:  "/usr/bin/bro",
		``:                        "",
	} {
		if got := programOf(cmd); got != want {
			t.Errorf("programOf(%q) = %q, want %q", cmd, got, want)
		}
	}
	if p := missingProgram(`no-such-program-lwl "$LINK"`); p != "no-such-program-lwl" {
		t.Errorf("missingProgram found %q", p)
	}
	if p := missingProgram(`sh -c 'echo'`); p != "" {
		t.Errorf("sh reported missing: %q", p)
	}
	if p := missingProgram(`$(echo bro)`); p != "" {
		t.Errorf("a command lwl cannot read is not judged missing: %q", p)
	}
}

func TestLocalPath(t *testing.T) {
	dir := t.TempDir()
	notes := filepath.Join(dir, "notes")
	os.MkdirAll(filepath.Join(notes, "sub"), 0o755)
	for _, f := range []string{"index.md", "a.md", "sub/b.md"} {
		os.WriteFile(filepath.Join(notes, f), []byte("x\n"), 0o644)
	}
	a := &App{docState: docState{path: filepath.Join(notes, "index.md")}}
	for dest, want := range map[string]string{
		"a.md":                                   filepath.Join(notes, "a.md"),
		"sub/b.md#todo":                          filepath.Join(notes, "sub", "b.md"),
		"./sub/../a.md":                          filepath.Join(notes, "a.md"),
		"file://" + filepath.Join(notes, "a.md"): filepath.Join(notes, "a.md"),
		"missing.md":                             filepath.Join(notes, "missing.md"), // said to be missing when followed
		"sub":                                    filepath.Join(notes, "sub"),        // a folder: its listing
		"https://example.org/a.md":               "",
		"file://localhost" + filepath.Join(notes, "a.md"): filepath.Join(notes, "a.md"),
		"file://LocalHost" + filepath.Join(notes, "a.md"): filepath.Join(notes, "a.md"),
		"file:" + filepath.Join(notes, "a.md"):            filepath.Join(notes, "a.md"),
		"file://otherhost/etc/passwd":                     "", // another machine's file
		"file://localhost:80/etc/passwd":                  "",
		"file://localhost.example/etc/passwd":             "",
		"#only-a-fragment":                                "",
	} {
		got, _, ok := a.localPath(dest)
		if (want == "") == ok || got != want {
			t.Errorf("localPath(%q) = %q, %v; want %q", dest, got, ok, want)
		}
	}
	if h, _ := os.Hostname(); h != "" {
		want := filepath.Join(notes, "a.md")
		if got, _, ok := a.localPath("file://" + strings.ToUpper(h) + want); !ok || got != want {
			t.Errorf("a file: URL with this host's name: localPath = %q, %v; want %q", got, ok, want)
		}
	}
	// With a base URL, relative destinations are web addresses, not files.
	a.base, _ = url.Parse("https://example.org/")
	if _, _, ok := a.localPath("a.md"); ok {
		t.Error("a relative destination in a document with a base opened a local file")
	}
}

func TestFindSection(t *testing.T) {
	d := doc.New(doc.BytesSource("intro\n## The Keys!\ntext\n### Using it (well)\nmore\n"), doc.ParseOptions{})
	for frag, line := range map[string]int{"the-keys": 2, "using-it-well": 4, "The-Keys": 2} {
		p, ok := findSection(d, frag)
		if !ok || d.LineOf(p) != line {
			t.Errorf("findSection(%q) = %v at line %d, want line %d", frag, ok, d.LineOf(p), line)
		}
	}
	if _, ok := findSection(d, "nowhere"); ok {
		t.Error("found a section that is not there")
	}
}
