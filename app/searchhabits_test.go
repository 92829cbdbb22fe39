package app

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"

	"lwl/widgets/doc"
)

// ctrl-r at the / prompt searches for the text as typed; the prompt says
// Regex-off, and the search kept is the expression that finds the text.
func TestAppSearchLiteral(t *testing.T) {
	hs := startApp(t, Options{Source: doc.BytesSource("a.b\naxb\nfoo\n"), Name: "t"}, 80, 10)
	hs.keys("/")
	hs.key(tcell.KeyCtrlR, 0, tcell.ModCtrl)
	hs.keys("a.b")
	hs.waitFor("the prompt saying Regex-off", func(sc simScreen) bool { return strings.HasPrefix(sc.row(-1), "Regex-off /a.b") })
	hs.enter()
	hs.waitFor("one match", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "1 match") })
	hs.do(func() {
		if q := hs.a.less.lastQuery; q != `a\.b` {
			t.Errorf("the search kept is %q, want a\\.b", q)
		}
	})
	// The next prompt is a regular expression again.
	hs.keys("/a.b")
	hs.waitFor("the plain prompt", func(sc simScreen) bool { return strings.HasPrefix(sc.row(-1), "/a.b") })
	hs.enter()
	hs.waitFor("two matches", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "2 matches") })
}

// /!pattern finds the lines pattern does not match, as in less.
func TestAppSearchNot(t *testing.T) {
	hs := startApp(t, Options{Source: doc.BytesSource("foo 1\nbar 2\nfoo 3\nbaz 4\n"), Name: "t"}, 80, 10)
	hs.keys("/!foo")
	hs.enter()
	hs.waitFor("two lines", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "2 matches") })
	hs.keys("n")
	hs.waitFor("the second", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "2/2") })
	var sel int64
	hs.do(func() { sel = hs.a.ui.view.SelectedMatch() })
	if p := doc.MatchPos(sel); p.Off != 18 {
		t.Errorf("n selected the match at %d, want 18 (baz 4)", p.Off)
	}
	// ctrl-r keeps ! as less's not: the rest is text.
	hs.keys("/!")
	hs.key(tcell.KeyCtrlR, 0, tcell.ModCtrl)
	hs.keys("o 1")
	hs.enter()
	hs.waitFor("three lines", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "3 matches") })
}
