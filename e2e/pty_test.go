//go:build linux

package e2e

import (
	"os"

	"github.com/creack/pty"
	"golang.org/x/sys/unix"
)

// openPTY opens a pseudo-terminal pair sized cols x rows: the master (the
// emulator's side) and the slave (lwl's terminal).
func openPTY(cols, rows int) (master, slave *os.File, err error) {
	master, slave, err = pty.Open()
	if err != nil {
		return nil, nil, err
	}
	if err := setPTYSize(master, cols, rows); err != nil {
		master.Close()
		slave.Close()
		return nil, nil, err
	}
	return master, slave, nil
}

// setPTYSize sets the terminal's size; the kernel sends SIGWINCH to its
// foreground process group.
func setPTYSize(f *os.File, cols, rows int) error {
	return pty.Setsize(f, &pty.Winsize{Rows: uint16(rows), Cols: uint16(cols)})
}

// getTermios reads the terminal's settings (the master shares the
// slave's). Through SyscallConn, since Fd would make f blocking.
func getTermios(f *os.File) (tio *unix.Termios, err error) {
	rc, err := f.SyscallConn()
	if err != nil {
		return nil, err
	}
	if cerr := rc.Control(func(fd uintptr) { tio, err = unix.IoctlGetTermios(int(fd), unix.TCGETS) }); cerr != nil {
		return nil, cerr
	}
	return tio, err
}
