package decompress

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"errors"
	"io"
	"os"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/klauspost/compress/zstd"
	"github.com/ulikunitz/xz"
)

const text = "2026-12-03 app started\n2026-12-03 listening on :8080\n"

func gzipOf(t *testing.T, s string) []byte {
	t.Helper()
	var b bytes.Buffer
	w := gzip.NewWriter(&b)
	io.WriteString(w, s)
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func xzOf(t *testing.T, s string) []byte {
	t.Helper()
	var b bytes.Buffer
	w, err := xz.NewWriter(&b)
	if err != nil {
		t.Fatal(err)
	}
	io.WriteString(w, s)
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func zstdOf(t *testing.T, s string) []byte {
	t.Helper()
	w, err := zstd.NewWriter(nil)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	return w.EncodeAll([]byte(s), nil)
}

// bzip2Of is text compressed by bzip2 1.0.8 (the standard library only
// decodes): `printf '2026-12-03 app started\n2026-12-03 listening on :8080\n' | bzip2`.
func bzip2Of(t *testing.T) []byte {
	t.Helper()
	b, err := os.ReadFile("testdata/app.log.bz2")
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestSniff(t *testing.T) {
	for _, c := range []struct {
		head    string
		want    Format
		decided bool
	}{
		{"\x1f\x8b\x08", Gzip, true},
		{"\x1f", None, false},
		{"\xfd7zXZ\x00\x00", Xz, true},
		{"\xfd7zX", None, false},
		{"\x28\xb5\x2f\xfd", Zstd, true},
		{"BZh91AY&SY", Bzip2, true},
		{"BZh1\x17\x72\x45\x38\x50\x90", Bzip2, true},
		{"BZh", None, false},
		{"BZh1 is a text", None, true},
		{"hello", None, true},
		{"", None, false},
	} {
		f, decided := Sniff([]byte(c.head))
		if f != c.want || decided != c.decided {
			t.Errorf("Sniff(%q) = %q, %v; want %q, %v", c.head, f, decided, c.want, c.decided)
		}
	}
}

func TestStreamDecodesEachFormat(t *testing.T) {
	for name, data := range map[string][]byte{
		"gzip":  gzipOf(t, text),
		"bzip2": bzip2Of(t),
		"xz":    xzOf(t, text),
		"zstd":  zstdOf(t, text),
		"plain": []byte(text),
	} {
		t.Run(name, func(t *testing.T) {
			// One byte at a time, as a slow pipe gives them.
			got, err := io.ReadAll(Stream(iotest.OneByteReader(bytes.NewReader(data))))
			if err != nil || string(got) != text {
				t.Fatalf("got %q, %v; want %q", got, err, text)
			}
			if name != "plain" && FileFormat(bytes.NewReader(data)) != Format(name) {
				t.Errorf("FileFormat = %q, want %q", FileFormat(bytes.NewReader(data)), name)
			}
		})
	}
}

// A text is passed on as soon as its first bytes tell it is no magic:
// a producer that writes a line and waits is not waited for.
func TestStreamDoesNotWaitForText(t *testing.T) {
	pr, pw := io.Pipe()
	go pw.Write([]byte("x\n")) // and nothing more, ever
	buf := make([]byte, 10)
	n, err := Stream(pr).Read(buf)
	if err != nil || string(buf[:n]) != "x\n" {
		t.Fatalf("Read = %q, %v", buf[:n], err)
	}
}

// Short input that starts like a magic is shown as it is.
func TestStreamShortPrefix(t *testing.T) {
	got, err := io.ReadAll(Stream(strings.NewReader("BZh")))
	if err != nil || string(got) != "BZh" {
		t.Fatalf("got %q, %v", got, err)
	}
}

func TestCorruptGzip(t *testing.T) {
	good := gzipOf(t, strings.Repeat(text, 50))
	badCRC := bytes.Clone(good)
	badCRC[len(badCRC)-6] ^= 0xff // the CRC-32 in the trailer
	for _, c := range []struct {
		name string
		data []byte
		msg  string
	}{
		{"bad CRC", badCRC, "gzip: invalid checksum"},
		{"truncated", good[:len(good)-20], "gzip: the data ends early (a truncated file)"},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, err := io.ReadAll(Stream(bytes.NewReader(c.data)))
			var de *Error
			if !errors.As(err, &de) || err.Error() != c.msg {
				t.Fatalf("err = %v, want %q", err, c.msg)
			}
			if !strings.HasPrefix(strings.Repeat(text, 50), string(got)) || len(got) == 0 {
				t.Errorf("decoded %d bytes that are not the text's start", len(got))
			}
		})
	}
}

// An xz file made by xz --check=sha256 decodes, its SHA-256 checked; a
// flipped byte of that check is an error, the text before it kept.
func TestXZSHA256Check(t *testing.T) {
	data, err := os.ReadFile("testdata/sha256check.txt.xz")
	if err != nil {
		t.Fatal(err)
	}
	want := strings.Repeat("a text checked by SHA-256, as xz --check=sha256 writes it\n", 40)
	got, err := io.ReadAll(Stream(bytes.NewReader(data)))
	if err != nil || string(got) != want {
		t.Fatalf("decoded %d bytes, %v; want the %d of the text", len(got), err, len(want))
	}
	// The 32 bytes of the check end the block, before the index and the
	// 12-byte stream footer.
	bad := bytes.Clone(data)
	i := bytes.Index(bad, sha256Of(want))
	if i < 0 {
		t.Fatal("the file holds no SHA-256 of the text")
	}
	bad[i] ^= 0xff
	if _, err := io.ReadAll(Stream(bytes.NewReader(bad))); err == nil {
		t.Error("a wrong SHA-256 check decoded without an error")
	}
}

func sha256Of(s string) []byte {
	h := sha256.Sum256([]byte(s))
	return h[:]
}
