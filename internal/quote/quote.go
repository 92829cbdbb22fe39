// Package quote words untrusted text (file names, flag values, values read
// from configuration files) for lwl's messages on standard error. Those are
// written before the screen starts or after it is gone, straight to the
// terminal: a control byte in them would be acted on by the terminal (an
// escape sequence in a file name can set the window title), and a value
// megabytes long would fill the scrollback.
package quote

import (
	"errors"
	"io/fs"
	"strconv"
	"strings"
	"unicode/utf8"
)

// MaxValue is how many bytes of a value a message shows; a longer value is
// cut there and its length given.
const MaxValue = 80

// MaxMessage is the longest message Message lets through.
const MaxMessage = 4096

// Value quotes s as Go does (control bytes and invalid UTF-8 made visible
// as escapes), cut to MaxValue bytes: "abc…" (52428800 bytes).
func Value(s string) string {
	if len(s) <= MaxValue {
		return strconv.Quote(s)
	}
	return strconv.Quote(Cut(s, MaxValue)) + "… (" + strconv.Itoa(len(s)) + " bytes)"
}

// Cut is s cut to at most n bytes, at the start of a UTF-8 sequence.
func Cut(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}

// Name is a file name or flag value for a message: unchanged when it is
// plain printable text (so notes.md stays notes.md), else quoted as Value.
func Name(s string) string {
	if plain(s) && len(s) <= 4*MaxValue {
		return s
	}
	return Value(s)
}

// plain reports whether s is valid UTF-8 of printable characters only.
func plain(s string) bool {
	for _, r := range s {
		if r == utf8.RuneError || !strconv.IsPrint(r) {
			return false
		}
	}
	return s != ""
}

// Message makes a whole message safe to print on one line: every byte that
// is not printable text becomes an escape (\x1b, \n, \u202e), and a message
// longer than MaxMessage is cut. It is the last step before a message is
// written, so that no path to standard error can carry a raw control
// byte, however the message was built.
func Message(s string) string {
	if len(s) > MaxMessage {
		s = Cut(s, MaxMessage) + "…"
	}
	if plain(s) {
		return s
	}
	var b strings.Builder
	for len(s) > 0 {
		r, n := utf8.DecodeRuneInString(s)
		if (r == utf8.RuneError && n <= 1) || !strconv.IsPrint(r) {
			q := strconv.Quote(s[:n]) // "\x1b"
			b.WriteString(q[1 : len(q)-1])
		} else {
			b.WriteString(s[:n])
		}
		s = s[n:]
	}
	return b.String()
}

// FileError words a file error as "PATH: why", the path quoted as by Name
// and without Go's "open PATH:" or "stat PATH:" prefix.
func FileError(path string, err error) error {
	return errors.New(Name(path) + ": " + Unwrap(err).Error())
}

// Unwrap drops Go's "stat PATH:" from a file error, leaving why.
func Unwrap(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
