//go:build linux

package e2e

// End-to-end tests: the real lwl binary on a pseudo-terminal (see
// harness_test.go). Run them with `go test -v ./e2e`.

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
	"unicode/utf8"

	"lwl/internal/vt"
)

const (
	currentMD     = "testdata/current.md"
	currentHeader = "Retrieved from [https://datatracker.ietf.org/doc/html/rfc3986] on Sun Jul 5 15:52:43 EST 2026."
)

// currentLinks are the first links of testdata/current.md in document order.
// Relative ones may be shown as written or resolved against the header's
// base: both are accepted.
var currentLinks = []string{
	"https://datatracker.ietf.org/doc/html/rfc3986",
	"/doc/rfc3986/",
	"https://www.rfc-editor.org/errata_search.php?rfc=3986",
	"https://www.rfc-editor.org/errata.php#reportnew",
	"/doc/html/rfc8820",
	"/doc/html/rfc7320",
}

var statusPos = regexp.MustCompile(`line (\d+)\s+(\d+)%`)

// position reads "line N  P%" from a status bar row.
func position(t *testing.T, status string) (line, pct int) {
	t.Helper()
	m := statusPos.FindStringSubmatch(status)
	if m == nil {
		t.Fatalf("no position in the status bar %q", status)
	}
	line, _ = strconv.Atoi(m[1])
	pct, _ = strconv.Atoi(m[2])
	return line, pct
}

// showsDest tells whether a status row shows dest as the message: ": " then
// the destination, then at least two blanks before the name.
func showsDest(status, dest string) bool {
	cands := []string{dest}
	if strings.HasPrefix(dest, "/") {
		cands = append(cands, "https://datatracker.ietf.org"+dest)
	}
	for _, c := range cands {
		if strings.HasPrefix(status, ": "+c+"  ") {
			return true
		}
	}
	return false
}

// The first screen of a file.
func TestE2EFirstScreen(t *testing.T) {
	h := start(t, currentMD)
	h.waitStatus(t, currentMD, "line 1")
	if got := h.row(0); got != currentHeader {
		t.Errorf("first row:\n got %q\nwant %q", got, currentHeader)
	}
	lines := h.screenLines()
	if len(lines) != e2eRows {
		t.Fatalf("%d rows, want %d", len(lines), e2eRows)
	}
	status := lines[e2eRows-1]
	if !strings.HasPrefix(status, ":") {
		t.Errorf("status bar %q does not start with the mode indicator ':'", status)
	}
	// The document fills the rows above the status bar: row 3 is "HTML."
	if lines[2] != "HTML." {
		t.Errorf("row 3 is %q, want %q", lines[2], "HTML.")
	}
	if strings.Contains(h.screen(), "](") {
		t.Errorf("a link destination is displayed:\n%s", h.screen())
	}
	quit(t, h)
}

// The position shown at start is the one shown after a key that does not
// move: the percentage must not change by itself.
func TestE2EInitialPercent(t *testing.T) {
	h := start(t, currentMD)
	h.waitStatus(t, currentMD, "line 1")
	h.waitQuiet(t, 200*time.Millisecond)
	first := h.row(-1)
	h.typeKeys("k") // at the top: nothing moves
	h.waitQuiet(t, 200*time.Millisecond)
	after := h.row(-1)
	if first != after {
		t.Errorf("the status bar changed at a key that moves nothing:\n before %q\n  after %q", first, after)
	}
}

// n walks the links in document order and shows their destinations; the
// first n passes over the header's link to the page itself.
func TestE2ENextLink(t *testing.T) {
	h := start(t, currentMD)
	h.waitStatus(t, currentMD, "line 1")
	for i, dest := range currentLinks {
		if i == 0 {
			continue
		}
		h.typeKeys("n")
		h.waitRow(t, -1, fmt.Sprintf("link %d's destination %q", i+1, dest), func(r string) bool {
			return showsDest(r, dest)
		})
		if s := h.row(-1); !strings.Contains(s, currentMD) || !strings.Contains(s, "line 1") {
			t.Errorf("after n #%d the status bar lost the name or position: %q", i+1, s)
		}
	}
	// and N walks back
	h.typeKeys("N")
	h.waitRow(t, -1, "link 5's destination", func(r string) bool { return showsDest(r, currentLinks[4]) })
	for range 4 {
		h.typeKeys("N")
	}
	h.waitRow(t, -1, "link 1's destination", func(r string) bool { return showsDest(r, currentLinks[0]) })
	h.typeKeys("N")
	h.waitStatus(t, "Already at first")
}

