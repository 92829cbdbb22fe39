package widgets_test

import (
	"strings"
	"testing"
	"time"

	"lwl/widgets"
	"lwl/widgets/doc"
)

// Matches found off the UI goroutine: the view draws without them, then
// with them once they arrive, with no Invalidate (the frame depends on
// them), and drawing allocates nothing.
func TestDrawMatchesFromFinder(t *testing.T) {
	const M = "match"
	v, s := newView(t, strings.Repeat("a needle in a line\n", 10), widgets.DocumentOptions{}, 30, 5)
	posts := make(chan func(), 10)
	ready := 0
	f := doc.NewFinder(1, func(fn func()) { posts <- fn }, func() { ready++ })
	q, err := doc.CompileQuery("ne+dle") // an expression: found by the finder
	if err != nil {
		t.Fatal(err)
	}
	v.SetMatches(doc.NewMatchesWith(v.Document(), q, f))
	x := strings.Index("a needle", "needle")
	draw(v, s)
	if got := styleName(styleAt(s, x, 0)); got == M {
		t.Fatal("a match drawn before the finder ran")
	}
	for ready == 0 {
		select {
		case fn := <-posts:
			fn()
		case <-time.After(10 * time.Second):
			t.Fatal("the finder did not deliver")
		}
	}
	draw(v, s)
	if got := styleName(styleAt(s, x, 0)); got != M {
		t.Errorf("after the matches arrived the needle is drawn %s, want %s", got, M)
	}
	if n := testing.AllocsPerRun(20, func() { v.Invalidate(); v.Draw(s) }); n != 0 {
		t.Errorf("a frame with matches allocates %v times", n)
	}
}
