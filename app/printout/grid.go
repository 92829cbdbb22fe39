package printout

import (
	"math"
	"slices"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/uniseg"
)

// Grid is the in-memory screen a printed screen is drawn on: a string
// and a style a cell, only as many rows as are printed. tcell's simulation
// screen made two buffers of some 200 bytes a cell, one of them 80x25
// whatever the size: a third of the page faults of `lwl -F` on a short file.
//
// The embedded Screen is nil: a DocumentView's Draw calls only the methods
// below, and a test draws every kind of cell through it.
type Grid struct {
	tcell.Screen
	w, h   int
	cells  []cell
	styles []tcell.Style // the styles used, for cell.style; the first is the default
	last   uint16        // the style last looked up
	texts  []string      // the graphemes other than printable ASCII, for cell.text
	sgrs   []string      // SGR of each style, made as AppendRow needs it
}

// cell is 8 bytes (a tcell.Style alone is 72, a string 16): the grid
// of a whole screen is fresh memory, and each page of it faults in at
// start-up, about 20 µs a page on the benchmark's machine.
type cell struct {
	text  uint32 // 0: none; below textIndex a printable ASCII byte; else textIndex + an index in Grid.texts
	style uint16 // index in Grid.styles
	width uint8
}

// textIndex is where cell.text's indexes in Grid.texts begin.
const textIndex = 0x80

// NewGrid is a blank grid of w x h cells.
func NewGrid(w, h int) *Grid {
	return &Grid{w: w, h: h, cells: make([]cell, w*h), styles: []tcell.Style{tcell.StyleDefault}}
}

// styleIndex is st's index in g.styles, added if new. A screen has a few
// styles, drawn in runs, so the search is short and mostly skipped.
func (g *Grid) styleIndex(st tcell.Style) uint16 {
	if g.styles[g.last] == st {
		return g.last
	}
	i := slices.Index(g.styles, st)
	if i < 0 {
		if len(g.styles) > math.MaxUint16 {
			i = 0 // never on a screen: a style a cell would be 65,536 cells
		} else {
			i = len(g.styles)
			g.styles = append(g.styles, st)
		}
	}
	g.last = uint16(i)
	return g.last
}

// Styles are the styles drawn on g so far, the default first.
func (g *Grid) Styles() []tcell.Style { return g.styles }

// Size implements tcell.Screen.
func (g *Grid) Size() (int, int) { return g.w, g.h }

// Put implements tcell.Screen as tcell's cell buffer does: the first
// grapheme cluster of str (with any zero-width ones before it) goes in the
// cell; it returns the rest and the cluster's width.
func (g *Grid) Put(x, y int, str string, style tcell.Style) (string, int) {
	if x < 0 || y < 0 || x >= g.w || y >= g.h {
		return str, 0
	}
	c := &g.cells[y*g.w+x] // no lwl style has ColorNone, which tcell keeps the old colour for
	c.style = g.styleIndex(style)
	// A printable ASCII byte not followed by a combining mark (nothing
	// below 0x80 combines) is a cluster of its own, one cell wide.
	if str != "" && str[0] >= ' ' && str[0] < 0x7f && (len(str) == 1 || str[1] < 0x80) {
		c.text, c.width = uint32(str[0]), 1
		return str[1:], 1
	}
	var cl string
	width, state := 0, -1
	for width == 0 && str != "" {
		var part string
		part, str, width, state = uniseg.FirstGraphemeClusterInString(str, state)
		cl += part
	}
	c.width = uint8(min(width, math.MaxUint8))
	c.text = 0
	if cl != "" {
		c.text = textIndex + uint32(len(g.texts))
		g.texts = append(g.texts, cl)
	}
	return str, width
}

// PutASCII implements widgets.ASCIIPutter: s, printable ASCII each a
// cluster of its own, put from column x of row y as Put would put each.
func (g *Grid) PutASCII(x, y int, s string, style tcell.Style) {
	if y < 0 || y >= g.h || x >= g.w {
		return
	}
	if x < 0 {
		s = s[min(-x, len(s)):]
		x = 0
	}
	s = s[:max(0, min(len(s), g.w-x))]
	st := g.styleIndex(style)
	row := g.cells[y*g.w+x : y*g.w+x+len(s)]
	for k := range row {
		row[k] = cell{text: uint32(s[k]), style: st, width: 1}
	}
}

// FillBlanks implements widgets.BlankFiller: cells x0 up to x1 of row y
// become blanks in style, as Put(x, y, " ", style) would make each.
func (g *Grid) FillBlanks(x0, x1, y int, style tcell.Style) {
	if y < 0 || y >= g.h {
		return
	}
	x0, x1 = max(x0, 0), min(x1, g.w)
	if x0 >= x1 {
		return
	}
	blank := cell{text: ' ', style: g.styleIndex(style), width: 1}
	row := g.cells[y*g.w : (y+1)*g.w]
	for x := x0; x < x1; x++ {
		row[x] = blank
	}
}

// SetContent implements tcell.Screen (tview's Box fills its background
// with it).
func (g *Grid) SetContent(x, y int, primary rune, combining []rune, style tcell.Style) {
	if len(combining) == 0 && primary >= ' ' && primary < 0x7f {
		g.Put(x, y, asciiCells[primary-' ':primary-' '+1], style) // tview fills boxes with blanks: no string made each
		return
	}
	g.Put(x, y, string(append([]rune{primary}, combining...)), style)
}

// asciiCells holds the printable ASCII characters, for SetContent and Get.
const asciiCells = " !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~"

// Get implements tcell.Screen: an empty cell is a blank one cell wide.
func (g *Grid) Get(x, y int) (string, tcell.Style, int) {
	if x < 0 || y < 0 || x >= g.w || y >= g.h {
		return "", tcell.StyleDefault, 0
	}
	c := g.cells[y*g.w+x]
	switch {
	case c.width == 0 || c.text == 0:
		return " ", g.styles[c.style], 1
	case c.text < textIndex:
		return asciiCells[c.text-' ' : c.text-' '+1], g.styles[c.style], 1
	}
	return g.texts[c.text-textIndex], g.styles[c.style], int(c.width)
}

// LockRegion implements tcell.Screen: nothing to lock on paper.
func (g *Grid) LockRegion(x, y, width, height int, lock bool) {}

// ShowCursor implements tcell.Screen: a printed screen has no cursor.
func (g *Grid) ShowCursor(x, y int) {}

// HideCursor implements tcell.Screen.
func (g *Grid) HideCursor() {}
