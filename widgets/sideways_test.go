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
