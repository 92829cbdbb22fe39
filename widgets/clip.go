package widgets

import (
	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"
)

// ClipRect is the part of the rectangle x, y, w, h that lies on screen. A
// layout can give a widget more rows or columns than the terminal has
// (tview's Flex hands out fixed sizes as they are); a widget that sized
// its loops or buffers by that would draw, or allocate, for cells nobody
// sees. Off screen entirely, the result is empty (w or h 0) at the edge.
func ClipRect(screen tcell.Screen, x, y, w, h int) (int, int, int, int) {
	sw, sh := screen.Size()
	x0, y0 := min(max(x, 0), sw), min(max(y, 0), sh)
	x1, y1 := min(max(x+max(w, 0), x0), sw), min(max(y+max(h, 0), y0), sh)
	return x0, y0, x1 - x0, y1 - y0
}

// Clipped holds a primitive to the screen: the rectangle the layout gives
// it is cut to the screen before the primitive sees it, so no widget is
// ever taller or wider than the terminal. Everything else (focus, keys,
// the mouse) is the primitive's own.
type Clipped struct {
	tview.Primitive
	x, y, w, h int // the rectangle as laid out
}

// NewClipped holds p to the screen.
func NewClipped(p tview.Primitive) *Clipped {
	x, y, w, h := p.GetRect()
	return &Clipped{Primitive: p, x: x, y: y, w: w, h: h}
}

// SetRect implements tview.Primitive: the rectangle is kept until Draw,
// which knows the screen's size; the primitive's own rectangle only ever
// holds what is on screen.
func (c *Clipped) SetRect(x, y, w, h int) { c.x, c.y, c.w, c.h = x, y, w, h }

// Draw implements tview.Primitive.
func (c *Clipped) Draw(screen tcell.Screen) {
	c.Primitive.SetRect(ClipRect(screen, c.x, c.y, c.w, c.h))
	c.Primitive.Draw(screen)
}
