package term

import (
	"testing"
	"time"

	"github.com/gdamore/tcell/v2"
)

// The queue keeps events in order, never blocks a push, drops beyond its
// bound and returns nil once closed.
func TestEventQueue(t *testing.T) {
	var q eventQueue
	q.init()
	for i := 0; i < 3000; i++ {
		if !q.push(tcell.NewEventKey(tcell.KeyRune, rune('a'+i%26), 0)) {
			t.Fatalf("push %d dropped", i)
		}
		if i%3 == 0 { // take some as it goes, so the slice is compacted
			if ev := q.pop().(*tcell.EventKey); ev.Rune() != rune('a'+(i/3)%26) {
				t.Fatalf("pop %d: %q out of order", i/3, ev.Rune())
			}
		}
	}
	for i := 1000; i < 3000; i++ {
		if ev := q.pop().(*tcell.EventKey); ev.Rune() != rune('a'+i%26) {
			t.Fatalf("pop %d: %q out of order", i, ev.Rune())
		}
	}
	for i := 0; i < maxQueued; i++ {
		q.push(tcell.NewEventKey(tcell.KeyRune, 'x', 0))
	}
	if q.push(tcell.NewEventKey(tcell.KeyRune, 'y', 0)) {
		t.Error("a push beyond the bound was taken")
	}
	// A paste's end is taken beyond it: dropped, tview went on pasting
	// every key typed after it.
	if !q.push(tcell.NewEventPaste(false)) {
		t.Error("a paste's end was dropped from a queue full of keys")
	}
	got := make(chan tcell.Event)
	var empty eventQueue
	empty.init()
	go func() { got <- empty.pop() }()
	time.Sleep(10 * time.Millisecond)
	empty.close()
	select {
	case ev := <-got:
		if ev != nil {
			t.Errorf("pop after close returned %T", ev)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("close did not end a waiting pop")
	}
	if q.close(); q.pop() != nil || q.push(tcell.NewEventKey(tcell.KeyRune, 'z', 0)) {
		t.Error("a closed queue still gives or takes events")
	}
}

// tviewPastes is what tview pastes from events: the text of each paste
// gathered between its start and end, none when it gathered nothing.
func tviewPastes(events []tcell.Event) (pastes []string, typed string) {
	var buf []rune
	pasting := false
	for _, ev := range events {
		switch ev := ev.(type) {
		case *tcell.EventKey:
			if pasting {
				buf = append(buf, ev.Rune())
			} else {
				typed += string(ev.Rune())
			}
		case *tcell.EventPaste:
			if ev.Start() {
				pasting, buf = true, buf[:0]
			} else if pasting = false; len(buf) > 0 {
				pastes = append(pastes, string(buf))
			}
		}
	}
	return pastes, typed
}

// A paste that loses keys to a full queue is refused whole, once, and
// said; a paste the queue holds, and the keys after a refused one, pass.
func TestEventQueueRefusesALossyPaste(t *testing.T) {
	var q eventQueue
	q.init()
	refused := 0
	q.onRefusedPaste(func() { refused++ })
	var popped []tcell.Event
	take := func(n int) {
		for ; n > 0; n-- {
			popped = append(popped, q.pop())
		}
	}
	q.push(tcell.NewEventPaste(true))
	q.push(tcell.NewEventKey(tcell.KeyRune, 'k', 0))
	q.push(tcell.NewEventPaste(false))
	q.push(tcell.NewEventPaste(true))
	for i := 0; i < maxQueued+1000; i++ {
		q.push(tcell.NewEventKey(tcell.KeyRune, 'a', 0))
		if i == 1000 {
			take(500) // tview took some of this paste before the queue filled
		}
	}
	take(2000) // room again: the rest of the paste still must not come
	for i := 0; i < 10; i++ {
		if q.push(tcell.NewEventKey(tcell.KeyRune, 'b', 0)) {
			t.Fatal("a key of a refused paste was queued")
		}
	}
	q.push(tcell.NewEventPaste(false))
	q.push(tcell.NewEventKey(tcell.KeyRune, 'z', 0))
	take(len(q.events) - q.head)
	pastes, typed := tviewPastes(popped)
	if len(pastes) != 1 || pastes[0] != "k" {
		t.Errorf("pasted %d texts (%.10q…), want only the whole first one", len(pastes), pastes)
	}
	if typed != "z" {
		t.Errorf("typed %q after the pastes, want z", typed)
	}
	if refused != 1 {
		t.Errorf("the refusal was told %d times, want once", refused)
	}
}
