//go:build linux

package main

import (
	"os"

	"lwl/internal/pty"
)

// The pseudo-terminal lives in internal/pty, shared with bench/ptytime.

func openPTY(cols, rows int) (master, slave *os.File, err error) { return pty.Open(cols, rows) }

func setPTYSize(f *os.File, cols, rows int) error { return pty.SetSize(f, cols, rows) }

func ioctl(f *os.File, req, arg uintptr) error { return pty.Ioctl(f, req, arg) }
