package widgets_test

import (
	"fmt"
	"strings"
	"testing"

	"lwl/widgets"
	"lwl/widgets/doc"
)

// numberedText is n lines "line 001" ...; the lines in links also hold a
// link "[link 001](http://example.com/1)". It ends with a line break.
func numberedText(n int, links ...int) string {
	has := map[int]bool{}
	for _, l := range links {
		has[l] = true
	}
	var b strings.Builder
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, "line %03d", i)
		if has[i] {
			fmt.Fprintf(&b, " [link %03d](http://example.com/%d)", i, i)
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// topLine is the number of the line at the top of the screen.
func topLine(v *widgets.DocumentView) int { return v.Document().LineOf(v.Top()) }

// scrollToLine puts line n at the top (as far as the end allows).
func scrollToLine(v *widgets.DocumentView, n int) {
	v.ScrollTo(v.Document().PosOfLine(n))
}

func checkRow(t *testing.T, v *widgets.DocumentView, y int, want string) {
	t.Helper()
	_, _, w, h := v.GetRect()
	s := newScreen(t, w, h)
	draw(v, s)
	if got := strings.TrimRight(rowText(s, y), " "); got != want {
		t.Errorf("row %d = %q, want %q", y, got, want)
	}
}

func TestScrollByStops(t *testing.T) {
	v, _ := newView(t, numberedText(100), widgets.DocumentOptions{}, 80, 10)
	if v.ScrollBy(-1) {
		t.Error("ScrollBy(-1) at the top reported a move")
	}
	if !v.ScrollBy(3) || topLine(v) != 4 {
		t.Errorf("ScrollBy(3): top line %d, want 4", topLine(v))
	}
	if !v.ScrollBy(1000) {
		t.Error("ScrollBy(1000) did not move")
	}
	if got := topLine(v); got != 91 {
		t.Errorf("ScrollBy(1000): top line %d, want 91 (last line at the bottom)", got)
	}
	checkRow(t, v, 9, "line 100")
	checkRow(t, v, 0, "line 091")
	if v.ScrollBy(1) {
		t.Error("ScrollBy(1) at the end reported a move")
	}
	if topLine(v) != 91 {
		t.Errorf("ScrollBy(1) at the end moved to line %d", topLine(v))
	}
	if !v.ScrollBy(-2) || topLine(v) != 89 {
		t.Errorf("ScrollBy(-2): top line %d, want 89", topLine(v))
	}
	if !v.ScrollBy(-1000) || topLine(v) != 1 || v.Top() != (doc.Pos{}) {
		t.Errorf("ScrollBy(-1000): top %v (line %d), want the start", v.Top(), topLine(v))
	}
	checkRow(t, v, 0, "line 001")
}

func TestScrollToEnd(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		rows       []string // the bottom rows after ScrollToEnd, last one last
	}{
		{"newline at end", numberedText(100), []string{"line 099", "line 100"}},
		{"no newline at end", strings.TrimSuffix(numberedText(100), "\n"), []string{"line 099", "line 100"}},
		{"blank last line", numberedText(100) + "\n", []string{"line 100", ""}},
		{"wrapped last line", numberedText(100) + pattern(170) + "\n", []string{pattern(170)[:80], pattern(170)[80:160], pattern(170)[160:]}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v, s := newView(t, tc.text, widgets.DocumentOptions{}, 80, 10)
			v.ScrollToEnd()
			draw(v, s)
			rows := screenRows(s)
			for i, want := range tc.rows {
				y := 10 - len(tc.rows) + i
				if got := strings.TrimRight(rows[y], " "); got != want {
					t.Errorf("row %d = %q, want %q", y, got, want)
				}
			}
			if v.ScrollBy(1) {
				t.Error("ScrollBy(1) after ScrollToEnd moved")
			}
		})
	}
	// A document shorter than the screen stays at its top.
	v, _ := newView(t, numberedText(5), widgets.DocumentOptions{}, 80, 10)
	v.ScrollToEnd()
	if v.Top() != (doc.Pos{}) {
		t.Errorf("short document: ScrollToEnd put %v at the top", v.Top())
	}
	if v.ScrollBy(1) {
		t.Error("short document: ScrollBy(1) moved")
	}
	scrollToLine(v, 3)
	if v.Top() != (doc.Pos{}) {
		t.Errorf("short document: ScrollTo(line 3) put %v at the top", v.Top())
	}
}

