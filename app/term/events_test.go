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
