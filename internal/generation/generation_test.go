package generation

import "testing"

func TestOnlyTheLastTicketIsWanted(t *testing.T) {
	var g Generation
	a := g.Take()
	if !g.Wants(a) {
		t.Fatal("the only ticket is not wanted")
	}
	b := g.Take()
	if g.Wants(a) || !g.Wants(b) {
		t.Errorf("after a second request: first wanted %v, second %v", g.Wants(a), g.Wants(b))
	}
	g.Drop()
	if g.Wants(b) {
		t.Error("a dropped request's ticket is still wanted")
	}
}
