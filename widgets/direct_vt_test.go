package widgets_test

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"sync"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/gdamore/tcell/v2/terminfo"

	"lwl/internal/vt"
	"lwl/widgets"
)

// These tests send random frames through direct output and tcell's
// xterm-256color screen into one emulated terminal, as app/term's Screen
// does, and check every cell the terminal shows: its text and its OSC 8
// hyperlink.

// vtTty is tcell's terminal: an emulated one. Read waits until Stop.
type vtTty struct {
	widgets.IdleTty
	mu   sync.Mutex
	v    *vt.Screen
	w, h int
}

func (t *vtTty) WindowSize() (tcell.WindowSize, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	return tcell.WindowSize{Width: t.w, Height: t.h}, nil
}

func (t *vtTty) Write(p []byte) (int, error) {
	t.mu.Lock()
	t.v.Write(p)
	t.mu.Unlock()
	return len(p), nil
}

// newVTScreen is tcell's screen of terminal ti on an emulated terminal w
// by h, started.
func newVTScreen(t *testing.T, ti *terminfo.Terminfo, w, h int) (*vtTty, tcell.Screen) {
	t.Helper()
	tty := &vtTty{v: vt.New(w, h), w: w, h: h}
	s, err := tcell.NewTerminfoScreenFromTtyTerminfo(tty, ti)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Init(); err != nil {
		t.Fatal(err)
	}
	return tty, s
}

// vtDirect is direct output's way to the terminal: after closing the
// hyperlink tcell left open, as Screen writes it.
type vtDirect struct{ t *vtTty }

func (w vtDirect) Write(p []byte) (int, error) {
	w.t.Write([]byte("\x1b]8;;\x1b\\"))
	return w.t.Write(p)
}

// vtCodes are an ANSI terminal's codes: green is sent directly, blue left
// to tcell.
var vtCodes = widgets.TerminalCodes{
	MoveTo:     func(dst []byte, x, y int) []byte { return fmt.Appendf(dst, "\x1b[%d;%dH", y+1, x+1) },
	AttrOff:    "\x1b[m",
	ClearToEOL: "\x1b[K",
	Style: func(st tcell.Style) (string, bool) {
		if fg, _, attr := st.Decompose(); fg == tcell.ColorGreen && attr == tcell.AttrBold {
			return "\x1b[0;1;32m", true
		} else if fg == tcell.ColorGreen && attr == 0 {
			return "\x1b[0;32m", true
		}
		return "", false
	},
	Hyperlink: func(dst []byte, uri, id string) []byte {
		return append(append(append(append(append(dst, "\x1b]8;id="...), id...), ';'), uri...), "\x1b\\"...)
	},
	HyperlinkClose: "\x1b]8;;\x1b\\",
}

