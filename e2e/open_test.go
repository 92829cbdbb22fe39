//go:build linux

package e2e

// End-to-end tests of browsing inside lwl: a key bound to
// `open COMMAND` shows the command's output as a page, read as it arrives,
// with backspace back. The command is the fake converter of testdata/bin
// (see its comment), run in the box's folder, where it keeps convert.log.

import (
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// openBox starts lwl on a start page whose enter opens links with the fake
// converter, and T with a command that wants the terminal.
func startOpenBox(t *testing.T, page string) (*linkBox, *termHandle) {
	t.Helper()
	b := newLinkBox(t, true)
	b.write(t, "keys.yaml", "ground:\n"+
		"  enter: open convert \"$LINK\"\n"+
		"  T: open cat /dev/tty\n")
	b.write(t, "start.md", page)
	h := startIn(t, b, startOpts{}, "--keys", "keys.yaml", "start.md")
	h.waitStatus(t, "start.md", "line 1")
	return b, h
}

// waitPage waits for the page the converter made for link.
func waitPage(t *testing.T, h *termHandle, link string) {
	t.Helper()
	h.waitRow(t, 0, "the page for "+link, func(r string) bool { return r == "Page for "+link })
}

// A page made by the converter, then a relative link on it (handed to the
// converter resolved against the page's link), then backspace twice: the
// start page, its selected link still selected.
func TestE2EOpenBrowseAndBack(t *testing.T) {
	b, h := startOpenBox(t, "Start page\n\n[first](https://example.org/dir/a.html)\n[second](https://example.org/dir/b.html)\n")
	h.typeKeys("n")
	waitDest(t, h, "https://example.org/dir/a.html")
	h.typeKeys("\r")
	waitPage(t, h, "https://example.org/dir/a.html")
	h.waitStatus(t, "https://example.org/dir/a.html  line 1")
	h.typeKeys("nn") // the page's own URL in its text, then [next](page2.html)
	waitDest(t, h, "https://example.org/dir/page2.html")
	h.typeKeys("\r")
	waitPage(t, h, "https://example.org/dir/page2.html")
	b.want(t, "convert.log", "https://example.org/dir/a.html\nhttps://example.org/dir/page2.html\n")
	h.typeKeys("nnn") // [up](../index.html)
	waitDest(t, h, "https://example.org/index.html")

	h.typeKeys("\x7f")
	waitPage(t, h, "https://example.org/dir/a.html")
	h.typeKeys("n") // from [next], still selected: [up]
	waitDest(t, h, "https://example.org/index.html")
	h.typeKeys("\x7f")
	h.waitRow(t, 0, "the start page", func(r string) bool { return r == "Start page" })
	h.waitStatus(t, "start.md  line 1")
	h.typeKeys("n") // from [first], still selected
	waitDest(t, h, "https://example.org/dir/b.html")
	quit(t, h)
}

// A command that fails says so with the first line of its standard error
// and its exit status, and the page stays; one that wants the terminal
// cannot have it.
func TestE2EOpenFails(t *testing.T) {
	b, h := startOpenBox(t, "Start page\n\n[bad](https://e.org/fail)\n")
	h.typeKeys("n")
	waitDest(t, h, "https://e.org/fail")
	h.typeKeys("\r")
	h.waitStatus(t, ": Cannot open https://e.org/fail: convert: cannot fetch https://e.org/fail (exit status 22)", "start.md  line 1")
	if h.row(0) != "Start page" {
		t.Errorf("the page changed: %q", h.row(0))
	}
	b.want(t, "convert.log", "https://e.org/fail\n")
	h.typeKeys("T")
	h.waitStatus(t, ": Cannot open https://e.org/fail: cat: /dev/tty:", "(exit status 1)")
	quit(t, h)
}

// A slow producer's first lines show before it ends; the rest comes when
// it does.
func TestE2EOpenStreams(t *testing.T) {
	b, h := startOpenBox(t, "Start page\n\n[slow](https://e.org/slow)\n")
	h.typeKeys("n\r")
	h.waitRow(t, 0, "the first part", func(r string) bool { return r == "First part of https://e.org/slow" })
	h.waitStatus(t, "https://e.org/slow  line 1  100%+")
	if strings.Contains(h.screen(), "Second part") {
		t.Fatal("the second part is shown before the converter wrote it")
	}
	b.write(t, "go", "")
	h.waitRow(t, 1, "the second part", func(r string) bool { return r == "Second part" })
	h.waitRow(t, -1, "the whole page", func(r string) bool { return strings.HasSuffix(r, "https://e.org/slow  line 1  100%") })
	h.typeKeys("nn") // [next]: resolved against the page's link
	waitDest(t, h, "https://e.org/page2.html")
	quit(t, h)
}

// esc stops a producer that never ends: its process is gone, what it
// printed stays, and lwl goes on.
func TestE2EOpenStopsForever(t *testing.T) {
	b, h := startOpenBox(t, "Start page\n\n[forever](https://e.org/forever)\n")
	h.typeKeys("n\r")
	h.waitRow(t, 2, "the third line", func(r string) bool { return r == "line 3 of https://e.org/forever" })
	data, ok := b.read(t, "forever.pid")
	pid, err := strconv.Atoi(strings.TrimSpace(data))
	if !ok || err != nil {
		t.Fatalf("no pid in forever.pid: %q", data)
	}
	h.typeKeys("\x1b")
	h.waitStatus(t, ": Stopped: what arrived is shown")
	deadline := time.Now().Add(e2eTimeout)
	for syscall.Kill(pid, 0) == nil {
		if time.Now().After(deadline) {
			t.Fatalf("the converter (process %d) still runs after esc", pid)
		}
		time.Sleep(10 * time.Millisecond)
	}
	h.waitStatus(t, "https://e.org/forever  line 1") // no + once stopped: complete
	h.waitFor(t, "a complete document", func(string) bool { return !strings.HasSuffix(h.row(-1), "+") }, e2eTimeout)
	h.typeKeys("G")
	h.waitStatus(t, "100%")
	h.typeKeys("\x7f")
	h.waitRow(t, 0, "the start page", func(r string) bool { return r == "Start page" })
	quit(t, h)
}
