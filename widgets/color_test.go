package widgets_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"

	"lwl/widgets"
	"lwl/widgets/doc"
)

// cellStyle is the style of the cell at (x, y).
func cellStyle(s tcell.Screen, x, y int) tcell.Style {
	_, st, _ := s.Get(x, y)
	return st
}

// The document's SGR colours and overstrike are drawn; theme styles of
// links and matches lay the fields they set over them.
func TestDrawDocumentColours(t *testing.T) {
	text := "\x1b[31mred\x1b[0m plain \x1b[1;44m[b](u)\x1b[0m \x1b[38;2;1;2;3mx\nB\bB_\bu\n"
	v, s := newView(t, text, widgets.DocumentOptions{}, 30, 3)
	draw(v, s)
	if got := strings.TrimRight(rowText(s, 0), " "); got != "red plain [b] x" {
		t.Fatalf("row 0 = %q", got)
	}
	red := styleText.Foreground(tcell.ColorMaroon) // palette 1
	if got := cellStyle(s, 0, 0); got != red {
		t.Errorf("red cell: %v, want %v", got, red)
	}
	if got := cellStyle(s, 4, 0); got != styleText {
		t.Errorf("plain cell: %v, want the text style", got)
	}
	// The link style sets underline: laid over bold on blue.
	want := styleText.Bold(true).Background(tcell.ColorNavy).Underline(true)
	if got := cellStyle(s, 10, 0); got != want {
		t.Errorf("link over colour: %v, want %v", got, want)
	}
	if got := cellStyle(s, 14, 0); got != styleText.Foreground(tcell.NewRGBColor(1, 2, 3)) {
		t.Errorf("24-bit cell: %v", got)
	}
	if got := strings.TrimRight(rowText(s, 1), " "); got != "Bu" {
		t.Errorf("row 1 = %q", got)
	}
	if got := cellStyle(s, 0, 1); got != styleText.Bold(true) {
		t.Errorf("overstruck bold: %v", got)
	}
	if got := cellStyle(s, 1, 1); got != styleText.Underline(true) {
		t.Errorf("overstruck underline: %v", got)
	}
	// The selected link: link-active (reverse) laid over the colour.
	v.SelectLink(v.Document().Chunk(0).Links[0].ID)
	draw(v, s)
	want = styleText.Bold(true).Background(tcell.ColorNavy).Reverse(true)
	if got := cellStyle(s, 10, 0); got != want {
		t.Errorf("active link over colour: %v, want %v", got, want)
	}
}

// colors: false drops the document's colours but keeps its attributes.
func TestDrawDocumentNoColours(t *testing.T) {
	v, s := newView(t, "\x1b[1;31mred\x1b[0m [b](u)", widgets.DocumentOptions{NoColors: true}, 20, 1)
	draw(v, s)
	if got := cellStyle(s, 0, 0); got != styleText.Bold(true) {
		t.Errorf("cell: %v, want bold text without colour", got)
	}
	if got := cellStyle(s, 4, 0); got != styleLink {
		t.Errorf("link: %v, want the link style", got)
	}
}

// With direct output, a coloured cell is still drawn by tcell with its
// style: only default-style cells go to the terminal directly.
func TestDrawColoursNotDirect(t *testing.T) {
	s := newScreen(t, 20, 1)
	d := doc.New(doc.BytesSource("ab\x1b[32mcd\x1b[0mef"), doc.ParseOptions{})
	v := widgets.NewDocumentView(d, widgets.DocumentOptions{}, widgets.DocumentStyles{})
	v.SetRect(0, 0, 20, 1)
	var out bytes.Buffer
	direct := widgets.NewDirectOutput(&out, ansiCodes)
	v.SetDirect(direct)
	v.Draw(s)
	direct.Flush()
	s.Show()
	got := out.String()
	if bytes.Contains(out.Bytes(), []byte("cd")) || !bytes.Contains(out.Bytes(), []byte("ab")) {
		t.Errorf("direct output %q: want ab and ef sent directly, cd not", got)
	}
	green := tcell.StyleDefault.Foreground(tcell.ColorGreen)
	for x := 2; x < 4; x++ {
		if st := cellStyle(s, x, 0); st != green {
			t.Errorf("cell %d: %v, want green through tcell", x, st)
		}
	}
	if c := contentsText(s); c[2:4] != "cd" {
		t.Errorf("tcell sent %q, want cd in columns 2-3", c)
	}
}
