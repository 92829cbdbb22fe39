package widgets_test

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"

	"lwl/widgets"
	"lwl/widgets/doc"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/golden")

// Distinct styles per kind, so that every cell's style says what drew it.
var (
	styleText        = tcell.StyleDefault.Foreground(tcell.ColorGreen)
	styleLink        = tcell.StyleDefault.Underline(true)
	styleLinkActive  = tcell.StyleDefault.Reverse(true)
	styleMatch       = tcell.StyleDefault.Italic(true)
	styleMatchActive = tcell.StyleDefault.Italic(true).Reverse(true)
	styleControl     = tcell.StyleDefault.Bold(true)

	testStyles = widgets.DocumentStyles{
		Text:        styleText,
		Link:        styleLink,
		LinkActive:  styleLinkActive,
		Match:       styleMatch,
		MatchActive: styleMatchActive,
		Control:     styleControl,
	}
)

func styleName(st tcell.Style) string {
	switch st {
	case styleText:
		return "text"
	case styleLink:
		return "link"
	case styleLinkActive:
		return "link-active"
	case styleMatch:
		return "match"
	case styleMatchActive:
		return "match-active"
	case styleControl:
		return "control"
	case tcell.StyleDefault:
		return "default"
	}
	return fmt.Sprintf("%v", st)
}

// newScreen makes a simulation screen of w x h cells.
func newScreen(t testing.TB, w, h int) tcell.SimulationScreen {
	t.Helper()
	s := tcell.NewSimulationScreen("UTF-8")
	if err := s.Init(); err != nil {
		t.Fatal(err)
	}
	s.SetSize(w, h) // after Init, which resets the size
	t.Cleanup(s.Fini)
	return s
}

// newView makes a view of text filling a w x h screen.
func newView(t testing.TB, text string, opts widgets.DocumentOptions, w, h int) (*widgets.DocumentView, tcell.SimulationScreen) {
	t.Helper()
	s := newScreen(t, w, h)
	d := doc.New(doc.BytesSource(text), doc.ParseOptions{})
	v := widgets.NewDocumentView(d, opts, testStyles)
	v.SetRect(0, 0, w, h)
	return v, s
}

func readFile(t testing.TB, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// draw draws v and shows the frame.
func draw(v interface{ Draw(tcell.Screen) }, s tcell.Screen) {
	v.Draw(s)
	s.Show()
}

// rowText is row y of the screen as text: each cell's grapheme, the second
// half of a wide character skipped.
func rowText(s tcell.Screen, y int) string {
	w, _ := s.Size()
	var b strings.Builder
	for x := 0; x < w; {
		str, _, cw := s.Get(x, y)
		if str == "" {
			str = " "
		}
		b.WriteString(str)
		x += max(cw, 1)
	}
	return b.String()
}

// screenRows is the whole screen, one string a row, trailing blanks kept.
func screenRows(s tcell.Screen) []string {
	_, h := s.Size()
	rows := make([]string, h)
	for y := range rows {
		rows[y] = rowText(s, y)
	}
	return rows
}

// screenText is the screen as the golden files hold it: trailing blanks
// removed from every row.
func screenText(s tcell.Screen) string {
	var b strings.Builder
	for _, r := range screenRows(s) {
		b.WriteString(strings.TrimRight(r, " "))
		b.WriteByte('\n')
	}
	return b.String()
}

// contentsText is the screen as the simulated terminal shows it (what Show
// sent), so the golden test also checks that Show saw every cell.
func contentsText(s tcell.SimulationScreen) string {
	cells, w, h := s.GetContents()
	var b strings.Builder
	for y := 0; y < h; y++ {
		var row strings.Builder
		for x := 0; x < w; x++ {
			c := cells[y*w+x]
			str := string(c.Runes)
			if str == "" {
				str = " "
			}
			row.WriteString(str)
			if _, _, cw := s.Get(x, y); cw == 2 {
				x++
			}
		}
		b.WriteString(strings.TrimRight(row.String(), " "))
		b.WriteByte('\n')
	}
	return b.String()
}

func styleAt(s tcell.Screen, x, y int) tcell.Style {
	_, st, _ := s.Get(x, y)
	return st
}

func checkGolden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("..", "testdata", "golden", name)
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./widgets/ -update to create it)", err)
	}
	if got != string(want) {
		gl, wl := strings.Split(got, "\n"), strings.Split(string(want), "\n")
		for i := 0; i < max(len(gl), len(wl)); i++ {
			var g, w string
			if i < len(gl) {
				g = gl[i]
			}
			if i < len(wl) {
				w = wl[i]
			}
			if g != w {
				t.Errorf("%s: row %d differs:\n got  %q\n want %q", name, i, g, w)
			}
		}
	}
}

