package widgets_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"

	"lwl/widgets"
	"lwl/widgets/doc"
)

// sectionText is a Markdown text of three sections of n lines each.
func sectionText(n int) string {
	var b strings.Builder
	for s := 1; s <= 3; s++ {
		fmt.Fprintf(&b, "## Section %d\n", s)
		for i := 1; i <= n; i++ {
			fmt.Fprintf(&b, "s%d line %d\n", s, i)
		}
	}
	return b.String()
}

func TestMarkdownStylesDrawn(t *testing.T) {
	styles := testStyles
	heading := tcell.StyleDefault.Foreground(tcell.ColorRed)
	styles.Markdown[doc.KindHeading1-doc.KindHeading1] = heading
	styles.Markdown[doc.KindCode-doc.KindHeading1] = tcell.StyleDefault.Foreground(tcell.ColorBlue)
	styles.Markdown[doc.KindMarker-doc.KindHeading1] = tcell.StyleDefault.Dim(true)
	s := newScreen(t, 30, 3)
	d := doc.New(doc.BytesSource("# Title\nsee `a[b](c)` x\n"), doc.ParseOptions{})
	v := widgets.NewDocumentView(d, widgets.DocumentOptions{}, styles)
	v.SetRect(0, 0, 30, 3)
	draw(v, s)
	if got := rowText(s, 1); !strings.HasPrefix(got, "see `a[b](c)` x") {
		t.Fatalf("code not shown as written: %q", got)
	}
	if st := styleAt(s, 2, 0); st != heading.Foreground(tcell.ColorRed) {
		fg, _, _ := st.Decompose()
		if fg != tcell.ColorRed {
			t.Errorf("heading text drawn in %v", st)
		}
	}
	if _, _, attr := styleAt(s, 0, 0).Decompose(); attr&tcell.AttrDim == 0 {
		t.Errorf("the heading's # is not dimmed")
	}
	if fg, _, _ := styleAt(s, 6, 1).Decompose(); fg != tcell.ColorBlue {
		t.Errorf("code drawn in %v", styleAt(s, 6, 1))
	}
}

func TestSectionHeader(t *testing.T) {
	v, s := newMarkdownView(t, sectionText(20), widgets.DocumentOptions{SectionHeader: true}, 30, 6)
	draw(v, s)
	if got := rowText(s, 0); !strings.HasPrefix(got, "## Section 1") {
		t.Fatalf("top row %q", got)
	}
	v.ScrollBy(3)
	draw(v, s)
	rows := screenRows(s)
	if !strings.HasPrefix(rows[0], "## Section 1") || !strings.HasPrefix(rows[1], "s1 line 3") {
		t.Errorf("after scrolling 3 rows:\n%s", strings.Join(rows, "\n"))
	}
	// Past the next heading, that one stays.
	v.ScrollBy(20)
	draw(v, s)
	rows = screenRows(s)
	if !strings.HasPrefix(rows[0], "## Section 2") || !strings.HasPrefix(rows[1], "s2 line 2") {
		t.Errorf("in section 2:\n%s", strings.Join(rows, "\n"))
	}
	// At the end the last line still shows.
	v.ScrollToEnd()
	draw(v, s)
	rows = screenRows(s)
	if !strings.HasPrefix(rows[0], "## Section 3") || !strings.HasPrefix(rows[5], "s3 line 20") {
		t.Errorf("at the end:\n%s", strings.Join(rows, "\n"))
	}
	// A heading at the top shows as itself, once.
	v.ScrollTo(v.Document().PosOfSrc(int64(strings.Index(sectionText(20), "## Section 2"))))
	draw(v, s)
	rows = screenRows(s)
	if !strings.HasPrefix(rows[0], "## Section 2") || !strings.HasPrefix(rows[1], "s2 line 1") {
		t.Errorf("heading at the top:\n%s", strings.Join(rows, "\n"))
	}
}

func TestSectionHeaderGivesWay(t *testing.T) {
	text := sectionText(20)
	// A window of one row shows the text.
	v, s := newMarkdownView(t, text, widgets.DocumentOptions{SectionHeader: true}, 30, 1)
	v.ScrollBy(3)
	draw(v, s)
	if got := rowText(s, 0); !strings.HasPrefix(got, "s1 line 3") {
		t.Errorf("one row shows %q", got)
	}
	// Turned off, or in a literal document: no header.
	v, s = newMarkdownView(t, text, widgets.DocumentOptions{}, 30, 6)
	v.ScrollBy(3)
	draw(v, s)
	if got := rowText(s, 0); !strings.HasPrefix(got, "s1 line 3") {
		t.Errorf("off: top row %q", got)
	}
	s = newScreen(t, 30, 6)
	lit := widgets.NewDocumentView(doc.New(doc.BytesSource(text), doc.ParseOptions{Links: doc.LiteralLinks}),
		widgets.DocumentOptions{SectionHeader: true}, testStyles)
	lit.SetRect(0, 0, 30, 6)
	lit.ScrollBy(3)
	draw(lit, s)
	if got := rowText(s, 0); !strings.HasPrefix(got, "s1 line 3") {
		t.Errorf("literal: top row %q", got)
	}
}

func TestSectionHeaderWrapsAndNumbers(t *testing.T) {
	text := "# " + strings.Repeat("long heading ", 5) + "\n" + sectionText(10)
	for _, wrap := range []doc.WrapMode{doc.WrapHard, doc.WrapWord, doc.WrapNone} {
		v, s := newMarkdownView(t, text, widgets.DocumentOptions{SectionHeader: true, Wrap: wrap, LineNumbers: true}, 24, 5)
		v.ScrollBy(8)
		draw(v, s)
		rows := screenRows(s)
		if !strings.Contains(rows[0], "## Section 1") {
			t.Errorf("wrap %v: top row %q", wrap, rows[0])
		}
		// Resized to one row, the header gives way; back, it returns.
		v.SetRect(0, 0, 24, 1)
		s.SetSize(24, 1)
		draw(v, s)
		if strings.Contains(rowText(s, 0), "Section") {
			t.Errorf("wrap %v: one row shows %q", wrap, rowText(s, 0))
		}
		v.SetRect(0, 0, 24, 5)
		s.SetSize(24, 5)
		draw(v, s)
		if !strings.Contains(rowText(s, 0), "## Section 1") {
			t.Errorf("wrap %v: after resizing back, top row %q", wrap, rowText(s, 0))
		}
	}
}

func newMarkdownView(t *testing.T, text string, opts widgets.DocumentOptions, w, h int) (*widgets.DocumentView, tcell.SimulationScreen) {
	t.Helper()
	s := newScreen(t, w, h)
	v := widgets.NewDocumentView(doc.New(doc.BytesSource(text), doc.ParseOptions{}), opts, testStyles)
	v.SetRect(0, 0, w, h)
	return v, s
}
