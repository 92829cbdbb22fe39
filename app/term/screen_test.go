package term

import (
	"fmt"
	"io"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/gdamore/tcell/v2"
	"github.com/gdamore/tcell/v2/terminfo"

	"lwl/internal/vt"
	"lwl/widgets"
	"lwl/widgets/doc"
)

// These tests run Screen on a real tcell terminal screen whose tty, and
// the DirectOutput beside it, both write into one emulated terminal
// (internal/vt). After every frame the emulated terminal must show what
// tcell alone shows for the same frames: the same primitives drawn on a
// simulation screen without direct output.

// screenTerm is the emulated terminal both writers feed.
type screenTerm struct {
	mu     sync.Mutex
	vt     *vt.Screen
	tcellB []byte // what tcell wrote since the last take
	direct []byte // what DirectOutput wrote since the last take
	// wrote sees both writers' bytes in order, as the Screen's follower
	// sees them through gatedTty in lwl; nil for none.
	wrote func([]byte)
}

func (st *screenTerm) lines() []string {
	st.mu.Lock()
	defer st.mu.Unlock()
	return st.vt.Lines()
}

func (st *screenTerm) resize(w, h int) {
	st.mu.Lock()
	st.vt.Resize(w, h)
	st.mu.Unlock()
}

// scribble writes into the terminal as another program would.
func (st *screenTerm) scribble(s string) {
	st.mu.Lock()
	st.vt.Write([]byte(s))
	st.mu.Unlock()
}

// take returns and forgets what each writer wrote.
func (st *screenTerm) take() (tc, direct []byte) {
	st.mu.Lock()
	defer st.mu.Unlock()
	tc, direct = st.tcellB, st.direct
	st.tcellB, st.direct = nil, nil
	return tc, direct
}

// directWriter is DirectOutput's way into the terminal.
type directWriter struct{ st *screenTerm }

func (w directWriter) Write(p []byte) (int, error) {
	w.st.mu.Lock()
	defer w.st.mu.Unlock()
	w.st.vt.Write(p)
	w.st.direct = append(w.st.direct, p...)
	if w.st.wrote != nil {
		w.st.wrote(p)
	}
	return len(p), nil
}

// fakeTty is tcell's way into the terminal. Read blocks until the tty is
// drained, stopped or closed, so tcell's input goroutine ends on Suspend and
// Fini.
type fakeTty struct {
	st *screenTerm

	mu     sync.Mutex
	w, h   int
	resize func()
	wake   chan struct{} // closed to end a blocked Read; nil before Start
	woken  bool
}

func (t *fakeTty) Start() error {
	t.mu.Lock()
	t.wake, t.woken = make(chan struct{}), false
	t.mu.Unlock()
	return nil
}

func (t *fakeTty) wakeReader() {
	t.mu.Lock()
	if t.wake != nil && !t.woken {
		close(t.wake)
		t.woken = true
	}
	t.mu.Unlock()
}

func (t *fakeTty) Stop() error  { t.wakeReader(); return nil }
func (t *fakeTty) Drain() error { t.wakeReader(); return nil }
func (t *fakeTty) Close() error { t.wakeReader(); return nil }

func (t *fakeTty) NotifyResize(cb func()) {
	t.mu.Lock()
	t.resize = cb
	t.mu.Unlock()
}

func (t *fakeTty) WindowSize() (tcell.WindowSize, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	return tcell.WindowSize{Width: t.w, Height: t.h}, nil
}

func (t *fakeTty) setSize(w, h int) {
	t.mu.Lock()
	t.w, t.h = w, h
	t.mu.Unlock()
}

// sigwinch calls tcell's resize callback, as the SIGWINCH handler would.
func (t *fakeTty) sigwinch() bool {
	t.mu.Lock()
	cb := t.resize
	t.mu.Unlock()
	if cb == nil {
		return false
	}
	cb()
	return true
}

func (t *fakeTty) Read(p []byte) (int, error) {
	t.mu.Lock()
	ch := t.wake
	t.mu.Unlock()
	if ch != nil {
		<-ch
	}
	return 0, io.EOF
}

