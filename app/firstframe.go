package app

import (
	"bytes"
	"io"
	"strconv"

	"github.com/gdamore/tcell/v2"
)

// The first frame is the whole screen, and tcell spends about a microsecond
// on every cell it sends (a full 160x48 screen of text: some 5 ms, half of
// lwl's start). The terminal has just been cleared, so blank cells need not
// be sent at all, and runs of plain ASCII in the default style can be
// written in one go. This does that before tcell's first Show and marks
// those cells drawn; tcell sends the rest (styled and wide cells) as usual,
// and every later frame is tcell's alone.

// cellBuffer is how tcell's screens expose their cells.
type cellBuffer interface{ GetCells() *tcell.CellBuffer }

// markBlanksDrawn marks every cell as already showing a blank in the
// default style, which is what the terminal shows after tcell's clear.
func markBlanksDrawn(screen tcell.Screen) {
	cells := cellsOf(screen)
	if cells == nil {
		return
	}
	w, h := cells.Size()
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			cells.Put(x, y, " ", tcell.StyleDefault)
			cells.SetDirty(x, y, false)
		}
	}
}

// writePlainCells writes the dirty cells that hold one printable ASCII
// byte in the default style to out, as runs with a cursor move before each,
// and marks them drawn.
func writePlainCells(screen tcell.Screen, out io.Writer) {
	cells := cellsOf(screen)
	if cells == nil {
		return
	}
	var b bytes.Buffer
	b.WriteString("\x1b[0m")
	w, h := cells.Size()
	for y := 0; y < h; y++ {
		inRun := false
		for x := 0; x < w; x++ {
			str, style, width := cells.Get(x, y)
			plain := cells.Dirty(x, y) && style == tcell.StyleDefault && width == 1 &&
				len(str) == 1 && str[0] >= 0x20 && str[0] < 0x7F
			if !plain {
				inRun = false
				continue
			}
			if !inRun {
				b.WriteString("\x1b[")
				b.WriteString(strconv.Itoa(y + 1))
				b.WriteByte(';')
				b.WriteString(strconv.Itoa(x + 1))
				b.WriteByte('H')
				inRun = true
			}
			b.WriteByte(str[0])
			cells.SetDirty(x, y, false)
		}
	}
	out.Write(b.Bytes())
}

func cellsOf(screen tcell.Screen) *tcell.CellBuffer {
	if q, ok := screen.(quietScreen); ok {
		screen = q.Screen
	}
	if cs, ok := screen.(cellBuffer); ok {
		return cs.GetCells()
	}
	return nil
}
