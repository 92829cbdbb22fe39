package app

import (
	"testing"

	"github.com/gdamore/tcell/v2"

	"lwl/app/config"
)

// dispatch runs the action a key is bound to with the count given, says
// an unbound key is unbound, and takes a key bound to an action its table
// lacks without running anything.
func TestDispatch(t *testing.T) {
	var ran []int
	table := actionTable{{name: "go", run: func(_ *App, arg string, count int) {
		if arg != "far" {
			t.Errorf("go ran with %q, want far", arg)
		}
		ran = append(ran, count)
	}}}
	keys := map[string]config.Binding{"x": {Action: "go", Arg: "far"}, "y": {Action: "gone"}}
	a := &App{}
	key := func(r rune) *tcell.EventKey { return tcell.NewEventKey(tcell.KeyRune, r, tcell.ModNone) }
	if !a.dispatch(table, keys, key('x'), 7) || len(ran) != 1 || ran[0] != 7 {
		t.Errorf("x: ran %v, want [7]", ran)
	}
	if !a.dispatch(table, keys, key('y'), 0) || len(ran) != 1 {
		t.Errorf("y (bound to an action the table lacks): ran %v", ran)
	}
	if a.dispatch(table, keys, key('z'), 0) {
		t.Error("z is not bound, dispatch says it is")
	}
}
