package tcell

import (
	"fmt"
	"testing"
	"unsafe"
)

// A cell holds indexes of styles, not styles: the buffer of a 160x48
// screen is a quarter of a megabyte, not one and a half.
func TestCellIsSmall(t *testing.T) {
	if n := unsafe.Sizeof(cell{}); n > 48 {
		t.Errorf("a cell is %d bytes, want at most 48", n)
	}
}

// Every cell reads back the style put in it, through the table's
// compactions, and what was shown stays clean while what changed stays
// dirty.
func TestCellStylesThroughCompaction(t *testing.T) {
	cb := &CellBuffer{}
	cb.Resize(4, 2)
	styleOf := func(k int) Style {
		return StyleDefault.Foreground(NewRGBColor(int32(k), 0, 0)).Url(fmt.Sprint("https://e.x/", k))
	}
	want := make([]Style, 8)
	for i := range 7 { // shown, and left alone below
		want[i] = styleOf(-i)
		cb.Put(i%4, i/4, "a", want[i])
		cb.SetDirty(i%4, i/4, false)
	}
	for k := range 20000 { // the last cell, style after style
		want[7] = styleOf(k)
		cb.Put(3, 1, "a", want[7])
		if k%3 == 0 {
			cb.SetDirty(3, 1, false)
		}
	}
	if n := len(cb.styles); n > 2*len(cb.cells)+1024 {
		t.Errorf("the table holds %d styles for %d cells", n, len(cb.cells))
	}
	for i, st := range want {
		x, y := i%4, i/4
		if _, got, _ := cb.Get(x, y); got != st {
			t.Errorf("cell %d,%d: style %v, want %v", x, y, got, st)
		}
		if d := cb.Dirty(x, y); d != (i == 7) {
			t.Errorf("cell %d,%d: dirty %v", x, y, d)
		}
	}
}

// A colour of ColorNone keeps the cell's, through Put and Fill.
func TestCellColorNoneKeepsTheCells(t *testing.T) {
	cb := &CellBuffer{}
	cb.Resize(2, 1)
	red, blue := NewRGBColor(255, 0, 0), NewRGBColor(0, 0, 255)
	cb.Put(0, 0, "a", StyleDefault.Foreground(red).Background(blue))
	cb.Put(0, 0, "b", StyleDefault.Foreground(ColorNone).Bold(true))
	if _, st, _ := cb.Get(0, 0); st != StyleDefault.Foreground(red).Bold(true) {
		t.Errorf("after Put: %v", st)
	}
	cb.Fill(' ', StyleDefault.Foreground(blue).Background(ColorNone))
	if _, st, _ := cb.Get(0, 0); st != StyleDefault.Foreground(blue) {
		t.Errorf("after Fill: %v", st)
	}
}
