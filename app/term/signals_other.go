//go:build !linux

package term

import (
	"os"
	"syscall"
)

// endingSignals are the signals that end lwl (see Signals).
var endingSignals = []os.Signal{syscall.SIGTERM, syscall.SIGHUP, syscall.SIGINT, syscall.SIGQUIT, syscall.SIGSYS}

// StopSelf stops lwl until it is continued.
func StopSelf() { syscall.Kill(syscall.Getpid(), syscall.SIGSTOP) }

// StopJob stops lwl's process group (its job) until it is continued.
func StopJob() { syscall.Kill(0, syscall.SIGSTOP) }