// --- 1. golden screens -----------------------------------------------------

func TestGoldenCurrent(t *testing.T) {
	text := readFile(t, "../testdata/current.md")
	for _, tc := range []struct {
		w, h   int
		golden string
	}{
		{120, 40, "current-120x40.txt"},
		{40, 10, "current-40x10.txt"},
	} {
		t.Run(tc.golden, func(t *testing.T) {
			v, s := newView(t, text, widgets.DocumentOptions{}, tc.w, tc.h)
			draw(v, s)
			got := screenText(s)
			checkGolden(t, tc.golden, got)
			if shown := contentsText(s); shown != got {
				t.Errorf("the terminal shows something else than the cell buffer holds:\n%s", shown)
			}
		})
	}
}

// firstLink is the first link of d.
func firstLink(t testing.TB, d *doc.Document) doc.Item {
	t.Helper()
	it, ok := doc.Links{D: d}.From(doc.Pos{})
	if !ok {
		t.Fatal("document has no link")
	}
	return it
}

func TestGoldenCurrentStyles(t *testing.T) {
	const w, h = 120, 40
	v, s := newView(t, readFile(t, "../testdata/current.md"), widgets.DocumentOptions{}, w, h)
	draw(v, s)
	const label = "[https://datatracker.ietf.org/doc/html/rfc3986]"
	row := rowText(s, 0)
	x0 := strings.Index(row, label)
	if x0 < 0 {
		t.Fatalf("row 0 %q lacks %q", row, label)
	}
	x1 := x0 + len(label)
	check := func(inLink tcell.Style) {
		t.Helper()
		for x := 0; x < w; x++ {
			want := styleText
			if x >= x0 && x < x1 {
				want = inLink
			}
			if got := styleAt(s, x, 0); got != want {
				t.Errorf("cell (%d,0) %q: style %s, want %s", x, row[x:x+1], styleName(got), styleName(want))
			}
		}
	}
	check(styleLink)

	it := firstLink(t, v.Document())
	if l, ok := v.Document().Link(it.ID); !ok || l.Dest != "https://datatracker.ietf.org/doc/html/rfc3986" {
		t.Fatalf("first link is %+v", l)
	}
	v.SelectLink(it.ID)
	draw(v, s)
	check(styleLinkActive)

	// The rest of the screen holds no active link.
	for y := 1; y < h; y++ {
		for x := 0; x < w; x++ {
			if st := styleAt(s, x, y); st == styleLinkActive {
				t.Fatalf("cell (%d,%d) is link-active", x, y)
			}
		}
	}
}

// --- 2. wrap modes -----------------------------------------------------------

// pattern is n distinct-looking printable characters.
func pattern(n int) string {
	const alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	b := make([]byte, n)
	for i := range b {
		b[i] = alphabet[i%len(alphabet)]
	}
	return string(b)
}

func TestWrapHard(t *testing.T) {
	line := pattern(130)
	v, s := newView(t, line+"\nnext\n", widgets.DocumentOptions{Wrap: doc.WrapHard}, 120, 5)
	draw(v, s)
	rows := screenRows(s)
	if rows[0] != line[:120] {
		t.Errorf("row 0 = %q, want %q", rows[0], line[:120])
	}
	if got := strings.TrimRight(rows[1], " "); got != line[120:] {
		t.Errorf("row 1 = %q, want the last 10 chars %q", got, line[120:])
	}
	if got := strings.TrimRight(rows[2], " "); got != "next" {
		t.Errorf("row 2 = %q, want %q", got, "next")
	}
	if v.ScrollSideways(8) {
		t.Error("ScrollSideways moved in hard wrap mode")
	}
}

