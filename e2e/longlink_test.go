//go:build linux

package e2e

import (
	"encoding/base64"
	"strings"
	"testing"
)

// longLinkDoc has a bare URL of 100 KiB and one of 200 KiB, each in a line
// longer than lwl's 64 KiB parse chunks and cut inside the URL.
func longLinkDoc() (doc, url100, url200 string) {
	url100 = "https://example.com/" + strings.Repeat("a", 100<<10-20)
	url200 = "https://example.org/" + strings.Repeat("b", 200<<10-20)
	words := strings.Repeat("word ", 8<<10)
	return url100 + " " + words + "\n" + url200 + " " + words + "\n", url100, url200
}

// A link longer than a chunk reaches $LINK and the browser whole; one over
// 128 KiB is refused with the message, and the browser does not run.
func TestE2ELinksLongBareURL(t *testing.T) {
	doc, url100, url200 := longLinkDoc()
	b := newLinkBox(t, true)
	b.write(t, "long.txt", doc)

	h := startIn(t, b, startOpts{}, "long.txt")
	h.waitStatus(t, "long.txt", "line 1")
	h.typeKeys("n")
	h.waitStatus(t, ": https://example.com/aaaa")
	// The status bar has no room for the name beside the URL: resume
	// waits for "line 1".
	if line := fork(t, h, `printf '%s' "$LINK" > link`); line != processEnd {
		t.Errorf("the command ended with %q", line)
	}
	resume(t, h, "\x0c", "line 1")
	if got, _ := b.read(t, "link"); got != url100 {
		t.Errorf("$LINK has %d bytes, want the whole URL, %d", len(got), len(url100))
	}
	h.typeKeys("\r")
	if code := h.wait(t); code != 0 {
		t.Errorf("exit code %d after following the link to bro, want 0", code)
	}
	if got, _ := b.read(t, "bro.log"); got != url100+"\n" {
		t.Errorf("bro got %d bytes, want the whole URL, %d", len(got), len(url100)+1)
	}

	b2 := newLinkBox(t, true)
	b2.write(t, "long.txt", doc)
	h = startIn(t, b2, startOpts{}, "long.txt")
	h.waitStatus(t, "long.txt", "line 1")
	h.typeKeys("/^https://example.org\r")
	h.waitStatus(t, "match")
	h.typeKeys("\r")
	h.waitStatus(t, "longer than 128 KiB")
	h.typeKeys("c")
	h.waitStatus(t, "Copied the link")
	if raw := string(h.rawOutput()); !strings.Contains(raw, "]52;c;"+base64.StdEncoding.EncodeToString([]byte(url200))+"\x07") &&
		!strings.Contains(raw, "]52;c;"+base64.StdEncoding.EncodeToString([]byte(url200))+"\x1b\\") {
		t.Error("c did not copy the whole URL with OSC 52")
	}
	quit(t, h)
	if _, ok := b2.read(t, "bro.log"); ok {
		t.Error("bro ran for the link over 128 KiB")
	}
}
