// Package vt is a small VT100/xterm screen emulator for lwl's end-to-end
// tests and benchmark timer.
package vt

// A small VT100/xterm screen emulator for the end-to-end tests: enough of
// ECMA-48 and xterm to follow what tcell writes (cursor addressing, erasing,
// scrolling, the alternate screen) and to survive anything else by parsing
// it and ignoring it. The module does not require a VT emulator package
// (github.com/hinshun/vt10x is not in go.mod), so it lives here.
//
// Not goroutine safe: termHandle guards it with a mutex.

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/rivo/uniseg"
)

type vtCell struct {
	s    string     // grapheme shown; "" is blank
	w    int        // cells the grapheme takes: 1 or 2
	cont bool       // the right half of a wide grapheme
	pen  Pen        // what it was printed with
	link *Hyperlink // the OSC 8 hyperlink it was printed with, nil for none
}

type vtState int

const (
	vtGround    vtState = iota
	vtEsc               // after ESC
	vtEscInter          // ESC followed by intermediates (ESC ( B, ...)
	vtCSI               // ESC [
	vtString            // OSC, DCS, APC, PM, SOS: until BEL or ST
	vtStringEsc         // ESC seen inside a string
)

// Screen is an emulated terminal screen.
type Screen struct {
	cols, rows int
	main, alt  [][]vtCell
	altActive  bool
	x, y       int
	wrapNext   bool
	autowrap   bool
	top, bot   int // scrolling region, inclusive
	savedX     int
	savedY     int
	last       string // the last printed grapheme, for REP

	state vtState
	csi   []byte // parameter and intermediate bytes of the CSI being read
	osc   []byte // the string being read
	oscOp byte   // what introduced it: ']' for an OSC
	utf   []byte // an incomplete UTF-8 sequence

	pen  Pen        // the current SGR state
	link *Hyperlink // the open OSC 8 hyperlink, nil for none (hyperlink.go)

	// oscs records every OSC string the program sent (without ESC ] and
	// the terminator), for tests that look at them.
	oscs []string
}

// New makes a blank screen.
func New(cols, rows int) *Screen {
	v := &Screen{cols: cols, rows: rows, autowrap: true, pen: defaultPen}
	v.main = newGrid(cols, rows)
	v.alt = newGrid(cols, rows)
	v.bot = rows - 1
	return v
}

// newGrid makes a blank grid, its memory written: fresh pages fault in on
// their first write (~20 µs a page on the benchmark's machine), and a grid
// first written when the program enters the alternate screen put ~2 ms of
// the emulator's own into ptytime's first-screen times.
func newGrid(cols, rows int) [][]vtCell {
	g := make([][]vtCell, rows)
	for i := range g {
		g[i] = make([]vtCell, cols)
		clear(g[i])
	}
	return g
}

func (v *Screen) grid() [][]vtCell {
	if v.altActive {
		return v.alt
	}
	return v.main
}

// Resize changes the size. It blanks the screen, as some terminals do, so
// that whatever shows afterwards was drawn after the resize: tcell redraws
// every cell after one.
func (v *Screen) Resize(cols, rows int) {
	v.main, v.alt = newGrid(cols, rows), newGrid(cols, rows)
	v.cols, v.rows = cols, rows
	v.top, v.bot = 0, rows-1
	v.x, v.y = min(v.x, cols-1), min(v.y, rows-1)
	v.wrapNext = false
}

// Lines is the text of every row, right-trimmed.
func (v *Screen) Lines() []string {
	g := v.grid()
	out := make([]string, len(g))
	for y, row := range g {
		var b strings.Builder
		for _, c := range row {
			switch {
			case c.cont:
			case c.s == "":
				b.WriteByte(' ')
			default:
				b.WriteString(c.s)
			}
		}
		out[y] = strings.TrimRight(b.String(), " ")
	}
	return out
}

// Write feeds the terminal the program's output.
func (v *Screen) Write(p []byte) {
	for _, b := range p {
		v.byte(b)
	}
}

