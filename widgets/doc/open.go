package doc

import (
	"errors"
	"os"

	"golang.org/x/sys/unix"
	"golang.org/x/term"
)

// A named file is opened once, and never in a way that could take or lose
// its bytes: a FIFO's writer may write and close before a second open, and
// a test read would take bytes from a pipe. A regular file is read by
// region; anything else (a FIFO, a device, /dev/stdin, <(cmd)'s /dev/fd/N)
// and a file whose size says nothing of its text (/proc, /sys) as a stream.

var (
	errNotRegular = errors.New("not a regular file")
	errDirectory  = errors.New("is a directory")
	errSocket     = errors.New("is a socket")
	errTerminal   = errors.New("is a terminal: lwl reads its keys there")
)

// OpenFile opens the regular file path for reading by region. Directories
// are refused with a clear error, as less does; anything else that is not
// a regular file is refused before it is opened, as its open may wait for
// a writer (IsNotRegular tells).
func OpenFile(path string) (*FileSource, error) {
	if err := checkRegular(path); err != nil {
		return nil, err
	}
	f, err := openRegular(path)
	if err != nil {
		return nil, err
	}
	st, err := f.Stat()
	if err == nil && (!st.Mode().IsRegular() || sizeless(f)) {
		err = errNotRegular
	}
	if err != nil {
		f.Close()
		return nil, err
	}
	return fileSource(f, st.Size()), nil
}

// OpenOptions say how a named file is read.
type OpenOptions struct {
	// Decompress reads input that starts with a compression format's
	// magic (gzip, bzip2, xz, zstd) decoded, as a stream.
	Decompress bool
}

// Open opens path as lwl reads a named file: a regular file by region,
// anything else as a stream whose news goes to notify. Open never waits: a
// FIFO's open, which waits for a writer, is made by the stream's reading
// goroutine (Opening tells meanwhile).
func Open(path string, notify func()) (Source, error) {
	return OpenWith(path, notify, OpenOptions{})
}

// OpenWith is Open with options.
func OpenWith(path string, notify func(), opts OpenOptions) (Source, error) {
	err := checkRegular(path)
	if IsNotRegular(err) {
		// Refuse now what the open would refuse, without opening.
		if err := unix.Access(path, unix.R_OK); err != nil {
			return nil, &os.PathError{Op: "open", Path: path, Err: err}
		}
		if st, err := os.Stat(path); err == nil && st.Mode()&os.ModeCharDevice != 0 {
			f, err := openDevice(path)
			if err != nil {
				return nil, err
			}
			return NewStreamSource(opts.streamReader(f), notify), nil
		}
		return openStream(path, notify, opts.streamReader), nil
	}
	if err != nil {
		return nil, err
	}
	f, err := openRegular(path)
	if err != nil {
		return nil, err
	}
	return FromFileWith(f, notify, opts)
}

// FromFile reads the open file f: by region if it is a regular file with
// a size that tells its length, else as a stream from where f is. The
// source takes f over.
func FromFile(f *os.File, notify func()) (Source, error) {
	return FromFileWith(f, notify, OpenOptions{})
}

// FromFileWith is FromFile with options.
func FromFileWith(f *os.File, notify func(), opts OpenOptions) (Source, error) {
	st, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, err
	}
	if st.IsDir() {
		f.Close()
		return nil, errDirectory
	}
	if st.Mode().IsRegular() && !sizeless(f) {
		if opts.Decompress {
			if src, ok := decodedFile(f, notify); ok {
				return src, nil
			}
		}
		return fileSource(f, st.Size()), nil
	}
	return NewStreamSource(opts.streamReader(f), notify), nil
}

// checkRegular says whether path names a regular file, without opening
// it.
func checkRegular(path string) error {
	st, err := os.Stat(path)
	switch {
	case err != nil:
		return err
	case st.IsDir():
		return errDirectory
	case st.Mode()&os.ModeSocket != 0:
		// A socket cannot be opened as a file: say so now, not from the
		// stream once the screen is up.
		return errSocket
	case !st.Mode().IsRegular():
		return errNotRegular
	}
	return nil
}

// IsNotRegular reports whether OpenFile refused path because it must be read
// as a stream (a fifo, a character device, a file in /proc).
func IsNotRegular(err error) bool { return errors.Is(err, errNotRegular) }

func fileSource(f *os.File, size int64) *FileSource {
	s := &FileSource{f: f}
	s.size.Store(size)
	return s
}

// openDevice opens the character device path, which never waits for a
// writer as a FIFO does (O_NONBLOCK keeps a modem line from waiting for its
// carrier), and refuses a terminal: read as the document, it would take
// the keys meant for lwl, q and ctrl-c too.
func openDevice(path string) (*os.File, error) {
	fd, err := unix.Open(path, unix.O_RDONLY|unix.O_NOCTTY|unix.O_NONBLOCK|unix.O_CLOEXEC, 0)
	if err != nil {
		return nil, &os.PathError{Op: "open", Path: path, Err: err}
	}
	if term.IsTerminal(fd) {
		unix.Close(fd)
		return nil, errTerminal
	}
	if err := unix.SetNonblock(fd, false); err != nil {
		unix.Close(fd)
		return nil, &os.PathError{Op: "open", Path: path, Err: err}
	}
	return os.NewFile(uintptr(fd), path), nil
}
