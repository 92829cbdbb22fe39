// Package widgets holds lwl's tview primitives: the document view, the
// status bar, the links pane, the prompt, the picker, and the Flex that
// fits the layout's panes to the window.
package widgets

import (
	"slices"
	"strconv"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"lwl/widgets/doc"
)

// DocumentOptions are the document view's settings (layout.yaml's document
// section).
type DocumentOptions struct {
	Wrap     doc.WrapMode
	TabWidth int
	Padding  int // blank cells left and right
	// LineNumbers shows a gutter with each line's number on its first row.
	LineNumbers bool
	// NoColors drops the colours the document sets with SGR sequences
	// (its bold, underline and other attributes stay).
	NoColors bool
	// Hyperlinks writes every link as an OSC 8 hyperlink too; nil: none.
	Hyperlinks *Hyperlinks
	// Squeeze shows a run of blank lines as its first (less's -s).
	Squeeze bool
	// HeaderLines stay at the top of the screen, the text scrolling below
	// them (less's --header).
	HeaderLines int
	// SectionHeader keeps the heading of the section at the top on the
	// top row once it has scrolled off (section.go).
	SectionHeader bool
}

// DocumentStyles are the theme styles the document view draws with.
type DocumentStyles struct {
	Text, Link, LinkActive, LinkVisited, Match, MatchActive, Control, LineNumber tcell.Style
	// Markdown holds the style of each Markdown span kind, from
	// doc.KindHeading1 on.
	Markdown [MarkdownKinds]tcell.Style
}

// MarkdownKinds is the number of Markdown span kinds.
const MarkdownKinds = int(doc.KindMarker-doc.KindHeading1) + 1

// frameKey is everything a frame of the document view depends on.
type frameKey struct {
	screen                      tcell.Screen
	x, y, w, h                  int
	top                         doc.Pos
	hscroll                     int
	selectedLink, selectedMatch int64
	matches                     *doc.Matches
	matchesVersion              uint64 // matches found since change the frame
	doc                         *doc.Document
	size                        int64
	complete                    bool
	styles                      DocumentStyles
	opts                        DocumentOptions
	directEpoch                 uint64
}

// DocumentView draws a doc.Document: a window of rows over it, the selected
// link and match, and the scrolling and stepping that move them.
type DocumentView struct {
	*tview.Box
	doc    *doc.Document
	opts   DocumentOptions
	styles DocumentStyles

	top     doc.Pos // start of the first row on screen
	hscroll int     // first column shown in WrapNone mode

	selectedLink  int64 // ID of the selected link, -1 for none
	selectedMatch int64
	matches       *doc.Matches // search matches to highlight, or nil

	textWidth, height int     // height: the rows that scroll, below the header
	headerRows        int     // rows the header takes at the top
	sticky            bool    // the header is the section header (section.go)
	stickyAt          doc.Pos // the start of its heading
	gutter            int     // cells of the line-number gutter, 0 when off
	wraps             map[wrapKey][]int
	wrapRows          int      // row starts held in wraps
	oneRow            [1]int   // the row starts of every line that fits one row; read only
	lastLine          lineMemo // the line line found last

	// scratch buffers reused by every Draw
	spanBuf []doc.Span
	runs    []styleRun
	cuts    []int
	// styleRuns's: the row's spans by start, those covering the stretch
	// styled (indexes into the row's, in their order), and those spans
	spanOrder, activeSpans []int32
	coverSpans             []doc.Span

	lastFrame  frameKey    // what the last Draw showed
	hyperlinks *hyperlinks // OSC 8 targets and styles (hyperlink.go), made once needed

	numberer LineNumberer          // the gutter's numbers, or nil: the document's own
	visited  func(link int64) bool // links drawn as visited (visited.go), or nil

	direct   *DirectOutput // takes the plain cells, or nil: all go to the screen
	rowCells []DirectCell  // the row being drawn, for direct
	rowX     int           // its first column
	hintLayer

	cellByCell bool // no stretches of ASCII in one call: the tests' reference
}

// NewDocumentView makes a view of d.
func NewDocumentView(d *doc.Document, opts DocumentOptions, styles DocumentStyles) *DocumentView {
	if opts.TabWidth < 1 {
		opts.TabWidth = 8
	}
	return &DocumentView{
		Box:           tview.NewBox(),
		doc:           d,
		opts:          opts,
		styles:        styles,
		selectedLink:  -1,
		selectedMatch: -1,
		textWidth:     80,
		height:        24,
		wraps:         map[wrapKey][]int{},
	}
}

