package app

import (
	"fmt"
	"net/url"
	"os"
	"runtime"
	"strings"
	"testing"

	"lwl/app/config"
	"lwl/app/links"
	"lwl/app/term"
)

// on and off decide whatever the environment says.
func TestHyperlinksWanted(t *testing.T) {
	for _, env := range []map[string]string{{"TERM": "xterm-256color"}, {"TERM": "dumb"}, {}} {
		getenv := func(k string) string { return env[k] }
		if hyperlinksWanted(config.HyperlinksOff, getenv) || !hyperlinksWanted(config.HyperlinksOn, getenv) {
			t.Errorf("%v: on or off did not decide", env)
		}
		if hyperlinksWanted(config.HyperlinksAuto, getenv) != term.HyperlinksKnown(getenv) {
			t.Errorf("%v: auto is not what the terminal is known for", env)
		}
	}
}

func TestHyperlinkModeLayout(t *testing.T) {
	for in, want := range map[string]config.HyperlinkMode{"auto": config.HyperlinksAuto, "on": config.HyperlinksOn, "off": config.HyperlinksOff, "true": config.HyperlinksOn} {
		l, err := config.ParseLayout([]byte("document:\n  hyperlinks: "+in+"\n"), "layout.yaml", defaultLayout(t))
		if err != nil {
			t.Fatalf("%s: %v", in, err)
		}
		if l.Document.Hyperlinks != want {
			t.Errorf("%s: %v, want %v", in, l.Document.Hyperlinks, want)
		}
	}
	_, err := config.ParseLayout([]byte("document:\n  hyperlinks: sometimes\n"), "layout.yaml", defaultLayout(t))
	if want := `layout.yaml:2: hyperlinks must be auto, on or off, got "sometimes"`; err == nil || err.Error() != want {
		t.Errorf("error %v, want %s", err, want)
	}
}

func TestHyperlinkTarget(t *testing.T) {
	host, _ := os.Hostname()
	base, _ := url.Parse("https://example.com/dir/page.html")
	withBase := &App{shown: docState{base: base}}
	file := &App{shown: docState{path: "/docs/read me.md"}}
	embedded := &App{shown: docState{base: &url.URL{Scheme: links.EmbeddedScheme, Opaque: "keys.yaml"}}}
	for _, c := range []struct {
		a          *App
		dest, want string
	}{
		{withBase, "other.html#x", "https://example.com/dir/other.html#x"},
		{withBase, "#top", "https://example.com/dir/page.html#top"},
		{withBase, "mailto:a@example.com", "mailto:a@example.com"},
		{withBase, "file:///etc/hosts", "file://" + host + "/etc/hosts"},
		{file, "notes/a b.md", "file://" + host + "/docs/notes/a%20b.md"},
		{file, "/abs/x.md", "file://" + host + "/abs/x.md"},
		{file, "https://go.dev/", "https://go.dev/"},
		{file, "#section", ""},
		{withBase, "http://e/\x1bc\x07\u009b2J", "http://e/%1Bc%07%C2%9B2J"}, // as in $LINK
		{withBase, "rel\x1b]8;;\x07x", "https://example.com/dir/rel%1B]8;;%07x"},
		{withBase, "javascript:alert(1)", ""},
		{withBase, "data:text/html,<script>x</script>", ""},
		{withBase, "ftp://ftp.example/f", "ftp://ftp.example/f"},
		{embedded, "layout.yaml", ""},
	} {
		if got := c.a.hyperlinkTarget(c.dest); got != c.want {
			t.Errorf("base %v path %q: hyperlinkTarget(%q) = %q, want %q", c.a.shown.base, c.a.shown.path, c.dest, got, c.want)
		}
	}
}

// TestHyperlinkTargetKept: the answers are kept, but not past a change of
// the base (bro's header arrives) or of the document's file.
func TestHyperlinkTargetKept(t *testing.T) {
	host, _ := os.Hostname()
	a := &App{shown: docState{path: "/docs/a.md"}}
	if got, want := a.hyperlinkTarget("b.md"), "file://"+host+"/docs/b.md"; got != want {
		t.Fatalf("%q, want %q", got, want)
	}
	a.shown.base, _ = url.Parse("https://example.com/x/")
	if got, want := a.hyperlinkTarget("b.md"), "https://example.com/x/b.md"; got != want {
		t.Errorf("after the base changed: %q, want %q", got, want)
	}
	a.shown.base, a.shown.path = nil, "/other/a.md"
	if got, want := a.hyperlinkTarget("b.md"), "file://"+host+"/other/b.md"; got != want {
		t.Errorf("after the file changed: %q, want %q", got, want)
	}
}

// Past maxHyperlinkTargets the answers are forgotten and their table kept:
// a new one would grow from nothing for every 1024 new links paged
// through, garbage that raises the heap while paging.
func TestHyperlinkTargetsReuseTheirTable(t *testing.T) {
	dests := make([]string, 6*maxHyperlinkTargets)
	for i := range dests {
		dests[i] = fmt.Sprintf("https://example.com/%d", i)
	}
	var s docState
	find := func(dest string) string { return dest }
	for _, d := range dests[:maxHyperlinkTargets] {
		s.hyperlinkTarget(d, find) // the table grows once
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	for _, d := range dests[maxHyperlinkTargets:] {
		if got := s.hyperlinkTarget(d, find); got != d {
			t.Fatalf("%q for %q", got, d)
		}
	}
	runtime.ReadMemStats(&after)
	if n := after.TotalAlloc - before.TotalAlloc; n > 16<<10 {
		t.Errorf("%d more targets allocated %d bytes, want at most 16 KiB", len(dests)-maxHyperlinkTargets, n)
	}
}

// The answers kept are bounded in bytes too: a destination may be as long
// as a chunk (a data: URI), and a thousand such links paged through must
// not all stay.
func TestHyperlinkTargetsBoundedInBytes(t *testing.T) {
	var s docState
	find := func(dest string) string { return strings.Clone(dest) }
	long := strings.Repeat("a", 8<<10)
	most := 0
	for i := range maxHyperlinkTargets {
		dest := fmt.Sprintf("https://example.com/%d/%s", i, long)
		if got := s.hyperlinkTarget(dest, find); got != dest {
			t.Fatalf("%q for %q", got, dest)
		}
		held := 0
		for d, tg := range s.targets.answers {
			held += len(d) + len(tg)
		}
		most = max(most, held)
	}
	if most > 1<<20 {
		t.Errorf("answers for %d destinations of 8 KiB held up to %d bytes, want at most 1 MiB", maxHyperlinkTargets, most)
	}
}
