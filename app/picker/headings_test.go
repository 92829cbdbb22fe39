package picker

import (
	"slices"
	"strings"
	"testing"

	"lwl/widgets/doc"
)

const headingsDoc = "# Top\ntext\n## Install\nmore\n### From source\nlast\n## Use\nend\n"

// offsetOf is the source offset of the line that starts with prefix.
func offsetOf(t *testing.T, prefix string) int64 {
	t.Helper()
	i := strings.Index(headingsDoc, "\n"+prefix)
	if i < 0 {
		t.Fatalf("no line %q", prefix)
	}
	return int64(i + 1)
}

// T lists the headings indented by level with their line numbers, the
// cursor on the section in view; Enter leaves and jumps to the heading.
func TestOpenOutline(t *testing.T) {
	h := newHost(headingsDoc, doc.ParseOptions{})
	h.top = h.d.PosOfSrc(offsetOf(t, "more"))
	h.c.OpenOutline()
	if !slices.Equal(h.shows, []bool{false}) || h.c.Indicator() != "T" {
		t.Fatalf("shows %v, indicator %q; want one outline, T", h.shows, h.c.Indicator())
	}
	want := []string{"Top 1", "  Install 3", "    From source 5", "  Use 7"}
	if !slices.Equal(h.list.rows, want) {
		t.Fatalf("rows %q, want %q", h.list.rows, want)
	}
	if h.list.cursor != 1 {
		t.Errorf("cursor on row %d, want 1 (Install, the section in view)", h.list.cursor)
	}
	h.c.SetQuery("use")
	h.c.Choose(true)
	if got := strings.Join(h.calls, ", "); got != "leave, clear, jump ## Use" {
		t.Errorf("enter: %s", got)
	}
}

// ] and [ go count headings on and back from the jump target's line, and
// say so when there is none.
func TestSection(t *testing.T) {
	h := newHost(headingsDoc, doc.ParseOptions{})
	h.jumpLine = offsetOf(t, "## Install")
	h.c.Section(+1, 1)
	h.c.Section(+1, 2)
	h.c.Section(-1, 1)
	h.c.Section(-1, 0) // no count: one
	if got := strings.Join(h.calls, ", "); got != "jump ### From source, jump ## Use, jump # Top, jump # Top" {
		t.Errorf("moves: %s", got)
	}
	h.calls = nil
	h.jumpLine = offsetOf(t, "## Use")
	h.c.Section(+1, 1)
	if h.message != "No heading below" || h.calls != nil {
		t.Errorf("below the last: message %q, calls %v", h.message, h.calls)
	}
	h.jumpLine = 0
	h.c.Section(-1, 1)
	if h.message != "No heading above" {
		t.Errorf("above the first: message %q", h.message)
	}
}

// In a document that is not Markdown there are no headings to go to or
// list.
func TestHeadingsOnlyMarkdown(t *testing.T) {
	h := newHost(headingsDoc, doc.ParseOptions{Source: true})
	h.c.Section(+1, 1)
	if h.message != "Headings are a Markdown document's" {
		t.Errorf("]: message %q", h.message)
	}
	h.message = ""
	h.c.OpenOutline()
	if h.shows != nil || h.message != "Headings are a Markdown document's" {
		t.Errorf("T: shows %v, message %q", h.shows, h.message)
	}
}
