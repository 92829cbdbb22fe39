package files

import (
	"strings"
	"testing"

	"lwl/internal/lessopen/lessopentest"
)

// :n through LESSOPEN shows the preprocessor's text once it comes, the
// screen left as it was meanwhile.
func TestNextThroughLessopen(t *testing.T) {
	fs := writeFiles(t, "a.txt", "b.txt")
	h := newHost(t)
	h.name, h.path = fs[0].Name, fs[0].Path
	c := New(h, Options{Files: fs, LessOpen: lessopentest.Opener(t, "|tr a-z A-Z < %s")})
	c.Next(+1)
	h.says("while preparing", "LESSOPEN: preparing b.txt (ctrl-c stops)", false)
	if len(h.shows) != 0 {
		t.Fatalf("shown before the preprocessor answered: %v", h.shows)
	}
	h.runPost()
	if s := h.last(); s.f != fs[1] || text(t, s.src) != "FILE B\n" {
		t.Errorf(":n through LESSOPEN shows %v: %q", s, text(t, s.src))
	}
	if c.StopPending() {
		t.Error("StopPending with no file waiting reports one")
	}
}

// A newer :n takes the place of one still waiting, and ctrl-c stops a
// hanging preprocessor: the file shows as it is, and the message says so.
func TestLessopenStoppedAndReplaced(t *testing.T) {
	fs := writeFiles(t, "a.txt", "b.txt")
	h := newHost(t)
	h.name, h.path = fs[0].Name, fs[0].Path
	c := New(h, Options{Files: fs, LessOpen: lessopentest.Opener(t, "|sleep 600; : %s")})
	c.Next(+1)
	c.Next(+1) // the newer wins: the first is stopped
	if !c.StopPending() {
		t.Fatal("StopPending found no file waiting")
	}
	if c.StopPending() {
		t.Error("a second StopPending stops again")
	}
	h.runPost()
	h.runPost()
	if len(h.shows) != 1 {
		t.Fatalf("shown %d times, want once: %v", len(h.shows), h.shows)
	}
	if s := h.last(); s.f != fs[1] || text(t, s.src) != "file b\n" || !strings.Contains(h.message, "LESSOPEN") {
		t.Errorf("after ctrl-c: %v %q, status %q", s, text(t, s.src), h.message)
	}
}