func (t *fakeTty) Write(p []byte) (int, error) {
	t.st.mu.Lock()
	defer t.st.mu.Unlock()
	t.st.vt.Write(p)
	t.st.tcellB = append(t.st.tcellB, p...)
	if t.st.wrote != nil {
		t.st.wrote(p)
	}
	return len(p), nil
}

// Every kind of cell in its own style; plain text in the default style, so
// that it goes through DirectOutput.
var screenTestStyles = widgets.DocumentStyles{
	Text:        tcell.StyleDefault,
	Link:        tcell.StyleDefault.Underline(true),
	LinkActive:  tcell.StyleDefault.Reverse(true),
	Match:       tcell.StyleDefault.Italic(true),
	MatchActive: tcell.StyleDefault.Italic(true).Reverse(true),
	Control:     tcell.StyleDefault.Bold(true),
	LineNumber:  tcell.StyleDefault.Foreground(tcell.ColorYellow),
}

// screenTestDoc has links, a tab, wide characters and an empty line. Its
// first line starts with a wide character and its second with a plain cell
// followed by a link, so that scrolling one row puts a link cell where the
// right half of a wide character was.
var screenTestDoc = func() string {
	lines := []string{
		"漢字 wide start",
		"a[link](http://example.com/1) then\tTab end",
		"",
		"plain 01 the quick brown fox jumps over the lazy dog and on and on",
		"plain 02 [second link](http://example.com/2) x",
		"plain 03 漢字漢字 mixed\twith a tab",
		"plain 04 b[third](http://example.com/3)",
	}
	for i := 5; i <= 30; i++ {
		switch {
		case i%7 == 0:
			lines = append(lines, fmt.Sprintf("plain %02d short", i))
		case i%5 == 0:
			lines = append(lines, fmt.Sprintf("plain %02d [link %d](http://example.com/%d) 漢字 tail", i, i, i))
		case i%3 == 0:
			lines = append(lines, "")
		default:
			lines = append(lines, fmt.Sprintf("plain %02d %s", i, strings.Repeat("lorem ipsum ", i%4+1)))
		}
	}
	return strings.Join(lines, "\n") + "\n"
}()

// screenDocs are the test document with its wide characters, and with
// ASCII in their place, which keeps apart what goes wrong with wide
// characters only.
var screenDocs = []struct{ name, text string }{
	{"wide", screenTestDoc},
	{"ascii", strings.ReplaceAll(screenTestDoc, "漢字", "KanJ")},
}

func forEachDoc(t *testing.T, f func(t *testing.T, text string)) {
	for _, d := range screenDocs {
		t.Run(d.name, func(t *testing.T) { f(t, d.text) })
	}
}

// filler puts a letter in every cell of its rectangle, in the default
// style: a widget that takes over cells the document view gave up.
type filler struct {
	x, y, w, h int
	base       byte
}

func (f *filler) Draw(s tcell.Screen) {
	for y := f.y; y < f.y+f.h; y++ {
		for x := f.x; x < f.x+f.w; x++ {
			s.Put(x, y, string(rune(f.base+byte((x+y)%26))), tcell.StyleDefault)
		}
	}
}

func (f *filler) SetRect(x, y, w, h int) { f.x, f.y, f.w, f.h = x, y, w, h }

// screenHarness draws the same frames on Screen (tcell on the fake tty
// plus DirectOutput) and on a simulation screen (tcell alone).
type screenHarness struct {
	t      *testing.T
	term   *screenTerm
	tty    *fakeTty
	ts     tcell.Screen
	scr    *Screen
	direct *widgets.DirectOutput
	sim    tcell.SimulationScreen
	events chan tcell.Event // tcell's events

	doc    *doc.Document
	dv, sv *widgets.DocumentView // on scr with direct output; on sim without
	fill   *filler               // drawn after the view when its w and h are > 0
}

