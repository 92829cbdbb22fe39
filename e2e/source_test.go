//go:build linux

package e2e

// The source view and Markdown's link forms:
// text that the link format hides is one key away, and searchable.

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// codeFile writes a file of code and log lines whose brackets are links by
// the format's rules, far enough down that the top line is not line 1.
func codeFile(t *testing.T) string {
	t.Helper()
	var b strings.Builder
	for i := 1; i <= 60; i++ {
		fmt.Fprintf(&b, "line %d: value = f[i](x, y) + g\n", i)
	}
	b.WriteString("log: user[42](admin) logged in\n")
	b.WriteString("class [a-z](foo|bar) here\n")
	for i := 63; i <= 200; i++ {
		fmt.Fprintf(&b, "line %d tail [x](http://example.com/%d)\n", i, i)
	}
	path := filepath.Join(t.TempDir(), "code.txt")
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// \ shows the code as written, keeping the top line; /admin finds what was
// a destination; \ again shows the links, same top line, with the link
// that holds the match selected.
func TestE2ESourceViewToggle(t *testing.T) {
	h := start(t, "--markdown", codeFile(t))
	h.waitStatus(t, "line 1")
	h.typeKeys("50j")
	h.waitRow(t, 0, "line 51 at the top", func(r string) bool { return strings.HasPrefix(r, "line 51: value = f[i] + g") })
	if s := h.screen(); strings.Contains(s, "(x, y)") {
		t.Fatalf("the link view shows the destination (x, y):\n%s", s)
	}

	h.typeKeys(`\`)
	h.waitRow(t, 0, "line 51 as written at the top", func(r string) bool {
		return strings.TrimRight(r, " ") == "line 51: value = f[i](x, y) + g"
	})
	h.waitStatus(t, "[source]", "line 51")
	s := h.screen()
	for _, want := range []string{"log: user[42](admin) logged in", "class [a-z](foo|bar) here", "line 63 tail [x](http://example.com/63)"} {
		if !strings.Contains(s, want) {
			t.Errorf("the source view lacks %q:\n%s", want, s)
		}
	}

	h.typeKeys("/admin\r")
	h.waitStatus(t, "1 match", "[source]")

	h.typeKeys(`\`)
	h.waitRow(t, 0, "line 51 with links at the top", func(r string) bool { return strings.HasPrefix(r, "line 51: value = f[i] + g") })
	// The link [42], whose destination the match was in, is selected.
	waitDest(t, h, "admin")
	if r := h.row(-1); strings.Contains(r, "[source]") || !strings.Contains(r, "line 51") {
		t.Errorf("the status after going back: %q", r)
	}
	quit(t, h)
}

// A search active when the view changes runs again in the new view: the
// matches stay highlighted, and n goes on from the screen.
func TestE2ESourceViewKeepsSearch(t *testing.T) {
	h := start(t, codeFile(t))
	h.waitStatus(t, "line 1")
	h.typeKeys("/value\r")
	h.waitStatus(t, "60 matches")
	for _, view := range []string{"the source view", "the link view"} {
		h.typeKeys(`\`)
		h.waitRow(t, -1, view, func(r string) bool { return strings.Contains(r, "[source]") == (view == "the source view") })
		// The first n may come before the count: then "60 matches"
		// follows; the next says where it is.
		h.typeKeys("n")
		h.waitRow(t, -1, "a match selected", func(r string) bool { return strings.Contains(r, "60 matches") || strings.Contains(r, "1/60") })
		h.typeKeys("n")
		h.waitStatus(t, "2/60")
	}
	quit(t, h)
}

// bookmarks writes a list of links whose words are only in destinations.
func bookmarks(t *testing.T) string {
	t.Helper()
	text := "Bookmarks\n[Hacker News](https://news.ycombinator.com/) daily\n" +
		"[Docs](other.md \"The Title\") and [b](<with space/s.md>)\n"
	path := filepath.Join(t.TempDir(), "bookmarks.md")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// search-all (alt-/) finds a word only a destination holds: in the source
// view, and back in the link view its link is selected.
func TestE2ESearchAllFindsDestination(t *testing.T) {
	h := start(t, bookmarks(t))
	h.waitStatus(t, "line 1")
	h.typeKeys("/ycombinator\r")
	h.waitStatus(t, "No matches found") // a plain search sees the link view

	h.typeKeys("\x1b/") // alt-/
	h.waitRow(t, -1, "the search-all prompt", func(r string) bool { return strings.HasPrefix(r, "/") })
	h.typeKeys("ycombinator\r")
	h.waitStatus(t, "1 match", "[source]")
	if s := h.screen(); !strings.Contains(s, "[Hacker News](https://news.ycombinator.com/) daily") {
		t.Fatalf("the source view does not show the destination:\n%s", s)
	}
	h.typeKeys(`\`)
	waitDest(t, h, "https://news.ycombinator.com/")
	quit(t, h)
}

// v shows a Markdown title after the destination; an angle-bracket
// destination loses its brackets.
func TestE2EMarkdownTitleAndAngleDest(t *testing.T) {
	h := start(t, bookmarks(t))
	h.waitStatus(t, "line 1")
	h.typeKeys("\t\t")
	waitDest(t, h, "other.md")
	waitPreview(t, h, `other.md  "The Title"`)
	h.typeKeys("\t")
	waitDest(t, h, "with space/s.md")
	quit(t, h)
}