// v shows a long destination whole, wrapped; the next key removes it.
func TestE2EPreviewLongDestination(t *testing.T) {
	const file = "testdata/e2e/longdest.md"
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`\[the long one\]\(([^)]*)\)`).FindSubmatch(src)
	if m == nil || len(m[1]) != 300 {
		t.Fatalf("%s has no 300-character destination", file)
	}
	dest := string(m[1])

	h := start(t, file)
	h.waitStatus(t, file, "line 1")
	h.typeKeys("n")
	status := h.waitRow(t, -1, "the long destination, cut", func(r string) bool {
		return strings.HasPrefix(r, ": "+dest[:40])
	})
	if !strings.Contains(status, "...") {
		t.Errorf("a destination longer than the screen is not cut with ...: %q", status)
	}
	if len(status) > e2eCols {
		t.Errorf("status bar longer than the screen: %d cells", len(status))
	}

	h.typeKeys("v")
	// ": " + 300 characters over 120 columns: three rows at the bottom.
	want := []string{": " + dest[:118], dest[118:238], dest[238:]}
	h.waitFor(t, "the whole destination over the last three rows", func(s string) bool {
		l := strings.Split(s, "\n")
		got := l[len(l)-3:]
		return got[0] == want[0] && got[1] == want[1] && got[2] == want[2]
	}, e2eTimeout)
	if got := h.row(0); got != "A document with one long link." {
		t.Errorf("the preview moved the document: first row %q", got)
	}

	h.typeKeys("k") // any key ends the preview; the link is still selected
	h.waitStatus(t, ": "+dest[:40], "line 1")
	l := h.screenLines()
	for _, r := range l[len(l)-3 : len(l)-1] {
		if strings.Contains(r, "seg0") {
			t.Errorf("the preview is still on screen after the next key:\n%s", strings.Join(l, "\n"))
			break
		}
	}
	if got := l[2]; !strings.HasPrefix(got, "See [the long one] and then") {
		t.Errorf("row 3 after the preview is %q", got)
	}
}

// g, G, 250g, 30%.
func TestE2EGoto(t *testing.T) {
	src, err := os.ReadFile(currentMD)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(string(src), "\n"), "\n")

	h := start(t, currentMD)
	h.waitStatus(t, currentMD, "line 1")

	h.typeKeys("G")
	status := h.waitStatus(t, "100%")
	// The last line, " [img:](//analytics...)", is drawn as " [img:]" on the
	// last document row.
	if got := h.row(-2); got != " [img:]" {
		t.Errorf("G: the last document row is %q, want %q (the document's last line)", got, " [img:]")
	}
	if line, _ := position(t, status); line < len(lines)-e2eRows {
		t.Errorf("G: top line %d, too far from the end (%d lines)", line, len(lines))
	}

	h.typeKeys("g")
	h.waitStatus(t, "line 1 ")
	if got := h.row(0); got != currentHeader {
		t.Errorf("g: first row %q", got)
	}

	h.typeKeys("250g")
	h.waitStatus(t, "line 250 ")
	// Below the heading of its section, which stays on the top row.
	if got, want := h.row(1), strings.TrimRight(lines[249], " "); got != want || !strings.HasPrefix(h.row(0), "#") {
		t.Errorf("250g: first rows\n got %q, %q\nwant a heading, %q (line 250)", h.row(0), got, want)
	}

	h.typeKeys("30%")
	status = h.waitRow(t, -1, "a position near 30%", func(r string) bool {
		return statusPos.MatchString(r) && !strings.Contains(r, "line 250 ")
	})
	line, pct := position(t, status)
	// The line holding the byte at 30 % of the file.
	off := len(src) * 30 / 100
	wantLine := strings.Count(string(src[:off]), "\n") + 1
	if line < wantLine-2 || line > wantLine+2 {
		t.Errorf("30%%: top line %d, want about %d", line, wantLine)
	}
	if pct < 29 || pct > 34 {
		t.Errorf("30%%: the status shows %d%%, want about 30", pct)
	}
}

