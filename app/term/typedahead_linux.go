package term

import (
	"bytes"

	"golang.org/x/sys/unix"
)

// Keys typed before lwl makes the terminal raw wait in its input queue as
// the line discipline took them in cooked mode: with ICRNL, Enter (a
// carriage return) became a newline, which tcell reads as ctrl-j. Typed
// at once after lwl's name, "/e" and Enter then left the prompt open.

// enterBecomesNewline says whether dev turns a typed carriage return into
// a newline (looked at before raw mode, which turns it off).
func enterBecomesNewline(dev string) bool {
	fd, err := unix.Open(dev, unix.O_RDONLY|unix.O_NOCTTY|unix.O_NONBLOCK, 0)
	if err != nil {
		return false
	}
	defer unix.Close(fd)
	tio, err := unix.IoctlGetTermios(fd, unix.TCGETS)
	return err == nil && tio.Iflag&unix.ICRNL != 0 && tio.Iflag&unix.IGNCR == 0
}

// takeTypedAhead reads what dev's input queue holds (right after raw mode
// was set: the keys typed before it), with each newline given back as the
// Enter it was typed as. It never waits.
func takeTypedAhead(dev string) []byte {
	fd, err := unix.Open(dev, unix.O_RDONLY|unix.O_NOCTTY|unix.O_NONBLOCK, 0)
	if err != nil {
		return nil
	}
	defer unix.Close(fd)
	n, err := unix.IoctlGetInt(fd, unix.TIOCINQ)
	if err != nil || n <= 0 {
		return nil
	}
	b := make([]byte, n)
	got := 0
	for got < n {
		k, err := unix.Read(fd, b[got:])
		if err != nil || k <= 0 {
			break
		}
		got += k
	}
	return bytes.ReplaceAll(b[:got], []byte{'\n'}, []byte{'\r'})
}
