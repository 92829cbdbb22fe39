package widgets_test

import (
	"testing"

	"github.com/gdamore/tcell/v2"

	"lwl/widgets"
)

// A link the visited hook names is drawn in LinkVisited; the others, and
// the selected one, keep their styles.
func TestVisitedLinkStyle(t *testing.T) {
	visitedStyle := tcell.StyleDefault.Foreground(tcell.ColorPurple)
	styles := testStyles
	styles.LinkVisited = visitedStyle
	s := newScreen(t, 40, 3)
	v, _ := newView(t, "[one](a) [two](b)", widgets.DocumentOptions{}, 40, 3)
	v = widgets.NewDocumentView(v.Document(), widgets.DocumentOptions{}, styles)
	v.SetRect(0, 0, 40, 3)
	first := firstLink(t, v.Document()).ID
	v.SetVisited(func(id int64) bool { return id == first })
	draw(v, s)
	if got := styleAt(s, 1, 0); got != visitedStyle {
		t.Errorf("visited link drawn %v, want link-visited", styleName(got))
	}
	if got := styleAt(s, 6, 0); got != styleLink {
		t.Errorf("other link drawn %v, want link", styleName(got))
	}
	v.SelectLink(first)
	draw(v, s)
	if got := styleAt(s, 1, 0); got != styleLinkActive {
		t.Errorf("selected visited link drawn %v, want link-active", styleName(got))
	}
}
