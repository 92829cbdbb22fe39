// Package passthrough copies lwl's input to an output that is not a
// screen, as less does: a file or a pipe gets the bytes unchanged, with
// compressed input decoded and LESSOPEN applied as the screen would show
// them (less does the same with lesspipe); a dumb terminal gets every
// control byte shown as a token (Visible).
package passthrough

import (
	"errors"
	"fmt"
	"io"
	"os"

	"lwl/internal/decompress"
	"lwl/internal/interrupt"
	"lwl/internal/quote"
	"lwl/widgets/doc"
)

// Input is how the files are read.
type Input struct {
	Open      doc.OpenOptions
	StdinName string // what standard input is called in a message
	// Preprocess runs LESSOPEN on the file name, if it applies, and waits
	// for what it gives (a close of stop kills it): the text of a pipe, or
	// the name of a replacement file; neither means the file as it is.
	// note says how the preprocessor failed.
	Preprocess func(name string, stop <-chan struct{}) (text io.Reader, replacement, note string)
	Warn       func(msg string) // a note for standard error; the copy goes on
}

// Copy copies files ("-", or none: standard input) to w one after the
// other. It stops at the first that fails, with an error naming it, or
// with interrupt.Ended when TERM or HUP came while a preprocessor ran.
func Copy(w io.Writer, files []string, in Input) error {
	if len(files) == 0 {
		files = []string{"-"}
	}
	for _, f := range files {
		r, closeInput, err := input(f, in)
		if err == nil {
			_, err = io.Copy(w, r)
			closeInput()
		}
		var de *decompress.Error
		if errors.As(err, &de) && f != "-" {
			err = fmt.Errorf("%s: %w", quote.Name(f), err)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// input is what Copy copies for the file f ("-": standard input): the
// preprocessor's text, the replacement file or f itself, decoded when
// compressed.
func input(f string, in Input) (io.Reader, func(), error) {
	decoded := func(r io.Reader) io.Reader {
		if in.Open.Decompress {
			return decompress.Stream(r)
		}
		return r
	}
	if f == "-" {
		if st, err := os.Stdin.Stat(); err == nil && st.IsDir() {
			return nil, nil, fmt.Errorf("%s: is a directory", in.StdinName)
		}
		return decoded(os.Stdin), func() {}, nil
	}
	if st, err := os.Stat(f); err == nil && st.Mode()&os.ModeSocket != 0 {
		return nil, nil, fmt.Errorf("%s: is a socket", quote.Name(f))
	}
	stop, done := interrupt.Watch() // while the preprocessor runs, not the copy
	text, replacement, note := in.Preprocess(f, stop)
	if err := interrupt.Ending(done()); err != nil {
		return nil, nil, err
	}
	if note != "" {
		in.Warn(quote.Message(note))
	}
	if text != nil {
		return text, func() {}, nil
	}
	if replacement != "" {
		file, err := os.Open(replacement)
		if err == nil {
			return file, func() { file.Close() }, nil
		}
		in.Warn("LESSOPEN: " + quote.Message(quote.FileError(replacement, err).Error()))
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
