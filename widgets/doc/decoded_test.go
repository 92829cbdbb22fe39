package doc_test

import (
	"bytes"
	"compress/gzip"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"lwl/internal/decompress"
	"lwl/widgets/doc"
)

const logText = "2026-12-03 app started\n2026-12-03 listening on :8080\n"

func gzipped(t *testing.T, s string) []byte {
	t.Helper()
	var b bytes.Buffer
	w := gzip.NewWriter(&b)
	w.Write([]byte(s))
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func writeFile(t *testing.T, name string, data []byte) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, data, 0o600); err != nil {
		t.Fatal(err)
	}
	return p
}

var decoding = doc.OpenOptions{Decompress: true}

// A gzip file is read decoded, as a stream, whatever its name; without
// Decompress (secure mode) its bytes are shown as written.
func TestOpenDecodesCompressedFile(t *testing.T) {
	gz := gzipped(t, logText)
	for _, name := range []string{"app.log.gz", "app.log"} {
		src, err := doc.OpenWith(writeFile(t, name, gz), nil, decoding)
		if err != nil {
			t.Fatal(err)
		}
		s, ok := src.(*doc.StreamSource)
		if !ok {
			t.Fatalf("%s opens as %T, want a stream", name, src)
		}
		if got := readStream(t, s); got != logText {
			t.Errorf("%s reads %q, want %q", name, got, logText)
		}
	}
	src, err := doc.OpenWith(writeFile(t, "app.log.gz", gz), nil, doc.OpenOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := src.(*doc.FileSource); !ok || src.Size() != int64(len(gz)) {
		t.Errorf("without Decompress: %T of %d bytes, want the file's %d bytes", src, src.Size(), len(gz))
	}
}

// A text file named .gz is a text file, read by region.
func TestOpenPlainFileNamedGz(t *testing.T) {
	src, err := doc.OpenWith(writeFile(t, "notes.gz", []byte(logText)), nil, decoding)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := src.(*doc.FileSource); !ok {
		t.Errorf("a text file opens as %T, want a file read by region", src)
	}
}

// A FIFO's compressed bytes are decoded by the stream's reader.
func TestOpenDecodesFifo(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "f")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	src, err := doc.OpenWith(fifo, nil, decoding)
	if err != nil {
		t.Fatal(err)
	}
	go func() {
		w, err := os.OpenFile(fifo, os.O_WRONLY, 0)
		if err == nil {
			w.Write(gzipped(t, logText))
			w.Close()
		}
	}()
	if got := readStream(t, src.(*doc.StreamSource)); got != logText {
		t.Errorf("the FIFO reads %q, want %q", got, logText)
	}
}

// A corrupt archive: what decoded is kept, and the stream's error says
// why it stopped.
func TestOpenCorruptGzip(t *testing.T) {
	gz := gzipped(t, logText)
	gz[len(gz)-6] ^= 0xff // the trailer's CRC
	src, err := doc.OpenWith(writeFile(t, "app.log.gz", gz), nil, decoding)
	if err != nil {
		t.Fatal(err)
	}
	s := src.(*doc.StreamSource)
	if got := readStream(t, s); got != logText {
		t.Errorf("decoded %q, want %q", got, logText)
	}
	var de *decompress.Error
	if !errors.As(s.Err(), &de) || !strings.Contains(s.Err().Error(), "gzip: invalid checksum") {
		t.Errorf("Err = %v, want the gzip checksum error", s.Err())
	}
}
