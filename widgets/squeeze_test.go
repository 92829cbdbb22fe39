package widgets_test

import (
	"strings"
	"testing"

	"lwl/widgets"
)

// -s: a run of blank lines shows as one, down and up, at the end too; the
// gutter keeps the file's line numbers.
func TestSqueezeBlankLines(t *testing.T) {
	text := "a\n\n\n\nb\nc\n\n\nd\n\n\n"
	v, s := newView(t, text, widgets.DocumentOptions{Squeeze: true}, 10, 4)
	draw(v, s)
	if got, want := screenText(s), "a\n\nb\nc\n"; got != want {
		t.Errorf("top:\n%q\nwant\n%q", got, want)
	}
	v.ScrollBy(2)
	draw(v, s)
	if got, want := screenText(s), "b\nc\n\nd\n"; got != want {
		t.Errorf("2 rows down:\n%q\nwant\n%q", got, want)
	}
	v.ScrollToEnd()
	draw(v, s)
	if got, want := screenText(s), "c\n\nd\n\n"; got != want {
		t.Errorf("end:\n%q\nwant\n%q", got, want)
	}
	v.ScrollBy(-2)
	draw(v, s)
	if got, want := screenText(s), "\nb\nc\n\n"; got != want {
		t.Errorf("2 rows up from the end:\n%q\nwant\n%q", got, want)
	}

	n, s2 := newView(t, text, widgets.DocumentOptions{Squeeze: true, LineNumbers: true}, 20, 6)
	draw(n, s2)
	rows := strings.Split(screenText(s2), "\n")
	for i, want := range []string{"1 a", "2", "5 b", "6 c", "7", "9 d"} {
		if got := strings.TrimSpace(rows[i]); got != want {
			t.Errorf("numbered row %d: %q, want %q", i, got, want)
		}
	}

	plain, s3 := newView(t, text, widgets.DocumentOptions{}, 10, 4)
	draw(plain, s3)
	if got, want := screenText(s3), "a\n\n\n\n"; got != want {
		t.Errorf("without -s:\n%q\nwant\n%q", got, want)
	}
}

// --header: the first lines stay on top while the rest scrolls below
// them, never up into them; a click in the header finds its link.
func TestHeaderLines(t *testing.T) {
	text := "NAME AGE\n[x](http://x/) 1\nr2\nr3\nr4\nr5\nr6\n"
	v, s := newView(t, text, widgets.DocumentOptions{HeaderLines: 1}, 20, 4)
	draw(v, s)
	if got, want := screenText(s), "NAME AGE\n[x] 1\nr2\nr3\n"; got != want {
		t.Errorf("top:\n%q\nwant\n%q", got, want)
	}
	if v.Height() != 3 {
		t.Errorf("height %d, want 3 rows below the header", v.Height())
	}
	v.ScrollBy(2)
	draw(v, s)
	if got, want := screenText(s), "NAME AGE\nr3\nr4\nr5\n"; got != want {
		t.Errorf("2 down:\n%q\nwant\n%q", got, want)
	}
	v.ScrollToEnd()
	draw(v, s)
	if got, want := screenText(s), "NAME AGE\nr4\nr5\nr6\n"; got != want {
		t.Errorf("end:\n%q\nwant\n%q", got, want)
	}
	v.ScrollBy(-10)
	draw(v, s)
	if got, want := screenText(s), "NAME AGE\n[x] 1\nr2\nr3\n"; got != want {
		t.Errorf("back up:\n%q\nwant\n%q", got, want)
	}
	v.ScrollToTop()
	draw(v, s)
	if got, want := screenText(s), "NAME AGE\n[x] 1\nr2\nr3\n"; got != want {
		t.Errorf("top again:\n%q\nwant\n%q", got, want)
	}
	if _, ok := v.LinkAt(1, 1); !ok {
		t.Errorf("no link under a click on the first row below the header")
	}
	if _, ok := v.LinkAt(1, 0); ok {
		t.Errorf("a link under a click on the header, which has none")
	}

	short, s2 := newView(t, "only\n", widgets.DocumentOptions{HeaderLines: 3}, 20, 3)
	draw(short, s2)
	if got, want := screenText(s2), "only\n\n\n"; got != want {
		t.Errorf("text shorter than the header:\n%q\nwant\n%q", got, want)
	}
}
