package widgets

import (
	"io"
	"slices"
	"strings"
	"sync/atomic"

	"github.com/gdamore/tcell/v2"
)

// DirectOutput sends a widget's plain cells (one printable ASCII byte, in
// the default style or another the terminal shows as tcell would, perhaps
// in an OSC 8 hyperlink: nearly every cell of a document, its links and
// the highlights of a search) to the terminal itself, and leaves the rest
// to tcell.
//
// tcell keeps some 200 bytes a cell and spends about a microsecond on every
// cell of a frame it draws: a screen that changes whole (the first screen, a
// page down, G) costs it milliseconds, where less takes a fraction of one.
// DirectOutput keeps four bytes a cell, sends the changed ones in runs with
// the terminal's own cursor addressing (a style's SGR where it changes),
// and locks them in tcell's buffer
// so that tcell neither sends nor compares them; a cell drawn through tcell
// again is unlocked, which marks it for tcell to send.
//
// The screen wrapper that owns the screen protocol (app/term's Screen) calls
// Flush just before tcell's Show, Resend after its Sync, Reset after its
// Resume and MarkLost when the terminal may have lost cells; the widget
// calls Epoch at the start of each frame and Row (or NoRows) for what it
// draws.
type DirectOutput struct {
	out   io.Writer
	codes TerminalCodes

	w, h  int
	shown []DirectCell // per screen cell: the cell sent and locked, 0 where tcell owns the cell
	// fresh: the terminal was cleared and nothing was shown since, so a
	// cell nobody sent to is blank.
	fresh bool

	screen    tcell.Screen
	rows, was []rowSpan    // the rows given this frame and the last frame that gave any
	given     bool         // this frame's rows were given (perhaps none)
	epoch     uint64       // counts the times every cell was forgotten
	lost      atomic.Bool  // tcell replaced its cells (see MarkLost)
	buf       []byte       // the frame's output
	cells     []DirectCell // the row being taken (Row's argument, as it goes out)
	curX      int          // where the cursor is after buf, or -1
	curY      int
	curStyle  uint8  // the style buf leaves the terminal in (an index in styles)
	curLink   uint16 // the hyperlink buf leaves open (an index in links), 0 for none

	// styles are the styles cells were given in: the first is the
	// default; tcell's style and the SGR that sets it (from scratch), or
	// direct false for one that is left to tcell. styleIndex finds them.
	styles     []directStyle
	styleIndex map[tcell.Style]uint8
	lastStyle  uint8 // the index Cell last looked up, tried first

	// links are the hyperlinks cells were given in (LinkCell), from 1
	// (0 is none): each stays while a cell shown or given this frame
	// has it, so that a cell the same as the one shown is the same
	// hyperlink; linkIndex finds them, linkUsed is the frame each was
	// last given in (frames count Flushes), free the indexes to use
	// again.
	links     []directLink
	linkIndex map[directLink]uint16
	linkUsed  []uint64
	free      []uint16
	frame     uint64
	lastLink  uint16 // the index LinkCell last looked up, tried first
	// linksFull: dropLinks found none to drop, and none can be dropped
	// until the cells shown change (Row) or a frame ends (Flush): a
	// screen with more hyperlinks than the bound refuses the rest without
	// looking at every cell shown again for each. kept is dropLinks's.
	linksFull bool
	kept      []bool
	linkBytes int // the bytes of links' URIs and ids
}

type directLink struct{ uri, id string }

// DirectCell is a cell for direct output: a printable ASCII byte, the
// index of its style (see DirectOutput.Cell) and that of its hyperlink (0
// for none; see DirectOutput.LinkCell); 0 is a cell drawn through the
// screen.
type DirectCell uint32

// PlainCell is the cell of printable ASCII byte b in the default style.
func PlainCell(b byte) DirectCell { return DirectCell(b) }

func (c DirectCell) char() byte { return byte(c) }

// withChar is c with printable ASCII byte b in place of its own.
func (c DirectCell) withChar(b byte) DirectCell { return c&^0xFF | DirectCell(b) }
func (c DirectCell) style() uint8               { return uint8(c >> 8) }
func (c DirectCell) link() uint16               { return uint16(c >> 16) }
func (c DirectCell) isBlank() bool              { return c == ' ' } // a blank in the default style, no hyperlink

type directStyle struct {
	st          tcell.Style
	sgr         string
	fromDefault string // sgr from the default style, when shorter (Reset)
	direct      bool
}

// maxDirectStyles bounds the styles kept: a document shows a few (link,
// match, the active match); one colourful text may show many, and the
// styles past the bound go through tcell.
const maxDirectStyles = 64