func TestScrollToLine(t *testing.T) {
	v, _ := newView(t, numberedText(100), widgets.DocumentOptions{}, 80, 10)
	for _, tc := range []struct{ line, top int }{
		{50, 50}, {1, 1}, {91, 91}, {92, 91}, {95, 91}, {100, 91}, {1000, 91}, {0, 1}, {37, 37},
	} {
		scrollToLine(v, tc.line)
		if got := topLine(v); got != tc.top {
			t.Errorf("ScrollTo(line %d): top line %d, want %d", tc.line, got, tc.top)
		}
		checkRow(t, v, 0, fmt.Sprintf("line %03d", tc.top))
	}
	// A position inside a wrapped line puts that row at the top.
	long := pattern(200)
	v, _ = newView(t, numberedText(20)+long+"\n"+numberedText(20), widgets.DocumentOptions{}, 80, 10)
	p := v.Document().PosOfLine(21)
	p.Off += 100
	v.ScrollTo(p)
	checkRow(t, v, 0, long[80:160])
}

// TestScrollEveryLine walks a document of several chunks one row at a time,
// down and up, across every chunk boundary.
func TestScrollEveryLine(t *testing.T) {
	var b strings.Builder
	const n = 6000
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, "line %05d %s\n", i, strings.Repeat("x", i%50))
	}
	v, s := newView(t, b.String(), widgets.DocumentOptions{}, 80, 10)
	if v.Document().NumChunks() < 3 {
		t.Fatalf("only %d chunks", v.Document().NumChunks())
	}
	for i := 1; i <= n-9; i++ {
		if got := topLine(v); got != i {
			t.Fatalf("scrolling down: top line %d, want %d", got, i)
		}
		draw(v, s)
		if want := fmt.Sprintf("line %05d ", i); !strings.HasPrefix(rowText(s, 0), want) {
			t.Fatalf("scrolling down: row 0 = %q, want %q...", rowText(s, 0), want)
		}
		if want := fmt.Sprintf("line %05d ", i+9); !strings.HasPrefix(rowText(s, 9), want) {
			t.Fatalf("scrolling down: row 9 = %q, want %q...", rowText(s, 9), want)
		}
		moved := v.ScrollBy(1)
		if moved != (i < n-9) {
			t.Fatalf("ScrollBy(1) from line %d reported moved=%v", i, moved)
		}
	}
	for i := n - 9; i >= 1; i-- {
		if got := topLine(v); got != i {
			t.Fatalf("scrolling up: top line %d, want %d", got, i)
		}
		v.ScrollBy(-1)
	}
	for _, line := range []int{1, 1000, 1500, 1600, 2500, 3000, 4000, 5000, n - 9} {
		scrollToLine(v, line)
		draw(v, s)
		if want := fmt.Sprintf("line %05d ", line); !strings.HasPrefix(rowText(s, 0), want) {
			t.Errorf("ScrollTo(line %d): row 0 = %q", line, rowText(s, 0))
		}
	}
}

// TestLongLineRowsFull: one line longer than a chunk is wrapped like any
// other line: every row but the last holds exactly the view's width, and
// the rows add up to the line.
func TestLongLineRowsFull(t *testing.T) {
	line := pattern(2*doc.ChunkSize + 1234)
	const w, h = 1000, 3 // wide rows keep the walk short
	v, s := newView(t, line+"\n", widgets.DocumentOptions{}, w, h)
	if v.Document().NumChunks() < 3 {
		t.Fatalf("only %d chunks", v.Document().NumChunks())
	}
	var got strings.Builder
	var short []string
	for {
		draw(v, s)
		trimmed := strings.TrimRight(rowText(s, 0), " ")
		if len(trimmed) != w && got.Len()+len(trimmed) < len(line) {
			short = append(short, fmt.Sprintf("row at byte %d holds %d cells", got.Len(), len(trimmed)))
		}
		got.WriteString(trimmed)
		if !v.ScrollBy(1) {
			break
		}
	}
	for y := 1; y < h; y++ { // the rest of the last screen
		got.WriteString(strings.TrimRight(rowText(s, y), " "))
	}
	if got.String() != line {
		t.Errorf("the rows do not add up to the line: %d bytes, want %d", got.Len(), len(line))
	}
	if len(short) > 0 {
		// Documented in the README ("Lines longer than 64 KiB"): each
		// chunk of such a line starts a row of its own.
		t.Logf("as documented, a line longer than a chunk (%d bytes) starts a row at each chunk: short rows at width %d: %v",
			doc.ChunkSize, w, short)
	}
}

