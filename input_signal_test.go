package main

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"lwl/app"
	"lwl/internal/interrupt"
	"lwl/internal/lessopen"
)

// A TERM whose watch goroutine took it after the open's last look at stop
// (done reports it) still ends lwl: dropped, lwl ran on after a kill sent
// in its first milliseconds (tmux: 1 in about 30 kills lost).
func TestOpenFirstEndsOnASignalTakenLate(t *testing.T) {
	f := filepath.Join(t.TempDir(), "a.txt")
	if err := os.WriteFile(f, []byte("a\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	late := func() (<-chan struct{}, func() syscall.Signal) {
		return make(chan struct{}), func() syscall.Signal { return syscall.SIGTERM }
	}
	for _, files := range [][]string{{f}, {filepath.Join(filepath.Dir(f), "missing")}} {
		var opts app.Options
		_, _, err := openFirst(files, func() {}, &opts, late)
		var ended interrupt.Ended
		if !errors.As(err, &ended) || syscall.Signal(ended) != syscall.SIGTERM {
			t.Errorf("openFirst(%q) with a TERM taken late: err %v, want it ended by SIGTERM", files, err)
		}
	}
}

// The files open with signals caught only where something can make the
// open wait (a LESSOPEN preprocessor): without one, ctrl-c, TERM and HUP
// keep their default action (the terminal is not touched yet) and no watch
// is started.
func TestOpenWatch(t *testing.T) {
	for _, c := range []struct {
		pre     *lessopen.Opener
		watched bool
	}{
		{nil, false},
		{&lessopen.Opener{}, true},
	} {
		stop, done := openWatch(c.pre)()
		if sig := done(); sig != 0 {
			t.Errorf("openWatch(%v): done reports signal %v with none sent", c.pre != nil, sig)
		}
		if watched := stop != nil; watched != c.watched {
			t.Errorf("openWatch(preprocessor %v) watches %v, want %v", c.pre != nil, watched, c.watched)
		}
	}
}