// A document on a pipe: the same first screen, and n works.
func TestE2EStdinPipe(t *testing.T) {
	src, err := os.ReadFile(currentMD)
	if err != nil {
		t.Fatal(err)
	}
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	go func() {
		w.Write(src)
		w.Close()
	}()
	h := startWith(t, startOpts{stdin: r})
	r.Close()
	h.waitStatus(t, "stdin", "line 1")
	h.waitRow(t, 0, "the header", func(r string) bool { return r == currentHeader })
	h.typeKeys("n") // past the header's link
	h.waitRow(t, -1, "the second link's destination", func(r string) bool { return showsDest(r, currentLinks[1]) })
	h.typeKeys("n")
	h.waitRow(t, -1, "the third link's destination", func(r string) bool { return showsDest(r, currentLinks[2]) })
	waitComplete(t, h)
	h.typeKeys("G")
	h.waitRow(t, -2, "the last line", func(r string) bool { return r == " [img:]" })
	quit(t, h)
}

// A slow producer: what arrived is shown, and keys work, while the
// pipe stays open.
func TestE2EStdinSlowProducer(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	var first bytes.Buffer
	first.WriteString("first\n")
	for i := 2; i <= 80; i++ {
		fmt.Fprintf(&first, "filler %d\n", i)
	}
	if _, err := w.Write(first.Bytes()); err != nil {
		t.Fatal(err)
	}
	h := startWith(t, startOpts{stdin: r})
	r.Close()
	h.waitRow(t, 0, "first", func(r string) bool { return r == "first" })
	h.typeKeys("j") // the pipe is still open: lwl must not wait for its end
	h.waitRow(t, 0, "filler 2 after j", func(r string) bool { return r == "filler 2" })
	h.waitStatus(t, "line 2")
	if strings.Contains(h.screen(), "second") {
		t.Fatal("second shown before it was written")
	}
	if _, err := w.Write([]byte("second\n")); err != nil {
		t.Fatal(err)
	}
	w.Close()
	waitComplete(t, h)
	h.typeKeys("G")
	h.waitRow(t, -2, "second at the bottom after G", func(r string) bool { return r == "second" })
	quit(t, h)
}

// The same through a shell pipeline whose producer sleeps.
func TestE2EStdinShellPipeline(t *testing.T) {
	h := startCmd(t, "/bin/sh", "-c", `(echo first; seq 2 60; sleep 1; echo second) | "$0"`, lwlBin)
	h.waitRow(t, 0, "first", func(r string) bool { return r == "first" })
	h.waitRow(t, e2eRows-2, "39", func(r string) bool { return r == "39" }) // seq's lines are in too
	shown := time.Now()
	if strings.Contains(h.screen(), "second") {
		t.Fatal("first and second appeared together: lwl waited for the end of its input")
	}
	h.typeKeys("j")
	h.waitStatus(t, "line 2 ")
	if d := time.Since(shown); d > 800*time.Millisecond {
		t.Errorf("j took %v: not handled while the producer slept", d)
	}
	if strings.Contains(h.screen(), "second") {
		t.Errorf("second shown before the producer woke")
	}
	waitComplete(t, h)
	h.typeKeys("G")
	h.waitRow(t, -2, "second at the bottom after G", func(r string) bool { return r == "second" })
	quit(t, h)
}

// waitComplete waits until the status bar shows the stream ended: the
// position ends in "%" instead of "%+".
func waitComplete(t *testing.T, h *termHandle) {
	t.Helper()
	h.waitRow(t, -1, "the end of the input (no + after the percentage)", func(r string) bool {
		return strings.HasSuffix(r, "%") && statusPos.MatchString(r)
	})
}

// q and ctrl-c quit with code 0 and restore the terminal.
func TestE2EQuit(t *testing.T) {
	for _, tc := range []struct{ name, key string }{{"q", "q"}, {"ctrl-c", "\x03"}} {
		t.Run(tc.name, func(t *testing.T) {
			h := start(t, currentMD)
			h.waitStatus(t, currentMD, "line 1")
			if !h.inAltScreen() {
				t.Errorf("lwl draws outside the alternate screen")
			}
			h.typeKeys(tc.key)
			if code := h.wait(t); code != 0 {
				t.Errorf("exit code %d, want 0", code)
			}
			h.checkRestored(t)
		})
	}
}