func newScreenHarness(t *testing.T, w, h int, text string, opts widgets.DocumentOptions) *screenHarness {
	t.Helper()
	t.Setenv("TERM", "xterm-256color")
	t.Setenv("LC_ALL", "C.UTF-8") // tcell's charset: wide characters as they are
	t.Setenv("LINES", "")
	t.Setenv("COLUMNS", "")
	t.Setenv("TCELL_ALTSCREEN", "")

	st := &screenTerm{vt: vt.New(w, h)}
	tty := &fakeTty{st: st, w: w, h: h}
	ti, err := terminfo.LookupTerminfo("xterm-256color")
	if err != nil {
		t.Fatal(err)
	}
	ts, err := tcell.NewTerminfoScreenFromTtyTerminfo(tty, ti)
	if err != nil {
		t.Fatal(err)
	}
	if err := ts.Init(); err != nil {
		t.Fatal(err)
	}
	scr := newScreen(ts, directWriter{st}, ti, true)
	t.Cleanup(scr.Fini)
	direct := scr.direct
	if direct == nil {
		t.Fatal("newDirectOutput: nil for xterm-256color")
	}
	// Events come through Screen.PollEvent, as tview reads them.
	events := make(chan tcell.Event, 64)
	go func() {
		for ev := scr.PollEvent(); ev != nil; ev = scr.PollEvent() {
			events <- ev
		}
	}()

	sim := tcell.NewSimulationScreen("UTF-8")
	if err := sim.Init(); err != nil {
		t.Fatal(err)
	}
	sim.SetSize(w, h) // after Init, which resets the size
	t.Cleanup(sim.Fini)

	d := doc.New(doc.BytesSource(text), doc.ParseOptions{})
	hs := &screenHarness{
		t: t, term: st, tty: tty, ts: ts, direct: direct, sim: sim, events: events,
		scr:  scr,
		doc:  d,
		dv:   widgets.NewDocumentView(d, opts, screenTestStyles),
		sv:   widgets.NewDocumentView(d, opts, screenTestStyles),
		fill: &filler{base: 'A'},
	}
	hs.dv.SetDirect(direct)
	hs.waitResizeEvent(w, h) // Init's: out of the way of later waits
	hs.setRects(0, 0, w, h)
	hs.term.take() // Init's output
	return hs
}

// views does f to both document views.
func (hs *screenHarness) views(f func(v *widgets.DocumentView)) {
	f(hs.dv)
	f(hs.sv)
}

// setRects gives the document view its rectangle; the filler gets nothing.
func (hs *screenHarness) setRects(x, y, w, h int) {
	hs.views(func(v *widgets.DocumentView) { v.SetRect(x, y, w, h) })
	hs.fill.SetRect(0, 0, 0, 0)
}

// scroll scrolls both views by n rows; they must move alike.
func (hs *screenHarness) scroll(n int) {
	hs.t.Helper()
	a, b := hs.dv.ScrollBy(n), hs.sv.ScrollBy(n)
	if a != b || hs.dv.Top() != hs.sv.Top() {
		hs.t.Fatalf("ScrollBy(%d): views disagree", n)
	}
	if !a {
		hs.t.Fatalf("ScrollBy(%d) did not move: the test document is too short", n)
	}
}

// paint draws a frame as tview does (Clear, primitives, Show) on both
// screens, without comparing.
func (hs *screenHarness) paint() {
	for _, s := range []struct {
		screen tcell.Screen
		v      *widgets.DocumentView
	}{{hs.scr, hs.dv}, {hs.sim, hs.sv}} {
		if s.screen == hs.scr {
			s.screen.Clear() // Screen's no-op, as tview calls it
		}
		s.v.Draw(s.screen)
		if hs.fill.w > 0 && hs.fill.h > 0 {
			hs.fill.Draw(s.screen)
		}
		s.screen.Show()
	}
}

// frame draws a frame and checks the terminal against tcell alone.
func (hs *screenHarness) frame(what string) {
	hs.t.Helper()
	hs.paint()
	hs.check(what)
}

// simLines is the simulation screen's text, one right-trimmed string a
// row, the right halves of wide characters skipped.
func (hs *screenHarness) simLines() []string {
	w, h := hs.sim.Size()
	rows := make([]string, h)
	for y := range rows {
		var b strings.Builder
		for x := 0; x < w; {
			str, _, cw := hs.sim.Get(x, y)
			if str == "" {
				str = " "
			}
			b.WriteString(str)
			x += max(cw, 1)
		}
		rows[y] = strings.TrimRight(b.String(), " ")
	}
	return rows
}

