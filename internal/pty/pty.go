//go:build linux

// Package pty opens pseudo-terminals with nothing but package syscall, for
// lwl's end-to-end tests and its benchmark timer.
package pty

import (
	"fmt"
	"os"
	"syscall"
	"unsafe"
)

// Open opens a new pseudo-terminal pair: the master (the emulator's side)
// and the slave (the program's terminal), both sized cols x rows.
func Open(cols, rows int) (master, slave *os.File, err error) {
	master, err = os.OpenFile("/dev/ptmx", os.O_RDWR|syscall.O_NOCTTY|syscall.O_CLOEXEC, 0)
	if err != nil {
		return nil, nil, err
	}
	fail := func(err error) (*os.File, *os.File, error) {
		master.Close()
		return nil, nil, err
	}
	var unlock int32
	if err := Ioctl(master, syscall.TIOCSPTLCK, uintptr(unsafe.Pointer(&unlock))); err != nil {
		return fail(fmt.Errorf("unlockpt: %w", err))
	}
	var n uint32
	if err := Ioctl(master, syscall.TIOCGPTN, uintptr(unsafe.Pointer(&n))); err != nil {
		return fail(fmt.Errorf("ptsname: %w", err))
	}
	slave, err = os.OpenFile(fmt.Sprintf("/dev/pts/%d", n), os.O_RDWR|syscall.O_NOCTTY|syscall.O_CLOEXEC, 0)
	if err != nil {
		return fail(err)
	}
	if err := SetSize(master, cols, rows); err != nil {
		slave.Close()
		return fail(err)
	}
	return master, slave, nil
}

// SetSize sets the terminal size; the kernel sends SIGWINCH to the
// terminal's foreground process group.
func SetSize(f *os.File, cols, rows int) error {
	ws := struct{ Row, Col, X, Y uint16 }{uint16(rows), uint16(cols), 0, 0}
	return Ioctl(f, syscall.TIOCSWINSZ, uintptr(unsafe.Pointer(&ws)))
}

// Ioctl runs an ioctl on f.
func Ioctl(f *os.File, req, arg uintptr) error {
	rc, err := f.SyscallConn()
	if err != nil {
		return err
	}
	var errno syscall.Errno
	if err := rc.Control(func(fd uintptr) {
		_, _, errno = syscall.Syscall(syscall.SYS_IOCTL, fd, req, arg)
	}); err != nil {
		return err
	}
	if errno != 0 {
		return errno
	}
	return nil
}
