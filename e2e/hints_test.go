//go:build linux

package e2e

// End-to-end tests of the ways to reach a link in a few keys:
// hint labels, the link picker, link numbers, mouse clicks, copying, and
// the warning on links whose text names another host than they go to.
//
// Run them with `go test -count=1 -run E2EHints -v .`.

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
)

// labelRE matches the label drawn before the link whose text is text, its
// letters all there (a full row gives up blanks to make room for labels).
func labelRE(text string) *regexp.Regexp {
	return regexp.MustCompile(`(?:^|[^a-z])([a-z]{1,3})` + strings.ReplaceAll(regexp.QuoteMeta(text), " ", " ?"))
}

// waitLabel waits for the label drawn before the link whose text is text
// (the link's text whole after it) and returns it.
func waitLabel(t *testing.T, h *termHandle, text string) string {
	t.Helper()
	re := labelRE(text)
	s := h.waitFor(t, "a label before "+text, func(s string) bool { return re.MatchString(s) }, e2eTimeout)
	return re.FindStringSubmatch(s)[1]
}

// o, then the label over a link on current.md at 160x48, hands that link
// to the browser: three keys at most.
func TestE2EHintsFollow(t *testing.T) {
	b := newLinkBox(t, true)
	b.put(t, currentMD, "current.md")
	h := startIn(t, b, startOpts{cols: 160, rows: 48}, "current.md")
	h.waitStatus(t, "current.md", "line 1")
	h.typeKeys("o")
	h.waitStatus(t, "Follow: type a label")
	label := waitLabel(t, h, "[RFC 2396]")
	if len(label) > 2 {
		t.Errorf("label %q: longer than two letters on a screen of %s", label, "current.md")
	}
	h.typeKeys(label)
	if code := h.wait(t); code != 0 {
		t.Errorf("exit code %d after following the link to bro, want 0 (bro's)", code)
	}
	b.want(t, "bro.log", "https://datatracker.ietf.org/doc/html/rfc2396\n")
	h.checkRestored(t)
}

// The labels leave every link's text readable: each link whole on the
// screen before o has all its letters on it with the labels, a label
// before it.
func TestE2EHintsLeaveLinkTextReadable(t *testing.T) {
	b := newLinkBox(t, true)
	b.put(t, currentMD, "current.md")
	h := startIn(t, b, startOpts{cols: 160, rows: 48}, "current.md")
	h.waitStatus(t, "current.md", "line 1")
	before := h.screen()
	linkText := regexp.MustCompile(`\[[^\]\[\n]+\]`)
	texts := linkText.FindAllString(before, -1)
	if len(texts) < 10 {
		t.Fatalf("%d links on screen, want 10 or more:\n%s", len(texts), before)
	}
	h.typeKeys("o")
	h.waitStatus(t, "Follow: type a label")
	after := h.waitFor(t, "labels", func(s string) bool { return labelRE(texts[0]).MatchString(s) }, e2eTimeout)
	for _, text := range texts {
		// (a label may follow a letter whose blank it took)
		whole := regexp.MustCompile(`[a-z]` + strings.ReplaceAll(regexp.QuoteMeta(text), " ", " ?"))
		if !whole.MatchString(after) {
			t.Errorf("link %s is not whole after a label:\n%s", text, after)
		}
	}
	h.typeKeys("\x03")
	h.waitFor(t, "no labels", func(s string) bool { return !strings.Contains(s, "Follow:") }, e2eTimeout)
	quit(t, h)
}