// check compares the emulated terminal with the simulation screen.
func (hs *screenHarness) check(what string) bool {
	hs.t.Helper()
	got, want := hs.term.lines(), hs.simLines()
	if len(got) != len(want) {
		hs.t.Errorf("%s: terminal has %d rows, tcell alone %d", what, len(got), len(want))
		return false
	}
	var diff []string
	for y := range want {
		if got[y] != want[y] {
			diff = append(diff, fmt.Sprintf("  row %2d: terminal %q\n          want     %q", y, got[y], want[y]))
		}
	}
	if len(diff) > 0 {
		hs.t.Errorf("%s: the terminal differs from tcell alone:\n%s\nterminal:\n%s\ntcell alone:\n%s",
			what, strings.Join(diff, "\n"), dumpRows(got), dumpRows(want))
		return false
	}
	return true
}

func dumpRows(rows []string) string {
	var b strings.Builder
	for y, r := range rows {
		fmt.Fprintf(&b, "  %2d|%s\n", y, r)
	}
	return b.String()
}

// waitResizeEvent waits for tcell's EventResize of w x h, then takes tcell's
// lock once: the event is posted from within the resize that takes it, so
// whatever tcell drew for the resize is written when this returns.
func (hs *screenHarness) waitResizeEvent(w, h int) {
	hs.t.Helper()
	timeout := time.After(5 * time.Second)
	for {
		select {
		case ev := <-hs.events:
			if r, ok := ev.(*tcell.EventResize); ok {
				if rw, rh := r.Size(); rw == w && rh == h {
					hs.ts.Size()
					return
				}
			}
		case <-timeout:
			hs.t.Fatalf("no EventResize for %dx%d", w, h)
		}
	}
}

// resizeTerminal resizes the emulated terminal (which blanks it) and the
// tty, and lets tcell see it as after SIGWINCH: its main loop redraws its
// own buffer and posts EventResize.
func (hs *screenHarness) resizeTerminal(w, h int) {
	hs.t.Helper()
	hs.term.resize(w, h)
	hs.tty.setSize(w, h)
	if !hs.tty.sigwinch() {
		hs.t.Fatal("tcell registered no resize callback")
	}
	hs.waitResizeEvent(w, h)
	hs.sim.SetSize(w, h)
}

// tcellOwnedText is an upper bound on the visible text tcell may send for
// the current frame if it sends no plain document cell: the text of every
// cell that is not a plain cell, plus two blanks before each wide
// character (tcell clears behind them) and the screen's last cell.
func (hs *screenHarness) tcellOwnedText() int {
	w, h := hs.sim.Size()
	n := 1
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			str, style, cw := hs.sim.Get(x, y)
			plain := style == tcell.StyleDefault && len(str) == 1 && str[0] >= 0x20 && str[0] < 0x7F
			if !plain {
				n += len(str)
				if cw > 1 {
					n += 2
				}
			}
		}
	}
	return n
}

var screenOptionSets = []struct {
	name string
	opts widgets.DocumentOptions
}{
	{"word", widgets.DocumentOptions{Wrap: doc.WrapWord, TabWidth: 8}},
	{"hard numbers padding", widgets.DocumentOptions{Wrap: doc.WrapHard, TabWidth: 4, LineNumbers: true, Padding: 1}},
	{"none", widgets.DocumentOptions{Wrap: doc.WrapNone, TabWidth: 8}},
}

