package commands

import (
	"os"
	"strings"
	"testing"
)

const link = "https://example.org/dir/a.html"

// The output is shown once it arrives as a page named for the link, whose
// base is the link without its fragment; "Opening" is said meanwhile and
// cleared when the command ends well.
func TestOpenShowsOutput(t *testing.T) {
	h := newFakeHost(t)
	c := New(h)
	c.Open("printf 'Page\\n[next](b.html)\\n'", os.Environ(), link+"#part")
	if h.msg != "Opening "+link+"#part (esc stops)" {
		t.Errorf("while waiting: %q", h.msg)
	}
	h.until("page", func() bool { return len(h.shown) == 1 })
	if h.shown[0] != link+"#part" || h.base == nil || h.base.String() != link {
		t.Errorf("shown %q with base %v, want %q with base %s", h.shown[0], h.base, link+"#part", link)
	}
	if !c.MadeByOpen(h.d) || c.MadeByOpen(h.history[0]) || c.Outputs() != 1 {
		t.Errorf("made by open: the page %v, the start %v; %d outputs", c.MadeByOpen(h.d), c.MadeByOpen(h.history[0]), c.Outputs())
	}
	h.until("the message cleared", func() bool { return h.msg == "" })
	if h.err != "" || h.rebased != h.d {
		t.Errorf("error %q; header taken from the page: %v", h.err, h.rebased == h.d)
	}
}

// A command that fails before printing leaves the page as it was and says
// why: its standard error's first line and exit status; one that prints
// nothing says so; one that fails after printing keeps its page and says
// why as well.
func TestOpenFailures(t *testing.T) {
	h := newFakeHost(t)
	c := New(h)
	start := h.d
	c.Open("echo 'convert: cannot fetch' >&2; echo second >&2; exit 22", nil, link)
	h.until("error", func() bool { return h.err != "" })
	if want := "Cannot open " + link + ": convert: cannot fetch (exit status 22)"; h.err != want {
		t.Errorf("error %q, want %q", h.err, want)
	}
	if h.d != start || len(h.shown) != 0 || c.Outputs() != 0 {
		t.Errorf("a failed open changed the page (%d pages shown, %d outputs)", len(h.shown), c.Outputs())
	}
	c.Open("true", nil, link)
	h.until("error", func() bool { return h.err != "" })
	if want := "Cannot open " + link + ": it printed nothing (exit status 0)"; h.err != want {
		t.Errorf("an empty output: %q, want %q", h.err, want)
	}
	c.Open("echo part; echo 'convert: connection reset' >&2; exit 3", nil, link)
	h.until("error", func() bool { return h.err != "" })
	if want := link + ": convert: connection reset (exit status 3)"; h.err != want {
		t.Errorf("error %q, want %q", h.err, want)
	}
	if !strings.Contains(h.text(), "part") {
		t.Errorf("the partial page is not shown: %q", h.text())
	}
}

// esc while nothing has arrived stops the command and the page stays;
// esc on a page still arriving stops its command, whole pipeline, and
// keeps what arrived; then nothing is left to stop.
func TestOpenStops(t *testing.T) {
	h := newFakeHost(t)
	c := New(h)
	pid := pidFile(t)
	c.Open("echo $$ > "+pid+"; exec sleep 100", nil, link)
	p := readPID(t, pid)
	if !c.StopOpen() || h.msg != "Stopped: "+link+" was not opened" {
		t.Errorf("stopping a command awaited: %q", h.msg)
	}
	waitGone(t, p, "the command awaited after esc")
	h.until("the end said nothing", func() bool { return true })
	if len(h.shown) != 0 || h.err != "" {
		t.Errorf("a stopped command showed %d pages, said %q", len(h.shown), h.err)
	}

	os.Remove(pid)
	c.Open("sh -c 'echo $$ > "+pid+"; exec sleep 100' | (echo first of a pipeline; cat)", nil, link)
	h.until("page", func() bool { return len(h.shown) == 1 })
	p = readPID(t, pid)
	if !c.StopOpen() || h.msg != "Stopped: what arrived is shown" || !h.ended {
		t.Errorf("stopping a page still arriving: %q, G stopped %v", h.msg, h.ended)
	}
	waitGone(t, p, "the pipeline's first command after esc")
	if c.StopOpen() {
		t.Error("a stopped page's command stopped twice")
	}
}

// A newer open stops the command still awaited; lwl's end stops every
// command still producing.
func TestOpenNewerWinsAndEndStops(t *testing.T) {
	h := newFakeHost(t)
	c := New(h)
	dir := t.TempDir()
	c.Open("echo $$ > "+dir+"/first; exec sleep 100", nil, link)
	first := readPID(t, dir+"/first")
	c.Open("echo $$ > "+dir+"/second; echo page; exec sleep 100", nil, link)
	waitGone(t, first, "the older command awaited")
	second := readPID(t, dir+"/second")
	h.until("page", func() bool { return len(h.shown) == 1 })
	c.StopOutputs()
	waitGone(t, second, "the page's command after lwl's end")
}

// The history keeps MaxKeptOutputs outputs (the pager bounds it); an
// output neither on screen nor in the history is let go and its command
// stopped.
func TestOpenKeepLetsGo(t *testing.T) {
	h := newFakeHost(t)
	c := New(h)
	pid := pidFile(t)
	c.Open("echo $$ > "+pid+"; echo one; exec sleep 100", nil, link)
	h.until("page", func() bool { return len(h.shown) == 1 })
	p := readPID(t, pid)
	one := h.d
	h.back()
	c.Keep()
	if h.keepMax != MaxKeptOutputs {
		t.Errorf("KeepNewest(%d), want %d", h.keepMax, MaxKeptOutputs)
	}
	if c.MadeByOpen(one) || c.Outputs() != 0 {
		t.Errorf("a page left by back is kept (%d outputs)", c.Outputs())
	}
	waitGone(t, p, "the command of a page let go")
}