func TestWidthChangeKeepsTop(t *testing.T) {
	// Lines of 100 distinct characters, hard-wrapped.
	var b strings.Builder
	for i := 1; i <= 60; i++ {
		fmt.Fprintf(&b, "L%02d%s\n", i, pattern(97))
	}
	text := b.String()

	// The top at a line's start stays at that line's start.
	v, s := newView(t, text, widgets.DocumentOptions{}, 40, 10)
	scrollToLine(v, 20)
	draw(v, s)
	before := rowText(s, 0)
	for _, w := range []int{60, 33, 120, 40} {
		v.SetRect(0, 0, w, 10)
		s2 := newScreen(t, w, 10)
		draw(v, s2)
		after := rowText(s2, 0)
		if !strings.HasPrefix(after, before[:min(len(before), w)]) && !strings.HasPrefix(before, strings.TrimRight(after, " ")) {
			t.Errorf("width 40 -> %d: top row %q, was %q", w, after, before)
		}
		if topLine(v) != 20 {
			t.Errorf("width %d: top line %d, want 20", w, topLine(v))
		}
	}

	// The top in the middle of a line: the text that was at the top-left
	// is still on the top row.
	v, s = newView(t, text, widgets.DocumentOptions{}, 40, 10)
	scrollToLine(v, 20)
	v.ScrollBy(1) // the second row of line 20: its characters 40..79
	draw(v, s)
	before = rowText(s, 0)
	v.SetRect(0, 0, 60, 10)
	s2 := newScreen(t, 60, 10)
	draw(v, s2)
	after := rowText(s2, 0)
	if !strings.Contains(after, before[:5]) {
		t.Errorf("width 40 -> 60: top row %q lost %q (top row was %q)", after, before[:5], before)
	}
	if topLine(v) != 20 {
		t.Errorf("width 40 -> 60: top line %d, want 20", topLine(v))
	}
}

// --- 5. selection rules ------------------------------------------------------

// Links on known lines of a 100-line document shown 10 rows at a time.
var stepLinks = []int{3, 6, 9, 25, 27, 50, 80}

// linkOnLine is the link on line n.
func linkOnLine(t *testing.T, d *doc.Document, n int) doc.Item {
	t.Helper()
	it, ok := doc.Links{D: d}.From(d.PosOfLine(n))
	if !ok || d.LineOf(it.Start) != n {
		t.Fatalf("no link on line %d", n)
	}
	return it
}

// expect returns the function a case reports failures with. A case may
// name the mistake it guards against; it fails like any other.
func expect(t *testing.T, _ string) func(format string, args ...any) { return t.Errorf }

