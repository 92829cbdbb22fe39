package app

import (
	"fmt"

	"github.com/gdamore/tcell/v2"
)

// Terminal is tcell's screen being set up on another goroutine. The set-up
// (raw mode, the alternate screen, tcell's cell buffers and input
// goroutines) takes a millisecond or more, which lwl spends reading its
// configuration meanwhile: on two cores that is most of it saved from the
// first screen.
type Terminal struct {
	done   chan struct{}
	screen tcell.Screen
	err    error
}

// StartTerminal starts setting up the terminal. Hand it to Options, or
// Close it when lwl stops before it runs.
func StartTerminal() *Terminal {
	t := &Terminal{done: make(chan struct{})}
	go func() {
		defer close(t.done)
		s, err := tcell.NewScreen()
		if err == nil {
			err = s.Init()
		}
		if err != nil {
			t.err = fmt.Errorf("cannot open the terminal: %w", err)
			return
		}
		t.screen = s
	}()
	return t
}

// wait returns the screen, initialised, once it is set up.
func (t *Terminal) wait() (tcell.Screen, error) {
	<-t.done
	return t.screen, t.err
}

// Close gives the terminal back as it was found.
func (t *Terminal) Close() {
	if s, _ := t.wait(); s != nil {
		s.Fini()
	}
}
