package lessopen

import (
	"io"
	"os"

	"lwl/internal/decompress"
	"lwl/internal/quote"
	"lwl/widgets/doc"
)

// less's input preprocessor (LESSOPEN) runs on a named file that lwl does
// not decode itself: a regular file that is not compressed, or a folder
// (lesspipe lists one). A FIFO or a device is left alone: the
// preprocessor would take its bytes. What it gives is shown under the
// file's name; when it gives nothing, or fails, or is stopped, the file
// is shown as it is, with a note saying why when there is one.

// Preprocess runs pre on the file name, if it applies, and waits for what
// it gives (a close of stop kills it): the text of a pipe, or the name of
// a replacement file; neither means the file as it is. note says how the
// preprocessor failed.
func Preprocess(name string, pre *Opener, stop <-chan struct{}) (text io.Reader, replacement, note string) {
	if pre == nil || !Preprocessable(name) {
		return nil, "", ""
	}
	run, err := pre.Start(name)
	if err != nil {
		return nil, "", err.Error()
	}
	res := run.Wait(stop)
	return res.Text, res.Replacement, res.Failure
}

// OpenNamed opens the file name as lwl reads a named file: through the
// preprocessor pre when it applies, else as doc.OpenWith does.
func OpenNamed(name string, notify func(), opts doc.OpenOptions, pre *Opener, stop <-chan struct{}) (src doc.Source, note string, err error) {
	text, replacement, note := Preprocess(name, pre, stop)
	switch {
	case text != nil:
		return doc.NewStreamSource(text, notify), note, nil
	case replacement != "":
		src, err := doc.OpenWith(replacement, notify, opts)
		if err == nil {
			return src, note, nil
		}
		note = "LESSOPEN: " + quote.FileError(replacement, err).Error()
	}
	src, err = doc.OpenWith(name, notify, opts)
	return src, note, err
}

// Preprocessable reports whether LESSOPEN runs on name.
func Preprocessable(name string) bool {
	st, err := os.Stat(name)
	switch {
	case err != nil:
		return false
	case st.IsDir():
		return true
	case !st.Mode().IsRegular():
		return false
	}
	f, err := os.Open(name)
	if err != nil {
		return false
	}
	defer f.Close()
	return decompress.FileFormat(f) == decompress.None
}
