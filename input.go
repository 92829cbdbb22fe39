package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"

	"golang.org/x/sys/unix"

	"lwl/app"
	"lwl/widgets/doc"
)

// streamNews passes a stream's news on: to the -F check while it waits
// for the text, then to the app once it exists. Its notify never blocks.
type streamNews struct {
	live atomic.Pointer[app.App]
	wake chan struct{} // one pending wake-up at most
}

func newStreamNews() *streamNews { return &streamNews{wake: make(chan struct{}, 1)} }

func (n *streamNews) notify() {
	select {
	case n.wake <- struct{}{}:
	default:
	}
	if a := n.live.Load(); a != nil {
		a.SourceChanged()
	}
}

// stdinSource reads standard input: a regular file (lwl < file) by region
// like any file, so a big one is not held in memory; anything else as a
// stream. It reads a duplicate of the descriptor, never a second open of
// /dev/stdin: the source may be closed (when another document replaces
// it) while fd 0 stays lwl's standard input.
func stdinSource(notify func(), opts doc.OpenOptions) doc.Source {
	fd, err := unix.FcntlInt(os.Stdin.Fd(), unix.F_DUPFD_CLOEXEC, 0)
	if err != nil {
		return doc.NewStreamSource(os.Stdin, notify)
	}
	src, err := doc.FromFileWith(os.NewFile(uintptr(fd), "/dev/stdin"), notify, opts)
	if err != nil {
		return doc.NewStreamSource(os.Stdin, notify) // a folder: reading it says why
	}
	if _, ok := src.(*doc.StreamSource); ok {
		// The stream's descriptor is then the only one lwl holds on the
		// pipe: when it stops reading (no room left) and closes it, the
		// writer ends rather than waits. No one reads fd 0 after this.
		if null, err := os.Open(os.DevNull); err == nil {
			unix.Dup2(int(null.Fd()), int(os.Stdin.Fd()))
			null.Close()
		}
	}
	return src
}

// stdinName is the name shown for standard input: man sets MAN_PN to the
// page it pipes (ls(1)).
func stdinName() string {
	if pn := os.Getenv("MAN_PN"); pn != "" {
		return unescapePrompt(pn)
	}
	return "stdin"
}

// unescapePrompt undoes the backslashes man-db puts before the characters
// less's prompt language gives a meaning (MAN_PN=lwl\.1 for lwl.1).
func unescapePrompt(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+1 < len(s) {
			i++
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// binarySniff is how much of a file is looked at for NUL bytes, as less
// does, to tell a binary file.
const binarySniff = 4096

// binaryMessage is the status message for a file that looks binary (a NUL
// in its first 4 KiB), "" for any other source. Streams are not looked at:
// their bytes may not have arrived.
func binaryMessage(src doc.Source, name string) string {
	if _, ok := src.(*doc.FileSource); !ok {
		return ""
	}
	buf := make([]byte, min(src.Size(), binarySniff))
	n, _ := src.ReadAt(buf, 0)
	if bytes.IndexByte(buf[:n], 0) < 0 {
		return ""
	}
	return filepath.Base(name) + " may be a binary file"
}