// maxDirectLinks bounds the hyperlinks kept: a screen of a link-dense page
// shows a few hundred; past the bound, those of cells neither shown nor
// given this frame are dropped, and a cell whose hyperlink finds no room
// goes through tcell. maxDirectLinkBytes bounds their URIs and ids the
// same way: a destination may be as long as a chunk.
const (
	maxDirectLinks     = 1024
	maxDirectLinkBytes = 512 << 10
)

// TerminalCodes are the control strings DirectOutput writes, from the
// terminal's terminfo entry.
type TerminalCodes struct {
	// BeginFrame starts a frame: tcell's synchronized-update mark, so the
	// terminal shows this output and tcell's that follows at once, and
	// cursor hiding, so the cursor does not jump around meanwhile (tcell
	// ends both).
	BeginFrame string
	// MoveTo appends the sequence that puts the cursor at column x, row y.
	MoveTo     func(dst []byte, x, y int) []byte
	AttrOff    string // back to the default style
	ClearToEOL string // blank from the cursor to the end of the line; "" if none
	// Reset is what sets the default style again within a frame, which
	// began with AttrOff: on an ANSI terminal "\x1b[m" (AttrOff also
	// sets the character set, which a frame never changes). And a Style
	// that begins "\x1b[0;" is sent from the default without its "0;".
	// "": AttrOff and the Style as it is.
	Reset string
	// LineFeed: "\r\n" takes the cursor to the start of the next row
	// (a row before the last: it never scrolls).
	LineFeed bool
	// Style is the SGR sequence that sets st from scratch, as tcell would
	// show it, and whether there is one: false leaves st's cells to tcell
	// (a colour the terminal lacks, an underline of another shape). Nil:
	// only the default style is sent directly.
	Style func(st tcell.Style) (string, bool)
	// Hyperlink appends the sequence that opens the OSC 8 hyperlink to
	// uri with the id parameter id (none when ""), and HyperlinkClose is
	// the one that closes it; nil and "" where tcell sends no
	// hyperlinks: LinkCell leaves those cells to tcell. Direct output's
	// frame must start with none open (app/term's Screen closes the one
	// tcell leaves open before it), and ends with none.
	Hyperlink      func(dst []byte, uri, id string) []byte
	HyperlinkClose string
}

type rowSpan struct{ y, x0, x1 int }

// gap is how many unchanged cells a run of sent cells may cross: sending
// them again is cheaper than moving the cursor past them.
const gap = 6

// NewDirectOutput returns a DirectOutput writing to out, for a terminal that
// was just cleared.
func NewDirectOutput(out io.Writer, codes TerminalCodes) *DirectOutput {
	return &DirectOutput{out: out, codes: codes, fresh: true, curX: -1,
		styles:     []directStyle{{st: tcell.StyleDefault, sgr: codes.AttrOff, direct: true}},
		styleIndex: map[tcell.Style]uint8{tcell.StyleDefault: 0}}
}

// Cell is the cell of printable ASCII byte b in style st, and whether d
// sends it (else the caller draws it through the screen).
func (d *DirectOutput) Cell(b byte, st tcell.Style) (DirectCell, bool) {
	if st == tcell.StyleDefault {
		return DirectCell(b), true
	}
	i := d.lastStyle
	if d.styles[i].st != st {
		// A map, not a scan: a colourful text alternates styles cell by
		// cell, and past the bound every cell of a new style looked.
		var known bool
		if i, known = d.styleIndex[st]; !known {
			if len(d.styles) == maxDirectStyles {
				return 0, false
			}
			ds := directStyle{st: st}
			if d.codes.Style != nil {
				ds.sgr, ds.direct = d.codes.Style(st)
			}
			if rest, ok := strings.CutPrefix(ds.sgr, "\x1b[0;"); ok && d.codes.Reset != "" {
				ds.fromDefault = "\x1b[" + rest
			}
			i = uint8(len(d.styles))
			d.styles = append(d.styles, ds)
			d.styleIndex[st] = i
		}
		d.lastStyle = i
	}
	if !d.styles[i].direct {
		return 0, false
	}
	return DirectCell(b) | DirectCell(i)<<8, true
}

// LinkCell is Cell for a cell of an OSC 8 hyperlink to uri with id (none
// when uri is ""): tcell's st.Url(uri).UrlId(id), which Cell leaves to
// tcell as a tcell.Style does not tell its hyperlink.
func (d *DirectOutput) LinkCell(b byte, st tcell.Style, uri, id string) (DirectCell, bool) {
	c, ok := d.Cell(b, st)
	if !ok || uri == "" {
		return c, ok
	}
	k, ok := d.linkOf(directLink{uri, id})
	if !ok {
		return 0, false
	}
	return c | DirectCell(k)<<16, true
}

