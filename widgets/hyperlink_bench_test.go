package widgets

import (
	"fmt"
	"net/url"
	"os"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/gdamore/tcell/v2/terminfo"

	"lwl/widgets/doc"
)

// countTty is a terminal that counts and drops what tcell writes; Read
// waits until Stop or Close.
type countTty struct {
	IdleTty
	n *atomic.Int64
}

func (t *countTty) WindowSize() (tcell.WindowSize, error) {
	return tcell.WindowSize{Width: 160, Height: 48}, nil
}
func (t *countTty) Write(p []byte) (int, error) { t.n.Add(int64(len(p))); return len(p), nil }

// linkScreen is countScreen on xterm-256color, and the codes direct output
// sends links with there: every style blue and underlined, in an OSC 8
// hyperlink.
func linkScreen(t *testing.T, sent *atomic.Int64) (tcell.Screen, TerminalCodes) {
	t.Helper()
	ti, err := terminfo.LookupTerminfo("xterm-256color")
	if err != nil {
		t.Fatal(err)
	}
	return countScreen(t, ti, sent), TerminalCodes{
		MoveTo:     func(dst []byte, x, y int) []byte { return fmt.Appendf(dst, "\x1b[%d;%dH", y+1, x+1) },
		AttrOff:    ti.AttrOff,
		ClearToEOL: "\x1b[K",
		Style:      func(tcell.Style) (string, bool) { return "\x1b[34;4m", true },
		Hyperlink: func(dst []byte, uri, id string) []byte {
			return append(append(append(append(append(dst, "\x1b]8;id="...), id...), ';'), uri...), "\x1b\\"...)
		},
		HyperlinkClose: "\x1b]8;;\x1b\\",
	}
}

// countScreen is a tcell screen on a countTty with ti's codes, counting in
// sent what tcell writes; it is finished when the test ends.
func countScreen(tb testing.TB, ti *terminfo.Terminfo, sent *atomic.Int64) tcell.Screen {
	tb.Helper()
	s, err := tcell.NewTerminfoScreenFromTtyTerminfo(&countTty{n: sent}, ti)
	if err != nil {
		tb.Fatal(err)
	}
	if err := s.Init(); err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(s.Fini)
	return s
}

// WriteString is Write for tcell's unbuffered strings, as a terminal's
// os.File has it: without, io.WriteString copies each into a new slice.
func (t *countTty) WriteString(s string) (int, error) { t.n.Add(int64(len(s))); return len(s), nil }

// countWriter counts and drops direct output's bytes.
type countWriter struct{ n *atomic.Int64 }

func (w countWriter) Write(p []byte) (int, error) { w.n.Add(int64(len(p))); return len(p), nil }

// BenchmarkPageHyperlinks measures a page turn (every row changes) of
// testdata/current.md, a web page of about 300 links, at 160x48: drawn,
// sent by tcell to an xterm-256color terminal and by direct output (the
// links' cells too, in their styles and hyperlinks), with hyperlinks off
// and on (links resolved against the page's base as the
// app does, and kept). bytes/frame is what the terminal receives.
func BenchmarkPageHyperlinks(b *testing.B) {
	text, err := os.ReadFile("../testdata/current.md")
	if err != nil {
		b.Fatal(err)
	}
	base, _ := url.Parse("https://datatracker.ietf.org/doc/html/rfc3986")
	resolved := map[string]string{} // the app keeps its answers too
	target := func(dest string) string {
		if t, ok := resolved[dest]; ok {
			return t
		}
		t := dest
		if ref, err := url.Parse(dest); err == nil && !ref.IsAbs() {
			t = base.ResolveReference(ref).String()
		}
		resolved[dest] = t
		return t
	}
	b.Setenv("LC_ALL", "C.UTF-8")
	ti, err := terminfo.LookupTerminfo("xterm-256color")
	if err != nil {
		b.Fatal(err)
	}
	codes := TerminalCodes{
		BeginFrame: "\x1b[?2026h" + ti.HideCursor,
		MoveTo:     func(dst []byte, x, y int) []byte { return fmt.Appendf(dst, "\x1b[%d;%dH", y+1, x+1) },
		AttrOff:    ti.AttrOff,
		ClearToEOL: "\x1b[K",
		// the link styles' SGR, as app/term makes them for this terminal
		// (a style with a hyperlink in it is tcell's)
		Style: func(st tcell.Style) (string, bool) {
			if st.Url("") != st {
				return "", false // a hyperlink: tcell's
			}
			if _, _, attr := st.Decompose(); attr&tcell.AttrReverse != 0 {
				return "\x1b[0;7m", true
			}
			return "\x1b[0;4;34m", true
		},
		Hyperlink: func(dst []byte, uri, id string) []byte {
			return append(append(append(append(append(dst, "\x1b]8;id="...), id...), ';'), uri...), "\x1b\\"...)
		},
		HyperlinkClose: "\x1b]8;;\x1b\\",
	}
	styles := DocumentStyles{Link: tcell.StyleDefault.Foreground(tcell.ColorBlue).Underline(true),
		LinkActive: tcell.StyleDefault.Reverse(true)}
	// bound: two screens of links one letter long, 1920 a screen, more
	// than direct output keeps (maxDirectLinks): the rest go to tcell.
	var short strings.Builder
	for i := range 8000 {
		fmt.Fprintf(&short, "[%c](https://example.com/%d) ", 'a'+i%26, i)
	}
	for _, c := range []struct {
		name  string
		dense bool
		text  []byte
	}{{"dense", true, text}, {"all", false, text}, {"bound", true, []byte(short.String())}} {
		for _, on := range []bool{false, true} {
			b.Run(fmt.Sprintf("pages=%s/hyperlinks=%v", c.name, on), func(b *testing.B) {
				benchPageHyperlinks(b, c.text, ti, codes, styles, target, c.dense, on)
			})
		}
	}
}

// benchPageHyperlinks turns the pages of text: between its second and
// third (the table of contents, about 125 links) when dense, else every
// page in turn.
func benchPageHyperlinks(b *testing.B, text []byte, ti *terminfo.Terminfo, codes TerminalCodes, styles DocumentStyles, target func(string) string, dense, on bool) {
	var sent atomic.Int64
	s := countScreen(b, ti, &sent)
	opts := DocumentOptions{Wrap: doc.WrapHard, TabWidth: 8}
	if on {
		opts.Hyperlinks = &Hyperlinks{Target: target}
	}
	d := doc.New(doc.BytesSource(text), doc.ParseOptions{})
	v := NewDocumentView(d, opts, styles)
	out := NewDirectOutput(countWriter{&sent}, codes)
	v.SetDirect(out)
	v.SetRect(0, 0, 160, 48)
	page := 48
	if dense {
		v.ScrollBy(48)
	}
	frame := func() {
		switch {
		case dense:
			v.ScrollBy(page)
			page = -page
		case !v.ScrollBy(48):
			v.ScrollToTop()
		}
		v.Draw(s)
		out.Flush()
		s.Show()
	}
	for range 80 { // every page once: the wrap cache and chunks are warm
		frame()
	}
	sent.Store(0)
	b.ReportAllocs()
	n := 0
	for b.Loop() {
		frame()
		n++
	}
	b.ReportMetric(float64(sent.Load())/float64(n), "bytes/frame")
}