// Document is the document shown.
func (v *DocumentView) Document() *doc.Document { return v.doc }

// SetDocument shows another document from its top, with nothing selected.
func (v *DocumentView) SetDocument(d *doc.Document) {
	v.doc = d
	v.top = doc.Pos{}
	v.hscroll = 0
	v.selectedLink, v.selectedMatch = -1, -1
	v.matches = nil
	clear(v.wraps)
}

// LineNumberer gives the number the gutter shows for the line that starts
// at source offset off, and whether it is exact (an estimate is not shown).
type LineNumberer func(off int64) (line int, exact bool)

// SetLineNumberer numbers the gutter's lines by f (nil: by their place in
// the document): the filter's lines show their numbers in the file.
func (v *DocumentView) SetLineNumberer(f LineNumberer) { v.numberer = f }

// lineAt is the number of the line holding p, and whether it is exact.
func (v *DocumentView) lineAt(p doc.Pos) (int, bool) {
	if v.numberer != nil {
		return v.numberer(v.doc.SrcOffset(p))
	}
	return v.doc.LineAt(p)
}

// SetDirect sends the view's plain cells through d (nil: through the
// screen, as every other cell).
func (v *DocumentView) SetDirect(d *DirectOutput) {
	v.direct = d
	v.Invalidate()
}

// Invalidate makes the next Draw paint every cell, for when the screen's
// cells were lost (the terminal was handed to a command meanwhile).
func (v *DocumentView) Invalidate() { v.lastFrame = frameKey{} }

// SetMatches sets the search matches to highlight (nil: none).
func (v *DocumentView) SetMatches(m *doc.Matches) { v.matches = m }

// Options returns the view's settings.
func (v *DocumentView) Options() DocumentOptions { return v.opts }

// SetRect implements tview.Primitive; it keeps the top row's text in place
// when the width changes.
func (v *DocumentView) SetRect(x, y, width, height int) {
	v.Box.SetRect(x, y, width, height)
	v.layout()
}

// layout recomputes the text area from the box and rewraps if its width
// changed, keeping the text at the top of the screen.
func (v *DocumentView) layout() {
	_, _, w, h := v.GetInnerRect()
	v.gutter = v.gutterWidth(w)
	tw := w - 2*v.opts.Padding - v.gutter
	if tw < 1 {
		tw = max(w-v.gutter, 1)
	}
	if tw != v.textWidth {
		v.textWidth = tw
		clear(v.wraps)
		v.top = v.rowStart(v.top)
	}
	v.headerRows = v.headerRowCount(max(h, 1))
	if v.headerRows == 0 {
		v.layoutSection(h)
	}
	v.height = max(h-v.headerRows, 1)
	v.clampBelowHeader()
}

// unchanged reports whether a frame would show exactly what the last one
// did on this screen, and otherwise remembers this one. Such a frame is not
// drawn again: tcell keeps the cells (lwl never clears them), and a key
// that only edits the prompt then costs the prompt's row alone.
func (v *DocumentView) unchanged(screen tcell.Screen, x, y, w, h int, epoch uint64) bool {
	var mv uint64
	if v.matches != nil {
		mv = v.matches.Version()
	}
	key := frameKey{screen, x, y, w, h, v.top, v.hscroll, v.selectedLink, v.selectedMatch,
		v.matches, mv, v.doc, v.doc.Size(), v.doc.Complete(), v.styles, v.opts, epoch}
	if key == v.lastFrame && v.gutter == 0 {
		return true
	}
	v.lastFrame = key
	return false
}

// drawGutter draws the line-number gutter of the row at x, y: label (a
// line number, or "" on a row that continues a line) right-aligned, then a
// space. It returns the columns drawn.
func (v *DocumentView) drawGutter(screen tcell.Screen, x, y, w int, label string) int {
	col := 0
	for ; col < v.gutter-1-len(label); col++ {
		v.put(screen, x+col, y, " ", v.styles.LineNumber)
	}
	for i := 0; i < len(label) && col < w; i++ {
		v.put(screen, x+col, y, label[i:i+1], v.styles.LineNumber)
		col++
	}
	if col < w {
		v.put(screen, x+col, y, " ", v.styles.Text)
		col++
	}
	return col
}

