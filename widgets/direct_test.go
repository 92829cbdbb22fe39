package widgets_test

import (
	"bytes"
	"fmt"
	"io"
	"slices"
	"strconv"
	"testing"

	"github.com/gdamore/tcell/v2"

	"lwl/widgets"
)

// ansiCodes are the codes of an ANSI terminal, spelled so tests can read them.
var ansiCodes = widgets.TerminalCodes{
	MoveTo: func(dst []byte, x, y int) []byte {
		return append(dst, "<"+strconv.Itoa(x)+","+strconv.Itoa(y)+">"...)
	},
	AttrOff:    "<off>",
	ClearToEOL: "<el>",
}

// row makes a row of cells from text; '#' marks a cell drawn through the
// screen (0).
func row(text string) []widgets.DirectCell {
	cells := make([]widgets.DirectCell, len(text))
	for i := range len(text) {
		if text[i] != '#' {
			cells[i] = widgets.PlainCell(text[i])
		}
	}
	return cells
}

func TestDirectOutputWrites(t *testing.T) {
	// Each step is one frame of rows given at (x, y) on a 10x3 screen;
	// want is what the frame writes.
	type frame struct {
		rows map[[2]int]string
		want string
	}
	tests := []struct {
		name   string
		frames []frame
	}{
		{"the first frame sends no blanks", []frame{
			{map[[2]int]string{{0, 0}: "ab  c     ", {0, 1}: "          "}, "<off><0,0>ab  c"},
		}},
		{"an unchanged frame sends nothing", []frame{
			{map[[2]int]string{{0, 0}: "hello     "}, "<off><0,0>hello"},
			{map[[2]int]string{{0, 0}: "hello     "}, ""},
		}},
		{"changed trailing blanks are erased to the line's end", []frame{
			{map[[2]int]string{{0, 0}: "hello     "}, "<off><0,0>hello"},
			{map[[2]int]string{{0, 0}: "hi        "}, "<off><1,0>i<el>"},
		}},
		{"a row short of the edge sends its blanks", []frame{
			{map[[2]int]string{{0, 0}: "hello"}, "<off><0,0>hello"},
			{map[[2]int]string{{0, 0}: "hi   "}, "<off><1,0>i   "},
		}},
		{"short gaps are crossed, long ones skipped", []frame{
			{map[[2]int]string{{0, 1}: "aaaaaaaaaa"}, "<off><0,1>aaaaaaaaaa"},
			{map[[2]int]string{{0, 1}: "baaabaaaaa"}, "<off><0,1>baaab"},
			{map[[2]int]string{{0, 1}: "caaabaaaac"}, "<off><0,1>c<9,1>c"},
		}},
		{"cells drawn through the screen are not sent", []frame{
			{map[[2]int]string{{0, 0}: "ab##cd    "}, "<off><0,0>ab<4,0>cd"},
			{map[[2]int]string{{0, 0}: "abxxcd    "}, "<off><2,0>xx"},
		}},
		{"the screen's last cell is left to tcell", []frame{
			{map[[2]int]string{{0, 2}: "abcdefghij"}, "<off><0,2>abcdefghi"},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := newScreen(t, 10, 3)
			var out bytes.Buffer
			d := widgets.NewDirectOutput(&out, ansiCodes)
			for i, f := range tt.frames {
				for y := 0; y < 3; y++ {
					for x := 0; x < 10; x++ {
						if text, ok := f.rows[[2]int{x, y}]; ok {
							d.Row(s, x, y, row(text))
						}
					}
				}
				checkFrame(t, d, s, &out, i, f.want)
			}
		})
	}
}