// Random screens of cells, most of them in one of up to 3000 hyperlinks
// (more than direct output keeps), some in a style or of a character
// direct output leaves to tcell, every row each frame as the document
// view draws them; now and then a row moves sideways, the terminal is
// resized, or tcell clears it and direct output sends its cells again.
// With the plain codes, and with a short reset, styles sent from the
// default without their "0;" and rows reached by a line feed.
func TestDirectOutputRandomHyperlinkFrames(t *testing.T) {
	t.Setenv("LC_ALL", "C.UTF-8")
	ti, err := terminfo.LookupTerminfo("xterm-256color")
	if err != nil {
		t.Fatal(err)
	}
	short := vtCodes
	short.AttrOff, short.Reset, short.LineFeed = "\x1b(B\x1b[m", "\x1b[m", true
	for seed := range uint64(120) {
		codes := vtCodes
		if seed%2 == 1 {
			codes = short
		}
		r := rand.New(rand.NewPCG(seed, 9))
		w, h := 2+r.IntN(40), 2+r.IntN(14)
		pool := 1 + r.IntN(3000)
		tty, s := newVTScreen(t, ti, w, h)
		d := widgets.NewDirectOutput(vtDirect{tty}, codes)
		type cell struct{ text, uri string }
		id := func(uri string) string { // no ':' or ';' in an id
			if uri == "" {
				return ""
			}
			return "i" + uri[len("https://e.x/"):]
		}
		var want [][]cell
		for f := range 30 {
			switch r.IntN(10) {
			case 0: // resized: tcell's cells are new, its next frame redraws them
				w, h = 2+r.IntN(40), 2+r.IntN(14)
				tty.mu.Lock()
				tty.w, tty.h = w, h
				tty.v.Resize(w, h)
				tty.v.Write([]byte("\x1b[H\x1b[2J"))
				tty.mu.Unlock()
				s.Show() // tcell takes the new size
				d.MarkLost()
			case 1: // tcell cleared the terminal and drew its own cells
				s.Sync()
				tty.Write([]byte("\x1b]8;;\x1b\\"))
				d.Resend()
				s.Show()
				tty.Write([]byte("\x1b]8;;\x1b\\"))
			}
			d.Epoch()
			if len(want) == h && len(want[0]) == w && r.IntN(4) == 0 { // the same screen, one row sideways
				y := r.IntN(h)
				want[y] = append(want[y][1:], want[y][0])
			} else {
				want = make([][]cell, h)
				for y := range want {
					want[y] = make([]cell, w)
					for x := range want[y] {
						c := cell{text: string(rune('a' + r.IntN(26)))}
						switch k := r.IntN(12); {
						case k == 0:
							c.text = " "
						case k == 1:
							c.text = "é"
						case k >= 4:
							c.uri = "https://e.x/" + strconv.Itoa(r.IntN(pool))
						}
						want[y][x] = c
					}
				}
			}
			for y := range want {
				cells := make([]widgets.DirectCell, w)
				for x, c := range want[y] {
					st := randomFrameStyle(x, y)
					if len(c.text) == 1 {
						if dc, ok := d.LinkCell(c.text[0], st, c.uri, id(c.uri)); ok {
							cells[x] = dc
							continue
						}
					}
					if c.uri != "" {
						st = st.Url(c.uri).UrlId(id(c.uri))
					}
					s.Put(x, y, c.text, st)
				}
				d.Row(s, 0, y, cells)
			}
			d.Flush()
			s.Show()
			tty.Write([]byte("\x1b]8;;\x1b\\")) // as Screen closes what tcell left open
			tty.mu.Lock()
			for y := range want {
				for x, c := range want[y] {
					text, l, pen := tty.v.TextAt(x, y), tty.v.HyperlinkAt(x, y), tty.v.PenAt(x, y)
					if text == "" {
						text = " " // never printed, or erased
					}
					fg, _, attr := randomFrameStyle(x, y).Decompose()
					wantFg := map[tcell.Color]int{tcell.ColorDefault: -1, tcell.ColorGreen: 2, tcell.ColorBlue: 12}[fg]
					if text != c.text || l.URI != c.uri || c.uri != "" && l.ID != id(c.uri) ||
						text != " " && (pen.Fg != wantFg || pen.Bold != (attr&tcell.AttrBold != 0)) {
						tty.mu.Unlock()
						t.Fatalf("seed %d, frame %d (%dx%d, %d hyperlinks): cell %d,%d shows %q in %+v, pen %+v, want %q in %q, fg %d bold %v",
							seed, f, w, h, pool, x, y, text, l, pen, c.text, c.uri, wantFg, attr&tcell.AttrBold != 0)
					}
				}
			}
			tty.mu.Unlock()
		}
		s.Fini()
	}
}

// randomFrameStyle is the style of the random frames' cell x, y: default, green,
// bold green or blue (which direct output leaves to tcell).
func randomFrameStyle(x, y int) tcell.Style {
	switch (x + 2*y) % 4 {
	case 1:
		return tcell.StyleDefault.Foreground(tcell.ColorGreen)
	case 2:
		return tcell.StyleDefault.Foreground(tcell.ColorGreen).Bold(true)
	case 3:
		return tcell.StyleDefault.Foreground(tcell.ColorBlue)
	}
	return tcell.StyleDefault
}
