package search

import (
	"bytes"
	"strings"
	"testing"

	"lwl/widgets/doc"
)

// &!^$ (less's way to hide the blank lines) over log-like text with a
// blank line in four.
func BenchmarkFilterBlankLines(b *testing.B) {
	var sb strings.Builder
	for i := 0; sb.Len() < 8<<20; i++ {
		if i%4 == 3 {
			sb.WriteByte('\n')
			continue
		}
		sb.WriteString("2026-12-02T06:38:18Z INFO request served in 12 ms from 10.0.0.7\n")
	}
	text := sb.String()
	q, err := doc.CompileQuery("^$")
	if err != nil {
		b.Fatal(err)
	}
	var offs []int
	var out bytes.Buffer
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		out.Reset()
		filterLines(text, nil, q, true, &offs, &out, nil)
	}
}
