package printout

import (
	"io"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"

	"lwl/theme"
	"lwl/widgets"
	"lwl/widgets/doc"
)

// defaultOptions are the document options of the built-in layout.yaml.
func defaultOptions() widgets.DocumentOptions {
	return widgets.DocumentOptions{Wrap: doc.WrapHard, TabWidth: 8}
}

// defaultStyles are the document's styles in the default theme, as the
// pager draws them.
func defaultStyles() widgets.DocumentStyles {
	t := theme.Default()
	return widgets.DocumentStyles{
		Text: t.Style("text"), Link: t.Style("link"), LinkActive: t.Style("link-active"),
		Match: t.Style("match"), MatchActive: t.Style("match-active"), Control: t.Style("control"),
		LineNumber: t.Style("line-number"),
	}
}

func oneScreen(t *testing.T, text string, width, height int) (string, bool) {
	t.Helper()
	d := doc.New(doc.BytesSource(text), doc.ParseOptions{})
	d.Refresh()
	var b strings.Builder
	ok, err := NewOneScreen(d, defaultOptions(), defaultStyles(), width, height).Print(&b)
	if err != nil {
		t.Fatal(err)
	}
	return b.String(), ok
}

// -F prints what fits as the pager shows it: wrapped at the width, a link
// as [text] in the link style, control bytes as tokens, plain text without
// escapes; what does not fit prints nothing.
func TestOneScreenPrint(t *testing.T) {
	out, ok := oneScreen(t, "plain\nsee [here](http://x/) now\n0123456789abcdef\nbell\x07\n", 14, 6)
	if !ok {
		t.Fatal("a text of 5 rows does not fit 6")
	}
	want := "plain\n" +
		"see \x1b[0;4;94m[here]\x1b[0m now\n" +
		"0123456789abcd\n" +
		"ef\n" +
		"bell\x1b[0;91m<07>\x1b[m\n"
	if out != want {
		t.Errorf("printed\n%q\nwant\n%q", out, want)
	}
	if out, ok := oneScreen(t, "1\n2\n3\n4\n", 10, 3); ok || out != "" {
		t.Errorf("4 lines on 3 rows: fits %v, printed %q", ok, out)
	}
	if out, ok := oneScreen(t, "1\n2\n3\n", 10, 3); !ok || out != "1\n2\n3\n" {
		t.Errorf("3 lines on 3 rows: fits %v, printed %q", ok, out)
	}
	if out, ok := oneScreen(t, "", 10, 3); !ok || out != "" {
		t.Errorf("empty text: fits %v, printed %q", ok, out)
	}
}

// A stream's text so far overflows once it needs more rows than the
// screen has, whether or not it is complete.
func TestOneScreenOverflows(t *testing.T) {
	d := doc.New(doc.BytesSource("1\n2\n3\n"), doc.ParseOptions{})
	d.Refresh()
	if NewOneScreen(d, defaultOptions(), defaultStyles(), 10, 3).Overflows() {
		t.Error("3 rows overflow 3")
	}
	if !NewOneScreen(d, defaultOptions(), defaultStyles(), 10, 2).Overflows() {
		t.Error("3 rows do not overflow 2")
	}
}

func TestSGR(t *testing.T) {
	for _, tc := range []struct {
		st   tcell.Style
		want string
	}{
		{tcell.StyleDefault, "\x1b[0m"},
		{tcell.StyleDefault.Bold(true).Reverse(true), "\x1b[0;1;7m"},
		{tcell.StyleDefault.Underline(true).Foreground(tcell.ColorNavy), "\x1b[0;4;34m"},
		{tcell.StyleDefault.Foreground(tcell.ColorBlue), "\x1b[0;94m"},
		{tcell.StyleDefault.Foreground(tcell.ColorGray).Background(tcell.ColorYellow), "\x1b[0;90;103m"},
		{tcell.StyleDefault.Foreground(tcell.PaletteColor(208)), "\x1b[0;38;5;208m"},
		{tcell.StyleDefault.Background(tcell.NewRGBColor(1, 2, 3)), "\x1b[0;48;2;1;2;3m"},
		{tcell.StyleDefault.Italic(true).Dim(true).StrikeThrough(true), "\x1b[0;2;3;9m"},
	} {
		if got := SGR(tc.st); got != tc.want {
			t.Errorf("SGR(%v) = %q, want %q", tc.st, got, tc.want)
		}
	}
}

// BenchmarkOneScreenPrint is -F's work on a ten-line file once it is open:
// laid out on a 160x47 screen, drawn on the grid and printed.
func BenchmarkOneScreenPrint(b *testing.B) {
	text := strings.Repeat("a line of a short file, as -F prints it\n", 10)
	for b.Loop() {
		d := doc.New(doc.BytesSource(text), doc.ParseOptions{})
		d.Refresh()
		if ok, err := NewOneScreen(d, defaultOptions(), defaultStyles(), 160, 47).Print(io.Discard); !ok || err != nil {
			b.Fatal(ok, err)
		}
	}
}
