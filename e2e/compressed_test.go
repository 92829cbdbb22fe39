//go:build linux

package e2e

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// compressedLog writes app.log.gz, a gzip of numbered log lines, into a
// new folder; corrupt breaks its CRC.
func compressedLog(t *testing.T, corrupt bool) (dir, text string) {
	t.Helper()
	var lines strings.Builder
	for i := 1; i <= 100; i++ {
		fmt.Fprintf(&lines, "log line %03d\n", i)
	}
	var b bytes.Buffer
	w := gzip.NewWriter(&b)
	w.Write([]byte(lines.String()))
	w.Close()
	data := b.Bytes()
	if corrupt {
		data[len(data)-6] ^= 0xff // the trailer's CRC-32
	}
	dir = t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "app.log.gz"), data, 0o644); err != nil {
		t.Fatal(err)
	}
	return dir, lines.String()
}

// lwl app.log.gz shows the text, under the name as given.
func TestE2ECompressedFile(t *testing.T) {
	dir, _ := compressedLog(t, false)
	h := startWith(t, startOpts{dir: dir}, "app.log.gz")
	h.waitRow(t, 0, "the first line decoded", func(r string) bool { return strings.HasPrefix(r, "log line 001") })
	h.waitStatus(t, "app.log.gz")
	h.typeKeys("G")
	h.waitFor(t, "the last line", func(s string) bool { return strings.Contains(s, "log line 100") }, e2eTimeout)
	quit(t, h)
}

// A corrupt archive: the text that decoded, then a one-line message.
func TestE2ECompressedCorrupt(t *testing.T) {
	dir, _ := compressedLog(t, true)
	h := startWith(t, startOpts{dir: dir}, "app.log.gz")
	h.waitRow(t, 0, "the first line decoded", func(r string) bool { return strings.HasPrefix(r, "log line 001") })
	h.waitStatus(t, "app.log.gz: gzip: invalid checksum — showing what decoded")
	quit(t, h)
}

// Secure mode decodes nothing: the file's bytes as written.
func TestE2ECompressedSecure(t *testing.T) {
	dir, _ := compressedLog(t, false)
	h := startWith(t, startOpts{dir: dir, env: append(lwlEnv(t), "LESSSECURE=1")}, "app.log.gz")
	h.waitStatus(t, "app.log.gz", "binary")
	if strings.Contains(h.screen(), "log line") {
		t.Errorf("secure mode decoded the file:\n%s", h.screen())
	}
	quit(t, h)
}

// Output that is not a terminal gets the decoded text, from a file or a
// pipe; a corrupt archive's text, then the error and status 1.
func TestE2ECompressedPassThrough(t *testing.T) {
	dir, text := compressedLog(t, false)
	gz := filepath.Join(dir, "app.log.gz")
	out, _, code := runPlain(t, nil, gz)
	if code != 0 || string(out) != text {
		t.Errorf("lwl app.log.gz | cat: status %d, %d bytes, want the %d decoded", code, len(out), len(text))
	}
	f, err := os.Open(gz)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if out, _, code = runPlain(t, f); code != 0 || string(out) != text {
		t.Errorf("lwl < app.log.gz | cat: status %d, %d bytes, want the %d decoded", code, len(out), len(text))
	}
	bad, _ := compressedLog(t, true)
	out, errOut, code := runPlain(t, nil, filepath.Join(bad, "app.log.gz"))
	if code != 1 || string(out) != text || !strings.Contains(string(errOut), "gzip: invalid checksum") {
		t.Errorf("corrupt: status %d, %d bytes, stderr %q", code, len(out), errOut)
	}
}

// A pipe's compressed bytes are decoded too, as ov and moor do.
func TestE2ECompressedPipe(t *testing.T) {
	dir, _ := compressedLog(t, false)
	data, err := os.ReadFile(filepath.Join(dir, "app.log.gz"))
	if err != nil {
		t.Fatal(err)
	}
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	go func() {
		w.Write(data)
		w.Close()
	}()
	h := startWith(t, startOpts{stdin: r}, "-")
	h.waitRow(t, 0, "the first line decoded", func(r string) bool { return strings.HasPrefix(r, "log line 001") })
	quit(t, h)
}

// :e app.log.gz and :n reach the decoded text too; -F prints a short one.
func TestE2ECompressedEditAndOneScreen(t *testing.T) {
	dir, _ := compressedLog(t, false)
	if err := os.WriteFile(filepath.Join(dir, "first.txt"), []byte("first file\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	h := startWith(t, startOpts{dir: dir}, "first.txt")
	h.waitRow(t, 0, "the first file", func(r string) bool { return strings.HasPrefix(r, "first file") })
	h.typeKeys(":eapp.log.gz\r")
	h.waitRow(t, 0, ":e decoded", func(r string) bool { return strings.HasPrefix(r, "log line 001") })
	h.waitStatus(t, "app.log.gz")
	h.typeKeys(":p")
	h.waitRow(t, 0, "back to the first", func(r string) bool { return strings.HasPrefix(r, "first file") })
	h.typeKeys(":n")
	h.waitRow(t, 0, ":n decoded", func(r string) bool { return strings.HasPrefix(r, "log line 001") })
	quit(t, h)

	var b bytes.Buffer
	w := gzip.NewWriter(&b)
	w.Write([]byte("short\ntext\n"))
	w.Close()
	if err := os.WriteFile(filepath.Join(dir, "short.gz"), b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	h = startWith(t, startOpts{dir: dir}, "-F", "short.gz")
	if code := h.wait(t); code != 0 {
		t.Errorf("-F short.gz: exit %d", code)
	}
	if s := h.screen(); !strings.Contains(s, "short\ntext") {
		t.Errorf("-F short.gz printed:\n%s", s)
	}
}

// A 256 MB text gzipped, read to its end with G: memory stays bounded as
// for a pipe (the decoded text moves to an unlinked temporary file).
func TestE2EMemoryCompressedFile(t *testing.T) {
	dir := t.TempDir()
	f, err := os.Create(filepath.Join(dir, "big.log.gz"))
	if err != nil {
		t.Fatal(err)
	}
	w, _ := gzip.NewWriterLevel(f, gzip.BestSpeed)
	for k := range 256 {
		w.Write(filler(k))
	}
	w.Write([]byte("the very last line\n"))
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	f.Close()
	tmp := t.TempDir()
	h := startWith(t, startOpts{dir: dir, env: pipeEnv(t, tmp)}, "big.log.gz")
	h.waitStatus(t, "big.log.gz", "line 1")
	readToEndBounded(t, h, "decoding 256 MB", tmp)
	quit(t, h)
}
