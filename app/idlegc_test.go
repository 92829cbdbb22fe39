package app

import (
	"runtime"
	"testing"
	"time"
)

// Idle after a frame with garbage waiting, lwl collects; a frame within
// idleGCAfter puts it off.
func TestIdleGCCollectsWhenIdle(t *testing.T) {
	g := newIdleGC()
	defer g.stop()
	runtime.GC()
	var keep [][]byte
	for range 32 {
		keep = append(keep, make([]byte, 64<<10)) // 2 MB, garbage once dropped
	}
	keep = nil
	before := gcCycles()
	for range 5 { // frames closer together than idleGCAfter: not idle yet
		g.frame()
		time.Sleep(idleGCAfter / 3)
	}
	if gcCycles() != before {
		t.Skip("a collection came from elsewhere (the heap's own pacing)")
	}
	time.Sleep(idleGCAfter * 3)
	if gcCycles() == before {
		t.Error("no collection after being idle with 2 MB of garbage")
	}
	_ = keep
}

// With little allocated since its last collection, an idle lwl does not
// collect again at every frame.
func TestIdleGCLeavesALittleGarbage(t *testing.T) {
	g := newIdleGC()
	defer g.stop()
	g.collect() // the first: everything allocated so far counts
	before := gcCycles()
	for range 3 {
		g.frame()
		time.Sleep(idleGCAfter * 2)
	}
	if got := gcCycles() - before; got != 0 {
		t.Errorf("%d collections while nothing was allocated", got)
	}
}

// gcCycles is the number of collections the runtime has completed.
func gcCycles() uint32 {
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.NumGC
}
