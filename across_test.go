package main

import (
	"testing"

	"lwl/app/session"
	"lwl/app/visited"
)

// A panic while the session is opened beside the start reaches main, which
// gives the terminal back before it panics again; what opened reaches it too.
func TestOpenAcrossLaterPanic(t *testing.T) {
	ac := <-openAcrossLater(func() (*session.Session, *visited.Visited, string) { panic("broken session") })
	if ac.panicked != "broken session" {
		t.Errorf("the panic arrived as %v", ac.panicked)
	}
	ac = <-openAcrossLater(func() (*session.Session, *visited.Visited, string) { return nil, nil, "a note" })
	if ac.panicked != nil || ac.note != "a note" {
		t.Errorf("an open that went well arrived as %+v", ac)
	}
}
