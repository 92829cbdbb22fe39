package term

import (
	"testing"
	"time"

	"github.com/gdamore/tcell/v2"

	"lwl/widgets"
	"lwl/widgets/doc"
)

// One test per event of the screen protocol (see Screen), on the same
// harness as the composite tests in screen_test.go: after each, the
// emulated terminal must show what tcell alone shows.

var eventTestOptions = widgets.DocumentOptions{Wrap: doc.WrapWord, TabWidth: 8}

// junk overwrites cells all over a 40x10 terminal, as a terminal that lost
// its cells would show them.
const junk = "\x1b[1;1HJUNKJUNKJUNK\x1b[4;10H################\x1b[10;1H@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@"

// waitTcellWrote waits until tcell wrote something (a repaint it does on
// its own goroutine), and forgets what it wrote.
func (hs *screenHarness) waitTcellWrote() {
	hs.t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for {
		hs.ts.Size() // tcell writes a repaint whole while it holds its lock
		if tc, _ := hs.term.take(); len(tc) > 0 {
			return
		}
		if time.Now().After(deadline) {
			hs.t.Fatal("tcell wrote nothing")
		}
		time.Sleep(time.Millisecond)
	}
}

// resized: a SIGWINCH at the same size, after which the terminal shows
// junk; tcell repaints its cells, lwl's hook has direct output's sent
// again with the frame it asks for.
func TestScreenEventResized(t *testing.T) {
	forEachDoc(t, func(t *testing.T, text string) {
		hs := newScreenHarness(t, 40, 10, text, eventTestOptions)
		hs.frame("before")
		hs.term.scribble(junk)
		if !hs.tty.sigwinch() {
			t.Fatal("tcell registered no resize callback")
		}
		hs.waitTcellWrote()
		hs.scr.resized() // as gatedTty calls it, on tcell's signal goroutine
		hs.waitResizeEvent(40, 10)
		hs.frame("the frame resized asked for")
	})
}

// replaced: tcell's EventResize for new cells marks direct output's cells
// lost; the one it posts as it starts, before the first frame, does not.
func TestScreenEventReplaced(t *testing.T) {
	hs := newScreenHarness(t, 40, 10, screenTestDoc, eventTestOptions)
	hs.frame("first")
	hs.term.take()
	hs.frame("second")
	if _, direct := hs.term.take(); len(direct) > 0 {
		t.Errorf("a frame after the first sent %q: the start's EventResize marked cells lost", direct)
	}
	hs.resizeTerminal(30, 8)
	hs.setRects(0, 0, 30, 8)
	hs.frame("after tcell replaced its cells")
}

// suspended: while the terminal is another program's, direct output
// writes nothing, even if a frame is drawn.
func TestScreenEventSuspended(t *testing.T) {
	hs := newScreenHarness(t, 40, 10, screenTestDoc, eventTestOptions)
	hs.frame("before")
	if err := hs.scr.Suspend(); err != nil {
		t.Fatal(err)
	}
	hs.term.take()
	hs.scroll(1)
	hs.dv.Draw(hs.scr)
	hs.scr.direct.Flush()
	if _, direct := hs.term.take(); len(direct) > 0 {
		t.Errorf("direct output wrote %q while suspended", direct)
	}
	if err := hs.scr.Resume(); err != nil {
		t.Fatal(err)
	}
	hs.waitResizeEvent(40, 10)
	hs.frame("after Resume")
}

// resumed: the terminal comes back blank (and with another program's
// output before that); Resume alone, then the frame it asks for, redraw
// every cell: nobody needs to invalidate or sync.
func TestScreenEventResumed(t *testing.T) {
	forEachDoc(t, func(t *testing.T, text string) {
		hs := newScreenHarness(t, 40, 10, text, eventTestOptions)
		hs.scroll(2)
		hs.frame("before")
		if err := hs.scr.Suspend(); err != nil {
			t.Fatal(err)
		}
		hs.term.scribble("\x1b[2J\x1b[Hthe other program's output\r\n$ ")
		if err := hs.scr.Resume(); err != nil {
			t.Fatal(err)
		}
		hs.waitResizeEvent(40, 10)
		hs.frame("the frame Resume asked for")
	})
}

// synced: Sync after junk restores every cell at once, with no frame.
func TestScreenEventSynced(t *testing.T) {
	hs := newScreenHarness(t, 40, 10, screenTestDoc, eventTestOptions)
	hs.frame("before")
	hs.term.scribble(junk)
	hs.scr.Sync()
	hs.check("after Sync")
}

// ending: once lwl ends nothing is drawn, a suspended terminal is not
// taken back, and PollEvent returns nil so that tview's poller stops.
func TestScreenEventEnding(t *testing.T) {
	hs := newScreenHarness(t, 40, 10, screenTestDoc, eventTestOptions)
	hs.frame("before")
	if err := hs.scr.Suspend(); err != nil {
		t.Fatal(err)
	}
	hs.term.take()
	hs.scr.End()
	if err := hs.scr.Resume(); err != nil {
		t.Fatal(err)
	}
	hs.scroll(1)
	hs.paint()
	hs.scr.Sync()
	if tc, direct := hs.term.take(); len(tc)+len(direct) > 0 {
		t.Errorf("after end lwl wrote %q (tcell) and %q (direct)", tc, direct)
	}
	done := make(chan struct{})
	go func() { hs.scr.Fini(); close(done) }()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("Fini did not return")
	}
	if ev := hs.scr.PollEvent(); ev != nil {
		t.Errorf("PollEvent after Fini returned %T, want nil", ev)
	}
}

// tcell's input never waits for tview: a thousand events with nobody
// polling are all taken, and Fini (which waits for tcell's input
// goroutines) returns.
func TestScreenEventsNeverBlockTcell(t *testing.T) {
	hs := newScreenHarness(t, 40, 10, screenTestDoc, eventTestOptions)
	hs.frame("before")
	posted := make(chan struct{})
	go func() {
		for i := 0; i < 1000; i++ {
			hs.ts.(interface{ PostEventWait(tcell.Event) }).PostEventWait(tcell.NewEventKey(tcell.KeyRune, 'j', 0))
		}
		close(posted)
	}()
	select {
	case <-posted:
	case <-time.After(5 * time.Second):
		t.Fatal("tcell's queue filled up: its input goroutines would block")
	}
	done := make(chan struct{})
	go func() { hs.scr.Fini(); close(done) }()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("Fini did not return with events queued")
	}
}
