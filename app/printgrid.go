package app

import (
	"github.com/gdamore/tcell/v2"
	"github.com/rivo/uniseg"
)

// printGrid is the in-memory screen a printed screen is drawn on: a string
// and a style a cell, only as many rows as are printed. tcell's simulation
// screen made two buffers of some 200 bytes a cell, one of them 80x25
// whatever the size: a third of the page faults of `lwl -F` on a short file.
//
// The embedded Screen is nil: a DocumentView's Draw calls only the methods
// below, and a test draws every kind of cell through it.
type printGrid struct {
	tcell.Screen
	w, h  int
	cells []printCell
}

type printCell struct {
	str   string
	style tcell.Style
	width int
}

func newPrintGrid(w, h int) *printGrid {
	return &printGrid{w: w, h: h, cells: make([]printCell, w*h)}
}

// Size implements tcell.Screen.
func (g *printGrid) Size() (int, int) { return g.w, g.h }

// Put implements tcell.Screen as tcell's cell buffer does: the first
// grapheme cluster of str (with any zero-width ones before it) goes in the
// cell; it returns the rest and the cluster's width.
func (g *printGrid) Put(x, y int, str string, style tcell.Style) (string, int) {
	if x < 0 || y < 0 || x >= g.w || y >= g.h {
		return str, 0
	}
	var cl string
	width, state := 0, -1
	for width == 0 && str != "" {
		var c string
		c, str, width, state = uniseg.FirstGraphemeClusterInString(str, state)
		cl += c
	}
	c := &g.cells[y*g.w+x] // no lwl style has ColorNone, which tcell keeps the old colour for
	c.str, c.width, c.style = cl, width, style
	return str, width
}

// SetContent implements tcell.Screen (tview's Box fills its background
// with it).
func (g *printGrid) SetContent(x, y int, primary rune, combining []rune, style tcell.Style) {
	g.Put(x, y, string(append([]rune{primary}, combining...)), style)
}

// Get implements tcell.Screen: an empty cell is a blank one cell wide.
func (g *printGrid) Get(x, y int) (string, tcell.Style, int) {
	if x < 0 || y < 0 || x >= g.w || y >= g.h {
		return "", tcell.StyleDefault, 0
	}
	c := g.cells[y*g.w+x]
	if c.width == 0 || c.str == "" {
		return " ", c.style, 1
	}
	return c.str, c.style, c.width
}

// LockRegion implements tcell.Screen: nothing to lock on paper.
func (g *printGrid) LockRegion(x, y, width, height int, lock bool) {}

// ShowCursor implements tcell.Screen: a printed screen has no cursor.
func (g *printGrid) ShowCursor(x, y int) {}

// HideCursor implements tcell.Screen.
func (g *printGrid) HideCursor() {}
