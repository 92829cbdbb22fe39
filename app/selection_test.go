package app

import (
	"strings"
	"testing"

	"lwl/widgets/doc"
)

// A link step that scrolls to a link off screen is a jump: ” returns;
// a step to a link on screen is none.
func TestAppLinkStepOffScreenIsJump(t *testing.T) {
	text := "[near](https://a.example/)\n" + lines(2, 80) + "[far](https://b.example/)\n" + lines(83, 80)
	hs := startApp(t, Options{Source: doc.BytesSource(text), Name: "t"}, 80, 20)
	hs.press("\t''")
	if m := hs.message(""); m != "No jump to return to yet" {
		t.Errorf("a step on screen made a jump: message %q", m)
	}
	hs.press("\t")
	if _, top := hs.state(); top < 60 {
		t.Fatalf("tab to the far link: top line %d", top)
	}
	hs.press("''")
	if _, top := hs.state(); top != 1 {
		t.Errorf("'' after a link step off screen: top line %d, want 1", top)
	}
}

// The status bar keeps the selected link's destination while the link is
// on screen: Tab Tab, then j (a scroll that keeps the link in view), and
// the destination is still there; scrolled out of view, it goes.
func TestAppStatusKeepsDestination(t *testing.T) {
	text := "intro\n[one](https://a.example/)\n[two](https://b.example/)\n" + lines(4, 80)
	hs := startApp(t, Options{Source: doc.BytesSource(text), Name: "t"}, 80, 10)
	hs.waitFor("the document", func(sc simScreen) bool { return sc.row(2) == "[two]" })
	hs.keys("\t\t")
	hs.waitFor("two selected", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "https://b.example/") })
	hs.keys("j")
	hs.waitFor("j scrolled, two still said", func(sc simScreen) bool {
		return sc.row(1) == "[two]" && strings.Contains(sc.row(-1), "https://b.example/")
	})
	hs.keys("jj")
	hs.waitFor("two scrolled away, not said", func(sc simScreen) bool {
		return !strings.Contains(sc.row(0), "[two]") && !strings.Contains(sc.row(-1), "https://b.example/")
	})
}

// bro's header gives the base also as "[URL]" alone and below a line of
// its own; the first n passes over the header's link to the page itself.
func TestAppBroHeaderFirstStep(t *testing.T) {
	for _, header := range []string{
		"Retrieved from [https://a.example/dir/page](https://a.example/dir/page) on Sun.",
		"Title\n\nRetrieved from [https://a.example/dir/page] on Sun.",
	} {
		text := header + "\n\n[first](other) and [second](#s)\n"
		hs := startApp(t, Options{Source: doc.BytesSource(text), Name: "bro"}, 80, 10)
		hs.waitFor("the page", func(sc simScreen) bool { return strings.Contains(sc.String(), "[first]") })
		hs.keys("n")
		hs.waitFor("the first link after the header, resolved against it", func(sc simScreen) bool {
			return strings.Contains(sc.row(-1), "https://a.example/dir/other")
		})
	}
}
