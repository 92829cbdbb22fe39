package decompress

import (
	"bytes"
	"io"
)

// Stream reads r decoded when it starts with a format's magic, else r's
// bytes as they are. It reads nothing until its first Read, which may
// wait for r: give it to the goroutine that reads the stream. Only while
// the bytes so far could still be a magic does it wait for more, so a
// line of text is passed on as soon as it comes.
func Stream(r io.Reader) io.Reader { return &sniffer{r: r} }

type sniffer struct {
	r   io.Reader
	out io.Reader
}

func (s *sniffer) Read(p []byte) (int, error) {
	if s.out == nil {
		s.out = s.decide()
	}
	return s.out.Read(p)
}

// decide reads what tells the format and returns the reader of the rest.
func (s *sniffer) decide() io.Reader {
	head := make([]byte, 0, MagicLen)
	var err error
	for {
		var n int
		n, err = s.r.Read(head[len(head):cap(head)])
		head = head[:len(head)+n]
		f, decided := Sniff(head)
		if f != None {
			return decoded(f, io.MultiReader(bytes.NewReader(head), s.r))
		}
		if decided || err != nil {
			break
		}
	}
	if err != nil {
		return io.MultiReader(bytes.NewReader(head), errReader{err})
	}
	return io.MultiReader(bytes.NewReader(head), s.r)
}

// decoded is r decoded as f, freeing the decoder at its end.
func decoded(f Format, r io.Reader) io.Reader {
	dec, err := NewReader(f, r)
	if err != nil {
		return errReader{err}
	}
	return &closeAtEnd{rc: dec}
}

type closeAtEnd struct {
	rc     io.ReadCloser
	closed bool
}

func (c *closeAtEnd) Read(p []byte) (int, error) {
	n, err := c.rc.Read(p)
	if err != nil && !c.closed {
		c.closed = true
		c.rc.Close()
	}
	return n, err
}

type errReader struct{ err error }

func (e errReader) Read([]byte) (int, error) { return 0, e.err }

// FileFormat says which format the file read by r starts with.
func FileFormat(r io.ReaderAt) Format {
	head := make([]byte, MagicLen)
	n, _ := r.ReadAt(head, 0)
	f, _ := Sniff(head[:n])
	return f
}