// linkOf is the index of hyperlink l, made if new, and whether it has one.
func (d *DirectOutput) linkOf(l directLink) (uint16, bool) {
	k := d.lastLink
	if k == 0 || d.links[k] != l {
		var known bool
		if k, known = d.linkIndex[l]; !known {
			if d.codes.Hyperlink == nil || !oscSafe(l.uri) || !oscSafe(l.id) {
				return 0, false // tcell sends it, without control bytes
			}
			if k = d.newLink(len(l.uri) + len(l.id)); k == 0 {
				return 0, false
			}
			d.links[k] = l
			d.linkIndex[l] = k
		}
		d.lastLink = k
	}
	d.linkUsed[k] = d.frame
	return k, true
}

// newLink is a free index in links for a hyperlink of size bytes, 0 if
// there is none.
func (d *DirectOutput) newLink(size int) uint16 {
	if len(d.links) == 0 {
		d.links, d.linkUsed = make([]directLink, 1), make([]uint64, 1) // 0 is none
		d.linkIndex = map[directLink]uint16{}
	}
	room := func() bool {
		return d.linkBytes+size <= maxDirectLinkBytes && (len(d.free) > 0 || len(d.links) <= maxDirectLinks)
	}
	if !room() && !d.linksFull {
		d.dropLinks()
		d.linksFull = !room()
	}
	if !room() {
		return 0
	}
	d.linkBytes += size
	if len(d.free) == 0 {
		d.links, d.linkUsed = append(d.links, directLink{}), append(d.linkUsed, 0)
		return uint16(len(d.links) - 1)
	}
	k := d.free[len(d.free)-1]
	d.free = d.free[:len(d.free)-1]
	return k
}

// dropLinks frees the hyperlinks that no cell shown has and none given
// this frame: a cell given one later is then sent again, as it differs
// from the one shown.
func (d *DirectOutput) dropLinks() {
	kept := slices.Grow(d.kept[:0], len(d.links))[:len(d.links)]
	clear(kept)
	d.kept = kept
	for _, c := range d.shown {
		kept[c.link()] = true
	}
	for k := 1; k < len(d.links); k++ {
		if !kept[k] && d.linkUsed[k] != d.frame && d.links[k] != (directLink{}) {
			delete(d.linkIndex, d.links[k])
			d.linkBytes -= len(d.links[k].uri) + len(d.links[k].id)
			d.links[k] = directLink{}
			d.free = append(d.free, uint16(k))
		}
	}
	d.lastLink = 0
}

// oscSafe reports whether s holds no control byte, which would end an OSC
// sequence (tcell drops them).
func oscSafe(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < 0x20 || s[i] == 0x7F {
			return false
		}
	}
	return true
}

// Row takes a row of cells at column x, row y of screen: cells[i] is the
// cell at x+i (from Cell), or 0 where the caller drew the cell through
// the screen (before calling Row). Every cell of the row must be one or the
// other, every frame the widget draws. cells is only read.
func (d *DirectOutput) Row(screen tcell.Screen, x, y int, cells []DirectCell) {
	d.fit(screen)
	d.given = true
	if y < 0 || y >= d.h || x < 0 || x >= d.w {
		return
	}
	cells = d.take(screen, x, y, cells)
	if len(cells) == 0 {
		return
	}
	d.rows = append(d.rows, rowSpan{y, x, x + len(cells)})
	row := d.shown[y*d.w+x : y*d.w+x+len(cells)]
	d.relock(screen, x, y, cells, row)
	d.emit(x, y, cells, row)
	for i, c := range cells {
		if c != 0 {
			row[i] = c
		}
	}
	d.linksFull = false
}

// fit starts over on a new screen or size: tcell's cells are new and
// unlocked. (A size can change within a frame: tcell's Show and its
// resize goroutine replace the cells whenever they see a new size.)
func (d *DirectOutput) fit(screen tcell.Screen) {
	sw, sh := screen.Size()
	if sw == d.w && sh == d.h && screen == d.screen {
		return
	}
	d.w, d.h, d.screen = sw, sh, screen
	d.shown = make([]DirectCell, sw*sh)
	d.linksFull = false
	// Rows given at the old size, this frame or the last, went with the
	// old cells; what this frame was to send for them would land in the
	// wrong places.
	d.was, d.rows = d.was[:0], d.rows[:0]
	d.buf = d.buf[:0]
	d.curX = -1
}

