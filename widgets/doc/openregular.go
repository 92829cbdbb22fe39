package doc

import (
	"os"

	"golang.org/x/sys/unix"
)

// openRegular opens path, which was just looked at and found a regular
// file, for reading. os.Open offers every file it opens to the runtime's
// poller, which refuses regular files, but only after the offer set the
// poller up (an epoll instance, an eventfd, a thread's wake-ups): a start
// that reads one file and prints it paid for that and never used it. The
// descriptor opened here in blocking mode stays out of the poller. Should
// path have become something else since it was looked at (a FIFO), the
// same descriptor is made non-blocking and handed to the poller as os.Open
// would: never a second open, which could miss what a FIFO's writer wrote.
func openRegular(path string) (*os.File, error) {
	fd, err := openRetrying(path)
	if err != nil {
		return nil, &os.PathError{Op: "open", Path: path, Err: err}
	}
	var st unix.Stat_t
	if unix.Fstat(fd, &st) == nil && st.Mode&unix.S_IFMT == unix.S_IFREG {
		return os.NewFile(uintptr(fd), path), nil
	}
	if err := unix.SetNonblock(fd, true); err != nil {
		unix.Close(fd)
		return nil, &os.PathError{Op: "open", Path: path, Err: err}
	}
	return os.NewFile(uintptr(fd), path), nil // non-blocking: pollable
}

// openRetrying is open(2) for reading, tried again when a signal
// interrupted it, as os.Open does.
func openRetrying(path string) (int, error) {
	for {
		fd, err := unix.Open(path, unix.O_RDONLY|unix.O_CLOEXEC, 0)
		if err != unix.EINTR {
			return fd, err
		}
	}
}
