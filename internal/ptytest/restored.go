//go:build linux

package ptytest

import (
	"bytes"
	"errors"
	"fmt"
	"os"

	"golang.org/x/sys/unix"

	"lwl/internal/vt"
)

// The xterm sequences that enter and leave the alternate screen, as
// terminfo's smcup and rmcup write them for xterm-256color.
const (
	EnterAltScreen = "\x1b[?1049h"
	LeaveAltScreen = "\x1b[?1049l"
)

// Restored checks that a program left the terminal as it found it: out,
// all it wrote, entered the alternate screen and ends by leaving it, with
// no text after; tty (either side) reads lines and echoes them. The error
// names each thing left wrong.
func Restored(out []byte, tty *os.File) error {
	return errors.Join(LeftAltScreen(out), NoTextAfterLeaving(out), Cooked(tty))
}

// LeftAltScreen checks that out enters the alternate screen and that its
// last such sequence leaves it.
func LeftAltScreen(out []byte) error {
	enter := bytes.LastIndex(out, []byte(EnterAltScreen))
	if enter < 0 {
		return fmt.Errorf("the alternate screen was never entered (%q)", EnterAltScreen)
	}
	if bytes.LastIndex(out, []byte(LeaveAltScreen)) < enter {
		return fmt.Errorf("the output does not end by leaving the alternate screen (%q); its end: %q", LeaveAltScreen, tail(out, 200))
	}
	return nil
}

// NoTextAfterLeaving checks that nothing but escape sequences follows the
// last time out leaves the alternate screen: text there would be left
// over the user's shell.
func NoTextAfterLeaving(out []byte) error {
	last := bytes.LastIndex(out, []byte(LeaveAltScreen))
	if last < 0 {
		return nil
	}
	if rest := out[last+len(LeaveAltScreen):]; len(vt.StripEscapes(rest)) > 0 {
		return fmt.Errorf("text was written after leaving the alternate screen: %q", tail(rest, 200))
	}
	return nil
}

// Cooked checks that the terminal reads lines and echoes them, as a shell
// expects it back.
func Cooked(tty *os.File) error {
	tio, err := Termios(tty)
	if err != nil {
		return err
	}
	if tio.Lflag&unix.ICANON == 0 || tio.Lflag&unix.ECHO == 0 {
		return fmt.Errorf("the terminal is left raw: lflag %#o (ICANON %v, ECHO %v)",
			tio.Lflag, tio.Lflag&unix.ICANON != 0, tio.Lflag&unix.ECHO != 0)
	}
	return nil
}

func tail(b []byte, n int) []byte {
	if len(b) > n {
		return b[len(b)-n:]
	}
	return b
}