// TestScreenFramesAndScrolling: the first frame, unchanged frames, and
// scrolling down and back up; tcell sends none of the plain cells and
// DirectOutput nothing for a frame that changes nothing.
func TestScreenFramesAndScrolling(t *testing.T) {
	const w, h = 40, 10
	for _, oc := range screenOptionSets {
		t.Run(oc.name, func(t *testing.T) {
			forEachDoc(t, func(t *testing.T, text string) {
				hs := newScreenHarness(t, w, h, text, oc.opts)

				hs.frame("first frame")
				tc, direct := hs.term.take()
				if len(direct) == 0 {
					t.Errorf("first frame: DirectOutput wrote nothing")
				}
				if s := string(vt.StripEscapes(direct)); !strings.Contains(s, "wide start") {
					t.Errorf("first frame: DirectOutput's text %q lacks the plain text", s)
				}
				checkTcellText(t, "first frame", tc, hs.tcellOwnedText())

				// Frames that show what is on screen already send no text.
				nothingSent := func(what string) {
					hs.frame(what)
					tc, direct := hs.term.take()
					if len(direct) != 0 {
						t.Errorf("%s: DirectOutput wrote %d bytes: %q", what, len(direct), direct)
					}
					if s := vt.StripEscapes(tc); len(s) != 0 {
						t.Errorf("%s: tcell sent text %q", what, s)
					}
				}
				nothingSent("unchanged frame")
				hs.views((*widgets.DocumentView).Invalidate)
				nothingSent("same frame drawn again")

				hs.scroll(1)
				hs.frame("scrolled one row")
				tc, direct = hs.term.take()
				checkTcellText(t, "scrolled one row", tc, hs.tcellOwnedText())
				if s := vt.StripEscapes(tc); strings.Contains(string(s), "plain") {
					t.Errorf("scrolled one row: tcell sent plain text: %q", s)
				}
				if len(tc) >= w*h {
					t.Errorf("scrolled one row: tcell sent %d bytes, a screen's worth (%d cells)", len(tc), w*h)
				}
				if len(direct) == 0 {
					t.Errorf("scrolled one row: DirectOutput wrote nothing")
				}

				hs.scroll(5)
				hs.frame("scrolled six rows")
				hs.scroll(3)
				hs.frame("scrolled nine rows")
				hs.scroll(-9)
				hs.frame("back at the top")
				if hs.dv.Top() != (doc.Pos{}) {
					t.Errorf("back at the top: top is %v", hs.dv.Top())
				}
				if oc.opts.Wrap == doc.WrapNone {
					hs.views(func(v *widgets.DocumentView) { v.ScrollSideways(3) })
					hs.frame("scrolled sideways")
					hs.views(func(v *widgets.DocumentView) { v.ScrollSideways(-3) })
					hs.frame("scrolled back")
				}
			})
		})
	}
}

// checkTcellText fails when tcell sent more visible text than the cells it
// owns hold: it sent plain document cells.
func checkTcellText(t *testing.T, what string, tc []byte, limit int) {
	t.Helper()
	if s := vt.StripEscapes(tc); len(s) > limit {
		t.Errorf("%s: tcell sent %d bytes of text, more than its %d cells' worth: %q", what, len(s), limit, s)
	}
}

// TestScreenWideThenLink: a row that showed a wide character at column 0
// shows, one row of scrolling later, a plain cell at column 0 and a link
// from column 1 on.
func TestScreenWideThenLink(t *testing.T) {
	for _, c := range []struct {
		name, text string
	}{
		{"link", "漢字 wide\na[link](http://example.com) x\n"},
		{"match", "漢字 wide\nab match x\n"},
	} {
		t.Run(c.name, func(t *testing.T) {
			hs := newScreenHarness(t, 30, 1, c.text, widgets.DocumentOptions{Wrap: doc.WrapWord})
			if c.name == "match" {
				q, err := doc.CompileQuery("b")
				if err != nil {
					t.Fatal(err)
				}
				m := doc.NewMatches(hs.doc, q)
				hs.views(func(v *widgets.DocumentView) { v.SetMatches(m) })
			}
			hs.frame("first frame")
			hs.scroll(1)
			hs.frame("scrolled one row")
		})
	}
}

