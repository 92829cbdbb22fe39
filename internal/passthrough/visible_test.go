package passthrough

import (
	"bytes"
	"testing"
)

// TERM=dumb output shows a document's control bytes as tokens, keeps line
// breaks, tabs and text, and is not fooled by a character split between
// writes.
func TestVisibleWriter(t *testing.T) {
	var out bytes.Buffer
	w := &visibleWriter{w: &out}
	for _, p := range []string{"x\x1b]0;PWNED\x07\x1b[2J\n", "tab\there é", "\xc3", "\xa9 \u202e\n"} {
		w.Write([]byte(p))
	}
	want := "x<1B>]0;PWNED<07><1B>[2J\ntab\there é\u00e9 <U+202E>\n"
	if got := out.String(); got != want {
		t.Errorf("got %q\nwant %q", got, want)
	}
}
