package widgets_test

import (
	"strings"
	"testing"

	"lwl/widgets"
	"lwl/widgets/doc"
)

// With wrap: none, stepping to a link right of the screen scrolls sideways
// to it (tabs and wide characters counted as the cells they take), and a
// link scrolled out of sight sideways is not on screen.
func TestRevealColumns(t *testing.T) {
	text := "short\n\t" + strings.Repeat("界", 40) + " [far](http://far)\n"
	v, s := newView(t, text, widgets.DocumentOptions{Wrap: doc.WrapNone}, 40, 5)
	it, res := v.Step(doc.Links{D: v.Document()}, -1, doc.Pos{}, +1)
	if res != widgets.Stepped {
		t.Fatalf("no link found: %v", res)
	}
	draw(v, s)
	if row := rowText(s, 1); !strings.Contains(row, "[far]") {
		t.Errorf("the selected link is not shown: %q", row)
	}
	if !v.ColumnsOnScreen(it) {
		t.Errorf("the link shown is not on screen")
	}
	v.ScrollSideways(-1000)
	if v.ColumnsOnScreen(it) {
		t.Errorf("the link scrolled out of sight is on screen")
	}
	// Hard wrap: every column shows.
	v.SetWrap(doc.WrapHard)
	if !v.ColumnsOnScreen(it) {
		t.Errorf("with wrap: hard the link is off screen")
	}
}

// Scrolled sideways, the first n selects a link that shows, not one out of
// sight to the left on the same row (nor does it scroll back to it).
func TestStepPrefersLinkInSight(t *testing.T) {
	text := "[near](http://near) " + strings.Repeat("x", 60) + " [far](http://far)\n"
	v, s := newView(t, text, widgets.DocumentOptions{Wrap: doc.WrapNone}, 40, 5)
	draw(v, s)
	v.ScrollSideways(60)
	for _, dir := range []int{+1, -1} {
		it, res := v.Step(doc.Links{D: v.Document()}, -1, doc.Pos{}, dir)
		if res != widgets.Stepped {
			t.Fatalf("dir %d: no link found: %v", dir, res)
		}
		if l, _ := v.Document().Link(it.ID); l.Dest != "http://far" {
			t.Errorf("dir %d: stepped to %s, want the link in sight", dir, l.Dest)
		}
	}
}