// byte feeds one byte of output through the parser's states: ground,
// escape, CSI, and strings (OSC, DCS…) up to their terminator.
func (v *Screen) byte(b byte) {
	switch v.state {
	case vtString:
		switch b {
		case 0x07:
			v.endString()
		case 0x1B:
			v.state = vtStringEsc
		default:
			v.osc = append(v.osc, b)
		}
		return
	case vtStringEsc:
		if b == '\\' {
			v.endString()
			return
		}
		// ESC ends the string anyway and starts something new.
		v.endString()
		v.state = vtEsc
		v.byte(b)
		return
	}

	if b == 0x1B {
		v.utf = v.utf[:0]
		v.state = vtEsc
		return
	}
	if b == 0x18 || b == 0x1A { // CAN, SUB cancel a sequence
		v.state = vtGround
		return
	}
	if b < 0x20 || b == 0x7F {
		v.control(b)
		return
	}

	switch v.state {
	case vtEsc:
		v.escape(b)
	case vtEscInter:
		if b >= 0x30 && b <= 0x7E {
			v.state = vtGround
		}
	case vtCSI:
		if b >= 0x40 && b <= 0x7E {
			v.state = vtGround
			v.doCSI(b)
			return
		}
		if len(v.csi) < 256 {
			v.csi = append(v.csi, b)
		}
	default:
		v.ground(b)
	}
}

func (v *Screen) endString() {
	s := string(v.osc)
	v.oscs = append(v.oscs, s)
	if v.oscOp == ']' {
		v.osc8(s)
	}
	v.osc = v.osc[:0]
	v.state = vtGround
}

func (v *Screen) escape(b byte) {
	v.state = vtGround
	switch {
	case b == '[':
		v.csi = v.csi[:0]
		v.state = vtCSI
	case b == ']' || b == 'P' || b == 'X' || b == '^' || b == '_':
		v.osc = v.osc[:0]
		v.oscOp = b
		v.state = vtString
	case b >= 0x20 && b <= 0x2F:
		v.state = vtEscInter
	case b == '7':
		v.savedX, v.savedY = v.x, v.y
	case b == '8':
		v.x, v.y, v.wrapNext = v.savedX, v.savedY, false
	case b == 'D':
		v.index()
	case b == 'E':
		v.x = 0
		v.index()
	case b == 'M':
		v.reverseIndex()
	case b == 'c':
		*v = *New(v.cols, v.rows)
	}
}

func (v *Screen) control(b byte) {
	switch b {
	case '\r':
		v.x, v.wrapNext = 0, false
	case '\n', 0x0B, 0x0C:
		v.index()
	case '\b':
		if v.x > 0 {
			v.x--
		}
		v.wrapNext = false
	case '\t':
		v.x = min((v.x/8+1)*8, v.cols-1)
		v.wrapNext = false
	}
}

func (v *Screen) index() {
	v.wrapNext = false
	if v.y == v.bot {
		v.scrollUp(v.top, v.bot, 1)
		return
	}
	if v.y < v.rows-1 {
		v.y++
	}
}

func (v *Screen) reverseIndex() {
	v.wrapNext = false
	if v.y == v.top {
		v.scrollDown(v.top, v.bot, 1)
		return
	}
	if v.y > 0 {
		v.y--
	}
}

func (v *Screen) scrollUp(top, bot, n int) {
	g := v.grid()
	for ; n > 0; n-- {
		copy(g[top:bot+1], g[top+1:bot+1])
		g[bot] = make([]vtCell, v.cols)
	}
}

func (v *Screen) scrollDown(top, bot, n int) {
	g := v.grid()
	for ; n > 0; n-- {
		copy(g[top+1:bot+1], g[top:bot])
		g[top] = make([]vtCell, v.cols)
	}
}

// ground handles a printable byte, collecting UTF-8 sequences.
func (v *Screen) ground(b byte) {
	if b < 0x80 && len(v.utf) == 0 {
		v.print(asciiStrings[b])
		return
	}
	v.utf = append(v.utf, b)
	if !utf8.FullRune(v.utf) {
		return
	}
	r, n := utf8.DecodeRune(v.utf)
	rest := append([]byte(nil), v.utf[n:]...)
	v.utf = v.utf[:0]
	if r == utf8.RuneError && n <= 1 {
		r = utf8.RuneError
	}
	if r >= 0x80 && r <= 0x9F {
		return // a C1 control in UTF-8 form: acts, shows nothing
	}
	v.print(string(r))
	for _, c := range rest {
		v.ground(c)
	}
}

// asciiStrings holds a one-byte string for each ASCII byte, so printing
// plain text allocates nothing.
var asciiStrings = func() (t [128]string) {
	for i := range t {
		t[i] = string(rune(i))
	}
	return t
}()