func TestWrapWord(t *testing.T) {
	const text = "alpha beta gamma delta epsilon zeta eta theta\n"
	v, s := newView(t, text, widgets.DocumentOptions{Wrap: doc.WrapWord}, 20, 5)
	draw(v, s)
	rows := screenRows(s)
	want := []string{"alpha beta gamma", "delta epsilon zeta", "eta theta", "", ""}
	for i, w := range want {
		if got := strings.TrimRight(rows[i], " "); got != w {
			t.Errorf("row %d = %q, want %q", i, got, w)
		}
	}
	// A word longer than the row is broken at the last cell.
	long := pattern(25)
	v, s = newView(t, "ab "+long+"\n", widgets.DocumentOptions{Wrap: doc.WrapWord}, 20, 4)
	draw(v, s)
	rows = screenRows(s)
	for i, w := range []string{"ab", long[:20], long[20:]} {
		if got := strings.TrimRight(rows[i], " "); got != w {
			t.Errorf("long word: row %d = %q, want %q", i, got, w)
		}
	}
}

func TestWrapNone(t *testing.T) {
	line := pattern(130)
	v, s := newView(t, line+"\nshort\n", widgets.DocumentOptions{Wrap: doc.WrapNone}, 120, 4)
	draw(v, s)
	rows := screenRows(s)
	if rows[0] != line[:120] {
		t.Errorf("row 0 = %q, want %q", rows[0], line[:120])
	}
	if got := strings.TrimRight(rows[1], " "); got != "short" {
		t.Errorf("row 1 = %q, want the next line, chopped not wrapped", got)
	}
	if !v.ScrollSideways(8) {
		t.Fatal("ScrollSideways(8) did not move")
	}
	draw(v, s)
	rows = screenRows(s)
	if rows[0] != line[8:128] {
		t.Errorf("after ScrollSideways(8) row 0 = %q, want %q", rows[0], line[8:128])
	}
	if got := strings.TrimRight(rows[1], " "); got != "" {
		t.Errorf("after ScrollSideways(8) row 1 = %q, want blank (\"short\" scrolled off)", got)
	}
	if !v.ScrollSideways(-8) || v.ScrollSideways(-1) {
		t.Error("ScrollSideways back to 0 and not beyond")
	}
	draw(v, s)
	if got := rowText(s, 0); got != line[:120] {
		t.Errorf("scrolled back: row 0 = %q", got)
	}
}

func TestWrapNoneWideAtLeftEdge(t *testing.T) {
	// Scrolling by one column cuts the first wide character in half: its
	// remaining cell is blank, the rest is shifted by exactly one column.
	v, s := newView(t, "中文abc\n", widgets.DocumentOptions{Wrap: doc.WrapNone}, 10, 2)
	v.ScrollSideways(1)
	draw(v, s)
	if got := strings.TrimRight(rowText(s, 0), " "); got != " 文abc" {
		t.Errorf("row 0 = %q, want %q", got, " 文abc")
	}
}

func TestWrapWideAtLastColumn(t *testing.T) {
	for _, mode := range []doc.WrapMode{doc.WrapHard, doc.WrapWord} {
		t.Run(fmt.Sprint(mode), func(t *testing.T) {
			v, s := newView(t, "abcdefghi中x\n", widgets.DocumentOptions{Wrap: mode}, 10, 3)
			draw(v, s)
			if got := rowText(s, 0); got != "abcdefghi " {
				t.Errorf("row 0 = %q, want %q", got, "abcdefghi ")
			}
			if str, _, _ := s.Get(9, 0); str != " " {
				t.Errorf("last column holds %q, want blank", str)
			}
			if str, _, cw := s.Get(0, 1); str != "中" || cw != 2 {
				t.Errorf("row 1 starts with %q (width %d), want 中 (width 2)", str, cw)
			}
			if got := strings.TrimRight(rowText(s, 1), " "); got != "中x" {
				t.Errorf("row 1 = %q, want %q", got, "中x")
			}
		})
	}
	// In none mode the wide character is chopped, never split.
	v, s := newView(t, "abcdefghi中x\n", widgets.DocumentOptions{Wrap: doc.WrapNone}, 10, 3)
	draw(v, s)
	if got := rowText(s, 0); got != "abcdefghi " {
		t.Errorf("none: row 0 = %q, want %q", got, "abcdefghi ")
	}
}

