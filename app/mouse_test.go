package app

import (
	"strings"
	"testing"
	"time"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"lwl/app/config"
)

// click sends a left click (press and release) at x, y.
func (hs *appHarness) click(x, y int) {
	hs.t.Helper()
	hs.s.InjectMouse(x, y, tcell.Button1, tcell.ModNone)
	hs.s.InjectMouse(x, y, tcell.ButtonNone, tcell.ModNone)
}

// A click on a link selects it, a click on the selected link follows it; a
// double click in the links pane follows that link.
func TestAppMouseLinks(t *testing.T) {
	keys := defaultBindings(t)
	keys["ground"]["enter"] = config.Binding{Action: "follow", Arg: `no-such-browser-lwl "$LINK"`}
	const w, pane = 120, 40
	hs := startApp(t, Options{Keys: keys, Layout: layoutFile(t, "layout-links.yaml")}, w, 12)
	hs.waitFor("the document", func(sc simScreen) bool { return strings.Contains(sc.row(3), "[gbdk]") })
	hs.click(2, 3)
	hs.waitFor("gbdk selected", func(sc simScreen) bool {
		return strings.Contains(sc.row(-1), gbdkURLForTest) && !strings.Contains(sc.row(-1), "no-such-browser")
	})
	hs.click(3, 3)
	hs.waitFor("gbdk followed", func(sc simScreen) bool {
		return strings.Contains(sc.row(-1), "no-such-browser-lwl is not installed")
	})
	// A click on plain text changes nothing.
	hs.click(10, 1)
	var sel int64
	hs.do(func() { sel = hs.a.ui.view.SelectedLink() })
	if sel < 0 {
		t.Errorf("a click on plain text dropped the selection")
	}
	// The pane's third row is timus: a double click follows it (tview
	// takes any two clicks within its interval for a double click).
	time.Sleep(tview.DoubleClickInterval + 50*time.Millisecond)
	hs.click(w-pane+3, 2)
	hs.click(w-pane+3, 2)
	hs.waitFor("timus followed", func(sc simScreen) bool {
		return strings.Contains(sc.row(-1), "acm.timus.ru: no such file") // a local path: no base
	})
}

const gbdkURLForTest = "https://gbdk.org/docs/api/index.html"

// In the link picker a click moves to a row, a second click on it follows
// it, and a click outside the list closes it.
func TestAppMousePicker(t *testing.T) {
	keys := defaultBindings(t)
	keys["ground"]["enter"] = config.Binding{Action: "follow", Arg: `no-such-browser-lwl "$LINK"`}
	hs := startApp(t, Options{Keys: keys}, 100, 12)
	hs.waitFor("the document", func(sc simScreen) bool { return strings.Contains(sc.row(3), "[gbdk]") })
	hs.keys("L")
	hs.waitFor("the picker", func(sc simScreen) bool { return strings.HasPrefix(sc.row(0), "Filter: _") })
	hs.click(5, 3) // the third row: timus
	hs.click(5, 3)
	hs.waitFor("timus followed", func(sc simScreen) bool {
		return strings.Contains(sc.row(-1), "acm.timus.ru: no such file") // a local path: no base
	})
	time.Sleep(tview.DoubleClickInterval + 50*time.Millisecond)
	hs.keys("L")
	hs.waitFor("the picker", func(sc simScreen) bool { return strings.HasPrefix(sc.row(0), "Filter: _") })
	hs.click(5, 11) // the status bar: outside the list
	hs.waitFor("the picker closed", func(sc simScreen) bool { return !strings.HasPrefix(sc.row(0), "Filter:") })
}

// A click while hints are shown leaves hint mode and selects the link
// clicked, as a click does.
func TestAppMouseClickInHints(t *testing.T) {
	hs := startApp(t, Options{}, 100, 12)
	hs.waitFor("the document", func(sc simScreen) bool { return strings.Contains(sc.row(3), "[gbdk]") })
	hs.keys("o")
	hs.waitFor("hint mode", func(sc simScreen) bool { return strings.HasPrefix(sc.row(-1), "o ") })
	hs.click(2, 3)
	hs.waitFor("gbdk selected, hints gone", func(sc simScreen) bool {
		return strings.Contains(sc.row(-1), gbdkURLForTest) && strings.HasPrefix(sc.row(-1), ": ")
	})
}
