package app

import (
	"runtime"
	"runtime/metrics"
	"sync"
	"time"
)

// A collection that starts while a key's frame is being made runs in it:
// the allocations that set it off assist its marking, and it scans
// tcell's 1.5 MB of cells. `G` on the coloured 1 GB log took 6-7.5 ms to
// its text with one there, 3.3-4.5 without. So lwl collects once it has
// been idle for idleGCAfter since a frame, if idleGCBytes were allocated
// since the last collection: the next key starts with the heap's whole
// budget.
const (
	idleGCAfter = 150 * time.Millisecond
	idleGCBytes = 1 << 20
)

// idleGC collects when the UI is idle; frame resets its clock. The
// collection runs on a timer's goroutine, never the UI's.
type idleGC struct {
	mu     sync.Mutex // one collect at a time
	timer  *time.Timer
	sample []metrics.Sample
}

func newIdleGC() *idleGC {
	g := &idleGC{sample: []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}, {Name: "/gc/heap/live:bytes"}}}
	g.timer = time.AfterFunc(time.Hour, g.collect)
	g.timer.Stop()
	return g
}

// frame says a frame was drawn: the idle time starts again.
func (g *idleGC) frame() { g.timer.Reset(idleGCAfter) }

// stop ends it (lwl is ending).
func (g *idleGC) stop() { g.timer.Stop() }

// collect runs a collection if enough garbage is waiting for one.
func (g *idleGC) collect() {
	g.mu.Lock()
	defer g.mu.Unlock()
	metrics.Read(g.sample)
	if g.sample[0].Value.Kind() != metrics.KindUint64 || g.sample[1].Value.Kind() != metrics.KindUint64 {
		return
	}
	if objects, live := g.sample[0].Value.Uint64(), g.sample[1].Value.Uint64(); objects > live+idleGCBytes {
		runtime.GC()
	}
}
