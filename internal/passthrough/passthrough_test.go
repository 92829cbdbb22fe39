package passthrough

import (
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"lwl/widgets/doc"
)

// noPreprocessor is an Input without LESSOPEN.
func noPreprocessor(decompress bool, warn func(string)) Input {
	return Input{Open: doc.OpenOptions{Decompress: decompress}, StdinName: "stdin", Warn: warn,
		Preprocess: func(string, <-chan struct{}) (io.Reader, string, string) { return nil, "", "" }}
}

// Files are copied one after the other, compressed ones decoded unless
// decoding is off (secure mode); a folder stops the copy, named.
func TestCopy(t *testing.T) {
	dir := t.TempDir()
	plain := filepath.Join(dir, "a.txt")
	os.WriteFile(plain, []byte("one\n"), 0o644)
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write([]byte("two\n"))
	zw.Close()
	packed := filepath.Join(dir, "b.gz")
	os.WriteFile(packed, gz.Bytes(), 0o644)

	var out bytes.Buffer
	if err := Copy(&out, []string{plain, packed}, noPreprocessor(true, nil)); err != nil {
		t.Fatal(err)
	}
	if out.String() != "one\ntwo\n" {
		t.Errorf("copied %q, want the text and the decoded text", out.String())
	}
	out.Reset()
	if err := Copy(&out, []string{packed}, noPreprocessor(false, nil)); err != nil || !bytes.Equal(out.Bytes(), gz.Bytes()) {
		t.Errorf("without decoding: %v, %q", err, out.Bytes())
	}
	err := Copy(&out, []string{dir}, noPreprocessor(true, nil))
	if err == nil || !strings.Contains(err.Error(), "is a directory") {
		t.Errorf("a folder: error %v, want one saying it is a directory", err)
	}
}

// What the preprocessor gives is copied in the file's place; a
// replacement that does not open is a warning, and the file is copied.
func TestCopyPreprocessed(t *testing.T) {
	dir := t.TempDir()
	f := filepath.Join(dir, "a.txt")
	os.WriteFile(f, []byte("as written\n"), 0o644)
	var warnings []string
	in := noPreprocessor(true, func(msg string) { warnings = append(warnings, msg) })
	in.Preprocess = func(string, <-chan struct{}) (io.Reader, string, string) {
		return strings.NewReader("preprocessed\n"), "", ""
	}
	var out bytes.Buffer
	if err := Copy(&out, []string{f}, in); err != nil || out.String() != "preprocessed\n" {
		t.Errorf("a pipe's text: %v, %q", err, out.String())
	}
	in.Preprocess = func(string, <-chan struct{}) (io.Reader, string, string) {
		return nil, filepath.Join(dir, "gone"), "a note"
	}
	out.Reset()
	if err := Copy(&out, []string{f}, in); err != nil || out.String() != "as written\n" {
		t.Errorf("a missing replacement: %v, %q", err, out.String())
	}
	if len(warnings) != 2 || warnings[0] != "a note" || !strings.HasPrefix(warnings[1], "LESSOPEN: ") {
		t.Errorf("warnings %q, want the note and the replacement's", warnings)
	}
}
