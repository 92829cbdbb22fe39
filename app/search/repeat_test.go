package search

import (
	"testing"

	"lwl/widgets/doc"
)

// n goes on in the direction of the search typed (? searches up), N the
// other way; ESC u hides the highlight, and n shows it again.
func TestRepeatDirectionAndHiding(t *testing.T) {
	c, v, st, _ := newTestController("a fox\nno\nfox again\n")
	if d := c.Directed(+1); d != +1 {
		t.Errorf("n without a search steps %d; want +1 (along the links)", d)
	}
	c.ToggleHighlight()
	if st.message != "No search to hide" {
		t.Errorf("ESC u without a search says %q", st.message)
	}
	q, err := doc.CompileQuery("fox")
	if err != nil {
		t.Fatal(err)
	}
	c.Searched("fox", true)
	c.Start(q, true)
	c.ToggleHighlight()
	if v.matches != nil || !c.Hidden() {
		t.Error("ESC u left the highlight")
	}
	if d := c.Directed(+1); d != -1 {
		t.Errorf("n after ? steps %d; want -1", d)
	}
	if v.matches == nil || c.Hidden() {
		t.Error("n did not show the hidden highlight again")
	}
	if text, backward := c.Last(); text != "fox" || !backward {
		t.Errorf("the search to repeat is %q backward %v; want fox backward", text, backward)
	}
}

// The search run again by itself (a filter filled, the source view
// toggled) keeps ESC u's hiding: the filter's end showed the matches again.
func TestRerunKeepsTheHighlightHidden(t *testing.T) {
	c, v, _, _ := newTestController("a fox\nno\nfox again\n")
	q, err := doc.CompileQuery("fox")
	if err != nil {
		t.Fatal(err)
	}
	c.Searched("fox", false)
	c.Start(q, false)
	c.ToggleHighlight()
	c.Rerun(q, false)
	if v.matches != nil || !c.Hidden() {
		t.Error("a search run again showed the hidden highlight")
	}
	c.Searched("fox", false) // a new search shows its matches
	c.Start(q, false)
	if v.matches == nil {
		t.Error("a new search after ESC u shows no highlight")
	}
}
