package doc_test

import (
	"bytes"
	"strings"
	"testing"

	"lwl/widgets/doc"
)

// TestChunkedTextsOfOneUnit checks chunked parses against one window on
// texts of one unit repeated (only newlines, only backticks, only "*",
// CRLF and lone CR line ends, NUL and 0xFF), of sizes around a chunk
// and around multiples of 64 past it, cut anywhere in the unit. A unit
// with no line break stays within a chunk and a half: a chunk cut inside a
// line longer than a chunk does not know the line's block structure.
func TestChunkedTextsOfOneUnit(t *testing.T) {
	units := []string{"a", "`", "*", "_", "~", "\x00", "\xff`", "* ", "`a", "``a", "[a](", "a *b*\r",
		"\n", "*\n", "`\n", "#\n", "```\n", "~~~\n", "    \n", "**a\nb**\n", "`# x`\n", "a *b*\r\n",
		"a*b*c `d` e_f_ [x](y)\n", "- a\n\n    b\n"}
	sizes := []int{doc.ChunkSize - 1, doc.ChunkSize, doc.ChunkSize + 1, doc.ChunkSize + 65, 2*doc.ChunkSize + 127}
	for i, u := range units {
		if doc.RaceEnabled && i%4 != 0 {
			continue // ten times slower, and one goroutine: a quarter of the units
		}
		for _, n := range sizes {
			if !strings.Contains(u, "\n") && n > doc.ChunkSize+doc.ChunkSize/2 {
				continue
			}
			src := bytes.Repeat([]byte(u), n/len(u)+1)[:n]
			for _, o := range []doc.ParseOptions{{}, {Markers: doc.MarkersHide}} {
				compareWithWindowOpts(t, src, o)
			}
			if t.Failed() {
				t.Fatalf("%q to %d bytes", u, n)
			}
		}
	}
}
