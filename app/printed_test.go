package app

import (
	"strings"
	"testing"

	"lwl/theme"
	"lwl/widgets/doc"
)

// -F lays the text out by layout.yaml and colours it by the theme, as the
// pager does: the default layout wraps at the width, and the default theme
// underlines a link in bright blue.
func TestNewOneScreenLayout(t *testing.T) {
	d := doc.New(doc.BytesSource("see [here](http://x/) now\n0123456789abcdef\n"), doc.ParseOptions{})
	d.Refresh()
	var b strings.Builder
	ok, err := NewOneScreen(d, defaultLayout(t), theme.Default(), 14, 6).Print(&b)
	if err != nil || !ok {
		t.Fatalf("3 rows on 6: fits %v, %v", ok, err)
	}
	want := "see \x1b[0;4;94m[here]\x1b[0m now\n0123456789abcd\nef\n"
	if b.String() != want {
		t.Errorf("printed\n%q\nwant\n%q", b.String(), want)
	}
}