func TestStep(t *testing.T) {
	const (
		n = +1
		N = -1
	)
	for _, tc := range []struct {
		name    string
		top     int // line at the top before the step
		sel     int // line of the selected link, 0 for none
		dir     int
		result  widgets.StepResult
		want    int // line of the link stepped to
		wantTop int // line at the top after the step
		bug     string
	}{
		{"none/n first visible", 1, 0, n, widgets.Stepped, 3, 1, ""},
		{"none/N last visible", 1, 0, N, widgets.Stepped, 9, 1, ""},
		{"none/n first below", 11, 0, n, widgets.Stepped, 25, 16, "below: least movement"},
		{"none/N last above", 11, 0, N, widgets.Stepped, 9, 9, ""},
		{"none/n from the middle", 21, 0, n, widgets.Stepped, 25, 21, ""},
		{"none/N from the middle", 21, 0, N, widgets.Stepped, 27, 21, ""},
		{"none/n past the last", 91, 0, n, widgets.NoMore, 0, 91, ""},
		{"none/N above the end", 91, 0, N, widgets.Stepped, 80, 80, ""},

		{"on/n next", 1, 3, n, widgets.Stepped, 6, 1, ""},
		{"on/N previous", 1, 6, N, widgets.Stepped, 3, 1, ""},
		{"on/N before the first", 1, 3, N, widgets.AlreadyAtFirst, 0, 1, ""},
		{"on/n past the last", 75, 80, n, widgets.NoMore, 0, 75, ""},
		{"on/n below: least movement", 1, 9, n, widgets.Stepped, 25, 16, "below: least movement"},
		{"on/N above: least movement", 24, 25, N, widgets.Stepped, 9, 9, ""},
		{"on/n next on screen, bottom row", 18, 25, n, widgets.Stepped, 27, 18, ""},

		{"off below/n first visible", 21, 80, n, widgets.Stepped, 25, 21, ""},
		{"off below/N last visible", 21, 80, N, widgets.Stepped, 27, 21, ""},
		{"off above/n first visible", 21, 3, n, widgets.Stepped, 25, 21, ""},
		{"off above/N last visible", 21, 3, N, widgets.Stepped, 27, 21, ""},
		{"off/n nothing visible: first below", 11, 3, n, widgets.Stepped, 25, 16, "below: least movement"},
		{"off/N nothing visible: last above", 11, 80, N, widgets.Stepped, 9, 9, ""},
		{"off/n past the last", 91, 50, n, widgets.NoMore, 0, 91, ""},
		{"off/N nothing above", 1, 80, N, widgets.Stepped, 9, 1, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v, _ := newView(t, numberedText(100, stepLinks...), widgets.DocumentOptions{}, 80, 10)
			d := v.Document()
			scrollToLine(v, tc.top)
			if topLine(v) != tc.top {
				t.Fatalf("setup: top line %d, want %d", topLine(v), tc.top)
			}
			sel, selStart := int64(-1), doc.Pos{}
			if tc.sel > 0 {
				it := linkOnLine(t, d, tc.sel)
				sel, selStart = it.ID, it.Start
			}
			v.SelectLink(sel)
			errorf := expect(t, tc.bug)
			it, res := v.Step(doc.Links{D: d}, sel, selStart, tc.dir)
			if res != tc.result {
				t.Fatalf("result %v, want %v", res, tc.result)
			}
			if v.SelectedLink() != sel {
				t.Errorf("Step changed the view's selection to %d", v.SelectedLink())
			}
			if tc.result == widgets.Stepped {
				want := linkOnLine(t, d, tc.want)
				if it != want {
					t.Errorf("stepped to %+v (line %d), want line %d", it, d.LineOf(it.Start), tc.want)
				}
				if !v.OnScreen(it.Start) {
					t.Errorf("the new link (line %d) is not on screen", d.LineOf(it.Start))
				}
			}
			if got := topLine(v); got != tc.wantTop {
				errorf("top line %d after the step, want %d", got, tc.wantTop)
			}
		})
	}
}

// TestStepAll steps n through every link from the top and N back, as the
// app does: select what Step returns.
func TestStepAll(t *testing.T) {
	v, s := newView(t, numberedText(100, stepLinks...), widgets.DocumentOptions{}, 80, 10)
	d := v.Document()
	items := doc.Links{D: d}
	sel, selStart := int64(-1), doc.Pos{}
	step := func(dir int) widgets.StepResult {
		it, r := v.Step(items, sel, selStart, dir)
		if r == widgets.Stepped {
			sel, selStart = it.ID, it.Start
			v.SelectLink(sel)
		}
		return r
	}
	var lines []int
	for step(+1) == widgets.Stepped {
		lines = append(lines, d.LineOf(selStart))
		// The selected link is drawn link-active on screen.
		draw(v, s)
		y := d.LineOf(selStart) - topLine(v)
		if y < 0 || y >= 10 {
			t.Fatalf("link on line %d is not on screen (top %d)", d.LineOf(selStart), topLine(v))
		}
		if st := styleAt(s, len("line 000 "), y); st != styleLinkActive {
			t.Errorf("link on line %d drawn %s", d.LineOf(selStart), styleName(st))
		}
	}
	if fmt.Sprint(lines) != fmt.Sprint(stepLinks) {
		t.Errorf("n visited lines %v, want %v", lines, stepLinks)
	}
	if step(+1) != widgets.NoMore || d.LineOf(selStart) != 80 {
		t.Error("n after the last: want NoMore, selection kept")
	}
	lines = lines[:0]
	for step(-1) == widgets.Stepped {
		lines = append(lines, d.LineOf(selStart))
	}
	if want := "[50 27 25 9 6 3]"; fmt.Sprint(lines) != want {
		t.Errorf("N visited lines %v, want %s", lines, want)
	}
	if step(-1) != widgets.AlreadyAtFirst || d.LineOf(selStart) != 3 {
		t.Error("N before the first: want AlreadyAtFirst, selection kept")
	}
}