// take copies the part of cells that fits on the screen at x, y, into a
// buffer of d's own, with the screen's last cell drawn through tcell
// instead: writing it may scroll the terminal, and tcell knows how to do it
// safely.
func (d *DirectOutput) take(screen tcell.Screen, x, y int, cells []DirectCell) []DirectCell {
	n := min(len(cells), d.w-x)
	d.cells = append(d.cells[:0], cells[:n]...)
	if n > 0 && y == d.h-1 && x+n == d.w && d.cells[n-1] != 0 {
		last := d.cells[n-1]
		c := int(last.char() - ' ')
		st := d.styles[last.style()].st
		if k := last.link(); k != 0 {
			st = st.Url(d.links[k].uri).UrlId(d.links[k].id)
		}
		screen.Put(d.w-1, y, printableASCII[c:c+1], st)
		d.cells[n-1] = 0
	}
	return d.cells
}

// relock locks the cells of the row that are direct output's now and
// unlocks those that are tcell's again, a run at a time where the owner
// changes; row is what was shown there.
func (d *DirectOutput) relock(screen tcell.Screen, x, y int, cells, row []DirectCell) {
	for i, n := 0, len(cells); i < n; {
		mine, was := cells[i] != 0, row[i] != 0
		if mine == was {
			i++
			continue
		}
		j := i + 1
		for j < n && (cells[j] != 0) == mine && (row[j] != 0) == was {
			j++
		}
		if mine && !d.fresh {
			// What tcell holds in a locked cell still matters: it steps
			// over the cell by the width of that (a wide character would
			// hide the next cell), and it draws it at once when a resize
			// drops the locks. A blank is right for both.
			for k := i; k < j; k++ {
				screen.Put(x+k, y, " ", tcell.StyleDefault)
			}
		}
		screen.LockRegion(x+i, y, j-i, 1, mine)
		if !mine {
			clear(row[i:j])
		}
		i = j
	}
}

// emit appends to the frame's output the cells of the row that changed
// from row, in runs that may cross a few unchanged cells.
func (d *DirectOutput) emit(x, y int, cells, row []DirectCell) {
	n := len(cells)
	changed := func(i int) bool {
		c := cells[i]
		if c == 0 || c == row[i] {
			return false
		}
		return !(row[i] == 0 && d.fresh && c.isBlank())
	}
	// Trailing blanks that reach the screen's edge are cleared in one go
	// when any of them changed.
	end := n
	if x+n == d.w && d.codes.ClearToEOL != "" {
		t := n
		for t > 0 && cells[t-1].isBlank() {
			t--
		}
		for i := t; i < n; i++ {
			if changed(i) {
				end = t
				break
			}
		}
	}
	for i := 0; i < end; {
		if !changed(i) {
			i++
			continue
		}
		last := i
		for j := i + 1; j < end && cells[j] != 0 && j-last <= gap; j++ {
			if changed(j) {
				last = j
			}
		}
		d.moveTo(x+i, y)
		d.put(cells[i : last+1])
		d.curX = x + last + 1
		if d.curX >= d.w {
			d.curX = -1 // where the cursor is after the last column varies
		}
		i = last + 1
	}
	if end < n {
		d.moveTo(x+end, y)
		d.setStyle(0) // the erase fills with the current background
		d.setLink(0)
		d.buf = append(d.buf, d.codes.ClearToEOL...)
	}
}

// put appends cells at the cursor, each in its style and hyperlink.
func (d *DirectOutput) put(cells []DirectCell) {
	for _, c := range cells {
		d.setStyle(c.style())
		if c.link() != d.curLink {
			d.setLink(c.link())
		}
		d.buf = append(d.buf, c.char())
	}
}

// setLink appends what opens hyperlink k (closes the one open for 0),
// unless it is open. Hyperlinks are part of the terminal's pen, as
// styles: the cursor moves with one open.
func (d *DirectOutput) setLink(k uint16) {
	if k == d.curLink {
		return
	}
	if k == 0 {
		d.buf = append(d.buf, d.codes.HyperlinkClose...)
	} else {
		d.buf = d.codes.Hyperlink(d.buf, d.links[k].uri, d.links[k].id)
	}
	d.curLink = k
}