// O, then a label, selects the link without following it; ctrl-c, or a
// key that is no label, leaves hint mode with the screen as it was. (esc
// does too, see TestAppHintsLeave: a lone ESC byte on a pty is sometimes
// held by tcell until the next key, which makes it a poor e2e key.)
func TestE2EHintsSelectAndLeave(t *testing.T) {
	b := newLinkBox(t, true)
	b.put(t, currentMD, "current.md")
	h := startIn(t, b, startOpts{cols: 160, rows: 48}, "current.md")
	h.waitStatus(t, "current.md", "line 1")
	// The document's rows (the status bar's percentage may still change
	// while lines are counted).
	doc := func(s string) string { return s[:strings.LastIndexByte(s, '\n')] }
	before := doc(h.screen())
	for _, leave := range []string{"\x03", "x", "q"} {
		h.typeKeys("o")
		h.waitStatus(t, "Follow: type a label")
		h.typeKeys(leave)
		h.waitFor(t, "the screen as it was after "+strconv.Quote(leave), func(s string) bool {
			return doc(s) == before && !strings.Contains(s[len(before):], "Follow")
		}, e2eTimeout)
	}
	h.typeKeys("O")
	h.typeKeys(waitLabel(t, h, "[RFC 7320]"))
	h.waitStatus(t, "https://datatracker.ietf.org/doc/html/rfc7320")
	if _, ok := b.read(t, "bro.log"); ok {
		t.Errorf("O ran the browser")
	}
	quit(t, h)
}

// c sends the selected link's destination to the terminal's clipboard with
// OSC 52 (base64), and says so.
func TestE2EHintsCopy(t *testing.T) {
	_, h := startURLs(t, true)
	h.typeKeys("n")
	waitDest(t, h, gbdevURL)
	h.typeKeys("c")
	h.waitStatus(t, "Copied the link: "+gbdevURL)
	re := regexp.MustCompile("\x1b\\]52;c;([A-Za-z0-9+/=]*)(?:\x1b\\\\|\a)")
	m := re.FindSubmatch(h.rawOutput())
	if m == nil {
		t.Fatalf("no OSC 52 in lwl's output")
	}
	got, err := base64.StdEncoding.DecodeString(string(m[1]))
	if err != nil || string(got) != gbdevURL {
		t.Errorf("OSC 52 carries %q (%v), want %q", got, err, gbdevURL)
	}
	quit(t, h)
}

// A link whose text names another host than it goes to is marked in the
// status bar.
func TestE2EHintsDeceptiveLink(t *testing.T) {
	b := newLinkBox(t, true)
	b.write(t, "phish.md", "Log in at [paypal.com](https://evil.example/login) today.\n")
	h := startIn(t, b, startOpts{}, "phish.md")
	h.waitStatus(t, "phish.md", "line 1")
	h.typeKeys("n")
	h.waitStatus(t, "! text says paypal.com, goes to evil.example: https://evil.example/login")
	quit(t, h)
}

// A deceptive link chosen by a hint label is not followed at once: the
// warning shows; a key other than Enter or y cancels, y follows.
func TestE2EHintsDeceptiveConfirm(t *testing.T) {
	b := newLinkBox(t, true)
	b.write(t, "phish.md", "Log in at [paypal.com](https://evil.example/login) today.\n")
	h := startIn(t, b, startOpts{}, "phish.md")
	h.waitStatus(t, "phish.md", "line 1")
	const warning = "! text says paypal.com, goes to evil.example; y or enter follows: https://evil.example/login"
	h.typeKeys("o")
	h.typeKeys(waitLabel(t, h, "[paypal.com]"))
	h.waitStatus(t, warning)
	h.typeKeys("x")
	h.waitStatus(t, "Not followed: https://evil.example/login")
	if _, ok := b.read(t, "bro.log"); ok {
		t.Fatalf("the deceptive link was followed without confirmation")
	}
	h.typeKeys("o")
	h.typeKeys(waitLabel(t, h, "[paypal.com]"))
	h.waitStatus(t, warning)
	h.typeKeys("y")
	if code := h.wait(t); code != 0 {
		t.Errorf("exit code %d after following the link to bro, want 0 (bro's)", code)
	}
	b.want(t, "bro.log", "https://evil.example/login\n")
	h.checkRestored(t)
}

