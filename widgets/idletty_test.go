package widgets

import (
	"io"
	"sync"
)

// IdleTty is the input side of a test terminal for tcell, for this
// package's tests and widgets_test's: there is none, and Read waits until
// Stop, Drain or Close.
type IdleTty struct {
	stopMu sync.Mutex
	stop   chan struct{}
}

func (t *IdleTty) Start() error {
	t.stopMu.Lock()
	t.stop = make(chan struct{})
	t.stopMu.Unlock()
	return nil
}

func (t *IdleTty) Stop() error {
	t.stopMu.Lock()
	if t.stop != nil {
		close(t.stop)
		t.stop = nil
	}
	t.stopMu.Unlock()
	return nil
}

func (t *IdleTty) Read([]byte) (int, error) {
	t.stopMu.Lock()
	ch := t.stop
	t.stopMu.Unlock()
	if ch != nil {
		<-ch
	}
	return 0, io.EOF
}

func (t *IdleTty) Drain() error        { return t.Stop() }
func (t *IdleTty) Close() error        { return t.Stop() }
func (t *IdleTty) NotifyResize(func()) {}