// setStyle appends what puts the terminal in style i, unless it is in it.
func (d *DirectOutput) setStyle(i uint8) {
	switch {
	case i == d.curStyle:
		return
	case i == 0 && d.codes.Reset != "":
		d.buf = append(d.buf, d.codes.Reset...)
	case d.curStyle == 0 && d.styles[i].fromDefault != "":
		d.buf = append(d.buf, d.styles[i].fromDefault...)
	default:
		d.buf = append(d.buf, d.styles[i].sgr...)
	}
	d.curStyle = i
}

func (d *DirectOutput) moveTo(x, y int) {
	if len(d.buf) == 0 {
		d.buf = append(d.buf, d.codes.BeginFrame...)
		d.buf = append(d.buf, d.codes.AttrOff...)
		d.curStyle, d.curLink = 0, 0
	}
	if x == d.curX && y == d.curY {
		return
	}
	if d.codes.LineFeed && d.curX >= 0 && x == 0 && y == d.curY+1 && y < d.h {
		d.buf = append(d.buf, '\r', '\n') // 2 bytes for the usual 7: most rows follow the last
	} else {
		d.buf = d.codes.MoveTo(d.buf, x, y)
	}
	d.curX, d.curY = x, y
}

// Flush writes what the frame's rows changed, and hands back to tcell the
// cells of the last frame's rows that this frame's rows no longer cover.
// It runs just before tcell's Show.
func (d *DirectOutput) Flush() {
	if d.given {
		if !slices.Equal(d.rows, d.was) {
			d.release()
		}
		d.was, d.rows, d.given = append(d.was[:0], d.rows...), d.rows[:0], false
	}
	if len(d.buf) > 0 {
		d.setStyle(0) // tcell assumes nothing of the style, but a Resend might
		d.setLink(0)
		d.out.Write(d.buf)
		d.buf = d.buf[:0]
	}
	d.fresh = false
	d.curX = -1 // tcell moves the cursor next
	d.frame++
	d.linksFull = false
}

// release unlocks the cells of d.was that d.rows do not cover.
func (d *DirectOutput) release() {
	for _, r := range d.was {
		row := d.shown[r.y*d.w : (r.y+1)*d.w]
		for x := r.x0; x < r.x1; x++ {
			if row[x] == 0 || d.covered(r.y, x) {
				continue
			}
			d.screen.LockRegion(x, r.y, 1, 1, false)
			row[x] = 0
		}
	}
}

func (d *DirectOutput) covered(y, x int) bool {
	for _, r := range d.rows {
		if r.y == y && x >= r.x0 && x < r.x1 {
			return true
		}
	}
	return false
}

// NoRows says that the widget has no cells this frame (it is hidden or has
// no room): the cells it had go back to tcell.
func (d *DirectOutput) NoRows() { d.given = true }

// MarkLost says that tcell's cells were replaced (its screen was resized),
// which unlocks them; safe from any goroutine. The next Epoch starts over.
func (d *DirectOutput) MarkLost() { d.lost.Store(true) }

// Epoch changes whenever every cell must be drawn again: a widget keeps
// it with what its last frame showed. Call it at the start of a frame.
func (d *DirectOutput) Epoch() uint64 {
	if d.lost.Swap(false) && d.screen != nil {
		// tcell may have kept some locks, or set others where the old
		// size put them: unlock every cell, and send everything again.
		w, h := d.screen.Size()
		d.screen.LockRegion(0, 0, w, h, false)
		clear(d.shown)
		d.linksFull = false
		d.was, d.rows, d.given = d.was[:0], d.rows[:0], false
		d.curX = -1
		d.epoch++
	}
	return d.epoch
}

// Resend writes every cell sent before again, for after tcell cleared the
// terminal and drew only its own cells (a Sync).
func (d *DirectOutput) Resend() {
	for y := 0; y < d.h; y++ {
		row := d.shown[y*d.w : (y+1)*d.w]
		for x := 0; x < d.w; {
			if row[x] == 0 || row[x].isBlank() {
				x++
				continue
			}
			e := x + 1
			for e < d.w && row[e] != 0 {
				e++
			}
			d.moveTo(x, y)
			d.put(row[x:e])
			d.curX = -1
			x = e
		}
	}
	d.Flush()
}

// Reset forgets every cell, for after tcell took the terminal back (a
// Resume): its cells are new and unlocked, and the terminal blank.
func (d *DirectOutput) Reset() {
	clear(d.shown)
	d.linksFull = false
	d.was, d.rows, d.given = d.was[:0], d.rows[:0], false
	d.buf = d.buf[:0]
	d.fresh = true
	d.curX = -1
	d.epoch++
}

// printableASCII holds every printable ASCII byte, in order: a plain
// cell's one-byte string is a slice of it, with nothing allocated.
const printableASCII = " !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~"