// L lists the links; typing filters them, Enter follows the first.
func TestE2EHintsPicker(t *testing.T) {
	b := newLinkBox(t, true)
	b.put(t, currentMD, "current.md")
	h := startIn(t, b, startOpts{}, "current.md")
	h.waitStatus(t, "current.md", "line 1")
	h.typeKeys("L")
	h.waitRow(t, 0, "the filter line", func(r string) bool { return strings.HasPrefix(r, "Filter: _") })
	h.typeKeys("rfc 8820")
	h.waitRow(t, 1, "the best match", func(r string) bool {
		return strings.HasPrefix(r, " RFC 8820  https://datatracker.ietf.org/doc/html/rfc8820")
	})
	h.typeKeys("\r")
	if code := h.wait(t); code != 0 {
		t.Errorf("exit code %d after following the link to bro, want 0 (bro's)", code)
	}
	b.want(t, "bro.log", "https://datatracker.ietf.org/doc/html/rfc8820\n")
	h.checkRestored(t)
}

// sgrClick is what a terminal sends for a left click at column x, row y
// (0-based) in SGR mouse mode: press, then release.
func sgrClick(x, y int) string {
	return fmt.Sprintf("\x1b[<0;%d;%dM\x1b[<0;%d;%dm", x+1, y+1, x+1, y+1)
}

// A click on a link selects it; a click on the selected link follows it.
func TestE2EHintsMouseClick(t *testing.T) {
	b, h := startURLs(t, true)
	h.typeKeys(sgrClick(3, 3)) // "[gbdk]" on the fourth row
	waitDest(t, h, gbdkURL)
	if _, ok := b.read(t, "bro.log"); ok {
		t.Errorf("the first click ran the browser")
	}
	h.typeKeys(sgrClick(2, 3))
	if code := h.wait(t); code != 0 {
		t.Errorf("exit code %d after following the link to bro, want 0 (bro's)", code)
	}
	b.want(t, "bro.log", gbdkURL+"\n")
	h.checkRestored(t)
}

// document: mouse: false asks the terminal for no mouse reports, so its own
// text selection works without Shift.
func TestE2EHintsMouseOff(t *testing.T) {
	for _, on := range []bool{true, false} {
		b := newLinkBox(t, true)
		b.put(t, "testdata/urls", "urls")
		b.write(t, "layout.yaml", fmt.Sprintf("document:\n  mouse: %v\n", on))
		h := startIn(t, b, startOpts{}, "--layout", "layout.yaml", "urls")
		h.waitStatus(t, "urls", "line 1")
		h.typeKeys("j")
		// Mouse reporting may be asked for after the first frames: wait for
		// it (under load 100 ms of quiet came first).
		deadline := time.Now().Add(map[bool]time.Duration{true: e2eTimeout, false: 300 * time.Millisecond}[on])
		got := false
		for !got && time.Now().Before(deadline) {
			got = bytes.Contains(h.rawOutput(), []byte("\x1b[?1000h"))
			time.Sleep(10 * time.Millisecond)
		}
		if got != on {
			t.Errorf("mouse: %v: mouse reporting turned on: %v", on, got)
		}
		if !on {
			h.typeKeys(sgrClick(3, 3))
			h.waitQuiet(t, 100*time.Millisecond)
			if strings.Contains(h.row(-1), gbdkURL) {
				t.Errorf("mouse: false: a click selected a link")
			}
		}
		quit(t, h)
	}
}

// With link-numbers each link shows its number; "12" Enter follows link 12.
func TestE2EHintsNumbers(t *testing.T) {
	b := newLinkBox(t, true)
	var text strings.Builder
	for i := 1; i <= 15; i++ {
		fmt.Fprintf(&text, "item [link %d](https://example.org/%d)\n", i, i)
	}
	b.write(t, "list.md", text.String())
	b.write(t, "layout.yaml", "document:\n  link-numbers: true\n")
	h := startIn(t, b, startOpts{}, "--layout", "layout.yaml", "list.md")
	h.waitStatus(t, "list.md", "line 1")
	h.waitFor(t, "numbered links", func(s string) bool { return strings.Contains(s, "item [12][link 12]") }, e2eTimeout)
	h.typeKeys("99\r")
	h.waitStatus(t, "No link 99")
	h.typeKeys("12\r")
	if code := h.wait(t); code != 0 {
		t.Errorf("exit code %d after following the link to bro, want 0 (bro's)", code)
	}
	b.want(t, "bro.log", "https://example.org/12\n")
	h.checkRestored(t)
}
