package e2e

// bro's window as a browser: a stand-in bro (a shell script that renders a
// page of a small site with bro's "Retrieved from" header and pipes it into
// lwl, as bro does) on PATH, and lwl going from page to page: back and
// forward across the lwl processes, fragments, visited links, U, R on an
// open page, $BROWSER when there is no bro, bad session folders.

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

const (
	keyBackspace = "\x7f"
	keyAltRight  = "\x1b[1;3C"
	keyUp        = "\x1b[A"
	keyCancel    = "\x07" // ctrl-g: the prompt's cancel, with no wait for an escape sequence
)

// browseBox is a site, a stand-in bro and lwl on PATH, and the folders
// lwl keeps its state in.
type browseBox struct {
	dir, site, bin, state string
	env                   []string
}

// standInBro renders https://site.test/PAGE from $SITE/PAGE and pipes it
// into lwl.
const standInBro = `#!/bin/sh
url=$1
page=${url#https://site.test/}
page=${page%%#*}
{ printf 'Retrieved from [%s](%s) on 2026-01-01\n\n' "$url" "$url"; cat "$SITE/$page"; } | exec lwl
`

func newBrowseBox(t *testing.T, withBro bool) *browseBox {
	t.Helper()
	dir := t.TempDir()
	b := &browseBox{dir: dir, site: filepath.Join(dir, "site"), bin: filepath.Join(dir, "bin"), state: filepath.Join(dir, "state")}
	for _, d := range []string{b.site, b.bin, b.state, filepath.Join(dir, "run")} {
		if err := os.MkdirAll(d, 0o700); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Symlink(lwlBin, filepath.Join(b.bin, "lwl")); err != nil {
		t.Fatal(err)
	}
	if withBro {
		b.write(t, filepath.Join(b.bin, "bro"), standInBro, 0o755)
	}
	for n := 1; n <= 6; n++ {
		var s strings.Builder
		fmt.Fprintf(&s, "# Page %d\n\n", n)
		for k := 1; k <= 100; k++ {
			if k == 60 {
				fmt.Fprintf(&s, "line %d of page %d: [next](p%d.md) and [deep](p1.md#deep-sec)\n", k, n, n+1)
				continue
			}
			fmt.Fprintf(&s, "line %d of page %d\n", k, n)
		}
		s.WriteString("## Deep sec\nthe deep section\n")
		for k := 1; k <= 60; k++ {
			fmt.Fprintf(&s, "tail %d\n", k)
		}
		b.write(t, filepath.Join(b.site, fmt.Sprintf("p%d.md", n)), s.String(), 0o644)
	}
	var s strings.Builder
	s.WriteString("# Start\n")
	for k := 1; k <= 30; k++ {
		fmt.Fprintf(&s, "start line %d\n", k)
	}
	s.WriteString("go to [page one](https://site.test/p1.md) or [page six](https://site.test/p6.md)\n")
	for k := 1; k <= 30; k++ {
		fmt.Fprintf(&s, "start tail %d\n", k)
	}
	b.write(t, filepath.Join(b.site, "start.md"), s.String(), 0o644)
	for _, kv := range lwlEnv(t) {
		if k, _, _ := strings.Cut(kv, "="); k != "PATH" {
			b.env = append(b.env, kv)
		}
	}
	b.env = append(b.env, "PATH="+b.bin+":/usr/bin:/bin", "SITE="+b.site, "XDG_STATE_HOME="+b.state,
		"XDG_RUNTIME_DIR="+filepath.Join(dir, "run"))
	return b
}

func (b *browseBox) write(t *testing.T, path, text string, mode os.FileMode) {
	t.Helper()
	if err := os.WriteFile(path, []byte(text), mode); err != nil {
		t.Fatal(err)
	}
}

// start runs lwl on the site's start page.
func (b *browseBox) start(t *testing.T, extraEnv ...string) *termHandle {
	t.Helper()
	h := startWith(t, startOpts{env: append(append([]string{}, b.env...), extraEnv...), dir: b.dir}, filepath.Join(b.site, "start.md"))
	h.waitFor(t, "the start page", func(s string) bool { return strings.Contains(s, "start line 1") }, e2eTimeout)
	return h
}

// sessions are the session folders left.
func (b *browseBox) sessions(t *testing.T) []string {
	entries, _ := os.ReadDir(filepath.Join(b.dir, "run", "lwl", "sessions"))
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
}

// body is the screen without its status row.
func body(h *termHandle) string {
	lines := h.screenLines()
	return strings.Join(lines[:len(lines)-1], "\n")
}

// Five hops forward with the default Enter (bro in lwl's place each time),
// then backspace five times back to the start file, each page at the place
// it was left with the same link selected, then forward again.
func TestE2EBrowseBackAcrossPages(t *testing.T) {
	b := newBrowseBox(t, true)
	h := b.start(t)
	type place struct{ body, dest string }
	var places []place
	h.typeKeys("20j\t")
	h.waitStatus(t, "https://site.test/p1.md")
	places = append(places, place{body(h), "https://site.test/p1.md"})
	h.typeKeys("\r")
	for n := 1; n <= 4; n++ {
		h.waitFor(t, fmt.Sprintf("page %d", n), func(s string) bool { return strings.Contains(s, fmt.Sprintf("# Page %d", n)) }, e2eTimeout)
		h.typeKeys("50j\t")
		dest := fmt.Sprintf("https://site.test/p%d.md", n+1)
		h.waitStatus(t, dest)
		places = append(places, place{body(h), dest})
		h.typeKeys("\r")
	}
	h.waitFor(t, "page 5", func(s string) bool { return strings.Contains(s, "# Page 5") }, e2eTimeout)
	h.waitQuiet(t, 200*time.Millisecond) // its first frames may come before the header is read
	page5 := body(h)
	for i := len(places) - 1; i >= 0; i-- {
		h.typeKeys(keyBackspace)
		h.waitFor(t, fmt.Sprintf("back at hop %d's place", i), func(string) bool { return body(h) == places[i].body }, e2eTimeout)
		h.waitStatus(t, places[i].dest)
	}
	h.typeKeys(keyBackspace)
	h.waitStatus(t, "No previous document")
	for i := 1; i < len(places); i++ {
		h.typeKeys(keyAltRight)
		h.waitFor(t, fmt.Sprintf("forward at hop %d's place", i), func(string) bool { return body(h) == places[i].body }, e2eTimeout)
	}
	h.typeKeys(keyAltRight)
	h.waitFor(t, "forward at page 5", func(string) bool { return body(h) == page5 }, e2eTimeout)
	h.typeKeys("B")
	h.waitFor(t, "the history list", func(s string) bool {
		return strings.Contains(s, "Page 5") && strings.Contains(s, "https://site.test/p1.md") && strings.Contains(s, "(here)")
	}, e2eTimeout)
	h.typeKeys("q")
	h.typeKeys("q")
	waitExit(t, h, "quit")
	if s := b.sessions(t); len(s) != 0 {
		t.Errorf("session folders left after the last lwl quit: %v", s)
	}
}

// A link to another page's section lands on its heading.
func TestE2EBrowseFragment(t *testing.T) {
	b := newBrowseBox(t, true)
	h := b.start(t)
	h.typeKeys("20j\t\r")
	h.waitFor(t, "page 1", func(s string) bool { return strings.Contains(s, "# Page 1") }, e2eTimeout)
	h.typeKeys("50j\t\t") // the second link of line 60: deep
	h.waitStatus(t, "p1.md#deep-sec")
	h.typeKeys("\r")
	h.waitRow(t, 0, "the deep section's heading on top", func(r string) bool { return strings.Contains(r, "Deep sec") })
}

// A link followed in one lwl is drawn as visited in a new one; v says so.
func TestE2EBrowseVisitedLinks(t *testing.T) {
	b := newBrowseBox(t, true)
	h := b.start(t)
	h.typeKeys("20j\t\r")
	h.waitFor(t, "page 1", func(s string) bool { return strings.Contains(s, "# Page 1") }, e2eTimeout)
	h.typeKeys("q")
	waitExit(t, h, "quit")

	h = b.start(t)
	h.waitFor(t, "the links", func(s string) bool { return strings.Contains(s, "page six") }, e2eTimeout)
	x1, y1 := h.findOnScreen("page one")
	x6, y6 := h.findOnScreen("page six")
	if y1 < 0 || y6 < 0 {
		t.Fatalf("links not found on screen")
	}
	// The file is read once the first frame is drawn.
	h.waitFor(t, "the visited link drawn apart from the other one", func(string) bool {
		return h.penAt(x1, y1) != h.penAt(x6, y6)
	}, e2eTimeout)
	h.typeKeys("20j\tv")
	h.waitStatus(t, "https://site.test/p1.md", "(visited)")
}

// U follows a typed URL as Enter follows a link.
func TestE2EBrowseGoToURL(t *testing.T) {
	b := newBrowseBox(t, true)
	h := b.start(t)
	h.typeKeys("U")
	h.waitStatus(t, "URL:")
	h.typeKeys("https://site.test/p3.md\r")
	h.waitFor(t, "page 3", func(s string) bool { return strings.Contains(s, "# Page 3") }, e2eTimeout)
	// The page is a new lwl (bro's): U's history is still there.
	h.typeKeys("U")
	h.waitStatus(t, "URL:")
	h.typeKeys(keyUp)
	h.waitStatus(t, "URL: https://site.test/p3.md")
	h.typeKeys(keyCancel)
	h.typeKeys(keyBackspace)
	h.waitFor(t, "the start page again", func(s string) bool { return strings.Contains(s, "start line 1") }, e2eTimeout)
}

// R on a page an open command made runs the command again, in the page's
// place, keeping the place and the selected link.
func TestE2EBrowseReloadOpenPage(t *testing.T) {
	b := newBrowseBox(t, true)
	b.write(t, filepath.Join(b.bin, "dump"), `#!/bin/sh
n=$(cat "$SITE/count" 2>/dev/null || echo 0); n=$((n+1)); echo $n > "$SITE/count"
page=${1#https://site.test/}
printf 'Retrieved from [%s](%s) on 2026-01-01\n\n' "$1" "$1"
sed "s/of page/of render $n page/" "$SITE/$page"
`, 0o755)
	keys := filepath.Join(b.dir, "keys.yaml")
	b.write(t, keys, "ground:\n  ctrl-o: open dump \"$LINK\"\n", 0o644)
	h := startWith(t, startOpts{env: b.env, dir: b.dir}, "--keys", keys, filepath.Join(b.site, "start.md"))
	h.waitFor(t, "the start page", func(s string) bool { return strings.Contains(s, "start line 1") }, e2eTimeout)
	h.typeKeys("20j\t\x0f")
	h.waitFor(t, "the page open made", func(s string) bool { return strings.Contains(s, "line 1 of render 1 page 1") }, e2eTimeout)
	h.typeKeys("50j\t")
	h.waitStatus(t, "https://site.test/p2.md")
	// The rows above the status bar, the section's heading on top of them.
	rows := func(s string) string { return s[:strings.LastIndexByte(s, '\n')] }
	before := rows(h.screen())
	if !strings.Contains(before, "render 1") {
		t.Fatalf("no row of the page's own text on screen:\n%s", before)
	}
	h.typeKeys("R")
	want := strings.ReplaceAll(before, "render 1", "render 2")
	h.waitFor(t, "the page read again at the same place", func(s string) bool { return rows(s) == want }, e2eTimeout)
	h.waitStatus(t, "https://site.test/p2.md")
	h.typeKeys(keyBackspace)
	h.waitFor(t, "the start page", func(s string) bool { return strings.Contains(s, "start line 21") }, e2eTimeout)
}

// With no bro, Enter runs $BROWSER and says so; secure mode runs nothing
// and keeps no session or visited file.
func TestE2EBrowseBrowserFallback(t *testing.T) {
	for _, secure := range []bool{false, true} {
		t.Run(fmt.Sprintf("secure=%v", secure), func(t *testing.T) {
			b := newBrowseBox(t, false)
			log := filepath.Join(b.dir, "browser.log")
			b.write(t, filepath.Join(b.bin, "mybrowser"), "#!/bin/sh\necho \"$1\" >> "+log+"\n", 0o755)
			env := []string{"BROWSER=nosuchbrowser:mybrowser"}
			if secure {
				env = append(env, "LWL_SECURE=1")
			}
			h := b.start(t, env...)
			h.typeKeys("20j\t\r")
			if secure {
				h.waitStatus(t, "secure mode")
			} else {
				h.waitStatus(t, "bro is not installed", "ran mybrowser")
			}
			got, _ := os.ReadFile(log)
			if want := "https://site.test/p1.md\n"; !secure && string(got) != want || secure && len(got) != 0 {
				t.Errorf("the browser's log %q (secure %v)", got, secure)
			}
			if secure {
				if s := b.sessions(t); len(s) != 0 {
					t.Errorf("secure mode made session folders %v", s)
				}
				if _, err := os.Stat(filepath.Join(b.state, "lwl", "visited")); err == nil {
					t.Errorf("secure mode wrote the visited file")
				}
			}
		})
	}
}

// A session folder lwl must not use is said in one line; a new history
// begins, which works.
func TestE2EBrowseBadSession(t *testing.T) {
	cases := map[string]func(t *testing.T, b *browseBox) string{
		"missing": func(t *testing.T, b *browseBox) string { return "0123456789abcdef" },
		"corrupt": func(t *testing.T, b *browseBox) string {
			dir := filepath.Join(b.dir, "run", "lwl", "sessions", "00000000000000aa")
			os.MkdirAll(dir, 0o700)
			b.write(t, filepath.Join(dir, "lock"), "", 0o600)
			b.write(t, filepath.Join(dir, "index"), "\x00garbage{{", 0o600)
			return "00000000000000aa"
		},
		"open to others": func(t *testing.T, b *browseBox) string {
			dir := filepath.Join(b.dir, "run", "lwl", "sessions", "00000000000000bb")
			os.MkdirAll(dir, 0o700)
			os.Chmod(dir, 0o777)
			return "00000000000000bb"
		},
		"a path": func(t *testing.T, b *browseBox) string { return "../../../etc" },
	}
	for name, make := range cases {
		t.Run(name, func(t *testing.T) {
			b := newBrowseBox(t, true)
			h := b.start(t, "LWL_SESSION="+make(t, b))
			h.waitStatus(t, "LWL_SESSION", "ignored", "a new history begins")
			h.typeKeys("20j\t\r")
			h.waitFor(t, "page 1", func(s string) bool { return strings.Contains(s, "# Page 1") }, e2eTimeout)
			h.typeKeys(keyBackspace)
			h.waitFor(t, "the start page", func(s string) bool { return strings.Contains(s, "start line 21") }, e2eTimeout)
		})
	}
}
