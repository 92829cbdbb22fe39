//go:build linux

package e2e

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"lwl/internal/vt"
	"lwl/widgets"
)

// Clickable links (document: hyperlinks:): lwl writes every link as an
// OSC 8 hyperlink to its resolved target, closes each, and sends none
// where it is off or the terminal cannot take them.

// osc8Doc has a link on every line, absolute on even lines and relative
// (resolved against --base) on odd ones, its line number in its text;
// first two links to one target.
func osc8Doc(t *testing.T) string {
	var b strings.Builder
	// Two links to one target: n from one to the other changes no cell
	// but the links' (the status bar previews the same target), so the
	// frame ends on a link cell.
	b.WriteString("dup 1 [first](https://example.com/dup) one\ndup 2 [second](https://example.com/dup) two\n")
	for i := 0; i < 150; i++ {
		dest := fmt.Sprintf("https://example.com/abs/%03d", i)
		if i%2 == 1 {
			dest = fmt.Sprintf("rel/%03d", i)
		}
		fmt.Fprintf(&b, "line %03d [link %03d](%s) and some words after it\n", i, i, dest)
	}
	p := filepath.Join(t.TempDir(), "links.md")
	if err := os.WriteFile(p, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// osc8Layout writes a layout.yaml that sets hyperlinks: mode.
func osc8Layout(t *testing.T, mode string) string {
	p := filepath.Join(t.TempDir(), "layout.yaml")
	if err := os.WriteFile(p, []byte("document:\n  hyperlinks: "+mode+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// osc8Env is lwlEnv on terminal term, without the variables that name
// the terminal lwl's tests happen to run in.
func osc8Env(t *testing.T, term string) []string {
	var env []string
	for _, kv := range lwlEnv(t) {
		k, _, _ := strings.Cut(kv, "=")
		switch k {
		case "TERM", "TMUX", "STY", "TERM_PROGRAM", "TERM_PROGRAM_VERSION", "KITTY_WINDOW_ID", "WEZTERM_EXECUTABLE", "VTE_VERSION", "WT_SESSION":
			continue
		}
		env = append(env, kv)
	}
	return append(env, "TERM="+term)
}

// lwlHyperlinks matches the OSC 8 sequences lwl writes itself: an open
// with an id of lwl's and a URI of printable ASCII, and a close.
var lwlHyperlinks = regexp.MustCompile(`\x1b\]8;(?:id=lwl-[0-9a-z]+;[!-~]+|;)\x1b\\`)

var osc8Row = regexp.MustCompile(`^(?:line|dup) (\d{1,3}) (\[[a-z]+(?: \d{3})?\])`)

// checkOSC8Cells checks every cell of the screen: the cells of a row's
// link (its brackets included) carry its hyperlink, and no other cell, the
// status bar's included, carries any; none is left open.
func checkOSC8Cells(t *testing.T, h *termHandle, what string) {
	t.Helper()
	h.waitQuiet(t, 150*time.Millisecond)
	h.onScreen(func(s *vt.Screen) { checkOSC8Screen(t, s, what) })
}

func checkOSC8Screen(t *testing.T, s *vt.Screen, what string) {
	t.Helper()
	if s.Hyperlinked() {
		t.Errorf("%s: a hyperlink is left open", what)
	}
	lines := s.Lines()
	rows := 0
	for y, line := range lines {
		var want vt.Hyperlink
		from, to := 0, 0
		if m := osc8Row.FindStringSubmatchIndex(line); m != nil && y < len(lines)-1 {
			n := line[m[2]:m[3]]
			uri := "https://example.com/abs/" + n
			switch {
			case strings.HasPrefix(line, "dup"):
				uri = "https://example.com/dup"
			case n[2]%2 == 1:
				uri = "https://base.example/dir/rel/" + n
			}
			want, from, to = vt.Hyperlink{ID: widgets.HyperlinkID(uri), URI: uri}, m[4], m[5]
			rows++
		}
		for x := 0; x < e2eCols; x++ {
			w := vt.Hyperlink{}
			if x >= from && x < to {
				w = want
			}
			if got := s.HyperlinkAt(x, y); got != w {
				t.Fatalf("%s: cell %d,%d has hyperlink %+v, want %+v\nrow: %q", what, x, y, got, w, line)
			}
		}
	}
	if rows < e2eRows-2 {
		t.Fatalf("%s: only %d rows with a link:\n%s", what, rows, strings.Join(lines, "\n"))
	}
}

// TestE2EHyperlinksOn: with hyperlinks: on on xterm-256color, the raw
// output opens each link's hyperlink with its id and target and closes
// it, and the cells agree, over page turns (direct output sends the plain
// cells) and a status message.
func TestE2EHyperlinksOn(t *testing.T) {
	h := startWith(t, startOpts{env: osc8Env(t, "xterm-256color")},
		"--layout", osc8Layout(t, "on"), "--base", "https://base.example/dir/", osc8Doc(t))
	h.waitFor(t, "the first screen", func(s string) bool { return strings.Contains(s, "line 000 [link 000]") }, e2eTimeout)
	checkOSC8Cells(t, h, "first screen")
	raw := h.rawOutput()
	for _, uri := range []string{"https://example.com/abs/000", "https://base.example/dir/rel/001"} {
		open := []byte("\x1b]8;id=" + widgets.HyperlinkID(uri) + ";" + uri + "\x1b\\")
		i := bytes.Index(raw, open)
		if i < 0 {
			t.Fatalf("no %q in the output", open)
		}
		if !bytes.Contains(raw[i:], []byte("\x1b]8;;\x1b\\")) {
			t.Errorf("%q is never closed", open)
		}
	}
	h.typeKeys("n")
	h.waitStatus(t, "https://example.com/dup")
	checkOSC8Cells(t, h, "the first link selected")
	h.typeKeys("n")
	time.Sleep(50 * time.Millisecond)
	checkOSC8Cells(t, h, "the second link to the same target selected")
	for _, keys := range []string{"j", " ", " ", "b", "j", "G", "g"} {
		h.typeKeys(keys)
		time.Sleep(50 * time.Millisecond)
		checkOSC8Cells(t, h, fmt.Sprintf("after %q", keys))
	}
	h.typeKeys("n") // selects a link: its preview shows in the status bar
	h.waitStatus(t, "https://")
	checkOSC8Cells(t, h, "a link selected")
	quit(t, h)
	if raw := h.rawOutput(); bytes.LastIndex(raw, []byte("\x1b]8;id=")) > bytes.LastIndex(raw, []byte("\x1b]8;;\x1b\\")) {
		t.Error("lwl ended with a hyperlink open")
	}
}

// TestE2EHyperlinksNone: hyperlinks: off, and the Linux console (whether
// on or auto), get no OSC 8 at all; auto on xterm-256color gets them.
func TestE2EHyperlinksNone(t *testing.T) {
	for _, c := range []struct {
		term, mode string
		want       bool
	}{
		{"xterm-256color", "off", false},
		{"linux", "on", false},
		{"linux", "auto", false},
		{"xterm-256color", "auto", true},
	} {
		t.Run(c.term+" "+c.mode, func(t *testing.T) {
			h := startWith(t, startOpts{env: osc8Env(t, c.term)}, "--layout", osc8Layout(t, c.mode), osc8Doc(t))
			h.waitFor(t, "the first screen", func(s string) bool { return strings.Contains(s, "line 000 [link 000]") }, e2eTimeout)
			h.typeKeys(" ")
			h.waitFor(t, "the second page", func(s string) bool { return !strings.Contains(s, "line 000 ") }, e2eTimeout)
			h.waitQuiet(t, 100*time.Millisecond)
			h.typeKeys("q")
			if code := h.wait(t); code != 0 {
				t.Errorf("exit code %d after q", code)
			}
			if got := bytes.Contains(h.rawOutput(), []byte("\x1b]8;")); got != c.want {
				t.Errorf("OSC 8 in the output: %v, want %v", got, c.want)
			}
		})
	}
}

// TestE2EHyperlinksCleaned: the destinations of a document's links reach
// the terminal in hyperlinks with their control bytes percent-encoded.
func TestE2EHyperlinksCleaned(t *testing.T) {
	const file = "testdata/e2e/escapes.txt"
	h := startWith(t, startOpts{env: osc8Env(t, "xterm-256color")}, "--layout", osc8Layout(t, "on"), file)
	h.waitStatus(t, file, "line 1")
	h.waitQuiet(t, 100*time.Millisecond)
	h.typeKeys("q")
	h.wait(t)
	raw := h.rawOutput()
	for _, uri := range []string{"http://x", "http://e/%1Bc%07%C2%9B2J"} { // ESC, BEL and U+009B encoded, as in $LINK
		if !bytes.Contains(raw, []byte("\x1b]8;id="+widgets.HyperlinkID(uri)+";"+uri+"\x1b\\")) {
			t.Errorf("no hyperlink to %q in %q", uri, lwlHyperlinks.FindAll(raw, -1))
		}
	}
	if n, m := bytes.Count(raw, []byte("\x1b]8;")), len(lwlHyperlinks.FindAll(raw, -1)); n != m {
		t.Errorf("%d OSC 8 sequences, %d of them lwl's well-formed ones", n, m)
	}
}

// TestE2EHyperlinksSchemes: only http, https, ftp, mailto and file links
// become hyperlinks; javascript: and data: ones never reach the terminal.
func TestE2EHyperlinksSchemes(t *testing.T) {
	file := filepath.Join(t.TempDir(), "schemes.md")
	text := "[ok](https://ok.example/) [js](javascript:alert(1)) [data](data:text/html,x) [mail](mailto:a@ok.example)\n"
	if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	h := startWith(t, startOpts{env: osc8Env(t, "xterm-256color")}, "--layout", osc8Layout(t, "on"), file)
	h.waitStatus(t, "schemes.md", "line 1")
	h.waitQuiet(t, 100*time.Millisecond)
	h.typeKeys("q")
	h.wait(t)
	raw := h.rawOutput()
	for _, uri := range []string{"https://ok.example/", "mailto:a@ok.example"} {
		if !bytes.Contains(raw, []byte(";"+uri+"\x1b\\")) {
			t.Errorf("no hyperlink to %q", uri)
		}
	}
	for _, bad := range []string{"javascript:", "data:"} {
		if bytes.Contains(raw, []byte(";"+bad)) {
			t.Errorf("a %s hyperlink was written: %q", bad, lwlHyperlinks.FindAll(raw, -1))
		}
	}
}
