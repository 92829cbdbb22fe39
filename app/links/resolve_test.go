package links

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
		if got := Resolve(base, dest); got != want {
			t.Errorf("Resolve(%q) = %q, want %q", dest, got, want)
		}
	}
	if got := Resolve(nil, "/doc/x"); got != "/doc/x" {
		t.Errorf("without a base a destination stays as written, got %q", got)
	}
}

func TestHeaderBase(t *testing.T) {
	for text, want := range map[string]string{
		"Retrieved from [https://a.example/b](https://a.example/b) on Sun.\nmore":    "https://a.example/b",
		"Retrieved from [x](relative/only) on Sun.\n":                                "",
		"retrieved from [https://a.example/b](https://a.example/b)\n":                "",
		"Intro\nRetrieved from [https://a.example/b](https://a.example/b)\n":         "https://a.example/b",
		"Retrieved from [https://a.example/c] on Sun.\n":                             "https://a.example/c",
		"Retrieved from [https://a.example/c on Sun.\n":                              "",
		"Retrieved from https://a.example/c on Sun.\n":                               "https://a.example/c", // a bare URL is a link
		"\n\nT\n\n\n  Retrieved from [https://a.example/d](https://a.example/d)\n":   "https://a.example/d",
		"1\n2\n3\n4\nRetrieved from [https://a.example/e](https://a.example/e)\n":    "https://a.example/e",
		"1\n2\n3\n4\n5\nRetrieved from [https://a.example/f](https://a.example/f)\n": "",
		"Retrieved from [https://a.example/g](relative) on Sun.\n":                   "",
		"": "",
	} {
		u := HeaderBase(doc.New(doc.BytesSource(text), doc.ParseOptions{}))
		got := ""
		if u != nil {
			got = u.String()
		}
		if got != want {
			t.Errorf("HeaderBase(%q) = %q, want %q", text, got, want)
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
	env := CommandEnv([]string{"PATH=/bin", "LINK=old", "LINK_TEXT=old", "LWL_FILE=old", "LINKS=keep"},
		`$(touch x)"; rm -rf / #`, "the text", "/tmp/notes.md")
	want := []string{"PATH=/bin", "LINKS=keep", `LINK=$(touch x)"; rm -rf / #`, "LINK_TEXT=the text", "LWL_FILE=/tmp/notes.md"}
	if strings.Join(env, "\n") != strings.Join(want, "\n") {
		t.Errorf("CommandEnv = %q, want %q", env, want)
	}
}

func TestLocalPath(t *testing.T) {
	dir := t.TempDir()
	notes := filepath.Join(dir, "notes")
	os.MkdirAll(filepath.Join(notes, "sub"), 0o755)
	for _, f := range []string{"index.md", "a.md", "sub/b.md"} {
		os.WriteFile(filepath.Join(notes, f), []byte("x\n"), 0o644)
	}
	docPath := filepath.Join(notes, "index.md")
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
		got, _, ok := LocalPath(nil, docPath, dest)
		if (want == "") == ok || got != want {
			t.Errorf("LocalPath(%q) = %q, %v; want %q", dest, got, ok, want)
		}
	}
	if h, _ := os.Hostname(); h != "" {
		want := filepath.Join(notes, "a.md")
		if got, _, ok := LocalPath(nil, docPath, "file://"+strings.ToUpper(h)+want); !ok || got != want {
			t.Errorf("a file: URL with this host's name: LocalPath = %q, %v; want %q", got, ok, want)
		}
	}
	// With a base URL, relative destinations are web addresses, not files.
	base, _ := url.Parse("https://example.org/")
	if _, _, ok := LocalPath(base, docPath, "a.md"); ok {
		t.Error("a relative destination in a document with a base opened a local file")
	}
}

func TestHeaderLink(t *testing.T) {
	for text, want := range map[string]string{
		"Retrieved from [https://a.example/b](https://a.example/b) on Sun.\n[x](y)\n": "https://a.example/b",
		"T\nRetrieved from [https://a.example/c] on Sun.\n[x](y)\n":                   "https://a.example/c",
		"Retrieved from a page\n[x](y)\n":                                             "",
		"[x](y)\n":                                                                    "",
	} {
		l, ok := HeaderLink(doc.New(doc.BytesSource(text), doc.ParseOptions{}))
		if got := map[bool]string{true: l.Dest, false: ""}[ok]; got != want {
			t.Errorf("HeaderLink(%q) = %q, want %q", text, got, want)
		}
	}
}
