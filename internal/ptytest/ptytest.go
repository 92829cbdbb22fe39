//go:build linux

// Package ptytest runs programs on pseudo-terminals for lwl's tests and its
// benchmark: it opens and sizes a terminal, starts a program on it as a
// terminal emulator would, follows what the program writes (kept, and fed
// to a VT emulator), and checks that the program gave the terminal back as
// it found it.
package ptytest

import (
	"fmt"
	"os"
	"os/exec"
	"syscall"

	"github.com/creack/pty"
	"golang.org/x/sys/unix"
)

// Open opens a pseudo-terminal sized cols x rows: the master (the
// emulator's side) and the terminal the program is given.
func Open(cols, rows int) (master, tty *os.File, err error) {
	master, tty, err = pty.Open()
	if err != nil {
		return nil, nil, fmt.Errorf("opening a pseudo-terminal: %w", err)
	}
	if err := Resize(master, cols, rows); err != nil {
		master.Close()
		tty.Close()
		return nil, nil, err
	}
	return master, tty, nil
}

// Resize sets the terminal's size; the kernel sends SIGWINCH to its
// foreground process group.
func Resize(f *os.File, cols, rows int) error {
	if err := pty.Setsize(f, &pty.Winsize{Rows: uint16(rows), Cols: uint16(cols)}); err != nil {
		return fmt.Errorf("sizing the terminal %dx%d: %w", cols, rows, err)
	}
	return nil
}

// Start starts cmd on a new cols x rows pseudo-terminal (see StartOn),
// and returns the master side, for the caller to read (Follow) and close.
func Start(cmd *exec.Cmd, cols, rows int) (*os.File, error) {
	master, tty, err := Open(cols, rows)
	if err != nil {
		return nil, err
	}
	defer tty.Close() // the program has its own copy
	if err := StartOn(cmd, tty); err != nil {
		master.Close()
		return nil, err
	}
	return master, nil
}

// StartOn starts cmd with tty as the controlling terminal of a new
// session, as a terminal emulator starts a shell. Each of cmd's Stdin,
// Stdout and Stderr left nil becomes the terminal.
func StartOn(cmd *exec.Cmd, tty *os.File) error {
	// The controlling terminal is named by the program's lowest
	// descriptor that is the terminal, hence the order.
	ctty := -1
	if cmd.Stderr == nil {
		cmd.Stderr, ctty = tty, 2
	}
	if cmd.Stdout == nil {
		cmd.Stdout, ctty = tty, 1
	}
	if cmd.Stdin == nil {
		cmd.Stdin, ctty = tty, 0
	}
	if ctty < 0 {
		return fmt.Errorf("starting %s on a terminal: its stdin, stdout and stderr are all taken", cmd.Path)
	}
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true, Setctty: true, Ctty: ctty}
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("starting %s: %w", cmd.Path, err)
	}
	return nil
}

// Termios reads the terminal's settings from either side (the master
// shares the terminal's). Through SyscallConn, since Fd would make f
// blocking.
func Termios(f *os.File) (tio *unix.Termios, err error) {
	rc, err := f.SyscallConn()
	if err != nil {
		return nil, fmt.Errorf("reading the terminal's settings: %w", err)
	}
	if cerr := rc.Control(func(fd uintptr) { tio, err = unix.IoctlGetTermios(int(fd), unix.TCGETS) }); cerr != nil {
		return nil, fmt.Errorf("reading the terminal's settings: %w", cerr)
	}
	if err != nil {
		return nil, fmt.Errorf("reading the terminal's settings (TCGETS): %w", err)
	}
	return tio, nil
}