func TestTabs(t *testing.T) {
	v, s := newView(t, "a\tb\tc\nabcdefgh\tx\n\ty\n", widgets.DocumentOptions{}, 40, 4)
	draw(v, s)
	rows := screenRows(s)
	want := []string{
		"a       b       c",
		"abcdefgh        x",
		"        y",
	}
	for i, w := range want {
		if got := strings.TrimRight(rows[i], " "); got != w {
			t.Errorf("row %d = %q, want %q", i, got, w)
		}
	}
	// The tab's cells are blanks in the text style, never a raw tab.
	for x := 1; x < 8; x++ {
		if str, st, _ := s.Get(x, 0); str != " " || st != styleText {
			t.Errorf("tab cell (%d,0) = %q %s", x, str, styleName(st))
		}
	}

	// A configured tab width of 4.
	v, s = newView(t, "a\tb\tc\n", widgets.DocumentOptions{TabWidth: 4}, 40, 1)
	draw(v, s)
	if got := strings.TrimRight(rowText(s, 0), " "); got != "a   b   c" {
		t.Errorf("tab width 4: %q", got)
	}
}

func TestPadding(t *testing.T) {
	line := pattern(20)
	v, s := newView(t, line+"\n", widgets.DocumentOptions{Padding: 2}, 12, 4)
	draw(v, s)
	rows := screenRows(s)
	want := []string{
		"  " + line[0:8] + "  ",
		"  " + line[8:16] + "  ",
		"  " + line[16:20] + "      ",
		"            ",
	}
	for i, w := range want {
		if rows[i] != w {
			t.Errorf("row %d = %q, want %q", i, rows[i], w)
		}
	}
	for y := 0; y < 4; y++ {
		for _, x := range []int{0, 1, 10, 11} {
			if str, st, _ := s.Get(x, y); str != " " || st != styleText {
				t.Errorf("padding cell (%d,%d) = %q %s", x, y, str, styleName(st))
			}
		}
	}
}

// --- 3. precedence -----------------------------------------------------------

func rowStyles(s tcell.Screen, y, n int) []string {
	out := make([]string, n)
	for x := range out {
		out[x] = styleName(styleAt(s, x, y))
	}
	return out
}

func TestNestedLinkPrecedence(t *testing.T) {
	v, s := newView(t, "[a [b](x) c](y)\n", widgets.DocumentOptions{}, 20, 2)
	d := v.Document()
	outer, ok := doc.Links{D: d}.From(doc.Pos{})
	if !ok {
		t.Fatal("no links")
	}
	inner, ok := doc.Links{D: d}.After(outer.ID)
	if !ok {
		t.Fatal("only one link")
	}
	if l, _ := d.Link(outer.ID); l.Dest != "y" {
		t.Fatalf("first link (outer) has destination %q, want y", l.Dest)
	}
	if l, _ := d.Link(inner.ID); l.Dest != "x" {
		t.Fatalf("second link (inner) has destination %q, want x", l.Dest)
	}

	draw(v, s)
	const shown = "[a [b] c]"
	if got := strings.TrimRight(rowText(s, 0), " "); got != shown {
		t.Fatalf("row 0 = %q, want %q", got, shown)
	}
	const (
		L = "link"
		A = "link-active"
		T = "text"
	)
	for _, tc := range []struct {
		name string
		sel  int64
		want []string
	}{
		// "[a [b] c]" then text
		{"none", -1, []string{L, L, L, L, L, L, L, L, L, T}},
		{"outer", outer.ID, []string{A, A, A, A, A, A, A, A, A, T}},
		{"inner", inner.ID, []string{L, L, L, A, A, A, L, L, L, T}},
	} {
		v.SelectLink(tc.sel)
		draw(v, s)
		got := rowStyles(s, 0, len(tc.want))
		if strings.Join(got, " ") != strings.Join(tc.want, " ") {
			t.Errorf("selected %s:\n got  %v\n want %v", tc.name, got, tc.want)
		}
	}
}

