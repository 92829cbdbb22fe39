package widgets

import (
	"slices"
	"testing"

	"github.com/gdamore/tcell/v2"
)

// walkAll is every entry Walk shows going back from the typed line,
// newest first.
func walkAll(p *Prompt) []string {
	var seen []string
	for p.Walk(-1) {
		seen = append(seen, p.GetText())
	}
	return seen
}

// The histories of earlier sessions arrive after lwl started: what this
// session remembered meanwhile stays newest, a repeat is kept once, and
// a walk under way stays on its entry.
func TestLoadHistoryAfterUse(t *testing.T) {
	p := NewPrompt(tcell.StyleDefault, tcell.StyleDefault)
	p.Start("/", "search")
	p.Remember("c")
	p.Remember("d")
	p.LoadHistory("search", []string{"a", "c", "b"})
	if got, want := walkAll(p), []string{"d", "c", "b", "a"}; !slices.Equal(got, want) {
		t.Errorf("walked %q, want %q", got, want)
	}

	p = NewPrompt(tcell.StyleDefault, tcell.StyleDefault)
	p.Start("/", "search")
	p.Remember("x")
	p.Remember("y")
	p.Walk(-1) // shows y
	p.LoadHistory("search", []string{"a", "b"})
	if p.Walk(-1); p.GetText() != "x" {
		t.Errorf("after the load the walk went on to %q, want x", p.GetText())
	}
	p.LoadHistory("url", []string{"u"})
	p.Start(":", "url")
	if got := walkAll(p); !slices.Equal(got, []string{"u"}) {
		t.Errorf("a kind not used yet walked %q", got)
	}
}
