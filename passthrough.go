package main

import (
	"errors"
	"fmt"
	"io"
	"os"

	"lwl/app"
	"lwl/internal/decompress"
	"lwl/internal/lessopen"
	"lwl/internal/quote"
	"lwl/widgets/doc"
)

// copyThrough copies the input to standard output unchanged, as less does
// when its output is not a terminal; compressed input is decoded and
// LESSOPEN applied, as the screen would show it (less does the same with
// lesspipe).
func copyThrough(files []string, visible bool, opts doc.OpenOptions, pre *lessopen.Opener) int {
	if len(files) == 0 {
		files = []string{"-"}
	}
	var w io.Writer = os.Stdout
	if visible {
		w = &visibleWriter{w: os.Stdout}
	}
	for _, f := range files {
		r, closeInput, err := passThroughInput(f, opts, pre)
		if err == nil {
			_, err = io.Copy(w, r)
			closeInput()
		}
		var sig endedBy
		if errors.As(err, &sig) {
			return 128 + int(sig)
		}
		if err != nil {
			var de *decompress.Error
			if errors.As(err, &de) && f != "-" {
				err = fmt.Errorf("%s: %w", quote.Name(f), err)
			}
			fmt.Fprintf(os.Stderr, "lwl: %s\n", quote.Message(err.Error()))
			return exitFail
		}
	}
	return 0
}

// passThroughInput is what copyThrough copies for the file f ("-":
// standard input): the preprocessor's text, the replacement file or f
// itself, decoded when compressed.
func passThroughInput(f string, opts doc.OpenOptions, pre *lessopen.Opener) (io.Reader, func(), error) {
	decoded := func(r io.Reader) io.Reader {
		if opts.Decompress {
			return decompress.Stream(r)
		}
		return r
	}
	if f == "-" {
		if st, err := os.Stdin.Stat(); err == nil && st.IsDir() {
			return nil, nil, fmt.Errorf("%s: is a directory", stdinName())
		}
		return decoded(os.Stdin), func() {}, nil
	}
	if st, err := os.Stat(f); err == nil && st.Mode()&os.ModeSocket != 0 {
		return nil, nil, fmt.Errorf("%s: is a socket", quote.Name(f))
	}
	stop, done := interruptible() // while the preprocessor runs, not the copy
	text, replacement, note := app.Preprocess(f, pre, stop)
	if err := endingSignal(done()); err != nil {
		return nil, nil, err
	}
	if note != "" {
		fmt.Fprintf(os.Stderr, "lwl: %s\n", quote.Message(note))
	}
	if text != nil {
		return text, func() {}, nil
	}
	if replacement != "" {
		file, err := os.Open(replacement)
		if err == nil {
			return file, func() { file.Close() }, nil
		}
		fmt.Fprintf(os.Stderr, "lwl: LESSOPEN: %s\n", quote.Message(quote.FileError(replacement, err).Error()))
	}
	file, err := os.Open(f)
	if err != nil {
		return nil, nil, quote.FileError(f, err)
	}
	if st, err := file.Stat(); err == nil && st.IsDir() {
		file.Close()
		return nil, nil, fmt.Errorf("%s: is a directory", quote.Name(f))
	}
	return decoded(file), func() { file.Close() }, nil
}
