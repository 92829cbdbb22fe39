package app

import (
	"strings"
	"testing"
	"time"

	"lwl/widgets/doc"
)

// A bare URL longer than a chunk, in a line cut inside it, is copied and
// previewed whole; one longer than doc.MaxLongDest is refused with a
// message, and nothing of it is copied.
func TestAppLongBareURL(t *testing.T) {
	long := "https://example.com/" + strings.Repeat("a", 100<<10)
	huge := "https://example.org/" + strings.Repeat("b", doc.MaxLongDest)
	text := long + " " + strings.Repeat("word ", 8<<10) + "\n" + huge + "\n"
	hs := startApp(t, Options{Source: doc.BytesSource(text), Name: "long"}, 100, 10)
	clip := func() string {
		var got []byte
		hs.do(func() { got = hs.s.GetClipboardData() })
		return string(got)
	}
	hs.keys("nc")
	hs.waitFor("copied", func(sc simScreen) bool {
		return strings.Contains(sc.row(9), "Copied the link: https://example.com/aaa")
	})
	deadline := time.Now().Add(appTimeout)
	for clip() == "" && time.Now().Before(deadline) {
		time.Sleep(5 * time.Millisecond)
	}
	if got := clip(); got != long {
		t.Errorf("copied %d bytes, want the whole URL, %d", len(got), len(long))
	}
	var preview string
	hs.keys("v")
	hs.waitFor("the preview", func(sc simScreen) bool { return !strings.Contains(sc.row(9), "Copied") })
	hs.do(func() { preview = hs.a.ui.status.Message() })
	if preview != long {
		t.Errorf("v shows %d bytes, want the whole URL, %d", len(preview), len(long))
	}

	hs.keys("G")
	hs.keys("N")
	hs.waitFor("too long", func(sc simScreen) bool { return strings.Contains(sc.row(9), "longer than 1 MiB") })
	hs.keys("c")
	hs.waitFor("too long", func(sc simScreen) bool { return strings.Contains(sc.row(9), "longer than 1 MiB") })
	if got := clip(); got != long {
		t.Errorf("c on the URL over 1 MiB copied %d bytes", len(got))
	}
}
