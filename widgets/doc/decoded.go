package doc

import (
	"io"
	"os"

	"lwl/internal/decompress"
)

// A compressed file is read decoded, as a stream: its text's length is
// known only once it is decoded, and the stream's bounds (read-ahead,
// spill to a temporary file) keep memory small however far it expands.

// streamReader is how a stream is read with these options: decoded when
// its first bytes are a compression format's magic. The magic is read by
// the stream's reading goroutine, never before: a pipe's bytes are not
// waited for.
func (o OpenOptions) streamReader(r io.Reader) io.Reader {
	if !o.Decompress {
		return r
	}
	if c, ok := r.(io.Closer); ok {
		// The decoder reads r: closing the stream's input must close r.
		return struct {
			io.Reader
			io.Closer
		}{decompress.Stream(r), c}
	}
	return decompress.Stream(r)
}

// decodedFile reads the regular file f decoded, from its start, if it
// starts with a compression format's magic; the stream closes f at its
// end. ok is false, and f untouched, for any other file.
func decodedFile(f *os.File, notify func()) (src *StreamSource, ok bool) {
	if decompress.FileFormat(f) == decompress.None {
		return nil, false
	}
	r := decompress.Stream(io.NewSectionReader(f, 0, 1<<62))
	return NewStreamSource(closeFileAtEnd{r: r, f: f}, notify), true
}

// closeFileAtEnd closes f once r, which reads it, ends.
type closeFileAtEnd struct {
	r io.Reader
	f *os.File
}

func (c closeFileAtEnd) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	if err != nil {
		c.f.Close()
	}
	return n, err
}