// Errors before the screen starts, and copying through when stdout is
// not a terminal.
func TestE2EStartErrors(t *testing.T) {
	t.Run("missing file", func(t *testing.T) {
		out, errOut, code := runPlain(t, nil, "/nonexistent")
		if got, want := string(errOut), "lwl: /nonexistent: no such file or directory\n"; got != want {
			t.Errorf("stderr %q, want %q", got, want)
		}
		if code == 0 {
			t.Errorf("exit code 0 for a missing file")
		}
		if len(out) != 0 {
			t.Errorf("stdout %q, want nothing", out)
		}
	})
	t.Run("directory", func(t *testing.T) {
		dir := t.TempDir()
		_, errOut, code := runPlain(t, nil, dir)
		if got, want := string(errOut), "lwl: "+dir+": is a directory\n"; got != want {
			t.Errorf("stderr %q, want %q", got, want)
		}
		if code == 0 {
			t.Errorf("exit code 0 for a directory")
		}
	})
	t.Run("bad wrap", func(t *testing.T) {
		_, errOut, code := runPlain(t, nil, "--wrap", "bogus", currentMD)
		if code != 2 {
			t.Errorf("exit code %d, want 2", code)
		}
		if !strings.HasPrefix(string(errOut), "lwl: ") || !strings.Contains(string(errOut), "bogus") {
			t.Errorf("stderr %q, want lwl: ... naming the bad value", errOut)
		}
	})
	t.Run("version", func(t *testing.T) {
		out, _, code := runPlain(t, nil, "--version")
		if code != 0 {
			t.Errorf("exit code %d", code)
		}
		if !regexp.MustCompile(`^lwl v?\d+\.\d+\S*\n$`).Match(out) {
			t.Errorf("--version printed %q", out)
		}
	})
	for _, file := range []string{currentMD, "testdata/e2e/escapes.txt"} {
		want, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		t.Run("copy "+filepath.Base(file), func(t *testing.T) {
			out, errOut, code := runPlain(t, nil, file)
			if code != 0 || len(errOut) != 0 {
				t.Errorf("exit code %d, stderr %q", code, errOut)
			}
			if !bytes.Equal(out, want) {
				t.Errorf("stdout is not %s byte for byte (%d bytes, want %d)", file, len(out), len(want))
			}
		})
		t.Run("copy stdin "+filepath.Base(file), func(t *testing.T) {
			f, err := os.Open(file)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			out, _, code := runPlain(t, f)
			if code != 0 || !bytes.Equal(out, want) {
				t.Errorf("lwl <%s | cat: exit code %d, %d bytes, want %d bytes equal to the file", file, code, len(out), len(want))
			}
		})
	}
	t.Run("missing file on a terminal", func(t *testing.T) {
		h := start(t, "/nonexistent")
		if code := h.wait(t); code == 0 {
			t.Errorf("exit code 0 for a missing file")
		}
		if got, want := h.row(0), "lwl: /nonexistent: no such file or directory"; got != want {
			t.Errorf("the terminal shows %q, want %q", got, want)
		}
		if bytes.Contains(h.rawOutput(), []byte(altScreen)) {
			t.Errorf("the screen was started before the error")
		}
	})
}

