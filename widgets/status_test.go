package widgets_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"

	"lwl/widgets"
)

var (
	styleStatus  = tcell.StyleDefault.Reverse(true)
	styleMode    = tcell.StyleDefault.Reverse(true).Bold(true)
	styleMessage = tcell.StyleDefault.Foreground(tcell.ColorYellow)
	styleError   = tcell.StyleDefault.Foreground(tcell.ColorRed).Bold(true)

	testStatusStyles = widgets.StatusStyles{
		Status:  styleStatus,
		Mode:    styleMode,
		Message: styleMessage,
		Error:   styleError,
		Control: styleControl,
	}
)

func statusStyleName(st tcell.Style) string {
	switch st {
	case styleStatus:
		return "status"
	case styleMode:
		return "mode"
	case styleMessage:
		return "message"
	case styleError:
		return "error"
	case styleControl:
		return "control"
	}
	return fmt.Sprintf("%v", st)
}

// newStatus makes a status bar filling a w x h screen.
func newStatus(t *testing.T, w, h int) (*widgets.StatusBar, tcell.SimulationScreen) {
	t.Helper()
	s := newScreen(t, w, h)
	b := widgets.NewStatusBar(testStatusStyles)
	b.SetRect(0, 0, w, h)
	return b, s
}

func TestStatusMode(t *testing.T) {
	b, s := newStatus(t, 40, 1)
	draw(b, s)
	if str, st, _ := s.Get(0, 0); str != ":" || st != styleMode {
		t.Errorf("cell (0,0) = %q %s, want \":\" mode", str, statusStyleName(st))
	}
	if str, st, _ := s.Get(1, 0); str != " " || st != styleStatus {
		t.Errorf("cell (1,0) = %q %s, want blank status", str, statusStyleName(st))
	}
	for _, m := range []string{"/", "?", ">", "!", ":"} {
		b.SetMode(m)
		draw(b, s)
		if str, st, _ := s.Get(0, 0); str != m || st != styleMode {
			t.Errorf("mode %q: cell (0,0) = %q %s", m, str, statusStyleName(st))
		}
	}
	// With no message, the rest of the row is the status style.
	for x := 1; x < 39; x++ {
		if str, st, _ := s.Get(x, 0); str != " " || st != styleStatus {
			t.Errorf("empty bar: cell (%d,0) = %q %s", x, str, statusStyleName(st))
		}
	}
	if str, st, _ := s.Get(39, 0); str != " " || st != styleStatus {
		t.Errorf("empty bar: last cell (39,0) = %q %v", str, st)
	}
}

func TestStatusMessageCut(t *testing.T) {
	msg := pattern(100)
	for _, right := range []string{"", "doc.md  line 3  10%"} {
		t.Run(fmt.Sprintf("right=%q", right), func(t *testing.T) {
			b, s := newStatus(t, 40, 1)
			name, pos, _ := strings.Cut(right, "  ")
			b.SetRight(name, pos)
			right = pos // a message this long leaves no room for the name
			b.SetMessage(msg)
			draw(b, s)
			row := rowText(s, 0)
			if len(row) != 40 {
				t.Fatalf("row %q is %d cells", row, len(row))
			}
			body := strings.TrimSuffix(row, " "+right)
			if right != "" && body == row {
				t.Fatalf("row %q does not end with the right-hand text", row)
			}
			body = strings.TrimRight(body, " ")
			if !strings.HasPrefix(body, ": ") || !strings.HasSuffix(body, "...") {
				t.Fatalf("row %q: want \": \" + message cut with \"...\"", row)
			}
			shown := strings.TrimSuffix(strings.TrimPrefix(body, ": "), "...")
			if !strings.HasPrefix(msg, shown) {
				t.Errorf("shown %q is not the message's start", shown)
			}
			room := 40 - 2
			if right != "" {
				room -= len(right) + 1
			}
			if len(shown)+3 < room-1 {
				t.Errorf("the cut message takes %d of %d cells", len(shown)+3, room)
			}
			for x := 2; x < 2+len(shown)+3; x++ {
				if st := styleAt(s, x, 0); st != styleMessage {
					t.Errorf("cell (%d,0) is %s, want message", x, statusStyleName(st))
				}
			}
		})
	}
	// A message that fits is not cut.
	b, s := newStatus(t, 40, 1)
	b.SetMessage("short message")
	draw(b, s)
	if got := strings.TrimRight(rowText(s, 0), " "); got != ": short message" {
		t.Errorf("row = %q", got)
	}
}

