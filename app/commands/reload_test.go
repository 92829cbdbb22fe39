package commands

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"lwl/widgets/doc"
)

// R on an open command's page runs the command again: the new output
// takes the page's place, at its place with the same link selected, and
// the old output is let go. R on another page is none of open's.
func TestReloadReplacesPage(t *testing.T) {
	h := newFakeHost(t)
	c := New(h)
	if c.Reload() {
		t.Error("R on a page open did not make")
	}
	count := filepath.Join(t.TempDir(), "count")
	cmd := `n=$(cat ` + count + ` 2>/dev/null || echo 0); echo $((n+1)) > ` + count +
		`; printf 'run %s\n[other](o)\n[kept](k)\n' $n`
	c.Open(cmd, os.Environ(), link)
	h.until("page", func() bool { return len(h.shown) == 1 && strings.Contains(h.text(), "kept") })
	old := h.d
	h.until("the end", func() bool { return h.msg == "" })
	first, _ := doc.Links{D: old}.From(doc.Pos{})
	second, _ := doc.Links{D: old}.After(first.ID)
	h.at = Place{HScroll: 3, Link: second.ID} // the link to k
	if !c.Reload() {
		t.Fatal("R on an open command's page did nothing")
	}
	h.until("the page replaced", func() bool { return h.d != old })
	if len(h.shown) != 1 || len(h.replaced) != 2 || h.replaced[0] != old {
		t.Errorf("R showed %d pages, replaced %v", len(h.shown), h.replaced)
	}
	if !strings.Contains(h.text(), "run 1") || h.at.HScroll != 3 {
		t.Errorf("after R: %q, scrolled %d", h.text(), h.at.HScroll)
	}
	if l, ok := h.d.Link(h.selected); !ok || l.Dest != "k" {
		t.Errorf("after R the link selected is %d, want the one to k", h.selected)
	}
	if c.MadeByOpen(old) || !c.MadeByOpen(h.d) || c.Outputs() != 1 {
		t.Errorf("after R %d outputs are held", c.Outputs())
	}
}
