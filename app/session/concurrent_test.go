package session

import (
	"os"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// Several lwl in one session changing it at once: every change is kept
// and the index never read half written.
func TestConcurrent(t *testing.T) {
	rt := t.TempDir()
	first := mustOpen(t, env(rt, ""), os.Getpid())
	var wg sync.WaitGroup
	errs := make(chan error, 200)
	for w := range 4 {
		s := mustOpen(t, env(rt, first.Name()), os.Getpid())
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 20 {
				if err := s.Push(Page{Name: strconv.Itoa(w) + "-" + strconv.Itoa(i)}); err != nil {
					errs <- err
				}
				if err := s.SaveText(strings.NewReader("t")); err != nil {
					errs <- err
				}
				if _, err := s.List(); err != nil {
					errs <- err
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	if list, err := first.List(); err != nil || len(list) != 80 {
		t.Errorf("%d pages, %v; want 80", len(list), err)
	}
}
