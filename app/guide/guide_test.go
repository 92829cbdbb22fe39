package guide

import (
	"strings"
	"testing"
)

// A mode with two groups and an action bound with two arguments.
var scrolling = Mode{
	Actions: []Action{{Name: "scroll", Group: "move"}, {Name: "top", Group: "move"}, {Name: "quit", Group: "leave"}},
	Bindings: []Binding{
		{Key: "q", Action: "quit", Wording: "leave lwl"},
		{Key: "k", Action: "scroll", Arg: "-1", Wording: "one line up", ArgRank: 1},
		{Key: "j", Action: "scroll", Arg: "1", Wording: "one line down", ArgRank: 0},
		{Key: "down", Action: "scroll", Arg: "1", Wording: "one line down", ArgRank: 0},
		{Key: "g", Action: "top", Wording: "go to the top"},
		{Key: "Q", Action: "quit", Wording: "leave lwl"},
		{Key: "x", Action: "unknown", Wording: "unknown"},
	},
}

// A mode's bindings are listed in table order (by rank within an
// action), one line for the keys of one binding, sorted, a blank line
// between groups, an action the table lacks last.
func TestWriteBindingsOrder(t *testing.T) {
	var s strings.Builder
	writeBindings(&s, scrolling)
	want := "" +
		"  down j                  one line down\n" +
		"  k                       one line up\n" +
		"  g                       go to the top\n" +
		"\n" +
		"  Q q                     leave lwl\n" +
		"  x                       unknown\n"
	if s.String() != want {
		t.Errorf("got\n%s\nwant\n%s", s.String(), want)
	}
}

// Keys and wording are escaped in the link format; a long key list still
// leaves two spaces before the wording.
func TestWriteBindingsEscapes(t *testing.T) {
	var s strings.Builder
	writeBindings(&s, Mode{Bindings: []Binding{{Key: "[", Action: "a-very-long-action", Wording: "see [x](y)"},
		{Key: "shift-tab-and-more-keys", Action: "a-very-long-action", Wording: "see [x](y)"}}})
	want := `  \[ shift-tab-and-more-keys  see \[x\]\(y\)` + "\n"
	if s.String() != want {
		t.Errorf("got %q, want %q", s.String(), want)
	}
}

// Write puts each mode under its heading and names the keys that return
// to the document; with none bound the closing line is left out.
func TestWrite(t *testing.T) {
	g := string(Write(Modes{Ground: scrolling,
		Hint: Mode{Bindings: []Binding{{Key: "esc", Action: "cancel", Wording: "leave hint mode"}}}}))
	if !strings.HasPrefix(g, "lwl — less with links\n") {
		t.Errorf("the guide starts %q", g[:40])
	}
	_, hint, ok := strings.Cut(g, "With link labels shown")
	if !ok || !strings.Contains(hint, "  esc                     leave hint mode\n") {
		t.Errorf("the hint section lacks its binding:\n%s", g)
	}
	if !strings.HasSuffix(g, "\nPress Q or q to return to your document.\n") {
		t.Errorf("the guide ends %q", g[len(g)-60:])
	}
	if g := string(Write(Modes{})); strings.Contains(g, "to return to your document") {
		t.Errorf("with nothing bound the guide still names keys:\n%s", g)
	}
}