// Nothing from the document reaches the terminal raw.
func TestE2EEscapesInDocument(t *testing.T) {
	const file = "testdata/e2e/escapes.txt"
	h := start(t, file)
	h.waitStatus(t, file, "line 1")
	want := []string{
		"clear:<1B>[2J:end",
		"title:<1B>]0;title<07>:end",
		"osc8::end", // an OSC 8 link to http://x, its text ":end"
		"c1raw:<9B>31m:end",
		"invalid:<FF><FE>",
		"bell:<07>:end",
		"del:<7F>:end",
		"cr:abc<0D>def:end",
		"bs:abc<08><08>X:end",
		"last line",
	}
	screen := h.screen()
	for _, w := range want {
		if !strings.Contains(screen, w) {
			t.Errorf("the screen does not show %q", w)
		}
	}
	// C1 controls in UTF-8 form are shown as tokens (of the code point or
	// of its bytes), never as nothing.
	for _, prefix := range []string{"c1utf8:<", "c1osc:<"} {
		if !strings.Contains(screen, prefix) {
			t.Errorf("the screen does not show %q...", prefix)
		}
	}
	// The OSC 8 link, then the link whose destination holds escapes: its
	// destination in the status bar and in the preview.
	h.typeKeys("n")
	h.waitStatus(t, ": http://x")
	h.typeKeys("n")
	h.waitStatus(t, ": http://e/<1B>c<07><C2><9B>2J")
	h.typeKeys("v")
	h.waitFor(t, "the preview", func(s string) bool {
		return strings.Contains(s, ": http://e/<1B>c<07><C2><9B>2J") && !strings.Contains(s, "line 1")
	}, e2eTimeout)
	h.typeKeys("q")
	h.wait(t)

	// lwl's own hyperlinks (document: hyperlinks:, on by default for
	// xterm-256color) carry the destinations, cleaned: they are not the
	// document's bytes (e2e_osc8out_test.go checks them).
	raw := lwlHyperlinks.ReplaceAll(h.rawOutput(), nil)
	for _, bad := range []string{"\x1bc", "\x1b]0;", "title\x07", "\x07", "\x1b]8;", "http://x\x1b\\", "\x9b", "\x9c", "\x9d", "\x7f", "\x08", "\xff", "\xfe"} {
		if i := bytes.Index(raw, []byte(bad)); i >= 0 {
			t.Errorf("the terminal received %q from the document, at %q", bad, raw[max(i-40, 0):min(i+40, len(raw))])
		}
	}
	// lwl moves to the next row with CR LF; the document's CR stands alone.
	for i, b := range raw {
		if b == '\r' && (i+1 == len(raw) || raw[i+1] != '\n') {
			t.Errorf("the terminal received a CR from the document, at %q", raw[max(i-40, 0):min(i+40, len(raw))])
			break
		}
	}
	for r := rune(0x80); r <= 0x9F; r++ {
		if enc := string(r); bytes.Contains(raw, []byte(enc)) {
			t.Errorf("the terminal received the C1 control U+%04X", r)
		}
	}
	// tcell clears with ESC [ H ESC [ 2 J; a clear from the document would
	// follow its text instead.
	if n, m := bytes.Count(raw, []byte("\x1b[2J")), bytes.Count(raw, []byte("\x1b[H\x1b[2J")); n != m {
		t.Errorf("the terminal received ESC [ 2 J %d times, only %d of them tcell's", n, m)
	}
	if !utf8.Valid(raw) {
		t.Errorf("the output is not valid UTF-8: an invalid byte of the document got through")
	}
	var oscs []string
	h.onScreen(func(s *vt.Screen) { oscs = s.OSCs() })
	for _, o := range oscs {
		if lwlHyperlinks.MatchString("\x1b]" + o + "\x1b\\") {
			continue
		}
		if strings.Contains(o, "title") || strings.Contains(o, "dest") || strings.Contains(o, "http://") {
			t.Errorf("the terminal received the document's OSC %q", o)
		}
	}
}

// A key that changes nothing costs next to nothing on the wire.
func TestE2EDamageTracking(t *testing.T) {
	h := start(t, currentMD)
	h.waitStatus(t, currentMD, "line 1")
	h.waitQuiet(t, 300*time.Millisecond)
	for i, key := range []string{"k", "k"} {
		mark := h.rawLen()
		h.typeKeys(key)
		// Wait for the frame (tcell brackets each one in ESC [ ? 2026 h/l),
		// or for a second of silence if lwl draws nothing at all.
		deadline := time.Now().Add(time.Second)
		for time.Now().Before(deadline) && !bytes.Contains(h.rawOutput()[mark:], []byte("\x1b[?2026l")) {
			time.Sleep(10 * time.Millisecond)
		}
		h.waitQuiet(t, 200*time.Millisecond)
		out := h.rawOutput()[mark:]
		t.Logf("key %d (%q) at the top: %d bytes: %q", i+1, key, len(out), out)
		if len(out) >= 100 {
			t.Errorf("key %d (%q), which changes nothing, cost %d bytes, want < 100", i+1, key, len(out))
		}
	}
	// The keys were handled: the next one moves.
	h.typeKeys("j")
	h.waitStatus(t, "line 2 ")
}

