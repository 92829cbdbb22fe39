package decompress

import (
	"compress/bzip2"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/klauspost/compress/zstd"
	"github.com/ulikunitz/xz"
)

// Error is why decoding stopped: the bytes decoded before it are good.
type Error struct {
	Format Format
	Err    error
}

func (e *Error) Error() string {
	if errors.Is(e.Err, io.ErrUnexpectedEOF) {
		return string(e.Format) + ": the data ends early (a truncated file)"
	}
	msg := e.Err.Error()
	// The decoders name themselves; said once is enough.
	for _, prefix := range []string{string(e.Format) + ": ", string(e.Format) + " data invalid: "} {
		msg = strings.TrimPrefix(msg, prefix)
	}
	return string(e.Format) + ": " + msg
}

func (e *Error) Unwrap() error { return e.Err }

// NewReader reads r decoded as f. It reads r's header now: a header that
// does not decode is an *Error. Close frees the decoder, not r.
func NewReader(f Format, r io.Reader) (io.ReadCloser, error) {
	var dec io.Reader
	closeDec := func() {}
	var err error
	switch f {
	case Gzip:
		dec, err = gzip.NewReader(r)
	case Bzip2:
		dec = bzip2.NewReader(r)
	case Xz:
		dec, err = xz.NewReader(r)
	case Zstd:
		// One goroutine, decoding as it is read: no block is decoded ahead
		// of what lwl asks for.
		var z *zstd.Decoder
		z, err = zstd.NewReader(r, zstd.WithDecoderConcurrency(1), zstd.WithDecoderLowmem(true))
		if err == nil {
			dec, closeDec = z, z.Close
		}
	default:
		return nil, fmt.Errorf("no decoder for %q", f)
	}
	if err != nil {
		return nil, &Error{Format: f, Err: err}
	}
	return &decoder{format: f, r: dec, close: closeDec}, nil
}

// decoder gives decoding errors their format.
type decoder struct {
	format Format
	r      io.Reader
	close  func()
}

func (d *decoder) Read(p []byte) (int, error) {
	n, err := d.r.Read(p)
	if err != nil && err != io.EOF {
		err = &Error{Format: d.format, Err: err}
	}
	return n, err
}

func (d *decoder) Close() error {
	d.close()
	return nil
}
