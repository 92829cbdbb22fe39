package term

import (
	"testing"

	"lwl/internal/vt"
)

// overtakenWriter is the terminal with another writer's bytes landing just
// before the next write: what tcell's goroutine (a redraw on a resize
// signal) writes between Screen's look at the hyperlink open and its own
// write.
type overtakenWriter struct {
	v     *vt.Screen
	s     *Screen
	first []byte
}

func (o *overtakenWriter) Write(p []byte) (int, error) {
	if o.first != nil {
		o.v.Write(o.first)
		o.s.wrote(o.first)
		o.first = nil
	}
	o.v.Write(p)
	o.s.wrote(p)
	return len(p), nil
}

// Direct output's frame reaches the terminal with no hyperlink open even
// when tcell's goroutine left one open just before it: the close and the
// frame go out in one write, whatever Screen last knew.
func TestScreenDirectFrameOutsideALinkTcellJustOpened(t *testing.T) {
	v := vt.New(20, 2)
	s := &Screen{linkClose: []byte("\x1b]8;;\x1b\\")}
	s.engaged.Store(true)
	s.out = &overtakenWriter{v: v, s: s, first: []byte("\x1b[2;1H\x1b]8;id=a;https://a.example/\x1b\\L")}
	s.Write([]byte("\x1b[1;1Hdirect"))
	if l := v.HyperlinkAt(0, 1); l.URI != "https://a.example/" {
		t.Fatalf("tcell's cell has hyperlink %+v, want https://a.example/", l)
	}
	for x := range len("direct") {
		if l := v.HyperlinkAt(x, 0); l != (vt.Hyperlink{}) {
			t.Fatalf("direct output's cell %d,0 %q is in hyperlink %+v", x, v.TextAt(x, 0), l)
		}
	}
}