// TestScreenSelections: links selected and unselected, search matches set
// and cleared: cells turn styled and back to plain.
func TestScreenSelections(t *testing.T) {
	for _, oc := range screenOptionSets {
		t.Run(oc.name, func(t *testing.T) {
			forEachDoc(t, func(t *testing.T, text string) {
				hs := newScreenHarness(t, 40, 10, text, oc.opts)
				links := doc.Links{D: hs.doc}
				first, ok := links.From(doc.Pos{})
				if !ok {
					t.Fatal("no link in the test document")
				}
				second, ok := links.After(first.ID)
				if !ok {
					t.Fatal("one link only in the test document")
				}
				hs.frame("first frame")

				hs.views(func(v *widgets.DocumentView) { v.SelectLink(first.ID) })
				hs.frame("first link selected")
				hs.views(func(v *widgets.DocumentView) { v.SelectLink(second.ID) })
				hs.frame("second link selected")
				hs.views(func(v *widgets.DocumentView) { v.SelectLink(-1) })
				hs.frame("no link selected")

				for _, query := range []string{"plain", "o", "[a-z]+", "漢"} {
					q, err := doc.CompileQuery(query)
					if err != nil {
						t.Fatal(err)
					}
					m := doc.NewMatches(hs.doc, q)
					hs.views(func(v *widgets.DocumentView) { v.SetMatches(m) })
					hs.frame("matches of " + query)
					if it, ok := m.From(doc.Pos{}); ok {
						hs.views(func(v *widgets.DocumentView) { v.SelectMatch(it.ID) })
						hs.frame("first match of " + query + " selected")
						hs.scroll(2)
						hs.frame("matches of " + query + ", scrolled")
						hs.scroll(-2)
						hs.views(func(v *widgets.DocumentView) { v.SelectMatch(-1) })
					}
					hs.views(func(v *widgets.DocumentView) { v.SetMatches(nil) })
					hs.term.take()
					hs.frame("matches of " + query + " cleared")
					tc, _ := hs.term.take()
					checkTcellText(t, "matches of "+query+" cleared", tc, hs.tcellOwnedText())
				}

				// Matches that make a whole row styled and then plain again,
				// with the link selected meanwhile.
				q, _ := doc.CompileQuery(".")
				m := doc.NewMatches(hs.doc, q)
				hs.views(func(v *widgets.DocumentView) { v.SetMatches(m); v.SelectLink(first.ID) })
				hs.frame("every character a match")
				hs.views(func(v *widgets.DocumentView) { v.SetMatches(nil); v.SelectLink(-1) })
				hs.frame("every match cleared")
			})
		})
	}
}

// TestScreenRectChanges: the document view gives up columns or rows to
// another widget and takes them back.
func TestScreenRectChanges(t *testing.T) {
	const w, h = 40, 10
	type rect struct{ x, y, w, h int }
	cases := []struct {
		name       string
		view, fill rect
	}{
		{"narrower", rect{0, 0, 25, h}, rect{25, 0, w - 25, h}},
		{"moved right", rect{10, 0, w - 10, h}, rect{0, 0, 10, h}},
		{"shorter", rect{0, 0, w, 6}, rect{0, 6, w, h - 6}},
		{"moved down", rect{0, 3, w, h - 3}, rect{0, 0, w, 3}},
		{"smaller inside", rect{5, 2, 20, 5}, rect{}}, // the filler draws around it
		{"hidden", rect{0, 0, 0, 0}, rect{0, 0, w, h}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			forEachDoc(t, func(t *testing.T, text string) {
				hs := newScreenHarness(t, w, h, text, widgets.DocumentOptions{Wrap: doc.WrapWord, TabWidth: 8})
				hs.frame("full screen")
				first := hs.simLines()

				hs.views(func(v *widgets.DocumentView) { v.SetRect(c.view.x, c.view.y, c.view.w, c.view.h) })
				shown := c.view.w > 0 && c.view.h > 0
				if c.fill == (rect{}) {
					// Around the view: a full-screen filler drawn first, then
					// the view over it.
					hs.frameWithBackground("view inside a filled screen")
					hs.scroll(2)
					hs.frameWithBackground("view inside a filled screen, scrolled")
					hs.scroll(-2)
				} else {
					hs.fill.SetRect(c.fill.x, c.fill.y, c.fill.w, c.fill.h)
					hs.frame("view " + c.name)
					if shown {
						hs.scroll(2)
						hs.frame("view " + c.name + ", scrolled")
						hs.scroll(-2)
					}
				}

				// Back to the first frame's rectangle and top: tcell alone
				// must show the first frame again, and so must the terminal.
				hs.setRects(0, 0, w, h)
				hs.frame("full screen again")
				if got := hs.simLines(); strings.Join(got, "\n") != strings.Join(first, "\n") {
					t.Errorf("full screen again: tcell alone does not show the first frame again:\n%s\nfirst frame:\n%s",
						dumpRows(got), dumpRows(first))
				}
				hs.scroll(1)
				hs.frame("full screen again, scrolled")
			})
		})
	}
}

