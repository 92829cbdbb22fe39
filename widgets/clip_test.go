package widgets_test

import (
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"lwl/widgets"
)

func TestClipRect(t *testing.T) {
	s := tcell.NewSimulationScreen("UTF-8")
	if err := s.Init(); err != nil {
		t.Fatal(err)
	}
	defer s.Fini()
	s.SetSize(80, 24)
	for _, c := range []struct{ in, want [4]int }{
		{[4]int{0, 0, 80, 24}, [4]int{0, 0, 80, 24}},
		{[4]int{0, 0, 2147483647, 2147483647}, [4]int{0, 0, 80, 24}},
		{[4]int{10, 5, 100, 100}, [4]int{10, 5, 70, 19}},
		{[4]int{0, 30000, 80, 1}, [4]int{0, 24, 80, 0}},   // below the screen: empty
		{[4]int{0, 10, 80, -19961}, [4]int{0, 10, 80, 0}}, // tview's Flex can hand out negative sizes
		{[4]int{-5, -5, 10, 10}, [4]int{0, 0, 5, 5}},
	} {
		x, y, w, h := widgets.ClipRect(s, c.in[0], c.in[1], c.in[2], c.in[3])
		if got := [4]int{x, y, w, h}; got != c.want {
			t.Errorf("ClipRect%v = %v, want %v", c.in, got, c.want)
		}
	}
}

// What a Slot or a Clipped primitive shows never gets a rectangle past
// the screen.
func TestClippedAndSlot(t *testing.T) {
	s := tcell.NewSimulationScreen("UTF-8")
	if err := s.Init(); err != nil {
		t.Fatal(err)
	}
	defer s.Fini()
	s.SetSize(80, 24)
	clippedBox, slotBox := tview.NewBox(), tview.NewBox()
	for p, inner := range map[tview.Primitive]*tview.Box{widgets.NewClipped(clippedBox): clippedBox, widgets.NewSlot(slotBox): slotBox} {
		p.SetRect(0, 3, 2147483647, 2147483647)
		p.Draw(s)
		if x, y, w, h := inner.GetRect(); [4]int{x, y, w, h} != [4]int{0, 3, 80, 21} {
			t.Errorf("%T: the primitive got %d,%d %dx%d", p, x, y, w, h)
		}
	}
}