// Draw implements tview.Primitive. Every cell of the view is written exactly
// once, so tcell sends only what changed since the last frame.
func (v *DocumentView) Draw(screen tcell.Screen) {
	if v.drawCover(screen) {
		return
	}
	x, y, w, h := v.GetInnerRect()
	var epoch uint64
	if v.direct != nil {
		epoch = v.direct.Epoch()
	}
	if w <= 0 || h <= 0 {
		v.lastFrame = frameKey{} // nothing shows: draw all when there is room again
		if v.direct != nil {
			v.direct.NoRows()
		}
		return
	}
	v.layout()
	if v.unchanged(screen, x, y, w, h, epoch) {
		return
	}
	// A frame: what it asks of the document and the matches stays cached
	// through the next (else a screen that needs more than their bounds
	// parsed or searched it all again at every frame).
	v.doc.KeepRecent()
	if v.matches != nil {
		v.matches.KeepRecent()
	}
	v.startHyperlinks()
	pad := v.opts.Padding
	if w-2*pad-v.gutter < 1 {
		pad = 0
	}
	start := v.top
	if v.headerRows > 0 {
		start = v.headerStart()
	}
	r := v.frameRowAt(start, !v.empty())
	for row := 0; row < h; row++ {
		if row == v.headerRows && row > 0 { // the text, below the header
			r = v.frameRowAt(v.top, true)
		}
		v.drawFrameRow(screen, x, y+row, w, pad, row, &r)
	}
}

// frameRow is a row of the frame being drawn: where it is in the
// document (ok: it shows text), its line, whether it starts that line,
// and whether line is exact (no numbers show while they are estimates).
type frameRow struct {
	p                 doc.Pos
	ok, starts, exact bool
	line              int
}

// frameRowAt is the row that starts at p.
func (v *DocumentView) frameRowAt(p doc.Pos, ok bool) frameRow {
	r := frameRow{p: p, ok: ok}
	if v.gutter > 0 && ok {
		r.line, r.exact = v.lineAt(p)
		r.starts = v.startsLine(p)
	}
	return r
}

// nextFrameRow moves r to the row after it.
func (v *DocumentView) nextFrameRow(r *frameRow) {
	next, more := v.nextRow(r.p)
	if v.gutter > 0 && more {
		r.starts = v.startsLine(next)
		if r.starts && (v.numberer != nil || v.opts.Squeeze) {
			r.line, r.exact = v.lineAt(next) // lines were passed over
		} else if r.starts {
			r.line++
		}
	}
	r.p, r.ok = next, more
}

// drawFrameRow draws screen row y, the frame's row-th, w cells wide:
// gutter, padding, the text of r, blanks to the end; then moves r on.
func (v *DocumentView) drawFrameRow(screen tcell.Screen, x, y, w, pad, row int, r *frameRow) {
	if v.direct != nil {
		v.rowCells = slices.Grow(v.rowCells[:0], w)[:w]
		clear(v.rowCells)
		v.rowX = x
	}
	col := 0
	if v.gutter > 0 {
		label := ""
		if r.ok && r.exact && r.starts {
			label = strconv.Itoa(r.line)
		}
		col = v.drawGutter(screen, x, y, w, label)
	}
	v.fillBlanks(screen, x+col, x+col+pad, y)
	col += pad
	if r.ok {
		var labels []rowLabel
		var drops []blankDrop
		if row >= v.headerRows {
			labels, drops = v.labelsOf(row-v.headerRows, r.p)
		}
		col += v.drawRow(screen, x+col, y, min(v.textWidth, w-col), r.p, labels, drops)
		v.nextFrameRow(r)
	}
	v.fillBlanks(screen, x+col, x+w, y)
	if v.direct != nil {
		v.direct.Row(screen, x, y, v.rowCells)
	}
}

// BlankFiller is a screen that fills a stretch of a row with blanks in one
// call. The print's in-memory grid is one: a row's blanks put cell by cell
// each compared the style with the last one, a third of the time -F took
// to draw a short file.
type BlankFiller interface {
	FillBlanks(x0, x1, y int, style tcell.Style)
}

// fillBlanks draws blanks in the text style from column x0 up to x1 of
// row y: with direct output, one cell looked up and copied along the row
// (a row of prose is half blanks, each a style comparison when put one by
// one); on a BlankFiller in one call.
func (v *DocumentView) fillBlanks(screen tcell.Screen, x0, x1, y int) {
	if x0 >= x1 {
		return
	}
	if v.direct != nil {
		if c, ok := v.direct.Cell(' ', v.styles.Text); ok {
			row := v.rowCells[x0-v.rowX : x1-v.rowX]
			for i := range row {
				row[i] = c
			}
			return
		}
	} else if f, ok := screen.(BlankFiller); ok {
		f.FillBlanks(x0, x1, y, v.styles.Text)
		return
	}
	for x := x0; x < x1; x++ {
		v.put(screen, x, y, " ", v.styles.Text)
	}
}

