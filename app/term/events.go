package term

import (
	"sync"

	"github.com/gdamore/tcell/v2"
)

// maxQueued bounds the events waiting for tview: far more than anyone
// types ahead, few enough that a runaway paste costs megabytes at most.
// Beyond it new keys and clicks are dropped (a paste then is refused
// whole, see push); the other events (a paste's
// end, a resize, a redraw) are still taken up to twice as many: dropped,
// a paste's end left tview pasting every key after it, and a redraw's
// left the screen undrawn.
const maxQueued = 1 << 16

// droppable reports whether ev is one of the events a full queue drops.
func droppable(ev tcell.Event) bool {
	switch ev.(type) {
	case *tcell.EventKey, *tcell.EventMouse:
		return true
	}
	return false
}

// eventQueue holds tcell's events until tview's poller takes them. Push
// never waits, so the goroutines that push (tcell's, lwl's signal
// handling) never wait for the UI loop; pop waits for an event or close.
type eventQueue struct {
	mu     sync.Mutex
	events []tcell.Event
	head   int // events[head:] are waiting
	// A paste that would lose keys to a full queue is refused whole:
	// pasting is true between its start and end, refusing from its first
	// key dropped; refused is told (it must not wait).
	pasting, refusing bool
	refused           func()
	ready             chan struct{} // holds a token while events may be waiting
	closed            chan struct{}
	once              sync.Once
}

func (q *eventQueue) init() {
	q.ready = make(chan struct{}, 1)
	q.closed = make(chan struct{})
}

// push queues ev; it reports false when ev was dropped (closed or full).
func (q *eventQueue) push(ev tcell.Event) bool {
	select {
	case <-q.closed:
		return false
	default:
	}
	q.mu.Lock()
	if p, ok := ev.(*tcell.EventPaste); ok {
		q.pasting, q.refusing = p.Start(), false
	}
	n := len(q.events) - q.head
	refuse := false
	switch {
	case q.refusing && droppable(ev):
		q.mu.Unlock()
		return false
	case n >= maxQueued && droppable(ev) && q.pasting:
		// A paste begun again is one tview gathers anew: what it gathered
		// of this one is dropped, and nothing more of it is queued, so
		// its end pastes nothing rather than the part that came through.
		ev, q.refusing, refuse = tcell.NewEventPaste(true), true, true
	case n >= 2*maxQueued || n >= maxQueued && droppable(ev):
		q.mu.Unlock()
		return false
	}
	if q.head > 0 && q.head*2 >= len(q.events) {
		// Half is taken: move the rest down, so the slice stays the
		// size of what waits.
		n := copy(q.events, q.events[q.head:])
		clear(q.events[n:])
		q.events, q.head = q.events[:n], 0
	}
	q.events = append(q.events, ev)
	refused := q.refused
	q.mu.Unlock()
	select {
	case q.ready <- struct{}{}:
	default:
	}
	if refuse && refused != nil {
		refused()
	}
	return !refuse
}

// onRefusedPaste sets what is told when a paste is refused.
func (q *eventQueue) onRefusedPaste(f func()) {
	q.mu.Lock()
	q.refused = f
	q.mu.Unlock()
}

// pop returns the oldest event, waiting for one; nil once closed (what is
// still queued then is dropped: lwl is ending).
func (q *eventQueue) pop() tcell.Event {
	for {
		select {
		case <-q.closed:
			return nil
		default:
		}
		q.mu.Lock()
		if q.head < len(q.events) {
			ev := q.events[q.head]
			q.events[q.head] = nil
			q.head++
			q.mu.Unlock()
			return ev
		}
		q.mu.Unlock()
		select {
		case <-q.ready:
		case <-q.closed:
			return nil
		}
	}
}

// close ends pop for good; safe to call more than once.
func (q *eventQueue) close() { q.once.Do(func() { close(q.closed) }) }