// Of spans over one cell, the active span wins, then the innermost
// (latest start), then match over link.
func TestMatchPrecedence(t *testing.T) {
	const (
		T  = "text"
		L  = "link"
		A  = "link-active"
		M  = "match"
		MA = "match-active"
	)
	// "[a link here] and link": "link" matches inside the link (3..7) and
	// after it (18..22).
	v, s := newView(t, "[a link here](x) and link\n", widgets.DocumentOptions{}, 30, 2)
	d := v.Document()
	link := firstLink(t, d)
	q, err := doc.CompileQuery("link")
	if err != nil {
		t.Fatal(err)
	}
	m := doc.NewMatches(d, q)
	v.SetMatches(m)
	inLink, ok := m.From(doc.Pos{})
	if !ok {
		t.Fatal("no match")
	}
	after, ok := m.After(inLink.ID)
	if !ok {
		t.Fatal("one match only")
	}
	draw(v, s)
	if got := strings.TrimRight(rowText(s, 0), " "); got != "[a link here] and link" {
		t.Fatalf("row 0 = %q", got)
	}
	for _, tc := range []struct {
		name        string
		link, match int64
		want        []string
	}{
		// [  a  _  l  i  n  k  _  h  e  r  e  ]  _  a  n  d  _  l  i  n  k  _
		{"nothing selected", -1, -1,
			[]string{L, L, L, M, M, M, M, L, L, L, L, L, L, T, T, T, T, T, M, M, M, M, T}},
		{"match in link selected", -1, inLink.ID,
			[]string{L, L, L, MA, MA, MA, MA, L, L, L, L, L, L, T, T, T, T, T, M, M, M, M, T}},
		{"other match selected", -1, after.ID,
			[]string{L, L, L, M, M, M, M, L, L, L, L, L, L, T, T, T, T, T, MA, MA, MA, MA, T}},
		{"link selected", link.ID, -1,
			[]string{A, A, A, A, A, A, A, A, A, A, A, A, A, T, T, T, T, T, M, M, M, M, T}},
		{"both selected", link.ID, inLink.ID,
			[]string{A, A, A, MA, MA, MA, MA, A, A, A, A, A, A, T, T, T, T, T, M, M, M, M, T}},
	} {
		v.SelectLink(tc.link)
		v.SelectMatch(tc.match)
		draw(v, s)
		got := rowStyles(s, 0, len(tc.want))
		if strings.Join(got, " ") != strings.Join(tc.want, " ") {
			t.Errorf("%s:\n got  %v\n want %v", tc.name, got, tc.want)
		}
	}

	// A match that starts where the link starts: neither is innermost, so
	// the match wins over the link.
	q, err = doc.CompileQuery(`\[a li`)
	if err != nil {
		t.Fatal(err)
	}
	v.SetMatches(doc.NewMatches(d, q))
	v.SelectLink(-1)
	v.SelectMatch(-1)
	draw(v, s)
	want := []string{M, M, M, M, M, L, L, L, L, L, L, L, L, T}
	if got := rowStyles(s, 0, len(want)); strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("match at the link's start:\n got  %v\n want %v", got, want)
	}
	v.SetMatches(nil)
	draw(v, s)
	want = []string{L, L, L, L, L, L, L, L, L, L, L, L, L, T}
	if got := rowStyles(s, 0, len(want)); strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("matches cleared:\n got  %v\n want %v", got, want)
	}
}