func TestStatusRightAligned(t *testing.T) {
	const right = "current.md  line 12  34%"
	for _, tc := range []struct {
		msg string
		w   int
		bug string
	}{
		{"hello", 40, ""},
		{"hello", 80, ""},
		{"", 40, ""},
		// Everything fits in 33 cells: ": hello " + " " + right is 32.
		{"", 33, ""},
		{"hello", 33, ""},
	} {
		t.Run(fmt.Sprintf("%q/%d", tc.msg, tc.w), func(t *testing.T) {
			errorf := expect(t, tc.bug)
			b, s := newStatus(t, tc.w, 1)
			b.SetRight("current.md", "line 12  34%")
			b.SetMessage(tc.msg)
			draw(b, s)
			row := rowText(s, 0)
			if !strings.HasPrefix(row, strings.TrimSpace(": "+tc.msg)) {
				t.Errorf("row %q does not start with the message", row)
			}
			if !strings.HasSuffix(row, " "+right) {
				errorf("row %q does not end with %q", row, " "+right)
			}
			for x := tc.w - len(right); x < tc.w; x++ {
				if st := styleAt(s, x, 0); st != styleStatus {
					errorf("right-hand cell %d is %s, want status", x, statusStyleName(st))
				}
			}
		})
	}
	// A wide character in the name: still flush right.
	b, s := newStatus(t, 40, 1)
	b.SetRight("文書.md", "1 5%")
	draw(b, s)
	if str, _, _ := s.Get(39, 0); str != "%" {
		t.Errorf("last cell %q, want %%", str)
	}
	if got := rowText(s, 0); !strings.HasSuffix(got, " 文書.md  1 5%") {
		t.Errorf("row %q", got)
	}
}

// The message (a link's destination) and the position win over the
// document's name, which is cut from the left.
func TestStatusNameGivesWay(t *testing.T) {
	const (
		url  = "https://gbdk.org/docs/api/index.html"
		path = "/home/someone/work/shared/seed/reconstructed/notes/urls"
	)
	for _, tc := range []struct {
		w    int
		want string
	}{
		{160, ": " + url + strings.Repeat(" ", 160-2-len(url)-len(path)-2-len("line 1  0%")) + path + "  line 1  0%"},
		{100, ": " + url + "       …/work/shared/seed/reconstructed/notes/urls  line 1  0%"},
		{60, ": " + url + "    …/urls  line 1  0%"},
		{55, ": " + url + "       line 1  0%"},
		{20, ": https://gbdk.or..."},
	} {
		b, s := newStatus(t, tc.w, 1)
		b.SetRight(path, "line 1  0%")
		b.SetMessage(url)
		draw(b, s)
		if got := strings.TrimRight(rowText(s, 0), " "); got != tc.want {
			t.Errorf("%d columns:\n got %q\nwant %q", tc.w, got, tc.want)
		}
	}
	// With no message the name takes what the position leaves.
	b, s := newStatus(t, 30, 1)
	b.SetRight(path, "line 1  0%")
	draw(b, s)
	if got := rowText(s, 0); got != ":     …/notes/urls  line 1  0%" {
		t.Errorf("no message: %q", got)
	}
}

func TestStatusNarrow(t *testing.T) {
	// Too narrow for both: the message wins, the right-hand text goes.
	b, s := newStatus(t, 12, 1)
	b.SetRight("a-long-document-name.md", "line 1  0%")
	b.SetMessage("No more")
	draw(b, s)
	if got := rowText(s, 0); got != ": No more   " {
		t.Errorf("row %q, want %q", got, ": No more   ")
	}
}

func TestStatusError(t *testing.T) {
	b, s := newStatus(t, 40, 1)
	b.SetError("boom")
	draw(b, s)
	if got := strings.TrimRight(rowText(s, 0), " "); got != ": boom" {
		t.Errorf("row %q", got)
	}
	for x := 2; x < 6; x++ {
		if st := styleAt(s, x, 0); st != styleError {
			t.Errorf("error cell %d is %s, want error", x, statusStyleName(st))
		}
	}
	b.SetMessage("fine")
	draw(b, s)
	for x := 2; x < 6; x++ {
		if st := styleAt(s, x, 0); st != styleMessage {
			t.Errorf("message cell %d is %s, want message", x, statusStyleName(st))
		}
	}
	b.ClearMessage()
	draw(b, s)
	if got := strings.TrimRight(rowText(s, 0), " "); got != ":" {
		t.Errorf("cleared: row %q", got)
	}
}

