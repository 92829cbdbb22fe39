package main

import (
	"io/fs"
	"lwl/theme"
	"path"
	"regexp"
	"strings"
	"testing"
)

// Every relative link in a shipped document leads to another shipped
// document, and to a heading of it when it names one, so Enter inside lwl
// opens what a forge would.
func TestShippedDocumentLinksResolve(t *testing.T) {
	docs := embeddedDocs()
	for _, name := range []string{"docs/behaviour.md", "docs/guarantees.md", "bench/README.md"} {
		if _, ok := docs[name]; !ok {
			t.Errorf("%s is not shipped inside lwl", name)
		}
	}
	codeBlock := regexp.MustCompile("(?s)```.*?```")
	codeSpan := regexp.MustCompile("`[^`]*`")
	link := regexp.MustCompile(`\]\(([^)\s]+)\)`)
	n := 0
	for name, text := range docs {
		if !strings.HasSuffix(name, ".md") {
			continue
		}
		prose := codeSpan.ReplaceAllString(codeBlock.ReplaceAllString(string(text), ""), "")
		for _, m := range link.FindAllStringSubmatch(prose, -1) {
			dest := m[1]
			if strings.Contains(dest, ":") {
				continue // a web link or lwl:, not a relative one
			}
			file, frag, _ := strings.Cut(dest, "#")
			target := name
			if file != "" {
				target = path.Join(path.Dir(name), file)
			}
			n++
			body, ok := docs[target]
			if !ok {
				t.Errorf("%s links to %s, which is not shipped inside lwl", name, dest)
				continue
			}
			if frag != "" && !hasAnchor(string(body), frag) {
				t.Errorf("%s links to %s, which has no heading #%s", name, target, frag)
			}
		}
	}
	if n < 10 {
		t.Errorf("only %d relative links found in the shipped documents", n)
	}
}

// embeddedDocs are all the documents embeddedDoc gives, by name.
func embeddedDocs() map[string][]byte {
	names := []string{"README.md", "keys.yaml", "layout.yaml"}
	for _, name := range theme.BuiltinNames() {
		names = append(names, "theme/"+name+".yaml")
	}
	fs.WalkDir(shippedReference, ".", func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			names = append(names, p)
		}
		return err
	})
	docs := map[string][]byte{}
	for _, name := range names {
		if b, ok := embeddedDoc(name); ok {
			docs[name] = b
		}
	}
	return docs
}

// hasAnchor reports whether a heading of text has the GitHub-style anchor
// frag: lower case, spaces as hyphens, punctuation dropped.
func hasAnchor(text, frag string) bool {
	for _, line := range strings.Split(text, "\n") {
		if !strings.HasPrefix(line, "#") {
			continue
		}
		title := strings.ToLower(strings.TrimSpace(strings.TrimLeft(line, "#")))
		var b strings.Builder
		for _, r := range title {
			switch {
			case r == ' ':
				b.WriteByte('-')
			case r == '-' || r == '_' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r > 127:
				b.WriteRune(r)
			}
		}
		if b.String() == frag {
			return true
		}
	}
	return false
}

// embeddedDoc gives the shipped documents by name and nothing else.
func TestEmbeddedDocByName(t *testing.T) {
	for name, want := range map[string]bool{"README.md": true, "keys.yaml": true, "theme/default.yaml": true,
		"docs/behaviour.md": true, "bench/README.md": true, "theme/none.yaml": false, "theme/default": false,
		"docs/../README.md": false, "/etc/passwd": false, "docs": false, "": false} {
		if b, ok := embeddedDoc(name); ok != want || ok && len(b) == 0 {
			t.Errorf("embeddedDoc(%q): %d bytes, %v; want %v", name, len(b), ok, want)
		}
	}
}
