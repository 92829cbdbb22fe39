package app

import (
	"os"
	"path/filepath"
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

// With no bro installed, Enter on a link over 128 KiB says the link is too
// long for $BROWSER too (exec would refuse it), rather than that no browser
// is installed, and runs none.
func TestAppLongLinkBrowserFallback(t *testing.T) {
	dir := t.TempDir()
	ran := filepath.Join(dir, "ran")
	script := "#!/bin/sh\necho ran > " + ran + "\n"
	if err := os.WriteFile(filepath.Join(dir, "mybrowser"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", dir)
	t.Setenv("BROWSER", "mybrowser")
	huge := "https://example.org/" + strings.Repeat("b", 200<<10)
	hs := startApp(t, Options{Source: doc.BytesSource("intro\n" + huge + " after\n"), Name: "long"}, 100, 10)
	hs.keys("n\r")
	hs.waitFor("the refusal", func(sc simScreen) bool {
		return strings.Contains(sc.row(9), "Cannot run the command: the link's destination is longer than 128 KiB")
	})
	if _, err := os.Stat(ran); err == nil {
		t.Error("the browser ran for a link over 128 KiB")
	}
}