// put draws one cell: a plain one (printable ASCII in a style direct
// output sends) into the row for direct output when there is one, any
// other through the screen.
func (v *DocumentView) put(screen tcell.Screen, x, y int, cell string, style tcell.Style) {
	if v.direct != nil && len(cell) == 1 && cell[0] >= 0x20 && cell[0] < 0x7F {
		if c, ok := v.direct.Cell(cell[0], style); ok {
			v.rowCells[x-v.rowX] = c
			return
		}
	}
	screen.Put(x, y, cell, style)
}

// putLink is put for a cell of hyperlink l (none: put's path, a call
// shorter).
func (v *DocumentView) putLink(screen tcell.Screen, x, y int, cell string, style tcell.Style, l hyperlink) {
	if l.uri == "" {
		v.put(screen, x, y, cell, style)
		return
	}
	v.putLinked(screen, x, y, cell, style, l)
}

func (v *DocumentView) putLinked(screen tcell.Screen, x, y int, cell string, style tcell.Style, l hyperlink) {
	if v.direct != nil && len(cell) == 1 && cell[0] >= 0x20 && cell[0] < 0x7F {
		if c, ok := v.direct.LinkCell(cell[0], style, l.uri, l.id); ok {
			v.rowCells[x-v.rowX] = c
			return
		}
	}
	screen.Put(x, y, cell, v.hyperlinked(style, l))
}

// gutterWidth is the line-number gutter for a view w cells wide: room for
// seven digits (as less) or more, and a space.
func (v *DocumentView) gutterWidth(w int) int {
	if !v.opts.LineNumbers || w < 12 {
		return 0
	}
	digits := 7
	if !v.empty() {
		line, _ := v.lineAt(v.top)
		digits = max(digits, len(strconv.Itoa(line+v.height)))
	}
	return digits + 1
}

// startsLine reports whether the row starting at p is a line's first.
func (v *DocumentView) startsLine(p doc.Pos) bool {
	if p.Off > 0 {
		return v.doc.Chunk(p.Chunk).Text[p.Off-1] == '\n'
	}
	return p.Chunk == 0 || endsLine(v.doc, p.Chunk-1)
}

// endsLine reports whether chunk k's text ends with a line break (or is
// empty), so the next chunk starts a line.
func endsLine(d *doc.Document, k int) bool {
	for ; k >= 0; k-- {
		t := d.Chunk(k).Text
		if len(t) > 0 {
			return t[len(t)-1] == '\n'
		}
	}
	return true
}

// drawRow draws the row starting at p into width cells, with labels
// before the cells they name (hint mode) and, to make room for them, the
// cells of drops left out; it returns the cells it filled.
func (v *DocumentView) drawRow(screen tcell.Screen, x, y, width int, p doc.Pos, labels []rowLabel, drops []blankDrop) int {
	if width <= 0 {
		return 0
	}
	c, start, end := v.rowBounds(p)
	text := c.Text
	walk, to := v.shownPart(text, start, end, width)
	v.spanBuf = c.SpansIn(walk.i, to, v.spanBuf[:0])
	if v.matches != nil {
		v.spanBuf = v.matches.SpansIn(p.Chunk, walk.i, to, v.spanBuf)
	}
	v.runs = v.styleRuns(v.spanBuf, walk.i, to, v.runs)
	skip := 0
	if v.opts.Wrap == doc.WrapNone {
		skip = v.hscroll
	}
	col, run, state := walk.col, 0, walk.state // col counts from the row's start, before skip
	shift := 0                                 // the cells labels took so far
	for i := walk.i; i < end; {
		for run+1 < len(v.runs) && v.runs[run].end <= i {
			run++
		}
		style, link := v.runs[run].style, v.runs[run].link
		if skip == 0 && len(labels) == 0 && len(drops) == 0 && !v.cellByCell {
			runEnd := end
			if run+1 < len(v.runs) {
				runEnd = min(end, v.runs[run].end)
			}
			if n := asciiStretch(text, i, runEnd, end, width-col); n > 0 {
				v.putASCII(screen, x+col, y, text[i:i+n], style, link)
				i, col, state = i+n, col+n, -1
				continue
			}
		}
		n, cw, st := doc.Cluster(text[i:end], state)
		state = st
		cell := text[i : i+n]
		switch {
		case cw < 0: // tab
			cw = doc.TabWidth(col, v.opts.TabWidth)
			cell = " "
		case n == 1 && (cell[0] < 0x20 || cell[0] == 0x7F):
			cell = "?" // never in display text; never sent raw either
		}
		at := i
		i += n
		if cw == 0 {
			continue
		}
		if len(labels) > 0 && col >= skip {
			var drawn int
			labels, drawn = v.drawLabels(screen, x, y, col-skip, width, at, labels)
			shift += drawn
			x += drawn
			width -= drawn
		}
		if len(drops) > 0 && drops[0].off == at && col >= skip {
			k := min(drops[0].cells, cw)
			drops = drops[1:]
			col, cw = col+k, cw-k
			shift, x, width = shift-k, x-k, width+k
			if cw == 0 {
				continue
			}
		}
		var full bool
		if col, full = v.putCell(screen, x, y, col, cw, skip, width, cell, style, link); full {
			break
		}
	}
	return max(col-skip, 0) + shift
}