// frameWithBackground draws a frame of a full-screen filler with the view
// over it, on both screens, and checks it.
func (hs *screenHarness) frameWithBackground(what string) {
	hs.t.Helper()
	bg := &filler{base: 'a'}
	w, h := hs.sim.Size()
	bg.SetRect(0, 0, w, h)
	for _, s := range []struct {
		screen tcell.Screen
		v      *widgets.DocumentView
	}{{hs.scr, hs.dv}, {hs.sim, hs.sv}} {
		bg.Draw(s.screen)
		s.v.Draw(s.screen)
		s.screen.Show()
	}
	hs.check(what)
}

// TestScreenResize: the terminal changes size.
func TestScreenResize(t *testing.T) {
	type size struct{ w, h int }
	cases := []struct {
		name  string
		sizes []size
	}{
		{"smaller", []size{{30, 8}}},
		{"larger", []size{{50, 14}}},
		{"smaller then larger", []size{{30, 8}, {50, 14}}},
		{"narrower, taller", []size{{20, 16}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			forEachDoc(t, func(t *testing.T, text string) {
				hs := newScreenHarness(t, 40, 10, text, widgets.DocumentOptions{Wrap: doc.WrapWord, TabWidth: 8})
				hs.frame("40x10")
				hs.scroll(2)
				hs.frame("40x10 scrolled")
				for _, sz := range c.sizes {
					hs.resizeTerminal(sz.w, sz.h)
					hs.setRects(0, 0, sz.w, sz.h)
					hs.frame(fmt.Sprintf("resized to %dx%d", sz.w, sz.h))
					hs.scroll(1)
					hs.frame(fmt.Sprintf("%dx%d scrolled", sz.w, sz.h))
				}
			})
		})
	}

	// tcell notices the new size in Show, for a frame drawn at the old
	// size, before it posts EventResize and the application redraws.
	t.Run("noticed in Show", func(t *testing.T) {
		forEachDoc(t, func(t *testing.T, text string) {
			hs := newScreenHarness(t, 40, 10, text, widgets.DocumentOptions{Wrap: doc.WrapWord, TabWidth: 8})
			hs.frame("40x10")
			hs.term.resize(30, 8)
			hs.tty.setSize(30, 8)
			hs.scroll(1)
			hs.paint() // at the old size; the simulation screen is not compared
			hs.waitResizeEvent(30, 8)
			hs.sim.SetSize(30, 8)
			hs.setRects(0, 0, 30, 8)
			hs.frame("redrawn after EventResize")
		})
	})

	// The terminal is resized twice before the application draws, back to
	// the size it had: the document view's rectangle does not change.
	t.Run("there and back", func(t *testing.T) {
		forEachDoc(t, func(t *testing.T, text string) {
			hs := newScreenHarness(t, 40, 10, text, widgets.DocumentOptions{Wrap: doc.WrapWord, TabWidth: 8})
			hs.frame("40x10")
			hs.resizeTerminal(50, 12)
			hs.resizeTerminal(40, 10)
			hs.frame("40x10 again")
			hs.scroll(1)
			hs.frame("40x10 again, scrolled")
		})
	})

	// The document view keeps its rectangle while the terminal grows and
	// another widget takes the new cells.
	t.Run("view keeps its rectangle", func(t *testing.T) {
		forEachDoc(t, func(t *testing.T, text string) {
			hs := newScreenHarness(t, 40, 10, text, widgets.DocumentOptions{Wrap: doc.WrapWord, TabWidth: 8})
			hs.setRects(0, 0, 30, 10)
			hs.fill.SetRect(30, 0, 10, 10)
			hs.frame("40x10")
			hs.resizeTerminal(50, 10)
			hs.fill.SetRect(30, 0, 20, 10)
			hs.frame("50x10")
			hs.scroll(1)
			hs.frame("50x10 scrolled")
		})
	})
}