// Cells sent directly are locked: tcell neither sends what is Put there
// nor counts them changed, until the cell is drawn through the screen again.
func TestDirectOutputLocks(t *testing.T) {
	s := newScreen(t, 6, 2)
	var out bytes.Buffer
	d := widgets.NewDirectOutput(&out, ansiCodes)
	d.Row(s, 0, 0, row("abcdef"))
	d.Flush()
	s.Show()

	s.Put(2, 0, "X", tcell.StyleDefault.Bold(true))
	s.Show()
	if got := contentsText(s); got != "\n\n" {
		t.Errorf("a locked cell was sent by tcell: %q", got)
	}

	s.Put(2, 0, "X", tcell.StyleDefault.Bold(true))
	d.Row(s, 0, 0, row("ab#def"))
	d.Flush()
	s.Show()
	if got := contentsText(s); got != "  X\n\n" {
		t.Errorf("an unlocked cell was not sent by tcell: %q", got)
	}

	// The row no longer covers columns 3 to 5: they go back to tcell.
	d.Row(s, 0, 0, row("ab#"))
	s.Put(4, 0, "Y", tcell.StyleDefault)
	d.Flush()
	s.Show()
	if got := contentsText(s); got != "  X Y\n\n" {
		t.Errorf("cells released by the row were not sent by tcell: %q", got)
	}
}

// After tcell's Sync the terminal was cleared: Resend writes every
// non-blank cell again; after a Resume, Reset forgets them all.
func TestDirectOutputResendReset(t *testing.T) {
	s := newScreen(t, 8, 2)
	var out bytes.Buffer
	d := widgets.NewDirectOutput(&out, ansiCodes)
	d.Row(s, 0, 0, row("ab  cd  "))
	d.Row(s, 0, 1, row("        "))
	d.Flush()
	out.Reset()
	d.Resend()
	if got, want := out.String(), "<off><0,0>ab  cd  "; got != want {
		t.Errorf("Resend wrote %q, want %q", got, want)
	}
	out.Reset()
	d.Reset()
	d.Row(s, 0, 0, row("ab  cd  "))
	d.Flush()
	if got, want := out.String(), "<off><0,0>ab  cd"; got != want {
		t.Errorf("after Reset the frame wrote %q, want %q", got, want)
	}
}

// The screen's last cell goes to tcell, which writes it without scrolling
// the terminal; any printable byte arrives as itself.
func TestDirectOutputLastCell(t *testing.T) {
	for _, c := range []byte{' ', '"', '\\', '`', 'j', '~'} {
		s := newScreen(t, 4, 2)
		d := widgets.NewDirectOutput(io.Discard, ansiCodes)
		d.Row(s, 0, 1, row("abc"+string(c)))
		d.Flush()
		s.Show()
		if got, _, _ := s.Get(3, 1); got != string(c) {
			t.Errorf("last cell %q, want %q", got, c)
		}
	}
}

// Row only reads its argument: the caller's row stays as it was, also
// where the screen's last cell went to tcell.
func TestDirectOutputRowReadsOnly(t *testing.T) {
	s := newScreen(t, 4, 2)
	d := widgets.NewDirectOutput(io.Discard, ansiCodes)
	cells := row("abcd")
	d.Row(s, 0, 1, cells)
	d.Row(s, 0, 0, cells)
	if !slices.Equal(cells, row("abcd")) {
		t.Errorf("Row changed its argument to %v", cells)
	}
}

// The screen shrinks within a frame (tcell's resize goroutine replaced its
// cells between two rows): the rows given before at the old width are
// forgotten with the old cells, and the next frames neither index past the
// new width nor lose a row (the stress test found a panic here).
func TestDirectOutputShrinksWithinFrame(t *testing.T) {
	s := newScreen(t, 10, 3)
	d := widgets.NewDirectOutput(io.Discard, ansiCodes)
	d.Epoch()
	d.Row(s, 0, 0, row("abcdefghij"))
	s.SetSize(6, 3)
	d.Row(s, 0, 1, row("klmnop"))
	d.Flush()
	s.Show()
	for i := 0; i < 2; i++ {
		d.Epoch()
		d.Row(s, 0, 0, row("qrstuv"))
		d.Flush()
		s.Show()
	}
}

// styledCodes send a style as <NAME>, named by its foreground colour
// (red, green; blue it refuses, as a terminal without the colour).
var styledCodes = func() widgets.TerminalCodes {
	c := ansiCodes
	c.Style = func(st tcell.Style) (string, bool) {
		fg, _, _ := st.Decompose()
		switch fg {
		case tcell.ColorRed:
			return "<red>", true
		case tcell.ColorGreen:
			return "<green>", true
		}
		return "", false
	}
	return c
}()