// print puts one character (a grapheme cluster) at the cursor with the
// current pen, wrapping first when the last column was written.
func (v *Screen) print(s string) {
	w := 1
	if len(s) > 1 || s[0] < 0x20 || s[0] > 0x7E {
		w = uniseg.StringWidth(s)
	}
	g := v.grid()
	if w == 0 { // combining: joins the previous cell
		x := v.x - 1
		if v.wrapNext {
			x = v.x
		}
		if x >= 0 && x < v.cols {
			for x > 0 && g[v.y][x].cont {
				x--
			}
			g[v.y][x].s += s
		}
		return
	}
	if v.wrapNext && v.autowrap {
		v.x = 0
		v.index()
	}
	v.wrapNext = false
	if v.x+w > v.cols {
		if !v.autowrap {
			v.x = v.cols - w
		} else {
			v.x = 0
			v.index()
		}
	}
	v.clearWide(v.y, v.x)
	g[v.y][v.x] = vtCell{s: s, w: w, pen: v.pen, link: v.link}
	if w == 2 && v.x+1 < v.cols {
		v.clearWide(v.y, v.x+1)
		g[v.y][v.x+1] = vtCell{cont: true, pen: v.pen, link: v.link}
	}
	v.last = s
	if v.x+w >= v.cols {
		v.x = v.cols - 1
		v.wrapNext = true
		return
	}
	v.x += w
}

// clearWide blanks the other half of a wide character about to be split.
func (v *Screen) clearWide(y, x int) {
	g := v.grid()
	c := g[y][x]
	if c.w == 2 && x+1 < v.cols {
		g[y][x+1] = vtCell{}
	}
	if c.cont && x > 0 {
		g[y][x-1] = vtCell{}
	}
	g[y][x] = vtCell{}
}

func (v *Screen) doCSI(final byte) {
	prefix, ps, inter := splitCSI(string(v.csi))
	if inter != "" {
		return // DECSCUSR and friends
	}
	if prefix != 0 && prefix != '?' {
		return // xterm private queries and settings (>4;2m, <u, >1u, ...)
	}
	arg := func(i, def int) int {
		if i < len(ps) && ps[i] > 0 {
			return ps[i]
		}
		return def
	}
	v.wrapNext = final == 'm' && v.wrapNext
	switch final {
	case 'h', 'l':
		if prefix == '?' {
			for _, p := range ps {
				v.mode(p, final == 'h')
			}
		}
	case 'm':
		if prefix == 0 {
			v.sgr(string(v.csi))
		}
	case 't', 'n', 'c', 'q', 'p':
		// window operations, reports: no effect on the text
	case 'J', 'K', 'X', 'P', '@':
		v.erase(final, arg)
	case 'L', 'M', 'S', 'T', 'r':
		v.scrollCSI(final, arg)
	case 'b':
		for n := arg(0, 1); n > 0 && v.last != ""; n-- {
			v.print(v.last)
		}
	default:
		v.moveCursor(final, arg)
	}
}

// splitCSI reads a CSI sequence's parameter bytes: a private prefix
// (< = > ?), the numbers (a sub-parameter after ':' is dropped, an empty
// one is 0), and any intermediate bytes.
func splitCSI(params string) (prefix byte, ps []int, inter string) {
	if params != "" && params[0] >= 0x3C && params[0] <= 0x3F {
		prefix, params = params[0], params[1:]
	}
	if i := strings.IndexFunc(params, func(r rune) bool { return r >= 0x20 && r <= 0x2F }); i >= 0 {
		params, inter = params[:i], params[i:]
	}
	for _, f := range strings.Split(params, ";") {
		f, _, _ = strings.Cut(f, ":")
		n, _ := strconv.Atoi(f)
		ps = append(ps, n)
	}
	return prefix, ps, inter
}

// moveCursor carries out the CSI sequences that move the cursor (CUU, CUD,
// CUF, CUB, CNL, CPL, CHA, VPA, CUP, SCP, RCP); others are ignored.
func (v *Screen) moveCursor(final byte, arg func(i, def int) int) {
	switch final {
	case 'A':
		v.y = max(v.y-arg(0, 1), 0)
	case 'B', 'e':
		v.y = min(v.y+arg(0, 1), v.rows-1)
	case 'C', 'a':
		v.x = min(v.x+arg(0, 1), v.cols-1)
	case 'D':
		v.x = max(v.x-arg(0, 1), 0)
	case 'E':
		v.x, v.y = 0, min(v.y+arg(0, 1), v.rows-1)
	case 'F':
		v.x, v.y = 0, max(v.y-arg(0, 1), 0)
	case 'G', '`':
		v.x = clamp(arg(0, 1)-1, 0, v.cols-1)
	case 'd':
		v.y = clamp(arg(0, 1)-1, 0, v.rows-1)
	case 'H', 'f':
		v.y = clamp(arg(0, 1)-1, 0, v.rows-1)
		v.x = clamp(arg(1, 1)-1, 0, v.cols-1)
	case 's':
		v.savedX, v.savedY = v.x, v.y
	case 'u':
		v.x, v.y = v.savedX, v.savedY
	}
}

