package widgets_test

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"

	"lwl/widgets"
	"lwl/widgets/doc"
)

// With wrap: none, stepping to a link right of the screen scrolls sideways
// to it (tabs and wide characters counted as the cells they take), and a
// link scrolled out of sight sideways is not on screen.
func TestRevealColumns(t *testing.T) {
	text := "short\n\t" + strings.Repeat("界", 40) + " [far](http://far)\n"
	v, s := newView(t, text, widgets.DocumentOptions{Wrap: doc.WrapNone}, 40, 5)
	it, res := v.Step(doc.Links{D: v.Document()}, -1, doc.Pos{}, +1)
	if res != widgets.Stepped {
		t.Fatalf("no link found: %v", res)
	}
	draw(v, s)
	if row := rowText(s, 1); !strings.Contains(row, "[far]") {
		t.Errorf("the selected link is not shown: %q", row)
	}
	if !v.ColumnsOnScreen(it) {
		t.Errorf("the link shown is not on screen")
	}
	v.ScrollSideways(-1000)
	if v.ColumnsOnScreen(it) {
		t.Errorf("the link scrolled out of sight is on screen")
	}
	// Hard wrap: every column shows.
	v.SetWrap(doc.WrapHard)
	if !v.ColumnsOnScreen(it) {
		t.Errorf("with wrap: hard the link is off screen")
	}
}

// Scrolled sideways, the first n selects a link that shows, not one out of
// sight to the left on the same row (nor does it scroll back to it).
func TestStepPrefersLinkInSight(t *testing.T) {
	text := "[near](http://near) " + strings.Repeat("x", 60) + " [far](http://far)\n"
	v, s := newView(t, text, widgets.DocumentOptions{Wrap: doc.WrapNone}, 40, 5)
	draw(v, s)
	v.ScrollSideways(60)
	for _, dir := range []int{+1, -1} {
		it, res := v.Step(doc.Links{D: v.Document()}, -1, doc.Pos{}, dir)
		if res != widgets.Stepped {
			t.Fatalf("dir %d: no link found: %v", dir, res)
		}
		if l, _ := v.Document().Link(it.ID); l.Dest != "http://far" {
			t.Errorf("dir %d: stepped to %s, want the link in sight", dir, l.Dest)
		}
	}
}

// chopReference lays out row text as wrap: none shows it scrolled h
// columns, w wide, walking every cluster from the row's start: "" marks
// the second half of a wide character.
func chopReference(text string, h, w, tabWidth int) []string {
	cells := make([]string, w)
	for i := range cells {
		cells[i] = " "
	}
	col, state := 0, -1
	for i := 0; i < len(text); {
		n, cw, st := doc.Cluster(text[i:], state)
		state = st
		cell := text[i : i+n]
		if cw < 0 {
			cw, cell = doc.TabWidth(col, tabWidth), " "
		}
		i += n
		switch {
		case cw == 0:
			continue
		case col+cw-h > w: // does not fit: the rest stays blank
			return cells
		case col >= h && cw > 1 && cell != " ":
			cells[col-h], cells[col-h+1] = cell, ""
		case col >= h:
			for k := range cw {
				cells[col-h+k] = cell
			}
		}
		col += cw
	}
	return cells
}

// Scrolled sideways, a long row shows the columns it would show walked
// from its start: tabs, wide and combining characters, emoji, control
// tokens and links at every offset from the left edge.
func TestChopColumnsAsFromRowStart(t *testing.T) {
	piece := "ab\tc界d e\u0301f 👍🏽 [link](http://x/) \x01 🇫🇷x\t\t界界 "
	text := strings.Repeat(piece, 40) + "\n"
	const w = 23
	v, s := newView(t, text, widgets.DocumentOptions{Wrap: doc.WrapNone, TabWidth: 4}, w, 1)
	row := strings.TrimSuffix(v.Document().Chunk(0).Text, "\n")
	for h := 0; h < 300; h++ {
		v.ScrollSideways(h - v.State().HScroll)
		draw(v, s)
		want := chopReference(row, h, w, 4)
		for x, cell := range want {
			got, _, _ := s.Get(x, 0)
			if cell != "" && got != cell {
				t.Fatalf("scrolled %d, column %d shows %q, want %q (row %q)", h, x, got, cell, rowText(s, 0))
			}
		}
	}
}

// Far right on a row of links, the links still show in their style.
func TestChopLinkStyleFarRight(t *testing.T) {
	text := strings.Repeat("[a](http://x/) ", 5000) + "\n"
	v, s := newView(t, text, widgets.DocumentOptions{Wrap: doc.WrapNone}, 40, 1)
	v.ScrollSideways(4*3000 + 1)
	draw(v, s)
	if got := rowText(s, 0); !strings.HasPrefix(got, "a] [a] ") {
		t.Fatalf("row shows %q", got)
	}
	for x, want := range []tcell.Style{styleLink, styleLink, styleText, styleLink} {
		if _, st, _ := s.Get(x, 0); st != want {
			t.Errorf("column %d is %s, want %s", x, styleName(st), styleName(want))
		}
	}
}