func TestControlStyle(t *testing.T) {
	v, s := newView(t, "a\x1b\nb\x07c\n[x\x01y](d)\n", widgets.DocumentOptions{}, 20, 4)
	draw(v, s)
	rows := screenRows(s)
	for i, w := range []string{"a<1B>", "b<07>c", "[x<01>y]"} {
		if got := strings.TrimRight(rows[i], " "); got != w {
			t.Errorf("row %d = %q, want %q", i, got, w)
		}
	}
	check := func(y int, want []string) {
		t.Helper()
		got := rowStyles(s, y, len(want))
		if strings.Join(got, " ") != strings.Join(want, " ") {
			t.Errorf("row %d styles:\n got  %v\n want %v", y, got, want)
		}
	}
	const C, T, L, A = "control", "text", "link", "link-active"
	check(0, []string{T, C, C, C, C, T})
	check(1, []string{T, C, C, C, C, T, T})
	// A control token inside a link's text is the innermost span (latest
	// start), drawn in the control style, unless the link is
	// selected: the active span wins.
	check(2, []string{L, L, C, C, C, C, L, L, T})
	v.SelectLink(linkOnLine(t, v.Document(), 3).ID)
	draw(v, s)
	check(2, []string{A, A, A, A, A, A, A, A, T})
	// Nothing on screen is a raw control byte.
	for y, r := range rows {
		for _, c := range r {
			if c < 0x20 || c == 0x7F || (c >= 0x80 && c < 0xA0) {
				t.Errorf("row %d holds raw control %U", y, c)
			}
		}
	}
}

// --- 6. damage tracking --------------------------------------------------------

// countingScreen counts, for every cell, how often a frame wrote it (a wide
// character's Put covers two cells).
type countingScreen struct {
	tcell.Screen
	counts map[[2]int]int
	other  []string
}

func newCountingScreen(s tcell.Screen) *countingScreen {
	return &countingScreen{Screen: s, counts: map[[2]int]int{}}
}

func (c *countingScreen) reset() { clear(c.counts); c.other = nil }

func (c *countingScreen) Put(x, y int, str string, st tcell.Style) (string, int) {
	rest, w := c.Screen.Put(x, y, str, st)
	for i := 0; i < max(w, 1); i++ {
		c.counts[[2]int{x + i, y}]++
	}
	return rest, w
}

func (c *countingScreen) SetContent(x, y int, r rune, comb []rune, st tcell.Style) {
	c.counts[[2]int{x, y}]++
	c.Screen.SetContent(x, y, r, comb, st)
}

func (c *countingScreen) SetCell(x, y int, st tcell.Style, ch ...rune) {
	c.counts[[2]int{x, y}]++
	c.Screen.SetCell(x, y, st, ch...)
}

func (c *countingScreen) PutStr(x, y int, str string) {
	c.other = append(c.other, "PutStr")
	c.Screen.PutStr(x, y, str)
}

func (c *countingScreen) PutStrStyled(x, y int, str string, st tcell.Style) {
	c.other = append(c.other, "PutStrStyled")
	c.Screen.PutStrStyled(x, y, str, st)
}

func (c *countingScreen) Clear() {
	c.other = append(c.other, "Clear")
	c.Screen.Clear()
}

func (c *countingScreen) Fill(r rune, st tcell.Style) {
	c.other = append(c.other, "Fill")
	c.Screen.Fill(r, st)
}

// problems lists the cells of the last frame written other than once
// inside the rect, and any written outside it.
func (c *countingScreen) problems(rx, ry, rw, rh int) []string {
	var out []string
	for _, o := range c.other {
		out = append(out, "Draw called "+o)
	}
	for y := ry; y < ry+rh; y++ {
		for x := rx; x < rx+rw; x++ {
			if n := c.counts[[2]int{x, y}]; n != 1 {
				out = append(out, fmt.Sprintf("cell (%d,%d) written %d times, want 1", x, y, n))
			}
		}
	}
	for k, n := range c.counts {
		if k[0] < rx || k[0] >= rx+rw || k[1] < ry || k[1] >= ry+rh {
			out = append(out, fmt.Sprintf("cell (%d,%d) outside the rect (%d,%d %dx%d) written %d times",
				k[0], k[1], rx, ry, rw, rh, n))
		}
	}
	return out
}

// checkOnce asserts that the last frame wrote every cell of the rect
// exactly once and nothing outside it.
func (c *countingScreen) checkOnce(t *testing.T, what string, rx, ry, rw, rh int) {
	t.Helper()
	p := c.problems(rx, ry, rw, rh)
	for i, msg := range p {
		if i == 10 {
			t.Errorf("%s: %d bad cells in all", what, len(p))
			break
		}
		t.Errorf("%s: %s", what, msg)
	}
}