// erase carries out ED (J), EL (K), ECH (X), DCH (P) and ICH (@).
func (v *Screen) erase(final byte, arg func(i, def int) int) {
	g := v.grid()
	switch final {
	case 'J':
		switch arg(0, 0) {
		case 0:
			v.eraseLine(v.y, v.x, v.cols)
			for y := v.y + 1; y < v.rows; y++ {
				v.eraseLine(y, 0, v.cols)
			}
		case 1:
			for y := 0; y < v.y; y++ {
				v.eraseLine(y, 0, v.cols)
			}
			v.eraseLine(v.y, 0, v.x+1)
		case 2, 3:
			for y := 0; y < v.rows; y++ {
				v.eraseLine(y, 0, v.cols)
			}
		}
	case 'K':
		switch arg(0, 0) {
		case 0:
			v.eraseLine(v.y, v.x, v.cols)
		case 1:
			v.eraseLine(v.y, 0, v.x+1)
		case 2:
			v.eraseLine(v.y, 0, v.cols)
		}
	case 'X':
		v.eraseLine(v.y, v.x, min(v.x+arg(0, 1), v.cols))
	case 'P':
		n := min(arg(0, 1), v.cols-v.x)
		row := g[v.y]
		copy(row[v.x:], row[v.x+n:])
		for x := v.cols - n; x < v.cols; x++ {
			row[x] = vtCell{}
		}
	case '@':
		n := min(arg(0, 1), v.cols-v.x)
		row := g[v.y]
		copy(row[v.x+n:], row[v.x:v.cols-n])
		for x := v.x; x < v.x+n; x++ {
			row[x] = vtCell{}
		}
	}
}

// scrollCSI carries out IL (L), DL (M), SU (S), SD (T) and DECSTBM (r).
func (v *Screen) scrollCSI(final byte, arg func(i, def int) int) {
	switch final {
	case 'L':
		if v.y >= v.top && v.y <= v.bot {
			v.scrollDown(v.y, v.bot, arg(0, 1))
		}
	case 'M':
		if v.y >= v.top && v.y <= v.bot {
			v.scrollUp(v.y, v.bot, arg(0, 1))
		}
	case 'S':
		v.scrollUp(v.top, v.bot, arg(0, 1))
	case 'T':
		v.scrollDown(v.top, v.bot, arg(0, 1))
	case 'r':
		top, bot := arg(0, 1)-1, arg(1, v.rows)-1
		if top < bot && bot < v.rows {
			v.top, v.bot = top, bot
			v.x, v.y = 0, 0
		}
	}
}

func (v *Screen) mode(p int, on bool) {
	switch p {
	case 7:
		v.autowrap = on
	case 47, 1047, 1049:
		if on == v.altActive {
			return
		}
		if p == 1049 && on {
			v.savedX, v.savedY = v.x, v.y
		}
		v.altActive = on
		if on {
			for _, row := range v.alt {
				clear(row) // in place: its pages are in already
			}
		}
		if p == 1049 && !on {
			v.x, v.y = v.savedX, v.savedY
		}
	}
}

func (v *Screen) eraseLine(y, from, to int) {
	row := v.grid()[y]
	if from > 0 && from < v.cols && row[from].cont {
		row[from-1] = vtCell{}
	}
	if to < v.cols && row[to].cont {
		row[to] = vtCell{}
	}
	for x := from; x < to; x++ {
		row[x] = vtCell{}
	}
}

func clamp(n, lo, hi int) int { return max(lo, min(n, hi)) }

// AltActive reports whether the alternate screen is shown.
func (v *Screen) AltActive() bool { return v.altActive }

// OSCs are the OSC strings the program sent.
func (v *Screen) OSCs() []string { return v.oscs }

// StripEscapes removes escape sequences and control bytes, leaving text.
func StripEscapes(b []byte) []byte {
	v := New(1000, 1)
	var out []byte
	for _, c := range b {
		before := v.state
		v.byte(c)
		if before == vtGround && v.state == vtGround && c >= 0x20 && c != 0x7F {
			out = append(out, c)
		}
	}
	return out
}
