package term

import (
	"runtime"
	"slices"
	"strconv"
	"sync"
	"testing"
)

// orderTty records the writes that reach it, in the order they do; each
// yields first, so that writes from two goroutines interleave.
type orderTty struct {
	recordingTty
	omu    sync.Mutex
	chunks []string
}

func (o *orderTty) Write(b []byte) (int, error) {
	runtime.Gosched()
	o.omu.Lock()
	o.chunks = append(o.chunks, string(b))
	o.omu.Unlock()
	return len(b), nil
}

// The function set with setOnWrite sees the writes of two goroutines (tcell's
// and direct output's) in the order they reach the terminal: Screen decides
// from the last one whether a hyperlink is left open.
func TestGatedTtyShowsConcurrentWritesInOrder(t *testing.T) {
	o := &orderTty{}
	g := &gatedTty{Tty: o, gate: make(chan struct{})}
	var mu sync.Mutex
	var seen []string
	g.setOnWrite(func(b []byte) {
		mu.Lock()
		seen = append(seen, string(b))
		mu.Unlock()
	})
	if err := g.open(); err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	for w := range 2 {
		wg.Go(func() {
			for i := range 2000 {
				g.Write([]byte(strconv.Itoa(w) + ":" + strconv.Itoa(i)))
			}
		})
	}
	wg.Wait()
	o.chunks = slices.DeleteFunc(o.chunks, func(s string) bool { return s == "" })
	seen = slices.DeleteFunc(seen, func(s string) bool { return s == "" })
	if len(seen) != len(o.chunks) {
		t.Fatalf("seen %d writes, the terminal got %d", len(seen), len(o.chunks))
	}
	for i := range seen {
		if seen[i] != o.chunks[i] {
			t.Fatalf("write %d: seen %q, the terminal got %q", i, seen[i], o.chunks[i])
		}
	}
}
