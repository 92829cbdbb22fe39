package term

import (
	"io"
	"sync"
	"sync/atomic"
	"time"

	"github.com/gdamore/tcell/v2"
	"github.com/gdamore/tcell/v2/terminfo"

	"lwl/widgets"
)

// Screen is the screen tview draws on and direct output writes through:
// tcell's, and the one owner of the screen protocol — what lwl does when
// the terminal lost its cells. Each event below is one method; each says
// on which goroutine it may come:
//
//   - resized: the terminal said it changed size (SIGWINCH; tcell's signal
//     goroutine, so it only marks and posts). The terminal may have dropped
//     cells even at the same size: every cell is drawn again.
//   - replaced: tcell replaced its cells at a new size, which unlocks the
//     ones direct output sent (its EventResize; the event pump).
//   - suspended: the terminal is handed to another program (Suspend).
//   - resumed: it is back, blank, and raw again (Resume): everything is
//     forgotten and drawn again.
//   - synced: tcell cleared the terminal and redrew its own cells (Sync):
//     direct output sends its cells again.
//   - ending: lwl is about to end (End, then Fini): nothing is written any
//     more but what restores the terminal.
//
// Every event that loses cells posts a redraw (an EventResize, which tview
// answers with a frame), so the order of the steps lives here alone.
//
// Two more changes to tcell's screen: Clear does nothing (tview clears
// before every frame, which would mark every cell changed; lwl's widgets
// paint every cell of their area each frame), and tcell's events pass
// through a queue whose push never waits (see eventQueue), so that tcell's
// input goroutines never wait for tview: Fini and Suspend wait for them.
type Screen struct {
	tcell.Screen
	direct      *widgets.DirectOutput // nil: tcell draws everything
	out         io.Writer             // the terminal, for direct output
	initialized bool                  // Init ran already (see Terminal)
	firstShow   atomic.Int64          // when the first frame was shown, in Unix nanoseconds
	shownSize   atomic.Uint64         // the last frame's width<<32 | height

	events   eventQueue
	pumping  sync.Once
	finished chan struct{} // closed once Fini returned: the pump ends

	engaged atomic.Bool // the terminal is tcell's: direct output may write
	ending  atomic.Bool // lwl is ending: no more frames, no resume
	redraw  atomic.Bool // a redraw is queued and not yet delivered

	// linkClose closes an OSC 8 hyperlink; nil when lwl writes none
	// (hyperlinks.go). linkOpen: the bytes written to the terminal last
	// left one open (wrote follows them).
	linkClose []byte
	linkOpen  atomic.Bool
	wbuf      []byte // direct output's frame after linkClose

	// release sends tcell's output held until its first frame (see
	// earlyframe.go); nil for none.
	release     func() error
	releaseOnce sync.Once

	// forget makes the widgets that skip unchanged frames draw every cell
	// of the next one (on the UI goroutine, when resumed); nil for none.
	forget func()
}

// NewScreen wraps s, a screen of lwl's own (tests): no direct output,
// and tview's Init initialises s.
func NewScreen(s tcell.Screen) *Screen { return newScreen(s, nil, nil, false) }

// newScreen wraps s, whose terminal is out, described by ti (nil: no
// direct output). initialized says that s.Init ran already.
func newScreen(s tcell.Screen, out io.Writer, ti *terminfo.Terminfo, initialized bool) *Screen {
	ls := &Screen{Screen: s, out: out, initialized: initialized, finished: make(chan struct{})}
	ls.events.init()
	if out != nil {
		ls.direct = newDirectOutput(ls, ti)
	}
	if initialized {
		ls.engaged.Store(true)
		ls.startPump()
	}
	return ls
}

// redrawEvent asks tview for a frame; PollEvent hands it on as an
// EventResize (of the last frame's size), the one event tview answers with
// a frame of its own.
type redrawEvent struct {
	tcell.EventTime
	w, h int
}

// Init implements tcell.Screen; tview calls it, also on a screen that
// Terminal's set-up initialised already.
func (s *Screen) Init() error {
	if !s.initialized {
		if err := s.Screen.Init(); err != nil {
			return err
		}
		s.initialized = true
		s.engaged.Store(true)
	}
	s.startPump()
	return nil
}

// Clear implements tcell.Screen as a no-op; see Screen.
func (*Screen) Clear() {}

// Show implements tcell.Screen: direct output's cells go just before
// tcell's, in the same synchronized update.
func (s *Screen) Show() {
	if s.ending.Load() {
		return
	}
	if s.firstShow.Load() == 0 {
		s.firstShow.Store(time.Now().UnixNano())
	}
	w, h := s.Screen.Size()
	s.shownSize.Store(uint64(w)<<32 | uint64(uint32(h)))
	if s.direct != nil {
		s.direct.Flush()
	}
	s.closeHyperlink() // tcell drew by itself since the last frame
	s.Screen.Show()
	s.closeHyperlink()
	s.releaseHeld()
}

// releaseHeld sends tcell's held output, once.
func (s *Screen) releaseHeld() {
	s.releaseOnce.Do(func() {
		if s.release != nil {
			s.release()
		}
	})
}

// Sync implements tcell.Screen: the synced event. tcell cleared the
// terminal and drew its own cells; direct output sends its cells again.
func (s *Screen) Sync() {
	if s.ending.Load() {
		return
	}
	s.Screen.Sync()
	s.closeHyperlink()
	if s.direct != nil {
		s.direct.Resend()
		s.Screen.Show() // puts the cursor back where tcell wants it
	}
}

// resized is the resized event, from tcell's signal goroutine: it must
// not wait for anything.
func (s *Screen) resized() {
	if s.direct != nil {
		s.direct.MarkLost()
	}
	s.postRedraw()
}

