package app

import (
	"testing"

	"github.com/rivo/tview"

	"lwl/app/config"
)

// No widget is laid out taller or wider than the screen, whatever sizes
// layout.yaml gives: a widget sizes its loops and buffers by its
// rectangle, and a size of 2147483647 rows once made lwl spin.
func TestBuildClipsToScreen(t *testing.T) {
	const w, h = 60, 20
	for _, y := range []string{
		"rows:\n  - {widget: document, size: 10000}\n  - status\n",
		"columns:\n  - {widget: document, size: 10000}\n  - {rows: [status, {widget: links, size: 10000}]}\n",
		"rows:\n  - {widget: title, size: 10000}\n  - {widget: links, size: 10000}\n  - document\n  - {widget: status, size: 10000}\n",
		"rows:\n  - {columns: [{widget: document, size: 10000}, {widget: links, size: 10000}], size: 10000}\n  - {widget: status, weight: 10000}\n",
	} {
		t.Run(y, func(t *testing.T) {
			l, err := config.ParseLayout([]byte(y), "layout.yaml", defaultLayout(t))
			if err != nil {
				t.Fatal(err)
			}
			hs := startApp(t, Options{Layout: l}, w, h)
			hs.keys("G") // scrolls by the view's height: bounded by the screen's
			hs.do(func() {
				hs.a.ui.tv.ForceDraw()
				for name, p := range map[string]tview.Primitive{"document": hs.a.ui.view, "status": hs.a.ui.status,
					"links": hs.a.ui.links, "title": hs.a.ui.title} {
					if x0, y0, pw, ph := p.GetRect(); x0 < 0 || y0 < 0 || x0+pw > w || y0+ph > h {
						t.Errorf("%s laid out at %d,%d %dx%d on a %dx%d screen", name, x0, y0, pw, ph, w, h)
					}
				}
				if vh := hs.a.ui.view.Height(); vh > h {
					t.Errorf("the document view is %d rows high on a %d-row screen", vh, h)
				}
			})
		})
	}
}
