package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"syscall"
	"time"

	"golang.org/x/sys/unix"

	"lwl/app"
	"lwl/app/config"
	"lwl/app/files"
	"lwl/internal/interrupt"
	"lwl/internal/lessopen"
	"lwl/internal/quote"
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

// openDocument sets the document opts shows first: the guide, standard
// input, or the first of files that opens (the others are the file list);
// start's message says what did not open, or that it looks binary. watch
// is interrupt.Watch or interrupt.Unwatched, for the files' opening.
func openDocument(files []string, guide bool, cfg *config.Config, news *streamNews, opts *app.Options, start *app.Startup, watch func() (<-chan struct{}, func() syscall.Signal)) error {
	fileMessage := "" // files among several that did not open
	switch {
	case guide:
		opts.Source, opts.Name = doc.BytesSource(app.Guide(cfg.Keys())), "guide"
	case len(files) == 0 || files[0] == "-":
		opts.Source, opts.Name = stdinSource(news.notify, openOptions(opts.Secure)), stdinName()
	default:
		first, skipped, err := openFirst(files, news.notify, opts, watch)
		if err != nil {
			return err
		}
		fileMessage = skipped
		if len(files) > 1 {
			opts.Files, opts.FirstFile = fileArgs(files), first
		}
	}
	start.Message = binaryMessage(opts.Source, opts.Name)
	if fileMessage != "" {
		start.Message = fileMessage
	}
	return nil
}

// openFirst opens the first of files that opens into opts (its source,
// name and path), as less does with several files: the ones before it that
// did not open are named in skipped, with what LESSOPEN said. Only when
// none opens is it an error (the first file's). watch is
// interrupt.Watch: a TERM or HUP that came while it opened ends lwl
// (interrupt.Ended), also when it came after the last file was opened.
func openFirst(files []string, notify func(), opts *app.Options, watch func() (<-chan struct{}, func() syscall.Signal)) (first int, skipped string, err error) {
	var failed []string
	var firstErr error
	stop, done := watch()
	for i, f := range files {
		quiet := func() {}
		if opts.LessOpen != nil {
			quiet = sayWhenSlow(f)
		}
		src, note, e := lessopen.OpenNamed(f, notify, openOptions(opts.Secure), opts.LessOpen, stop)
		quiet()
		select {
		case <-stop:
			if err := interrupt.Ending(done()); err != nil {
				return 0, "", err
			}
			stop, done = watch() // ctrl-c stopped this one only
		default:
		}
		if note != "" {
			failed = append(failed, quote.Message(note))
		}
		if e != nil {
			e = quote.FileError(f, e)
		}
		if e != nil {
			if firstErr == nil {
				firstErr = e
			}
			failed = append(failed, quote.Message(e.Error()))
			continue
		}
		opts.Source, opts.Name = src, f
		if abs, e := filepath.Abs(f); e == nil {
			opts.Path = abs
		}
		if err := interrupt.Ending(done()); err != nil {
			return 0, "", err // the signal's goroutine took it before done stopped the watch
		}
		return i, strings.Join(failed, "; "), nil
	}
	if err := interrupt.Ending(done()); err != nil {
		return 0, "", err
	}
	return 0, "", firstErr
}

// openOptions are how lwl reads its input: compressed input decoded,
// except in secure mode, which shows the bytes as they are.
func openOptions(secure bool) doc.OpenOptions { return doc.OpenOptions{Decompress: !secure} }

// fileArgs is the list :n and :p walk.
func fileArgs(names []string) []files.Arg {
	out := make([]files.Arg, len(names))
	for i, f := range names {
		abs, err := filepath.Abs(f)
		if err != nil {
			abs = f
		}
		out[i] = files.Arg{Name: f, Path: abs}
	}
	return out
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

// slowPreprocessor is how long LESSOPEN may take on the first file before
// lwl says it waits, and how to stop it.
const slowPreprocessor = time.Second

// newOpener is the LESSOPEN preprocessor, nil in secure mode or when
// LESSOPEN is unset; one lwl cannot use is said as a warning.
func newOpener(secure bool) *lessopen.Opener {
	if secure {
		return nil
	}
	o, err := lessopen.New(os.Getenv, os.Environ())
	if err != nil {
		fmt.Fprintf(os.Stderr, "lwl: warning: %s\n", quote.Message(err.Error()))
	}
	return o
}

// sayWhenSlow says on standard error that lwl waits for LESSOPEN on name
// if it takes longer than slowPreprocessor; the returned func ends the
// wait.
func sayWhenSlow(name string) func() {
	t := time.AfterFunc(slowPreprocessor, func() {
		fmt.Fprintf(os.Stderr, "lwl: waiting for LESSOPEN on %s (ctrl-c stops it)\r\n", quote.Name(name))
	})
	return func() { t.Stop() }
}
