package app

import (
	"sync"
	"time"
)

// Goroutines meet the UI here and nowhere else: work starts one, post
// hands its results to the UI goroutine, a generation (internal/generation)
// tells whether a result is still wanted when it arrives, and yieldToKeys
// makes background work give way while the user types.

// posts holds what post handed over until the UI goroutine runs it.
type posts struct {
	mu         sync.Mutex
	pending    []func()
	delivering bool
}

// post runs fn on the UI goroutine, then redraws. It never waits for the
// UI loop, so any goroutine may call it: tcell's (whose shutdown a waiting
// call would deadlock), a timer's, a worker's, the UI goroutine itself.
// Functions posted run in the order they were posted.
func (a *App) post(fn func()) {
	if a.life.stopping.Load() {
		return // the UI loop is ending: nothing would run it
	}
	p := &a.input.posts
	p.mu.Lock()
	p.pending = append(p.pending, fn)
	start := !p.delivering
	p.delivering = true
	p.mu.Unlock()
	if start {
		go a.deliverPosts()
	}
}

// deliverPosts hands the posted functions to tview in batches until none
// is left. It is the one goroutine that waits for the UI loop.
func (a *App) deliverPosts() {
	p := &a.input.posts
	for {
		p.mu.Lock()
		batch := p.pending
		p.pending = nil
		if len(batch) == 0 {
			p.delivering = false
			p.mu.Unlock()
			return
		}
		p.mu.Unlock()
		a.ui.tv.QueueUpdateDraw(func() {
			for _, fn := range batch {
				fn()
			}
			a.releaseTypedAhead() // the start search may have landed
		})
	}
}

// after runs fn on a timer's goroutine after d, giving the terminal back
// if fn panics.
func (a *App) after(d time.Duration, fn func()) {
	time.AfterFunc(d, func() {
		defer a.restoreOnPanic()
		fn()
	})
}

// work runs fn on a goroutine of its own that gives the terminal back if
// fn panics.
func (a *App) work(fn func()) {
	go func() {
		defer a.restoreOnPanic()
		fn()
	}()
}

// keysQuietFor is how long background work waits after a key before it
// goes on: keys come in bursts (a user paging on), and each key's frame
// should have the processor to itself.
const keysQuietFor = 150 * time.Millisecond

// noteKey is called for every key the user types.
func (a *App) noteKey() { a.input.lastKey.Store(time.Now().UnixNano()) }

// yieldToKeys is called by background work (the count, the filter)
// between its slices, off the UI goroutine: it waits until no key came for
// keysQuietFor, or until stopped says the work is not wanted any more.
func (a *App) yieldToKeys(stopped func() bool) {
	for !stopped() {
		since := time.Duration(time.Now().UnixNano() - a.input.lastKey.Load())
		if since >= keysQuietFor {
			return
		}
		time.Sleep(keysQuietFor - since)
	}
}
