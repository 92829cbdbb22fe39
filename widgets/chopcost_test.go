package widgets

import (
	"testing"

	"github.com/gdamore/tcell/v2"

	"lwl/widgets/doc"
)

// A key on one long line of links with wrap: none (-S) styles only the
// links in the columns on screen, whatever the row's length: the spans
// and style cuts a frame gathers stay within a screen's width. A row is up
// to a 64 KiB chunk, some 4,000 links here; styling all of them each frame
// made a key cost seconds on a 1 MB line.
func TestChopKeyStylesOnlyTheScreen(t *testing.T) {
	const width = 120
	d := doc.New(doc.BytesSource(linkLine(1)), doc.ParseOptions{})
	v := NewDocumentView(d, DocumentOptions{Wrap: doc.WrapNone}, DocumentStyles{Link: tcell.StyleDefault.Underline(true)})
	s := tcell.NewSimulationScreen("UTF-8")
	if err := s.Init(); err != nil {
		t.Fatal(err)
	}
	defer s.Fini()
	s.SetSize(width, 40)
	v.SetRect(0, 0, width, 40)
	v.Draw(s)
	links := doc.Links{D: d}
	sel, selStart := int64(-1), doc.Pos{}
	keys := map[string]func(){
		"j":     func() { v.ScrollBy(1) },
		"k":     func() { v.ScrollBy(-1) },
		"right": func() { v.ScrollSideways(width / 2) },
		"left":  func() { v.ScrollSideways(-width / 2) },
		"n": func() {
			it, _ := v.Step(links, sel, selStart, +1)
			sel, selStart = it.ID, it.Start
			v.SelectLink(sel)
		},
	}
	// A link a few screens to the right: n scrolls sideways to it.
	for range 3 * width / 4 {
		keys["n"]()
	}
	for _, key := range []string{"j", "right", "right", "n", "left", "k", "n", "right"} {
		v.spanBuf, v.cuts, v.runs = nil, nil, nil
		keys[key]()
		v.Invalidate()
		v.Draw(s)
		// Each link is a span with two cuts and up to three runs; a row of
		// width cells shows at most width/4 links of "[a] ".
		if n := cap(v.spanBuf) + cap(v.cuts) + cap(v.runs); n > 4*width {
			t.Errorf("after %s a frame gathered room for %d spans, cuts and runs, want under %d for %d columns", key, n, 4*width, width)
		}
	}
}
