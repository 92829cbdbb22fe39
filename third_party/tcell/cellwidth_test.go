package tcell

import "testing"

// width is Get's width for every cell: blank, never set, narrow, wide,
// and out of the buffer.
func TestCellWidthAsGet(t *testing.T) {
	cb := &CellBuffer{}
	cb.Resize(6, 2)
	cb.Put(0, 0, "a", StyleDefault)
	cb.Put(1, 0, "漢", StyleDefault)
	cb.Put(3, 0, "", StyleDefault)
	cb.Put(4, 0, "e\u0301", StyleDefault)
	for y := -1; y <= 2; y++ {
		for x := -1; x <= 6; x++ {
			if _, _, want := cb.Get(x, y); cb.width(x, y) != want {
				t.Errorf("cell %d,%d: width %d, Get's %d", x, y, cb.width(x, y), want)
			}
		}
	}
}
