//go:build linux

package e2e

// End-to-end tests of the status bar's word on the selected link and of
// the link picker's filter line, edited as the prompt's line is.

import (
	"strings"
	"testing"
)

// Tab Tab selects the second link; j scrolls a line with the link still
// on screen, and the status bar still says where it goes.
func TestE2EStatusKeepsDestination(t *testing.T) {
	b := newLinkBox(t, true)
	b.put(t, "testdata/urls", "urls")
	h := startIn(t, b, startOpts{cols: 80, rows: 8}, "urls")
	h.waitStatus(t, "urls", "line 1")
	h.typeKeys("\t\t")
	waitDest(t, h, gbdkURL)
	h.typeKeys("j")
	h.waitRow(t, 1, "the screen scrolled a line", func(r string) bool { return strings.HasPrefix(r, "[gb dev pandoc]") })
	waitDest(t, h, gbdkURL)
	quit(t, h)
}

// In the picker's filter line ctrl-w deletes the word before the cursor
// and ctrl-u the line; the list follows.
func TestE2EPickerFilterEdits(t *testing.T) {
	b := newLinkBox(t, true)
	b.put(t, currentMD, "current.md")
	h := startIn(t, b, startOpts{}, "current.md")
	h.waitStatus(t, "current.md", "line 1")
	h.typeKeys("L")
	h.waitRow(t, 0, "the filter line", func(r string) bool { return strings.HasPrefix(r, "Filter: _") })
	h.typeKeys("rfc 8820")
	h.waitRow(t, 1, "the best match", func(r string) bool { return strings.HasPrefix(r, " RFC 8820  ") })
	h.typeKeys("\x17") // ctrl-w
	h.waitRow(t, 0, "ctrl-w", func(r string) bool { return strings.HasPrefix(r, "Filter: rfc _") })
	h.typeKeys("7320")
	h.waitRow(t, 1, "the new best match", func(r string) bool { return strings.HasPrefix(r, " RFC 7320  ") })
	h.typeKeys("\x15") // ctrl-u
	h.waitRow(t, 0, "ctrl-u", func(r string) bool { return strings.HasPrefix(r, "Filter: _") })
	h.typeKeys("\x01x\x05") // ctrl-a, x, ctrl-e
	h.waitRow(t, 0, "x typed", func(r string) bool { return strings.HasPrefix(r, "Filter: x_") })
	h.typeKeys("\x03")
	h.waitRow(t, 0, "the picker closed", func(r string) bool { return !strings.HasPrefix(r, "Filter:") })
	quit(t, h)
}
