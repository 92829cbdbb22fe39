package app

import (
	"sync"
	"testing"
	"time"
)

// Posts from many goroutines all run on the UI goroutine, each
// goroutine's in the order it posted them; a post from the UI goroutine
// itself does not wait for the loop it runs on.
func TestPostOrderAndNoWait(t *testing.T) {
	hs := startApp(t, Options{}, 40, 10)
	const senders, each = 4, 500
	var (
		mu   sync.Mutex
		seen = make([][]int, senders)
		left = senders * each
		done = make(chan struct{})
	)
	var wg sync.WaitGroup
	for g := range senders {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range each {
				hs.a.post(func() {
					mu.Lock()
					defer mu.Unlock()
					seen[g] = append(seen[g], i)
					if left--; left == 0 {
						close(done)
					}
				})
			}
		}()
	}
	wg.Wait()
	select {
	case <-done:
	case <-time.After(appTimeout):
		t.Fatalf("only %d of %d posts ran", senders*each-left, senders*each)
	}
	for g, s := range seen {
		for i, v := range s {
			if v != i {
				t.Fatalf("sender %d: post %d ran as number %d", g, v, i)
			}
		}
	}

	// From the UI goroutine: post returns at once, and what it posted
	// runs after the function posting it.
	ran := make(chan string, 2)
	hs.do(func() {
		hs.a.post(func() { ran <- "posted" })
		ran <- "poster"
	})
	for _, want := range []string{"poster", "posted"} {
		select {
		case got := <-ran:
			if got != want {
				t.Fatalf("ran %q, want %q first", got, want)
			}
		case <-time.After(appTimeout):
			t.Fatalf("%q never ran", want)
		}
	}
}