// TestScreenSync: Sync after another program scribbled on the terminal
// restores every cell.
func TestScreenSync(t *testing.T) {
	const junk = "\x1b[1;1HJUNKJUNKJUNK\x1b[4;10H################\x1b[7mXX\x1b[m\x1b[10;1H@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\x1b[6;20H\x1b[1K"
	cases := []struct {
		name  string
		setup func(hs *screenHarness)
	}{
		{"plain", func(*screenHarness) {}},
		{"scrolled, link selected, matches", func(hs *screenHarness) {
			hs.scroll(3)
			it, _ := doc.Links{D: hs.doc}.From(hs.dv.Top())
			q, _ := doc.CompileQuery("o")
			m := doc.NewMatches(hs.doc, q)
			hs.views(func(v *widgets.DocumentView) { v.SelectLink(it.ID); v.SetMatches(m) })
		}},
		{"narrower view beside a filler", func(hs *screenHarness) {
			hs.views(func(v *widgets.DocumentView) { v.SetRect(0, 0, 25, 10) })
			hs.fill.SetRect(25, 0, 15, 10)
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			forEachDoc(t, func(t *testing.T, text string) {
				hs := newScreenHarness(t, 40, 10, text, widgets.DocumentOptions{Wrap: doc.WrapWord, TabWidth: 8})
				hs.frame("full screen")
				c.setup(hs)
				hs.frame("before the junk")
				before := hs.term.lines()
				hs.term.scribble(junk)
				if got := hs.term.lines(); strings.Join(got, "\n") == strings.Join(before, "\n") {
					t.Fatal("the junk changed nothing on the terminal")
				}
				hs.scr.Sync()
				hs.check("after Sync")
				hs.frame("a frame after Sync")
				hs.scroll(1)
				hs.frame("scrolled after Sync")
				hs.term.scribble(junk)
				hs.scr.Sync()
				hs.check("after a second Sync")
			})
		})
	}
}

// TestScreenSuspendResume: the terminal is handed to another program and
// taken back, as App.fork does.
func TestScreenSuspendResume(t *testing.T) {
	cases := []struct {
		name   string
		setup  func(hs *screenHarness)
		resize *struct{ w, h int } // the terminal's size changes meanwhile
	}{
		{"plain", func(*screenHarness) {}, nil},
		{"scrolled, link selected, filler", func(hs *screenHarness) {
			hs.scroll(2)
			it, _ := doc.Links{D: hs.doc}.From(hs.dv.Top())
			hs.views(func(v *widgets.DocumentView) { v.SelectLink(it.ID); v.SetRect(0, 0, 30, 10) })
			hs.fill.SetRect(30, 0, 10, 10)
		}, nil},
		{"resized meanwhile", func(*screenHarness) {}, &struct{ w, h int }{30, 8}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			forEachDoc(t, func(t *testing.T, text string) {
				hs := newScreenHarness(t, 40, 10, text, widgets.DocumentOptions{Wrap: doc.WrapWord, TabWidth: 8})
				hs.frame("full screen")
				c.setup(hs)
				hs.frame("before Suspend")

				if err := hs.scr.Suspend(); err != nil {
					t.Fatal(err)
				}
				hs.term.scribble("\x1b[2J\x1b[Hthe other program's output\r\n$ ")
				if c.resize != nil {
					hs.term.resize(c.resize.w, c.resize.h)
					hs.tty.setSize(c.resize.w, c.resize.h)
					hs.sim.SetSize(c.resize.w, c.resize.h)
				}
				if err := hs.scr.Resume(); err != nil {
					t.Fatal(err)
				}

				// As App.fork: the view is invalidated, tview draws the
				// frame of the key that ran the command, then runs the
				// queued Sync.
				hs.views((*widgets.DocumentView).Invalidate)
				if c.resize != nil {
					// tview draws at the size tcell has; Show then notices
					// the new one and posts EventResize.
					hs.paint()
					hs.scr.Sync()
					hs.waitResizeEvent(c.resize.w, c.resize.h)
					hs.setRects(0, 0, c.resize.w, c.resize.h-1)
					hs.fill.SetRect(0, c.resize.h-1, c.resize.w, 1) // a status bar
					hs.frame("after Resume, at the new size")
				} else {
					hs.frame("after Resume")
					hs.scr.Sync()
					hs.check("Sync after Resume")
				}
				hs.scroll(1)
				hs.frame("scrolled after Resume")
				hs.scr.Sync()
				hs.check("Sync after that")
			})
		})
	}
}
