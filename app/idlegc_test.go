package app

import (
	"runtime"
	"testing"
	"time"
)

// Idle after a frame with garbage waiting, lwl collects; a frame within
// idleGCAfter puts it off.
func TestIdleGCCollectsWhenIdle(t *testing.T) {
	cycles := func() uint32 {
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		return m.NumGC
	}
	g := newIdleGC()
	defer g.stop()
	runtime.GC()
	var keep [][]byte
	for range 32 {
		keep = append(keep, make([]byte, 64<<10)) // 2 MB, garbage once dropped
	}
	keep = nil
	before := cycles()
	for range 5 { // frames closer together than idleGCAfter: not idle yet
		g.frame()
		time.Sleep(idleGCAfter / 3)
	}
	if cycles() != before {
		t.Skip("a collection came from elsewhere (the heap's own pacing)")
	}
	time.Sleep(idleGCAfter * 3)
	if cycles() == before {
		t.Error("no collection after being idle with 2 MB of garbage")
	}
	_ = keep
}
