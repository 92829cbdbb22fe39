//go:build linux

package e2e

// Markdown structure: ] and [ move by heading, T lists the headings, the
// heading of the section in view stays on the top row, and code shows as
// written.

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// notesFile writes a Markdown file of sections, each 50 lines long, the
// second with a code block holding what would be a link and a heading.
func notesFile(t *testing.T) string {
	t.Helper()
	var b strings.Builder
	for s := 1; s <= 4; s++ {
		fmt.Fprintf(&b, "## Part %d\n", s)
		for i := 1; i <= 50; i++ {
			if s == 2 && i == 3 {
				b.WriteString("```\n# not a heading\nsee `a[b](c)` and [x](y)\n```\n")
			}
			fmt.Fprintf(&b, "part %d line %d with **bold** text\n", s, i)
		}
	}
	path := filepath.Join(t.TempDir(), "notes.md")
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestE2EHeadingMoves(t *testing.T) {
	h := start(t, notesFile(t))
	h.waitRow(t, 0, "the first heading", func(r string) bool { return strings.HasPrefix(r, "## Part 1") })
	h.typeKeys("]")
	h.waitRow(t, 0, "part 2 on top", func(r string) bool { return strings.HasPrefix(r, "## Part 2") })
	h.waitRow(t, 5, "the code as written", func(r string) bool {
		return strings.TrimRight(r, " ") == "see `a[b](c)` and [x](y)"
	})
	h.typeKeys("2]")
	h.waitRow(t, 0, "part 4 on top", func(r string) bool { return strings.HasPrefix(r, "## Part 4") })
	h.typeKeys("[")
	h.waitRow(t, 0, "part 3 on top", func(r string) bool { return strings.HasPrefix(r, "## Part 3") })
	h.typeKeys("''")
	h.waitRow(t, 0, "back at part 4", func(r string) bool { return strings.HasPrefix(r, "## Part 4") })
	h.typeKeys("]")
	h.waitStatus(t, "No heading below")
	quit(t, h)
}

func TestE2EOutline(t *testing.T) {
	h := start(t, notesFile(t))
	h.waitRow(t, 0, "the first heading", func(r string) bool { return strings.HasPrefix(r, "## Part 1") })
	h.typeKeys("60j")
	h.waitRow(t, 1, "inside part 2", func(r string) bool { return strings.HasPrefix(r, "part 2 line") })
	h.typeKeys("T")
	s := h.waitFor(t, "the outline", func(s string) bool { return strings.Contains(s, "Part 4") && strings.Contains(s, "Outline") }, e2eTimeout)
	if strings.Contains(s, "not a heading") {
		t.Errorf("the outline lists a line of code:\n%s", s)
	}
	// The section in view is preselected: Enter goes to its heading.
	h.typeKeys("\r")
	h.waitRow(t, 0, "part 2 on top", func(r string) bool { return strings.HasPrefix(r, "## Part 2") })
	h.typeKeys("T4\r")
	h.waitRow(t, 0, "part 4 on top", func(r string) bool { return strings.HasPrefix(r, "## Part 4") })
	quit(t, h)
}

func TestE2ESectionHeader(t *testing.T) {
	h := start(t, notesFile(t))
	h.waitRow(t, 0, "the first heading", func(r string) bool { return strings.HasPrefix(r, "## Part 1") })
	h.typeKeys("5j")
	h.waitRow(t, 1, "part 1 line 5 below the header", func(r string) bool { return strings.HasPrefix(r, "part 1 line 5 ") })
	if r := h.row(0); !strings.HasPrefix(r, "## Part 1") {
		t.Errorf("top row %q, want the section's heading", r)
	}
	// A search lands its line below the header, not under it.
	h.typeKeys("/part 3 line 7\r")
	h.waitRow(t, 1, "the match below the header", func(r string) bool { return strings.HasPrefix(r, "part 3 line 7 ") })
	if r := h.row(0); !strings.HasPrefix(r, "## Part 3") {
		t.Errorf("top row %q after the search, want part 3's heading", r)
	}
	// A window one row high shows the text.
	h.resize(60, 2)
	h.waitRow(t, 0, "the text in one row", func(r string) bool { return strings.HasPrefix(r, "part 3 line 7") })
	h.resize(120, 40)
	h.waitRow(t, 0, "the header again", func(r string) bool { return strings.HasPrefix(r, "## Part 3") })
	quit(t, h)
}
