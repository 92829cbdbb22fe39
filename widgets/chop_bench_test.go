package widgets

import (
	"fmt"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"

	"lwl/widgets/doc"
)

// linkLine is one line of about mb megabytes made of links, as a minified
// page's markup gives.
func linkLine(mb int) string {
	return strings.Repeat("[a](http://x/) ", mb<<20/15) + "\n"
}

// BenchmarkChopLongLine measures a key on one link-dense line with wrap:
// none (-S), 120x40: a step down and back, sideways, or to the next link,
// each drawn. Its cost must not grow with the line's length.
func BenchmarkChopLongLine(b *testing.B) {
	for _, mb := range []int{1, 4} {
		d := doc.New(doc.BytesSource(linkLine(mb)), doc.ParseOptions{})
		for _, key := range []string{"j/k", "l", "n"} {
			b.Run(fmt.Sprintf("%dMB/%s", mb, key), func(b *testing.B) {
				v := NewDocumentView(d, DocumentOptions{Wrap: doc.WrapNone}, DocumentStyles{Link: tcell.StyleDefault.Underline(true)})
				s := tcell.NewSimulationScreen("UTF-8")
				s.Init()
				s.SetSize(120, 40)
				v.SetRect(0, 0, 120, 40)
				v.Draw(s)
				links := doc.Links{D: d}
				sel, selStart := int64(-1), doc.Pos{}
				step := 1
				for b.Loop() {
					switch key {
					case "j/k":
						v.ScrollBy(step)
						step = -step
					case "l":
						v.ScrollSideways(8)
					case "n":
						it, _ := v.Step(links, sel, selStart, +1)
						sel, selStart = it.ID, it.Start
						v.SelectLink(sel)
					}
					v.Invalidate() // a step at the end moves nothing: draw all the same
					v.Draw(s)
				}
			})
		}
	}
}
