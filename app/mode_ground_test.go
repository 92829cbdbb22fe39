package app

import (
	"strings"
	"testing"

	"lwl/widgets/doc"
)

// Enter with no link selected on screen scrolls a line (a count: that
// many), as in less; with a link selected on screen it acts on the link.
func TestAppEnterScrollsWithoutLink(t *testing.T) {
	t.Setenv("PATH", t.TempDir()) // no browser
	text := lines(1, 60) + "[a link](https://a.example/)\n" + lines(61, 60)
	hs := startApp(t, Options{Source: doc.BytesSource(text), Name: "t"}, 80, 20)
	hs.press("\r")
	if _, top := hs.state(); top != 2 {
		t.Fatalf("Enter with no link: top line %d, want 2", top)
	}
	hs.press("3\r")
	if _, top := hs.state(); top != 5 {
		t.Fatalf("3 Enter: top line %d, want 5", top)
	}
	hs.press("n") // the link, below the screen: selected and scrolled to
	_, top := hs.state()
	hs.press("\r")
	if _, now := hs.state(); now != top {
		t.Errorf("Enter on a selected link scrolled from %d to %d", top, now)
	}
	if m := hs.message(""); !strings.Contains(m, "not installed") {
		t.Errorf("Enter on a selected link: message %q, want the browser asked", m)
	}
	hs.press("g\r") // the selected link off screen now: Enter scrolls again
	if _, top := hs.state(); top != 2 {
		t.Errorf("Enter with the link off screen: top line %d, want 2", top)
	}
}

// A key bound to nothing says so, and names the key that shows the guide.
func TestAppUnboundKeySays(t *testing.T) {
	hs := startApp(t, Options{Source: doc.BytesSource(lines(1, 50)), Name: "t"}, 80, 20)
	hs.press("Z")
	if m := hs.message(""); m != "Z is not bound · H: help" {
		t.Errorf("Z: message %q", m)
	}
}
