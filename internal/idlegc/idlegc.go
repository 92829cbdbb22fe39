// Package idlegc collects garbage while the pager is idle, so that a key's
// frame never shares its time with a collection.
package idlegc

import (
	"runtime"
	"runtime/debug"
	"sync"
	"time"
)

// A collection that starts while a key's frame is being made runs in it:
// the allocations that set it off assist its marking, and it scans
// tcell's 1.5 MB of cells. `G` on the coloured 1 GB log took 6-7.5 ms to
// its text with one there, 3.3-4.5 without. So lwl collects once it has
// been idle for idleGCAfter since a frame, if idleGCBytes, and an eighth
// of the heap, were allocated since it last did: the next key starts with
// the heap's whole budget, and a collection's cost, which grows with the
// heap, stays in proportion to what was allocated.
//
// A small heap (a file's: what is near the screen) also gives the freed
// pages back (debug.FreeOSMemory); the runtime's own scavenger does it
// slowly. On the 1 GB log, resident memory after /e and 30 screens went
// 11.6-11.8 → 11.0-11.2 MB, after G 10.4 → 10.1-10.4. A big one (a pipe
// held in memory) keeps them. With neither bound, a line trickling in
// every 200 ms under 50 MB of pipe was collected, given back and faulted
// in again at every frame: 3 % of a core, where lwl took 1.1-1.6 % before
// and takes 1.3-2 % with both (10 ms ticks over 15 s, three runs each).
//
// The count comes from runtime.ReadMemStats, not runtime/metrics, whose
// package initialisation alone cost 0.24 ms of every start.
const (
	idleGCAfter = 150 * time.Millisecond
	idleGCBytes = 256 << 10
	// smallHeap is the most heap whose free pages are given back.
	smallHeap = 16 << 20
)

// Collector collects when the UI is idle; Frame resets its clock. The
// collection runs on a timer's goroutine, never the UI's.
type Collector struct {
	mu        sync.Mutex // one collect at a time
	timer     *time.Timer
	stats     runtime.MemStats
	collected uint64 // stats.TotalAlloc when lwl last collected
}

// New makes a Collector; it waits for the first Frame.
func New() *Collector {
	g := &Collector{}
	g.timer = time.AfterFunc(time.Hour, g.collect)
	g.timer.Stop()
	return g
}

// Frame says a frame was drawn: the idle time starts again.
func (g *Collector) Frame() { g.timer.Reset(idleGCAfter) }

// Stop ends it (lwl is ending).
func (g *Collector) Stop() { g.timer.Stop() }

// collect runs a collection if enough was allocated since the last.
func (g *Collector) collect() {
	g.mu.Lock()
	defer g.mu.Unlock()
	runtime.ReadMemStats(&g.stats)
	if g.stats.TotalAlloc-g.collected < max(idleGCBytes, g.stats.HeapAlloc/8) {
		return
	}
	g.collected = g.stats.TotalAlloc
	if g.stats.HeapAlloc > smallHeap {
		runtime.GC()
		return
	}
	debug.FreeOSMemory()
}
