package widgets

import (
	"testing"

	"github.com/rivo/tview"
)

// A sized pane beside the document shrinks so the document keeps a third
// of the container; one that would be narrower than minPane is hidden,
// and hidden is told its name.
func TestFitFlexShrinksThenHides(t *testing.T) {
	for _, c := range []struct {
		width, links int
		hidden       string
	}{
		{120, 40, ""},
		{45, 30, ""},
		{12, 0, "the links pane"},
	} {
		var hidden string
		f := NewFitFlex(true, func(name string) { hidden = name })
		document, links := tview.NewBox(), tview.NewBox()
		f.Add(document, FitPane{HasDoc: true}, 0, 1, true)
		f.Add(links, FitPane{Size: 40, Name: "the links pane"}, 40, 0, false)
		f.SetRect(0, 0, c.width, 10)
		f.fit()
		if got := f.RestingSize(links, 40); got != c.links || hidden != c.hidden {
			t.Errorf("width %d: links pane %d cells, hidden %q; want %d, %q", c.width, got, hidden, c.links, c.hidden)
		}
	}
}