// asciiStretch is how many bytes from text[i] on, up to limit and at most
// room, are printable ASCII clusters of their own: each one cell, as
// doc.Cluster would find it in text[i:end] (nothing below 0x80 combines
// with the byte before).
func asciiStretch(text string, i, limit, end, room int) int {
	j := i
	for j < limit && j-i < room {
		b := text[j]
		if b < 0x20 || b >= 0x7F || j+1 < end && text[j+1] >= 0x80 {
			break
		}
		j++
	}
	return j - i
}

// ASCIIPutter is a screen that puts a stretch of printable ASCII, a cell
// a byte, in one call: the print's grid and the early frame's. A frame of
// a log is most of its cells, each a call, a style lookup and a copy when
// put one by one.
type ASCIIPutter interface {
	PutASCII(x, y int, s string, style tcell.Style)
}

// putASCII puts s, printable ASCII clusters of a byte each, from column x
// of row y in style and hyperlink l, as putLink would put each byte.
func (v *DocumentView) putASCII(screen tcell.Screen, x, y int, s string, style tcell.Style, l hyperlink) {
	if v.direct != nil {
		c, ok := v.direct.LinkCell(' ', style, l.uri, l.id)
		if ok {
			row := v.rowCells[x-v.rowX : x-v.rowX+len(s)]
			for k := range row {
				row[k] = c.withChar(s[k])
			}
			return
		}
	} else if p, ok := screen.(ASCIIPutter); ok {
		if l.uri != "" {
			style = v.hyperlinked(style, l)
		}
		p.PutASCII(x, y, s, style)
		return
	}
	for k := range len(s) {
		v.putLink(screen, x+k, y, s[k:k+1], style, l)
	}
}

// putCell draws cell, cw cells wide, at column col of a row shown from
// column skip on in width cells, and returns the column after it. full:
// it did not fit (a wide character or a tab at the edge), the rest of the
// row is blanked, and the row ends there.
func (v *DocumentView) putCell(screen tcell.Screen, x, y, col, cw, skip, width int, cell string, style tcell.Style, link hyperlink) (next int, full bool) {
	if col+cw-skip > width {
		for col < skip+width {
			if col >= skip {
				v.putLink(screen, x+col-skip, y, " ", style, link)
			}
			col++
		}
		return col, true
	}
	if col >= skip {
		if cell == " " || cw == 1 {
			for k := 0; k < cw; k++ {
				v.putLink(screen, x+col-skip+k, y, cell, style, link)
			}
		} else {
			v.putLink(screen, x+col-skip, y, cell, style, link)
		}
	} else if col+cw > skip {
		for k := skip; k < col+cw; k++ { // a wide character cut by the left edge
			v.putLink(screen, x+k-skip, y, " ", style, link)
		}
	}
	return col + cw, false
}

// MouseHandler implements tview.Primitive: the wheel scrolls.
func (v *DocumentView) MouseHandler() func(action tview.MouseAction, event *tcell.EventMouse, setFocus func(p tview.Primitive)) (bool, tview.Primitive) {
	return v.WrapMouseHandler(func(action tview.MouseAction, event *tcell.EventMouse, setFocus func(p tview.Primitive)) (bool, tview.Primitive) {
		if !v.InRect(event.Position()) {
			return false, nil
		}
		switch action {
		case tview.MouseScrollUp:
			v.ScrollBy(-3)
		case tview.MouseScrollDown:
			v.ScrollBy(3)
		default:
			return false, nil
		}
		return true, nil
	})
}
