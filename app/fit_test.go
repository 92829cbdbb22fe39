package app

import (
	"fmt"
	"strings"
	"testing"

	"github.com/rivo/tview"

	"lwl/app/config"
)

// A status bar or title sized past the window shrinks as a links pane
// does, so the document keeps a third of the window; it keeps one row
// while the window has one to spare, and the document always has one.
func TestFitOneRowWidgets(t *testing.T) {
	for _, c := range []struct {
		layout                string
		h, doc, status, title int
	}{
		{"rows: [document, {widget: status, size: 10000}]", 8, 3, 5, 0},
		{"rows: [document, {widget: status, size: 10000}]", 2, 1, 1, 0},
		{"rows: [document, {widget: status, size: 10000}]", 1, 1, 0, 0},
		{"rows: [document, {widget: status, size: 3}]", 8, 5, 3, 0},
		{"rows: [{widget: title, size: 10000}, document, status]", 8, 3, 1, 4},
		{"rows: [{widget: title, size: 10000}, document, {widget: status, size: 10000}]", 8, 4, 2, 2},
		{"rows: [{widget: title, size: 10000}, document, {widget: status, size: 10000}]", 3, 1, 1, 1},
		{"rows: [title, document, status]", 8, 6, 1, 1}, // unsized: one row each, as before
	} {
		t.Run(fmt.Sprintf("%s/%d", c.layout, c.h), func(t *testing.T) {
			l, err := config.ParseLayout([]byte(c.layout+"\n"), "layout.yaml", defaultLayout(t))
			if err != nil {
				t.Fatal(err)
			}
			hs := startApp(t, Options{Layout: l}, 60, c.h)
			hs.do(func() {
				hs.a.ui.tv.ForceDraw()
				height := func(p tview.Primitive) int { _, _, _, h := p.GetRect(); return h }
				got := [3]int{height(hs.a.ui.view), height(hs.a.ui.slot), 0}
				if placesWidget(l.Root, "title") {
					got[2] = height(hs.a.ui.title)
				}
				if want := [3]int{c.doc, c.status, c.title}; got != want {
					t.Errorf("at 60x%d the document, status bar and title are %v rows high, want %v", c.h, got, want)
				}
			})
		})
	}
}

// The v preview grows a shrunk status bar and gives its rows back: the
// document is as high after it as before.
func TestFitPreviewOfShrunkStatus(t *testing.T) {
	l, err := config.ParseLayout([]byte("rows: [document, {widget: status, size: 10000}]\n"), "layout.yaml", defaultLayout(t))
	if err != nil {
		t.Fatal(err)
	}
	hs := startApp(t, Options{Layout: l}, 60, 9)
	hs.keys("n")
	hs.waitFor("the first link", func(sc simScreen) bool { return strings.HasPrefix(sc.row(3), ": https://") })
	before := 0
	hs.do(func() { _, _, _, before = hs.a.ui.view.GetRect() })
	hs.keys("vj")
	hs.waitFor("the next line", func(sc simScreen) bool { return strings.Contains(sc.String(), "urls  line 2") })
	hs.do(func() {
		hs.a.ui.tv.ForceDraw()
		if _, _, _, h := hs.a.ui.view.GetRect(); h != before {
			t.Errorf("after the preview the document is %d rows high, want %d as before", h, before)
		}
	})
}