// SIGTERM (and SIGHUP) end lwl and restore the terminal.
func TestE2ESignals(t *testing.T) {
	for _, tc := range []struct {
		sig  syscall.Signal
		code int
	}{{syscall.SIGTERM, 143}, {syscall.SIGHUP, 129}} {
		t.Run(tc.sig.String(), func(t *testing.T) {
			h := start(t, currentMD)
			h.waitStatus(t, currentMD, "line 1")
			if err := h.cmd.Process.Signal(tc.sig); err != nil {
				t.Fatal(err)
			}
			if code := h.wait(t); code != tc.code {
				t.Errorf("exit code %d, want %d", code, tc.code)
			}
			h.checkRestored(t)
		})
	}
}

// A resize keeps the top line at the top.
func TestE2EResize(t *testing.T) {
	const file = "testdata/e2e/longlines.txt"
	h := start(t, file)
	h.waitStatus(t, file, "line 1 ")
	h.typeKeys("10g")
	h.waitStatus(t, "line 10 ")
	if got := h.row(0); !strings.HasPrefix(got, "L010 L010-w00 ") {
		t.Fatalf("10g: top row %q", got)
	}
	// Hard wrap at 120 columns: line 10 takes rows 1-3, line 11 starts on 4.
	if got := h.row(3); !strings.HasPrefix(got, "L011 ") {
		t.Errorf("row 4 at 120 columns is %q, want line 11", got)
	}

	h.resize(60, 40)
	h.waitRow(t, -1, "the status bar redrawn at 60 columns", func(r string) bool {
		return strings.Contains(r, "line 10 ") && len(r) <= 60
	})
	h.waitRow(t, 0, "line 10 still at the top", func(r string) bool { return strings.HasPrefix(r, "L010 L010-w00 ") })
	// 300 characters over 60 columns: line 11 starts on row 6.
	h.waitRow(t, 5, "line 11 on row 6 at 60 columns", func(r string) bool { return strings.HasPrefix(r, "L011 ") })
	if got := h.row(1); !strings.Contains(got, "L010-w") || strings.Contains(got, "L011") {
		t.Errorf("row 2 at 60 columns is %q, want the rest of line 10", got)
	}

	h.resize(120, 40)
	h.waitRow(t, -1, "the status bar redrawn at 120 columns", func(r string) bool {
		return strings.Contains(r, "line 10 ") && len(r) > 60
	})
	h.waitRow(t, 0, "line 10 at the top again", func(r string) bool { return strings.HasPrefix(r, "L010 L010-w00 ") })
	quit(t, h)
}

// The mouse wheel scrolls three rows a notch (SGR mouse reports, which
// tcell asks the terminal for).
func TestE2EMouseWheel(t *testing.T) {
	h := start(t, currentMD)
	h.waitStatus(t, "line 1 ")
	// A terminal sends wheel reports only when asked to (button events,
	// SGR encoding); reports typed here arrive either way. tcell asks with
	// its first frame, which may follow the early frame a little.
	for _, mode := range []string{"\x1b[?1000h", "\x1b[?1006h"} {
		deadline := time.Now().Add(e2eTimeout)
		for !bytes.Contains(h.rawOutput(), []byte(mode)) && time.Now().Before(deadline) {
			time.Sleep(10 * time.Millisecond)
		}
		if !bytes.Contains(h.rawOutput(), []byte(mode)) {
			t.Errorf("lwl never asked the terminal for mouse reports (%q)", mode)
		}
	}
	h.typeKeys("\x1b[<65;10;5M\x1b[<65;10;5M") // wheel down, twice
	h.waitStatus(t, "line 7 ")
	if got := h.row(0); !strings.HasPrefix(got, " -// Dark//") {
		t.Errorf("after two notches the top row is %q", got)
	}
	h.typeKeys("\x1b[<64;10;5M") // wheel up
	h.waitStatus(t, "line 4 ")
	quit(t, h)
}
