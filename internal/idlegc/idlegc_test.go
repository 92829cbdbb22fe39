package idlegc

import (
	"runtime"
	"testing"
	"time"
)

// Idle after a frame with garbage waiting, lwl collects; a frame within
// idleGCAfter puts it off.
func TestIdleGCCollectsWhenIdle(t *testing.T) {
	g := New()
	defer g.Stop()
	runtime.GC()
	var keep [][]byte
	for range 32 {
		keep = append(keep, make([]byte, 64<<10)) // 2 MB, garbage once dropped
	}
	keep = nil
	before := gcCycles()
	for range 5 { // frames closer together than idleGCAfter: not idle yet
		g.Frame()
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
	g := New()
	defer g.Stop()
	g.collect() // the first: everything allocated so far counts
	before := gcCycles()
	for range 3 {
		g.Frame()
		time.Sleep(idleGCAfter * 2)
	}
	if got := gcCycles() - before; got != 0 {
		t.Errorf("%d collections while nothing was allocated", got)
	}
}

// Under a big heap (a pipe held in memory), what a frame allocates is not
// worth a collection until it is an eighth of the heap.
func TestIdleGCWaitsInProportionToTheHeap(t *testing.T) {
	live := make([][]byte, 0, 320)
	for range cap(live) {
		live = append(live, make([]byte, 64<<10)) // 20 MB kept
	}
	g := New()
	defer g.Stop()
	g.collect()
	var garbage [][]byte
	for range 16 {
		garbage = append(garbage, make([]byte, 64<<10)) // 1 MB, an 20th
	}
	garbage = nil
	before := gcCycles()
	g.Frame()
	time.Sleep(idleGCAfter * 3)
	if got := gcCycles() - before; got != 0 {
		t.Errorf("%d collections for 1 MB allocated under a heap of 20 MB", got)
	}
	for range 64 {
		garbage = append(garbage, make([]byte, 64<<10)) // 4 MB more: a fifth
	}
	garbage = nil
	g.Frame()
	time.Sleep(idleGCAfter * 3)
	if gcCycles() == before {
		t.Error("no collection after a fifth of the heap was allocated")
	}
	_ = garbage
	runtime.KeepAlive(live)
}

// gcCycles is the number of collections the runtime has completed.
func gcCycles() uint32 {
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.NumGC
}