var (
	red   = tcell.StyleDefault.Foreground(tcell.ColorRed)
	green = tcell.StyleDefault.Foreground(tcell.ColorGreen)
	blue  = tcell.StyleDefault.Foreground(tcell.ColorBlue)
)

// styledRow makes a row of cells of d from text, in the styles given by
// marks: 'r' red, 'g' green, anything else the default.
func styledRow(t *testing.T, d *widgets.DirectOutput, text, marks string) []widgets.DirectCell {
	t.Helper()
	cells := make([]widgets.DirectCell, len(text))
	for i := range len(text) {
		st := tcell.StyleDefault
		switch marks[i] {
		case 'r':
			st = red
		case 'g':
			st = green
		}
		c, ok := d.Cell(text[i], st)
		if !ok {
			t.Fatalf("style %q refused", marks[i])
		}
		cells[i] = c
	}
	return cells
}

// Styled cells go out with their style's SGR where the style changes; the
// terminal is left in the default style at the end of the output and
// before an erase to the line's end.
func TestDirectOutputStyles(t *testing.T) {
	type frame struct{ text, marks, want string }
	tests := []struct {
		name   string
		frames []frame
	}{
		{"a style where it changes, and off at the end", []frame{
			{"ab cd ef  ", "   rr gg  ", "<off><0,0>ab <red>cd<off> <green>ef<off>"},
		}},
		{"the style of a cell alone changed is sent", []frame{
			{"abcdef    ", "          ", "<off><0,0>abcdef"},
			{"abcdef    ", "  r       ", "<off><2,0><red>c<off>"},
		}},
		{"styled blanks are sent, and the erase is in the default style", []frame{
			{"abcdefghij", "      rrrr", "<off><0,0>abcdef<red>ghij<off>"},
			{"ab        ", "  rr      ", "<off><2,0><red>  <off><el>"},
		}},
		{"a run crossing unchanged cells sends them in their style", []frame{
			{"abcdefghij", "ggg       ", "<off><0,0><green>abc<off>defghij"},
			{"xbcdefghij", "ggg       ", "<off><0,0><green>x<off>"},
			{"xbcdyfghij", "gggg      ", "<off><3,0><green>d<off>y"},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := newScreen(t, 10, 3)
			var out bytes.Buffer
			d := widgets.NewDirectOutput(&out, styledCodes)
			for i, f := range tt.frames {
				d.Row(s, 0, 0, styledRow(t, d, f.text, f.marks))
				checkFrame(t, d, s, &out, i, f.want)
			}
		})
	}
}

// A style the terminal codes refuse (or with no Style at all) is left to
// the screen; the default style is always sent.
func TestDirectOutputRefusesStyles(t *testing.T) {
	d := widgets.NewDirectOutput(io.Discard, styledCodes)
	if _, ok := d.Cell('a', blue); ok {
		t.Error("a refused style was taken")
	}
	if _, ok := d.Cell('a', red); !ok {
		t.Error("red was refused")
	}
	plain := widgets.NewDirectOutput(io.Discard, ansiCodes)
	if _, ok := plain.Cell('a', red); ok {
		t.Error("a style was taken without Style codes")
	}
	if c, ok := plain.Cell('a', tcell.StyleDefault); !ok || c != widgets.PlainCell('a') {
		t.Errorf("the default style: %v, %v", c, ok)
	}
	// Past maxDirectStyles, new styles go to the screen.
	many := widgets.NewDirectOutput(io.Discard, widgets.TerminalCodes{AttrOff: "<off>",
		Style: func(tcell.Style) (string, bool) { return "<s>", true }})
	taken := 0
	for i := range 200 {
		if _, ok := many.Cell('a', tcell.StyleDefault.Foreground(tcell.PaletteColor(i))); ok {
			taken++
		}
	}
	if taken == 0 || taken >= 200 {
		t.Errorf("%d of 200 styles taken, want some and a bound", taken)
	}
}