func TestStatusControlBytes(t *testing.T) {
	b, s := newStatus(t, 40, 1)
	b.SetMessage("a\x1bb\x07")
	draw(b, s)
	if got := strings.TrimRight(rowText(s, 0), " "); got != ": a<1B>b<07>" {
		t.Errorf("row %q, want %q", got, ": a<1B>b<07>")
	}
	if got := b.Message(); got != "a<1B>b<07>" {
		t.Errorf("Message() = %q", got)
	}
	// Tabs, line breaks, C1 controls and invalid UTF-8: all tokens, on the
	// right-hand side too.
	b.SetError("x\ty\nz\u009b\xff")
	b.SetRight("n\x1b[2Jm", "")
	draw(b, s)
	row := rowText(s, 0)
	for _, want := range []string{": x<09>y<0A>z<C2><9B><FF>", " n<1B>[2Jm"} {
		if !strings.Contains(row, want) {
			t.Errorf("row %q lacks %q", row, want)
		}
	}
	for _, c := range row {
		if c < 0x20 || c == 0x7F || (c >= 0x80 && c < 0xA0) || c == '\uFFFD' {
			t.Errorf("row %q holds %U", row, c)
		}
	}
}

func TestStatusPreview(t *testing.T) {
	for _, tc := range []struct {
		name string
		text string
		w    int
	}{
		{"ascii", "https://example.com/" + pattern(280), 40},
		{"ascii-odd", "https://example.com/" + pattern(280), 37},
		{"controls", "http://x/" + strings.Repeat("a\x1b", 60), 40},
		{"wide", strings.Repeat("文", 150), 41},
		{"wide-long", strings.Repeat("文", 1000), 41},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := widgets.NewStatusBar(testStatusStyles)
			b.SetPreview(tc.text)
			rows := b.Rows(tc.w)
			s := newScreen(t, tc.w, rows)
			b.SetRect(0, 0, tc.w, rows)
			draw(b, s)
			var got strings.Builder
			for y := 0; y < rows; y++ {
				got.WriteString(strings.TrimRight(rowText(s, y), " "))
			}
			want := ": " + b.Message()
			if strings.Contains(tc.text, "\x1b") && !strings.Contains(want, "<1B>") {
				t.Errorf("preview message %q keeps raw ESC", b.Message())
			}
			if got.String() != want {
				msg := fmt.Sprintf("Rows(%d) = %d rows show %d of %d bytes of \": \"+text",
					tc.w, rows, got.Len(), len(want))
				t.Errorf("%s", msg)
			}
			// Not more rows than needed: the text reaches the last row.
			if rows > 1 && strings.TrimSpace(rowText(s, rows-1)) == "" {
				t.Errorf("Rows(%d) = %d: the last row is empty", tc.w, rows)
			}
		})
	}
	// Rows for a short preview and for ordinary messages.
	b := widgets.NewStatusBar(testStatusStyles)
	b.SetPreview("short")
	if n := b.Rows(40); n != 1 {
		t.Errorf("short preview: Rows = %d", n)
	}
	b.SetMessage(pattern(300))
	if n := b.Rows(40); n != 1 {
		t.Errorf("message: Rows = %d, want 1 (cut, not wrapped)", n)
	}
	b.SetPreview(pattern(300))
	if n := b.Rows(40); n != 8 {
		t.Errorf("300-char preview at width 40: Rows = %d, want 8", n)
	}
}

// A preview given fewer rows than it needs ends its last row with "...",
// so that the cut shows.
func TestStatusPreviewCut(t *testing.T) {
	b := widgets.NewStatusBar(testStatusStyles)
	b.SetPreview("https://long.example/" + strings.Repeat("a", 3000) + "/END")
	s := newScreen(t, 40, 5)
	b.SetRect(0, 0, 40, 5)
	draw(b, s)
	if last := rowText(s, 4); !strings.HasSuffix(last, "...") {
		t.Errorf("the last of 5 rows is %q, want it to end in ...", last)
	}
	if first := rowText(s, 0); !strings.HasPrefix(first, ": https://long.example/") {
		t.Errorf("the first row is %q", first)
	}
}

