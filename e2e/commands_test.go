//go:build linux

package e2e

// End-to-end tests of the commands run on a link: what they are handed
// ($LINK never an option, never raw control bytes), the status bar after a
// > command, and the run action, which keeps the screen.

import (
	"bytes"
	"strings"
	"testing"
	"time"
)

// A destination that starts with "-" reaches a command as "./-…",
// and control bytes in one reach it percent-encoded, whether through
// $LINK at the > prompt or as bro's argument.
func TestE2ELinksCommandArguments(t *testing.T) {
	b := newLinkBox(t, true)
	b.write(t, "opt.md", "[opt](-oProxyCommand=touch pwned9)\n"+
		"[ctl](https://example.org/a\x1bXb\x7fc\u009bd\x01e)\n")
	h := startIn(t, b, startOpts{}, "opt.md")
	h.waitStatus(t, "opt.md", "line 1")
	h.typeKeys("n")
	h.waitRow(t, -1, "the option link", func(r string) bool { return strings.HasPrefix(r, ": -oProxyCommand") })
	forkAndResume(t, h, `printf '%s' "$LINK" > got1`, "opt.md")
	b.want(t, "got1", "./-oProxyCommand=touch pwned9")
	h.typeKeys("n")
	h.waitRow(t, -1, "the control link", func(r string) bool { return strings.HasPrefix(r, ": https://example.org/a") })
	forkAndResume(t, h, `printf '%s' "$LINK" > got2`, "opt.md")
	const encoded = "https://example.org/a%1BXb%7Fc%C2%9Bd%01e"
	b.want(t, "got2", encoded)
	h.typeKeys("\r")
	if code := h.wait(t); code != 0 {
		t.Errorf("exit code %d after following the link to bro, want 0", code)
	}
	b.want(t, "bro.log", encoded+"\n")
	b.noPwned(t)
}

// After a > command the status bar shows the selected link again,
// as before the command.
func TestE2ELinksForkShowsLink(t *testing.T) {
	_, h := startURLs(t, true)
	h.typeKeys("nn")
	waitDest(t, h, gbdkURL)
	forkAndResume(t, h, "true", "urls")
	waitDest(t, h, gbdkURL)
	quit(t, h)
}

// run COMMAND runs with the screen up, shows the first line of the
// output or the exit status, and asks for no key; a command that wants
// the terminal cannot have it.
func TestE2ELinksRun(t *testing.T) {
	b := newLinkBox(t, true)
	b.put(t, "testdata/urls", "urls")
	b.write(t, "keys.yaml", "ground:\n"+
		"  B: run echo \"$LINK\" >> bookmarks\n"+
		"  E: run printf 'saved %s\\n' \"$LINK_TEXT\"; exit 4\n"+
		"  T: run cat /dev/tty\n")
	h := startIn(t, b, startOpts{}, "--keys", "keys.yaml", "urls")
	h.waitStatus(t, "urls", "line 1")
	h.typeKeys("nn")
	waitDest(t, h, gbdkURL)
	before := h.rawLen()
	h.typeKeys("B")
	h.waitStatus(t, ": Done: exit status 0", "urls  line 1")
	b.want(t, "bookmarks", gbdkURL+"\n")
	h.typeKeys("E")
	h.waitStatus(t, ": saved gbdk (exit status 4)", "urls  line 1")
	h.typeKeys("T")
	status := h.waitStatus(t, "/dev/tty", "exit status 1")
	if !strings.Contains(status, "urls  line 1") {
		t.Errorf("the status bar lost the name or position: %q", status)
	}
	if out := h.rawOutput()[before:]; bytes.Contains(out, []byte(processEnd)) || bytes.Contains(out, []byte(leaveAltScreen)) {
		t.Errorf("run left the screen or asked for a key:\n%q", out)
	}
	// The selection stays: n goes on from gbdk.
	h.typeKeys("n")
	waitDest(t, h, timusURL)
	h.waitQuiet(t, 50*time.Millisecond)
	quit(t, h)
}