// mixedText has links, nesting, controls, tabs, wide characters, combining
// marks and long lines: every path of drawRow.
const mixedText = "Retrieved from [https://example.com/](https://example.com/) today.\n" +
	"\ttab\tstops\there [a [b](x) c](y) and\x1bcontrol\x07bytes\n" +
	"中文字符 wide 日本語テキスト and e\u0301 combining, 👍🏽 emoji " + "[a link that is long enough to wrap over the edge of a narrow view](z)\n" +
	"\n" +
	"a very long line " + "0123456789 abcdefghij ABCDEFGHIJ 中文字符中文字符 0123456789 abcdefghij ABCDEFGHIJ\n" +
	"last line"

func TestDrawWritesEachCellOnce(t *testing.T) {
	current := readFile(t, "../testdata/current.md")
	for _, tc := range []struct {
		name string
		text string
		opts widgets.DocumentOptions
	}{
		{"current", current, widgets.DocumentOptions{}},
		{"mixed-hard", mixedText, widgets.DocumentOptions{}},
		{"mixed-word", mixedText, widgets.DocumentOptions{Wrap: doc.WrapWord}},
		{"mixed-none", mixedText, widgets.DocumentOptions{Wrap: doc.WrapNone}},
		{"mixed-padding", mixedText, widgets.DocumentOptions{Padding: 3, TabWidth: 4}},
		{"empty", "", widgets.DocumentOptions{}},
	} {
		for _, size := range [][2]int{{120, 40}, {33, 17}, {7, 5}, {1, 6}, {13, 1}} {
			for _, hs := range []int{0, 1, 5} {
				if hs > 0 && tc.opts.Wrap != doc.WrapNone {
					continue
				}
				name := fmt.Sprintf("%s/%dx%d/h%d", tc.name, size[0], size[1], hs)
				t.Run(name, func(t *testing.T) {
					const ox, oy = 3, 2 // not at the screen's origin
					w, h := size[0], size[1]
					s := newScreen(t, w+2*ox, h+2*oy)
					cs := newCountingScreen(s)
					v := widgets.NewDocumentView(doc.New(doc.BytesSource(tc.text), doc.ParseOptions{}), tc.opts, testStyles)
					v.SetRect(ox, oy, w, h)
					v.ScrollSideways(hs)
					v.Draw(cs)
					cs.checkOnce(t, "first frame", ox, oy, w, h)
					if it, ok := (doc.Links{D: v.Document()}).From(doc.Pos{}); ok {
						v.SelectLink(it.ID)
					}
					v.ScrollBy(1)
					cs.reset()
					v.Invalidate() // an empty document does not scroll: draw all the same
					v.Draw(cs)
					cs.checkOnce(t, "scrolled frame", ox, oy, w, h)
				})
			}
		}
	}
}

func TestRedrawLeavesNoDamage(t *testing.T) {
	for _, text := range []string{readFile(t, "../testdata/current.md"), mixedText} {
		v, s := newView(t, text, widgets.DocumentOptions{}, 80, 24)
		if it, ok := (doc.Links{D: v.Document()}).From(doc.Pos{}); ok {
			v.SelectLink(it.ID)
		}
		draw(v, s)
		before := screenText(s)
		v.Draw(s) // the identical frame
		cb := s.(interface{ GetCells() *tcell.CellBuffer }).GetCells()
		w, h := s.Size()
		dirty := 0
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				if cb.Dirty(x, y) {
					if dirty++; dirty <= 5 {
						str, st, _ := s.Get(x, y)
						t.Errorf("cell (%d,%d) %q %s is dirty after redrawing the same frame", x, y, str, styleName(st))
					}
				}
			}
		}
		if dirty > 5 {
			t.Errorf("%d dirty cells in all", dirty)
		}
		s.Show()
		if after := screenText(s); after != before {
			t.Errorf("redraw changed the screen")
		}
		// A change of one row dirties that row only.
		v.ScrollBy(1)
		v.ScrollBy(-1)
		v.SelectLink(-1)
		v.Draw(s)
		for y := 1; y < h; y++ {
			for x := 0; x < w; x++ {
				if cb.Dirty(x, y) {
					t.Fatalf("deselecting the link on row 0 dirtied cell (%d,%d)", x, y)
				}
			}
		}
	}
}

