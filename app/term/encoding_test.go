package term

import (
	"testing"

	"github.com/gdamore/tcell/v2"
)

// The character sets tcell falls back to on a terminal that is not UTF-8
// (LC_ALL=C: US-ASCII) are values that compare: two names of one charset
// give one encoding, two charsets two, and neither comparison panics.
func TestLegacyEncodingsCompare(t *testing.T) {
	ascii, usASCII, utf := tcell.GetEncoding("ascii"), tcell.GetEncoding("US-ASCII"), tcell.GetEncoding("UTF-8")
	if ascii == nil || utf == nil {
		t.Fatalf("tcell knows ascii %v, UTF-8 %v", ascii, utf)
	}
	if ascii != usASCII {
		t.Error(`"ascii" and "US-ASCII" give two encodings`)
	}
	if ascii == utf {
		t.Error(`"ascii" and "UTF-8" give one encoding`)
	}
	seen := map[any]string{ascii: "ascii"}
	if seen[usASCII] != "ascii" {
		t.Error("US-ASCII's encoding is not ascii's as a map key")
	}
	// What the ASCII charmap is for: bytes over 0x7f are no character.
	got, err := ascii.NewDecoder().String("a\x80b")
	if want := "a\uFFFDb"; err != nil || got != want {
		t.Errorf("ASCII decodes %q as %q, %v; want %q", "a\x80b", got, err, want)
	}
}
