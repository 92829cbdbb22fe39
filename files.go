package main

import (
	"path/filepath"
	"strings"

	"lwl/app"
	"lwl/internal/quote"
	"lwl/widgets/doc"
)

// openFirst opens the first of files that opens into opts (its source,
// name and path), as less does with several files: the ones before it that
// did not open are named in skipped, with what LESSOPEN said. Only when
// none opens is it an error (the first file's).
func openFirst(files []string, notify func(), opts *app.Options) (first int, skipped string, err error) {
	var failed []string
	var firstErr error
	stop, done := interruptible()
	for i, f := range files {
		quiet := func() {}
		if opts.LessOpen != nil {
			quiet = sayWhenSlow(f)
		}
		src, note, e := app.OpenNamed(f, notify, openOptions(opts.Secure), opts.LessOpen, stop)
		quiet()
		select {
		case <-stop:
			if err := endingSignal(done()); err != nil {
				return 0, "", err
			}
			stop, done = interruptible() // ctrl-c stopped this one only
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
		done()
		return i, strings.Join(failed, "; "), nil
	}
	done()
	return 0, "", firstErr
}

// openOptions are how lwl reads its input: compressed input decoded,
// except in secure mode, which shows the bytes as they are.
func openOptions(secure bool) doc.OpenOptions { return doc.OpenOptions{Decompress: !secure} }

// fileArgs is the list :n and :p walk.
func fileArgs(files []string) []app.FileArg {
	out := make([]app.FileArg, len(files))
	for i, f := range files {
		abs, err := filepath.Abs(f)
		if err != nil {
			abs = f
		}
		out[i] = app.FileArg{Name: f, Path: abs}
	}
	return out
}