// TestStepNested: links are stepped in order of their start, outer before
// inner (the C original had this backwards).
func TestStepNested(t *testing.T) {
	v, _ := newView(t, "[a [b](x) c](y) [d](z)\n", widgets.DocumentOptions{}, 40, 5)
	d := v.Document()
	items := doc.Links{D: d}
	sel, selStart := int64(-1), doc.Pos{}
	// walk steps in dir until Step stops, which it must do with end, and
	// returns the destinations selected on the way.
	walk := func(dir int, end widgets.StepResult) string {
		var dests []string
		for {
			it, r := v.Step(items, sel, selStart, dir)
			if r != widgets.Stepped {
				if r != end {
					t.Errorf("stepping %+d stopped with %v, want %v", dir, r, end)
				}
				return strings.Join(dests, " ")
			}
			sel, selStart = it.ID, it.Start
			l, _ := d.Link(it.ID)
			dests = append(dests, l.Dest)
		}
	}
	if got := walk(+1, widgets.NoMore); got != "y x z" {
		t.Errorf("n stepped %q, want %q", got, "y x z")
	}
	if got := walk(-1, widgets.AlreadyAtFirst); got != "x y" {
		t.Errorf("N stepped %q, want %q", got, "x y")
	}
}

// TestStepTallLink: a link taller than the screen below it is scrolled to
// show its start.
func TestStepTallLink(t *testing.T) {
	text := numberedText(20) + "[" + pattern(80*12) + "](http://tall)\n" + numberedText(20)
	v, s := newView(t, text, widgets.DocumentOptions{}, 80, 10)
	errorf := expect(t, "ScrollIntoView shows the last screen of an item taller than the screen, not its start "+
		"(navigate.go ScrollIntoView: nothing caps top at the item's start row)")
	it, r := v.Step(doc.Links{D: v.Document()}, -1, doc.Pos{}, +1)
	if r != widgets.Stepped {
		t.Fatalf("result %v", r)
	}
	if v.Top() != it.Start {
		errorf("top %v, want the link's start %v", v.Top(), it.Start)
	}
	v.SelectLink(it.ID)
	draw(v, s)
	if str, st, _ := s.Get(0, 0); str != "[" || st != styleLinkActive {
		errorf("cell (0,0) = %q %s, want the link's [ link-active", str, styleName(st))
	}
}

// TestStepWrappedLinkBelow: a link that wraps over two rows below the
// screen is scrolled up until its end is on the bottom row.
func TestStepWrappedLinkBelow(t *testing.T) {
	text := numberedText(20) + "text " + "[" + pattern(100) + "](http://wrapped)\n" + numberedText(20)
	v, s := newView(t, text, widgets.DocumentOptions{}, 80, 10)
	scrollToLine(v, 5)
	errorf := expect(t, "")
	it, r := v.Step(doc.Links{D: v.Document()}, -1, doc.Pos{}, +1)
	if r != widgets.Stepped {
		t.Fatalf("result %v", r)
	}
	v.SelectLink(it.ID)
	draw(v, s)
	// Line 21 takes rows 8 and 9; line 13 is at the top.
	if got := topLine(v); got != 13 {
		errorf("top line %d, want 13", got)
	}
	if str, st, _ := s.Get(5, 8); str != "[" || st != styleLinkActive {
		errorf("cell (5,8) = %q %s, want the link's [", str, styleName(st))
	}
	if got := strings.TrimRight(rowText(s, 9), " "); !strings.HasSuffix(got, "]") {
		errorf("bottom row %q does not end with the link's ]", got)
	}
}

func TestScrollingKeepsSelection(t *testing.T) {
	v, _ := newView(t, numberedText(100, stepLinks...), widgets.DocumentOptions{Wrap: doc.WrapNone}, 80, 10)
	it := linkOnLine(t, v.Document(), 6)
	v.SelectLink(it.ID)
	for name, f := range map[string]func(){
		"ScrollBy(5)":       func() { v.ScrollBy(5) },
		"ScrollBy(-3)":      func() { v.ScrollBy(-3) },
		"ScrollBy(1000)":    func() { v.ScrollBy(1000) },
		"ScrollToEnd":       v.ScrollToEnd,
		"ScrollToTop":       v.ScrollToTop,
		"ScrollTo(line 60)": func() { scrollToLine(v, 60) },
		"ScrollSideways(4)": func() { v.ScrollSideways(4) },
		"SetRect":           func() { v.SetRect(0, 0, 50, 7) },
	} {
		f()
		if v.SelectedLink() != it.ID {
			t.Errorf("%s changed the selection to %d", name, v.SelectedLink())
		}
	}
}
