package app

import (
	"bytes"
	"io"
	"os"
	"strings"
	"sync"

	"github.com/gdamore/tcell/v2"
	"github.com/gdamore/tcell/v2/terminfo"
)

// tcell spends about a microsecond on every cell it sends: a screen of text
// that changes whole (the first frame, a page down, G) costs it some 5 ms,
// where less takes one. Most of those cells are plain ASCII in the default
// style, and those are cheap to send in runs. So before each Show, the
// plainWriter sends the changed plain cells itself, with the terminal's own
// cursor-address and attribute-reset strings from terminfo, and marks them
// drawn; tcell sends the rest (styled, wide and non-ASCII cells) as usual.
// tcell forgets the cursor position and attributes at the start of every
// frame, so it is not misled by what was written before it.
type plainWriter struct {
	out     io.Writer
	ti      *terminfo.Terminfo
	buf     bytes.Buffer
	blanked bool // the first frame's blanks were marked drawn
}

// newPlainWriter returns a writer to out for the terminal named by $TERM,
// or nil when its terminfo entry is unknown or needs padding delays.
func newPlainWriter(out io.Writer) *plainWriter {
	ti, err := terminfo.LookupTerminfo(os.Getenv("TERM"))
	if err != nil || ti.SetCursor == "" || ti.AttrOff == "" ||
		strings.Contains(ti.SetCursor, "$<") || strings.Contains(ti.AttrOff, "$<") {
		return nil
	}
	return &plainWriter{out: out, ti: ti}
}

// quietScreen keeps tcell's damage tracking: tview clears the screen before
// every frame, which would mark every cell changed. lwl's widgets paint every
// cell of their area each frame, so the clear is not needed.
type quietScreen struct{ tcell.Screen }

// Clear implements tcell.Screen as a no-op; see quietScreen.
func (quietScreen) Clear() {}

// cellBuffer is how tcell's screens expose their cells.
type cellBuffer interface{ GetCells() *tcell.CellBuffer }

func cellsOf(screen tcell.Screen) *tcell.CellBuffer {
	if q, ok := screen.(quietScreen); ok {
		screen = q.Screen
	}
	if cs, ok := screen.(cellBuffer); ok {
		return cs.GetCells()
	}
	return nil
}

func lockScreen(screen tcell.Screen) func() {
	if q, ok := screen.(quietScreen); ok {
		screen = q.Screen
	}
	if l, ok := screen.(sync.Locker); ok {
		l.Lock()
		return l.Unlock
	}
	return func() {}
}

// beforeFirstFrame marks every cell as already showing a blank in the
// default style, which is what the terminal shows after tcell cleared it:
// blanks are then not sent at all.
func (p *plainWriter) beforeFirstFrame(screen tcell.Screen) {
	if p == nil || p.blanked {
		return
	}
	p.blanked = true
	cells := cellsOf(screen)
	if cells == nil {
		return
	}
	defer lockScreen(screen)()
	w, h := cells.Size()
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			cells.Put(x, y, " ", tcell.StyleDefault)
			cells.SetDirty(x, y, false)
		}
	}
}

// send writes the changed cells that hold one printable ASCII byte in the
// default style, a run at a time, and marks them drawn.
func (p *plainWriter) send(screen tcell.Screen) {
	if p == nil {
		return
	}
	cells := cellsOf(screen)
	if cells == nil {
		return
	}
	defer lockScreen(screen)()
	p.buf.Reset()
	w, h := cells.Size()
	for y := 0; y < h; y++ {
		inRun := false
		for x := 0; x < w; x++ {
			if !cells.Dirty(x, y) || (y == h-1 && x == w-1) { // the last cell could scroll
				inRun = false
				continue
			}
			str, style, width := cells.Get(x, y)
			if style != tcell.StyleDefault || width != 1 || len(str) != 1 || str[0] < 0x20 || str[0] > 0x7E {
				inRun = false
				continue
			}
			if p.buf.Len() == 0 {
				p.ti.TPuts(&p.buf, p.ti.AttrOff)
			}
			if !inRun {
				p.ti.TPuts(&p.buf, p.ti.TGoto(x, y))
				inRun = true
			}
			p.buf.WriteByte(str[0])
			cells.SetDirty(x, y, false)
		}
	}
	if p.buf.Len() > 0 {
		p.out.Write(p.buf.Bytes())
	}
}