// Resend writes styled cells again in their styles; the screen's last
// cell, styled, goes to tcell in its style.
func TestDirectOutputStyledResendAndLastCell(t *testing.T) {
	s := newScreen(t, 4, 2)
	var out bytes.Buffer
	d := widgets.NewDirectOutput(&out, styledCodes)
	d.Row(s, 0, 0, styledRow(t, d, "ab c", "rr g"))
	d.Row(s, 0, 1, styledRow(t, d, "wxyz", "   r"))
	d.Flush()
	out.Reset()
	d.Resend()
	if got, want := out.String(), "<off><0,0><red>ab<off> <green>c<0,1><off>wxy"; got != want {
		t.Errorf("Resend wrote %q, want %q", got, want)
	}
	s.Show()
	if str, st, _ := s.Get(3, 1); str != "z" || st != red {
		t.Errorf("the last cell is %q in %v, want z in red", str, st)
	}
}

// checkFrame flushes frame i of d to out, shows s, and checks that the
// frame wrote want.
func checkFrame(t *testing.T, d *widgets.DirectOutput, s tcell.Screen, out *bytes.Buffer, i int, want string) {
	t.Helper()
	out.Reset()
	d.Flush()
	s.Show()
	if got := out.String(); got != want {
		t.Errorf("frame %d wrote %q, want %q", i, got, want)
	}
}

// linkCodes are styledCodes that send hyperlinks as <a URI ID> and </a>.
var linkCodes = func() widgets.TerminalCodes {
	c := styledCodes
	c.Hyperlink = func(dst []byte, uri, id string) []byte { return append(dst, "<a "+uri+" "+id+">"...) }
	c.HyperlinkClose = "</a>"
	return c
}()

// linkedRow makes a row of cells of d from text, in the hyperlinks given
// by marks: a digit is the hyperlink to u<digit> (id i<digit>), in red;
// anything else none, in the default style.
func linkedRow(t *testing.T, d *widgets.DirectOutput, text, marks string) []widgets.DirectCell {
	t.Helper()
	cells := make([]widgets.DirectCell, len(text))
	for i := range len(text) {
		var c widgets.DirectCell
		var ok bool
		if m := marks[i]; m >= '0' && m <= '9' {
			c, ok = d.LinkCell(text[i], red, "u"+string(m), "i"+string(m))
		} else {
			c, ok = d.LinkCell(text[i], tcell.StyleDefault, "", "")
		}
		if !ok {
			t.Fatalf("cell %d refused", i)
		}
		cells[i] = c
	}
	return cells
}

// Hyperlinked cells go out inside their hyperlink, opened where it
// changes and closed after the last one, before an erase and at the end of
// the output; a cell whose hyperlink alone changed is sent again.
func TestDirectOutputHyperlinks(t *testing.T) {
	type frame struct{ text, marks, want string }
	tests := []struct {
		name   string
		frames []frame
	}{
		{"opened where it changes, closed after", []frame{
			{"ab cd efgh", "   11 2233", "<off><0,0>ab <red><a u1 i1>cd<off></a> <red><a u2 i2>ef<a u3 i3>gh<off></a>"},
		}},
		{"a cell whose hyperlink alone changed is sent", []frame{
			{"abcdef    ", "  11      ", "<off><0,0>ab<red><a u1 i1>cd<off></a>ef"},
			{"abcdef    ", "  12      ", "<off><3,0><red><a u2 i2>d<off></a>"},
		}},
		{"open across a move, as the pen", []frame{
			{"abcdefghij", "1111111111", "<off><0,0><red><a u1 i1>abcdefghij<off></a>"},
			{"xbcdefghiy", "1111111111", "<off><0,0><red><a u1 i1>x<9,0>y<off></a>"},
		}},
		{"closed before an erase", []frame{
			{"abcdefghij", "      1111", "<off><0,0>abcdef<red><a u1 i1>ghij<off></a>"},
			{"abcdefg   ", "      1   ", "<off><7,0><el>"},
		}},
		{"closed before an erase right after it", []frame{
			{"abcdefghij", "          ", "<off><0,0>abcdefghij"},
			{"abcd      ", "  11      ", "<off><2,0><red><a u1 i1>cd<off></a><el>"},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := newScreen(t, 10, 3)
			var out bytes.Buffer
			d := widgets.NewDirectOutput(&out, linkCodes)
			for i, f := range tt.frames {
				d.Row(s, 0, 0, linkedRow(t, d, f.text, f.marks))
				checkFrame(t, d, s, &out, i, f.want)
			}
		})
	}
}