func TestStatusWritesEachCellOnce(t *testing.T) {
	for _, w := range []int{1, 2, 3, 5, 9, 12, 40, 80} {
		for _, tc := range []struct {
			name  string
			setup func(b *widgets.StatusBar)
			h     int
		}{
			{"empty", func(b *widgets.StatusBar) {}, 1},
			{"right only", func(b *widgets.StatusBar) { b.SetRight("doc.md", "line 1  0%") }, 1},
			{"message only", func(b *widgets.StatusBar) { b.SetMessage("hello") }, 1},
			{"both", func(b *widgets.StatusBar) {
				b.SetMessage(pattern(60))
				b.SetRight("doc.md", "line 1  0%")
			}, 1},
			{"wide", func(b *widgets.StatusBar) {
				b.SetMessage(strings.Repeat("文", 50))
				b.SetRight("文書", "1%")
			}, 1},
			{"two rows", func(b *widgets.StatusBar) { b.SetMessage("hello") }, 2},
			{"preview", func(b *widgets.StatusBar) { b.SetPreview(strings.Repeat("ab文", 40)) }, 3},
		} {
			t.Run(fmt.Sprintf("%s/%d", tc.name, w), func(t *testing.T) {
				s := newScreen(t, w+4, tc.h+2)
				cs := newCountingScreen(s)
				b := widgets.NewStatusBar(testStatusStyles)
				tc.setup(b)
				b.SetRect(2, 1, w, tc.h)
				b.Draw(cs)
				p := cs.problems(2, 1, w, tc.h)
				for _, msg := range p {
					t.Error(msg)
				}
			})
		}
	}
}

func TestTitle(t *testing.T) {
	style := tcell.StyleDefault.Bold(true)
	s := newScreen(t, 20, 1)
	ti := widgets.NewTitle(style)
	ti.SetRect(0, 0, 20, 1)
	ti.SetText("[x] \x1b[31mred")
	draw(ti, s)
	if got := rowText(s, 0); got != "[x] <1B>[31mred     " {
		t.Errorf("row %q: brackets must stay, controls become tokens", got)
	}
	ti.SetText("https://example.com/a/very/long/path")
	draw(ti, s)
	if got := rowText(s, 0); got != "https://example.c..." {
		t.Errorf("row %q: want the text cut with ...", got)
	}
	for x := 0; x < 20; x++ {
		if st := styleAt(s, x, 0); st != style {
			t.Errorf("cell %d: style %v", x, st)
		}
	}
}

// A destination that hides a character shows it as a token in the control
// style, in a message and in the wrapped preview alike.
func TestStatusInvisibleCharacters(t *testing.T) {
	const dest = "https://pay\u200Bpal.com/\u202Elog"
	check := func(t *testing.T, s tcell.SimulationScreen, y int, row string) {
		t.Helper()
		for _, tok := range []string{"<U+200B>", "<U+202E>"} {
			x := strings.Index(row, tok)
			if x < 0 {
				t.Fatalf("row %q lacks %s", row, tok)
			}
			for i := x; i < x+len(tok); i++ {
				if st := styleAt(s, i, y); st != styleControl {
					t.Errorf("%s: cell %d is %s, want control", tok, i, statusStyleName(st))
				}
			}
			if st := styleAt(s, x-1, y); st != styleMessage {
				t.Errorf("cell before %s is %s, want message", tok, statusStyleName(st))
			}
		}
	}
	t.Run("message", func(t *testing.T) {
		b, s := newStatus(t, 60, 1)
		b.SetMessage(dest)
		draw(b, s)
		check(t, s, 0, rowText(s, 0))
	})
	t.Run("preview", func(t *testing.T) {
		b, s := newStatus(t, 20, 3)
		b.SetPreview(dest)
		draw(b, s)
		// ": https://pay<U+200B" | "B>pal.com/<U+202E>l" ...: the first token
		// breaks over two rows.
		rows := rowText(s, 0) + rowText(s, 1) + rowText(s, 2)
		if !strings.Contains(rows, "pay<U+200B>pal.com/<U+202E>log") {
			t.Fatalf("rows %q", rows)
		}
		for i, c := range rows {
			_ = c
			in := false
			for _, tok := range []string{"<U+200B>", "<U+202E>"} {
				if x := strings.Index(rows, tok); i >= x && i < x+len(tok) {
					in = true
				}
			}
			if st := styleAt(s, i%20, i/20); (st == styleControl) != in {
				t.Errorf("cell %d (%q) is %s", i, rows[i], statusStyleName(st))
			}
		}
	})
}

// A message cut inside a token ends with "..." in the message's style.
func TestStatusCutToken(t *testing.T) {
	b, s := newStatus(t, 12, 1)
	b.SetMessage("abc\u200Bdefghijkl")
	draw(b, s)
	row := rowText(s, 0)
	if !strings.HasSuffix(strings.TrimRight(row, " "), "...") {
		t.Fatalf("row %q is not cut", row)
	}
	for x := strings.Index(row, "..."); x < strings.Index(row, "...")+3; x++ {
		if st := styleAt(s, x, 0); st != styleMessage {
			t.Errorf("cell %d of the ... is %s, want message", x, statusStyleName(st))
		}
	}
}
