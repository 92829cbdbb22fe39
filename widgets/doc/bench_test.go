package doc

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"os"
	"strings"
	"testing"
)

// benchText returns about n bytes made by repeating the named file.
func benchText(b *testing.B, path string, n int) []byte {
	b.Helper()
	raw, err := os.ReadFile(path)
	if err != nil {
		b.Skip(err)
	}
	if bytes.HasSuffix([]byte(path), []byte(".gz")) {
		zr, err := gzip.NewReader(bytes.NewReader(raw))
		if err != nil {
			b.Fatal(err)
		}
		if raw, err = io.ReadAll(zr); err != nil {
			b.Fatal(err)
		}
	}
	out := make([]byte, 0, n+len(raw))
	for len(out) < n || len(out) == 0 {
		out = append(out, raw...)
	}
	return out
}

func asciiText(n int) []byte {
	line := []byte("The quick brown fox jumps over the lazy dog while the parser counts bytes.\n")
	out := make([]byte, 0, n+len(line))
	for len(out) < n {
		out = append(out, line...)
	}
	return out
}

// benchParse parses every chunk of text from a fresh document per
// iteration, as Markdown (the zero ParseOptions).
func benchParse(b *testing.B, text []byte) { benchParseOpts(b, text, ParseOptions{}) }

func benchParseOpts(b *testing.B, text []byte, opts ParseOptions) {
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	for b.Loop() {
		d := New(BytesSource(text), opts)
		for k := 0; k < d.NumChunks(); k++ {
			d.Chunk(k)
		}
	}
}

func BenchmarkParseASCII(b *testing.B) { benchParse(b, asciiText(8<<20)) }

func BenchmarkParseShakespeare(b *testing.B) {
	benchParse(b, benchText(b, "../../../shared/data/t8.shakespeare.txt.gz", 0))
}

// A .txt opens as a literal document: what a reader of Shakespeare gets.
func BenchmarkParseShakespeareLiteral(b *testing.B) {
	benchParseOpts(b, benchText(b, "../../../shared/data/t8.shakespeare.txt.gz", 0), ParseOptions{Links: LiteralLinks})
}

func BenchmarkParseLinkDense(b *testing.B) {
	benchParse(b, benchText(b, "../../testdata/current.md", 8<<20))
}

// benchWrap wraps every line of size bytes of ASCII prose at width 40.
func benchWrap(b *testing.B, size int, mode WrapMode) {
	text := string(asciiText(size))
	b.SetBytes(int64(len(text)))
	var rows []int
	for b.Loop() {
		for start := 0; start < len(text); {
			end := strings.IndexByte(text[start:], '\n') + start
			rows = WrapLine(text[start:end], 40, 8, mode, rows[:0])
			start = end + 1
		}
	}
}

func BenchmarkWrapHardASCII(b *testing.B) { benchWrap(b, 8<<20, WrapHard) }

func BenchmarkWrapWord(b *testing.B) { benchWrap(b, 1<<20, WrapWord) }

// logText is n bytes of a service log, as bench/gen writes it.
func logText(n int) []byte {
	var out []byte
	levels := []string{"INFO ", "WARN ", "DEBUG"}
	paths := []string{"/api/v1/items/", "/api/v1/users/", "/static/app.js/", "/api/v2/search/"}
	for i := 0; len(out) < n; i++ {
		out = fmt.Appendf(out, "2026-11-30T02:35:%02d.%03dZ %s [worker-%02d] request id=%014x path=%s%d took %dms status=%d\n",
			i/1000%60, i%1000, levels[i%3], i%16, 0x5810309d55c004+i*97, paths[i%4], i, i%1000, 200+i%4)
	}
	return out
}

func BenchmarkParseLog(b *testing.B) { benchParse(b, logText(8<<20)) }

// colorLogText is n bytes shaped like `git log -p --color=always`: coloured
// commit headers, a bold diff header, cyan hunk headers, and red and green
// lines with an SGR sequence at each end (every line styled).
func colorLogText(n int) []byte {
	var out []byte
	for i := 0; len(out) < n; i++ {
		out = fmt.Appendf(out, "\x1b[33mcommit %040x\x1b[m\nAuthor: A U Thor <author@example.org>\nDate:   Mon Nov 30 02:35:%02d 2026 +0000\n\n    Fix the parser for case %d\n\n", i*7919, i%60, i)
		out = fmt.Appendf(out, "\x1b[1mdiff --git a/widgets/doc/parse%d.go b/widgets/doc/parse%d.go\x1b[m\n\x1b[1mindex 3b18e51..a1b2c3d 100644\x1b[m\n\x1b[1m--- a/widgets/doc/parse%d.go\x1b[m\n\x1b[1m+++ b/widgets/doc/parse%d.go\x1b[m\n", i, i, i, i)
		out = fmt.Appendf(out, "\x1b[36m@@ -%d,7 +%d,8 @@\x1b[m func (ps *parser) parse(w []byte, base int64, c0, c1 int) *Chunk {\n", i, i)
		for k := 0; k < 6; k++ {
			out = fmt.Appendf(out, " \tctx := line(%d, %d) // unchanged context line of the hunk\n", i, k)
			out = fmt.Appendf(out, "\x1b[31m-\tif n := old(%d); n > %d {\x1b[m\n", k, i)
			out = fmt.Appendf(out, "\x1b[32m+\tif n := replacement(%d); n >= %d {\x1b[m\n", k, i)
		}
		out = append(out, '\n')
	}
	return out
}

// Parse speed of SGR-dense text, such as a coloured log (the aim: at
// least 300 MB/s).
func BenchmarkParseColorLog(b *testing.B) { benchParse(b, colorLogText(8<<20)) }