// Without hyperlink codes, or for one with a control byte in it, a
// hyperlinked cell is left to the screen; without a hyperlink it is Cell's.
func TestDirectOutputRefusesHyperlinks(t *testing.T) {
	if _, ok := widgets.NewDirectOutput(io.Discard, styledCodes).LinkCell('a', red, "u", "i"); ok {
		t.Error("a hyperlink was taken without hyperlink codes")
	}
	d := widgets.NewDirectOutput(io.Discard, linkCodes)
	if _, ok := d.LinkCell('a', red, "u\x1b", "i"); ok {
		t.Error("a hyperlink with a control byte was taken")
	}
	if _, ok := d.LinkCell('a', blue, "u", "i"); ok {
		t.Error("a refused style was taken in a hyperlink")
	}
	c, ok := d.LinkCell('a', red, "", "")
	if want, _ := d.Cell('a', red); !ok || c != want {
		t.Errorf("no hyperlink: %v, %v; want Cell's %v", c, ok, want)
	}
}

// Past the bound on hyperlinks kept, those of no cell shown or given are
// dropped and their places used again: a cell shown keeps its own until
// it is given another, so each frame sends every cell whose hyperlink
// changed. Each frame gives row 0 a new hyperlink and row 1, after it, the
// one row 0 had.
func TestDirectOutputManyHyperlinks(t *testing.T) {
	s := newScreen(t, 4, 2)
	var out bytes.Buffer
	d := widgets.NewDirectOutput(&out, linkCodes)
	link := func(n int) []widgets.DirectCell {
		c, ok := d.LinkCell('x', red, "u"+strconv.Itoa(n), "i")
		if !ok {
			t.Fatalf("hyperlink %d refused", n)
		}
		return []widgets.DirectCell{c}
	}
	d.Row(s, 0, 0, link(0))
	d.Row(s, 0, 1, link(-1))
	checkFrame(t, d, s, &out, 0, "<off><0,0><red><a u0 i>x<0,1><a u-1 i>x<off></a>")
	for n := 1; n < 3000; n++ {
		d.Row(s, 0, 0, link(n))
		d.Row(s, 0, 1, link(n-1))
		checkFrame(t, d, s, &out, n, fmt.Sprintf("<off><0,0><red><a u%d i>x<0,1><a u%d i>x<off></a>", n, n-1))
	}
}

// A screen showing more hyperlinks than the bound: the cells whose
// hyperlink finds no room are refused (left to the screen) without
// allocating, and without looking again at every cell shown for each.
// Every cell of a 60x40 screen has its own hyperlink, two screens of them
// in turn.
func TestDirectOutputLinksPastTheBoundAllocateNothing(t *testing.T) {
	const w, h = 60, 40
	s := newScreen(t, w, h)
	d := widgets.NewDirectOutput(io.Discard, linkCodes)
	uris := make([]string, 2*w*h)
	for i := range uris {
		uris[i] = "u" + strconv.Itoa(i)
	}
	cells := make([]widgets.DirectCell, w)
	page, refused := 0, 0
	frame := func() {
		for y := range h {
			for x := range w {
				c, ok := d.LinkCell('x', red, uris[page*w*h+y*w+x], "i")
				if !ok {
					refused++
				}
				cells[x] = c
			}
			d.Row(s, 0, y, cells)
		}
		d.Flush()
		s.Show()
		page = 1 - page
	}
	frame()
	frame()
	if refused == 0 {
		t.Fatal("no hyperlink was refused: the screen does not hold more than the bound")
	}
	if allocs := testing.AllocsPerRun(10, frame); allocs > 0 {
		t.Errorf("a frame allocates %.0f times, want none", allocs)
	}
}
