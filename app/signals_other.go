//go:build !linux

package app

import (
	"os"
	"syscall"
)

// endingSignals are the signals that end lwl (see Signals).
var endingSignals = []os.Signal{syscall.SIGTERM, syscall.SIGHUP, syscall.SIGINT, syscall.SIGQUIT, syscall.SIGSYS}

// stopSelf stops lwl until it is continued.
func (s *Signals) stopSelf() { syscall.Kill(syscall.Getpid(), syscall.SIGSTOP) }

// stopJob stops lwl's process group (its job) until it is continued.
func (s *Signals) stopJob() { syscall.Kill(0, syscall.SIGSTOP) }
