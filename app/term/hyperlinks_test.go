package term

import (
	"testing"

	"github.com/gdamore/tcell/v2/terminfo"
)

func TestHyperlinkClose(t *testing.T) {
	if hyperlinkClose(nil) != "" {
		t.Error("no terminfo entry: a close sequence")
	}
	for term, want := range map[string]string{"xterm-256color": "\x1b]8;;\x1b\\", "linux": "", "vt100": ""} {
		ti, err := terminfo.LookupTerminfo(term)
		if err != nil {
			t.Fatalf("%s: %v", term, err)
		}
		if got := hyperlinkClose(ti); got != want {
			t.Errorf("%s: %q, want %q", term, got, want)
		}
	}
}