// replaced is the replaced event: tcell's EventResize, posted after it
// replaced its cells. The one it posts as it starts, before the first
// frame, changes nothing.
func (s *Screen) replaced(r *tcell.EventResize) {
	if s.direct == nil {
		return
	}
	if first := s.firstShow.Load(); first != 0 && r.When().UnixNano() >= first {
		s.direct.MarkLost()
	}
}

// Suspend implements tcell.Screen: the suspended event. tcell restores
// the terminal (its input goroutines end: the pump keeps their queue
// moving); direct output writes nothing until resumed.
func (s *Screen) Suspend() error {
	s.releaseHeld()
	s.closeHyperlink() // tcell may have drawn by itself since the last frame
	s.engaged.Store(false)
	return s.Screen.Suspend()
}

// Resume implements tcell.Screen: the resumed event. The terminal is raw
// and blank again; nothing lwl sent before is on it. While lwl is ending
// it stays as Suspend left it: restored.
func (s *Screen) Resume() error {
	if s.ending.Load() {
		return nil
	}
	err := s.Screen.Resume()
	s.engaged.Store(true)
	// tcell's cells start empty again, so it sends every cell of the next
	// frame; direct output forgets what it sent, and the widgets that skip
	// a frame like the last must draw theirs.
	if s.direct != nil {
		s.direct.Reset()
	}
	if s.forget != nil {
		s.forget()
	}
	s.postRedraw()
	return err
}

// End is the ending event, from any goroutine: from now on nothing is
// drawn and a suspended terminal is not taken back, so that Fini (or the
// suspension in progress) leaves it restored.
func (s *Screen) End() { s.ending.Store(true) }

// Direct is the screen's direct output, nil when tcell draws everything.
func (s *Screen) Direct() *widgets.DirectOutput { return s.direct }

// OnResume sets forget, which makes the widgets that skip unchanged frames
// draw every cell of the next one; it runs on the UI goroutine, when the
// screen is resumed.
func (s *Screen) OnResume(forget func()) { s.forget = forget }

// OnRefusedPaste sets what is told, on tcell's goroutine (it must not
// wait), when a paste is refused: keys of it came faster than tview took
// them, more than the queue holds, so none of it is pasted.
func (s *Screen) OnRefusedPaste(f func()) { s.events.onRefusedPaste(f) }

// Fini implements tcell.Screen: tcell restores the terminal. The pump
// keeps tcell's event queue moving until then, and PollEvent returns nil
// from the start, so that tview's poller stops.
func (s *Screen) Fini() {
	s.ending.Store(true)
	s.events.close()
	engaged := s.engaged.Swap(false)
	s.releaseHeld()
	if engaged && len(s.linkClose) > 0 && s.linkOpen.Load() {
		// A signal that ends lwl during a frame stops closeHyperlink after
		// it, and tcell's Fini does not close one: the shell's prompt
		// would be part of the link.
		s.out.Write(s.linkClose)
	}
	s.Screen.Fini()
	select {
	case <-s.finished:
	default:
		close(s.finished)
	}
}

// Write is direct output's way to the terminal: only while it is tcell's,
// and with no hyperlink open (see closeHyperlink). The close goes out in
// the frame's own write, whether or not one was open when Screen last
// looked: tcell's goroutine may leave one open (a redraw on a resize
// signal) between that look and the write.
func (s *Screen) Write(p []byte) (int, error) {
	if !s.engaged.Load() || s.ending.Load() {
		return len(p), nil
	}
	if len(s.linkClose) > 0 {
		s.wbuf = append(append(s.wbuf[:0], s.linkClose...), p...)
		_, err := s.out.Write(s.wbuf)
		return len(p), err
	}
	return s.out.Write(p)
}

// postRedraw queues one redraw (more while one waits add nothing).
func (s *Screen) postRedraw() {
	if s.redraw.Swap(true) {
		return
	}
	size := s.shownSize.Load()
	ev := &redrawEvent{w: int(size >> 32), h: int(uint32(size))}
	ev.SetEventNow()
	s.events.push(ev)
}

// PollEvent implements tcell.Screen; tview's poller calls it. It returns
// nil once lwl is ending.
func (s *Screen) PollEvent() tcell.Event {
	ev := s.events.pop()
	if r, ok := ev.(*redrawEvent); ok {
		s.redraw.Store(false)
		return tcell.NewEventResize(r.w, r.h)
	}
	return ev
}

// eventQueuer is what tcell's screens (terminal and simulation) have: the
// channel their input goroutines post to.
type eventQueuer interface{ EventQ() chan tcell.Event }

// startPump starts moving tcell's events into s.events, once.
func (s *Screen) startPump() {
	s.pumping.Do(func() {
		q, ok := s.Screen.(eventQueuer)
		if !ok || q.EventQ() == nil {
			go s.pollPump()
			return
		}
		go s.pump(q.EventQ())
	})
}

// pump moves tcell's events into s.events until Fini returned, so that
// tcell's input goroutines never block on a full queue.
func (s *Screen) pump(q chan tcell.Event) {
	for {
		select {
		case ev := <-q:
			s.take(ev)
		case <-s.finished:
			return
		}
	}
}

// pollPump is pump for a screen that does not show its queue.
func (s *Screen) pollPump() {
	for ev := s.Screen.PollEvent(); ev != nil; ev = s.Screen.PollEvent() {
		s.take(ev)
	}
	s.events.close()
}

func (s *Screen) take(ev tcell.Event) {
	if r, ok := ev.(*tcell.EventResize); ok {
		s.replaced(r)
	}
	s.events.push(ev)
}
