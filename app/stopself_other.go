//go:build !linux

package app

import "syscall"

// stopSelf stops lwl until it is continued.
func (s *Signals) stopSelf() { syscall.Kill(syscall.Getpid(), syscall.SIGSTOP) }