// --- 8. tiny views -------------------------------------------------------------

func TestTinyViews(t *testing.T) {
	texts := map[string]string{
		"current": readFile(t, "../testdata/current.md"),
		"mixed":   mixedText,
		"wide":    "中文字符\n👍🏽👍🏽\n\t\t\n",
		"empty":   "",
	}
	for name, text := range texts {
		for _, size := range [][2]int{{1, 1}, {1, 8}, {30, 1}, {2, 3}} {
			for _, opts := range []widgets.DocumentOptions{
				{}, {Wrap: doc.WrapWord}, {Wrap: doc.WrapNone}, {Padding: 1}, {Padding: 5, Wrap: doc.WrapWord},
			} {
				t.Run(fmt.Sprintf("%s/%dx%d/%+v", name, size[0], size[1], opts), func(t *testing.T) {
					w, h := size[0], size[1]
					s := newScreen(t, w+4, h+4)
					cs := newCountingScreen(s)
					v := widgets.NewDocumentView(doc.New(doc.BytesSource(text), doc.ParseOptions{}), opts, testStyles)
					v.SetRect(2, 2, w, h)
					v.Draw(cs)
					cs.checkOnce(t, "top", 2, 2, w, h)
					items := doc.Links{D: v.Document()}
					sel, selStart := int64(-1), doc.Pos{}
					for i := 0; i < 5; i++ {
						it, r := v.Step(items, sel, selStart, 1)
						if r != widgets.Stepped {
							break
						}
						sel, selStart = it.ID, it.Start
						v.SelectLink(sel)
					}
					v.ScrollBy(3)
					v.ScrollSideways(2)
					cs.reset()
					v.Invalidate() // a tiny view may not have moved
					v.Draw(cs)
					cs.checkOnce(t, "stepped", 2, 2, w, h)
					v.ScrollToEnd()
					cs.reset()
					v.Invalidate() // the end may be where the view already is
					v.Draw(cs)
					cs.checkOnce(t, "end", 2, 2, w, h)
				})
			}
		}
	}
}

// --- benchmark -------------------------------------------------------------------

func BenchmarkDraw(b *testing.B) {
	text := readFile(b, "../testdata/current.md")
	v, s := newView(b, text, widgets.DocumentOptions{}, 120, 40)
	if it, ok := (doc.Links{D: v.Document()}).From(doc.Pos{}); ok {
		v.SelectLink(it.ID)
	}
	v.Draw(s) // warm the wrap cache and the parsed chunks
	b.ReportAllocs()
	for b.Loop() {
		v.Invalidate() // else an unchanged frame is not drawn at all
		v.Draw(s)
	}
}

// A frame that would show what the last one showed writes nothing; a
// change, or Invalidate, draws again.
func TestUnchangedFrameIsNotDrawn(t *testing.T) {
	s := newScreen(t, 40, 10)
	cs := newCountingScreen(s)
	v := widgets.NewDocumentView(doc.New(doc.BytesSource(readFile(t, "../testdata/current.md")), doc.ParseOptions{}), widgets.DocumentOptions{}, testStyles)
	v.SetRect(0, 0, 40, 10)
	v.Draw(cs)
	cs.reset()
	v.Draw(cs)
	cs.checkNone(t, "unchanged frame", 0, 0, 40, 10)
	v.ScrollBy(1)
	v.Draw(cs)
	cs.checkOnce(t, "scrolled frame", 0, 0, 40, 10)
	cs.reset()
	v.Invalidate()
	v.Draw(cs)
	cs.checkOnce(t, "invalidated frame", 0, 0, 40, 10)
}

// checkNone fails when anything was written.
func (c *countingScreen) checkNone(t *testing.T, what string, rx, ry, rw, rh int) {
	t.Helper()
	if n := len(c.counts) + len(c.other); n > 0 {
		t.Errorf("%s: %d cells written, want none", what, n)
	}
}
