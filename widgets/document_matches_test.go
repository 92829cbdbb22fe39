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

// A still screen across chunks whose matches together pass the cache's
// bound draws without end: each chunk's matches found by the finder
// evicted another's, whose redraw asked for it again (found in every one
// of 20 rounds, before).
func TestStillScreenFindsMatchesOnce(t *testing.T) {
	line := strings.Repeat("a"+strings.Repeat("b", 31), 20<<10/32) + "\n"
	v, s := newView(t, strings.Repeat(line, 200), widgets.DocumentOptions{Wrap: doc.WrapNone}, 200, 50)
	posts := make(chan func(), 100)
	f := doc.NewFinder(1, func(fn func()) { posts <- fn }, func() {})
	q, err := doc.CompileQuery("a+") // a regular expression: found by the finder
	if err != nil {
		t.Fatal(err)
	}
	v.SetMatches(doc.NewMatchesWith(v.Document(), q, f))
	// drain runs what the finder posts until it has been quiet for quiet,
	// and says whether it posted anything.
	drain := func(quiet time.Duration) (found bool) {
		for {
			select {
			case fn := <-posts:
				fn()
				found = true
			case <-time.After(quiet):
				return found
			}
		}
	}
	// The first draw's search may take long on a loaded machine (the race
	// detector, other tests): let it finish before counting.
	draw(v, s)
	if !drain(time.Second) {
		t.Fatal("the first draw searched nothing")
	}
	busy := 0
	for range 19 {
		draw(v, s)
		if drain(100 * time.Millisecond) {
			busy++
		}
	}
	if busy > 1 {
		t.Errorf("the finder searched again in %d of 19 draws of a still screen", busy)
	}
}
