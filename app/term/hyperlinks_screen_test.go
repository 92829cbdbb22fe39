package term

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/gdamore/tcell/v2"
	"github.com/gdamore/tcell/v2/terminfo"

	"lwl/internal/vt"
	"lwl/widgets"
	"lwl/widgets/doc"
)

// These tests draw a document full of links as OSC 8 hyperlinks on
// Screen (tcell on a fake tty, direct output beside it, both into one
// emulated terminal: see screen_test.go) and check every cell of the
// terminal after every frame: a link's cells carry exactly its hyperlink,
// and no other cell any, the status bar's included.

// linkScreenDoc is prose in lower case around links whose text is an upper
// case letter repeated (so a cell's letter says which link it belongs to),
// of many lengths, so they wrap over rows; some follow each other without
// a blank. The targets its destinations get from linkScreenTarget: a URL
// as it is, a relative one resolved, one with control bytes and a space,
// one the terminal cannot open (none), and two links to the same URL; a
// link in Greek capitals follows some without a blank.
func linkScreenDoc() string {
	var b strings.Builder
	letters := "ABCDEFGHIJKLMNOPQRSTUVXYZ" // W is the link with wide characters
	for i, l := range letters {
		text := strings.Repeat(string(l), 2+(i*17)%50)
		var dest string
		switch {
		case l == 'X' || l == 'Y':
			dest = "https://example.com/same"
		case i%4 == 0:
			dest = "https://example.com/" + string(l)
		case i%4 == 1:
			dest = "rel/" + string(l)
		case i%4 == 2:
			dest = "ctl/" + string(l)
		default:
			dest = "#nowhere"
		}
		fmt.Fprintf(&b, "line %d some prose, then [%s](%s)", i, text, dest)
		if i%3 == 0 { // right after it, another link
			g := []rune("ΓΔΘΛΞΠΣΦΨ")[i/3]
			fmt.Fprintf(&b, "[%s](https://example.com/next/%d)", strings.Repeat(string(g), 1+i%7), i)
		}
		b.WriteString(" and after it more words to fill the row\n")
		if i == 7 {
			b.WriteString("wide [WW漢字WW](https://example.com/wide) x\n")
		}
		if i%5 == 0 {
			b.WriteString("\njust prose here with nothing clickable in it at all\n")
		}
	}
	return b.String()
}

// linkScreenTarget stands in for the app's hyperlink target.
func linkScreenTarget(dest string) string {
	switch {
	case strings.HasPrefix(dest, "rel/"):
		return "https://base.example/" + dest
	case strings.HasPrefix(dest, "ctl/"):
		return "https://e.example/" + dest + "\x1b\\\x07\u009c x"
	case strings.HasPrefix(dest, "#"):
		return ""
	}
	return dest
}

// wantLinks maps each rune of a link's text to the hyperlink its cells
// must carry (the zero one for a link without a target).
func wantLinks(t *testing.T, d *doc.Document) map[rune]vt.Hyperlink {
	want := map[rune]vt.Hyperlink{}
	for k := 0; k < d.NumChunks(); k++ {
		c := d.Chunk(k)
		for _, l := range c.Links {
			var h vt.Hyperlink
			uri := linkScreenTarget(l.Dest)
			if strings.HasPrefix(l.Dest, "ctl/") {
				uri = "https://e.example/" + l.Dest + `%1B\%07%C2%9C%20x` // control bytes and the space encoded
			}
			if uri != "" {
				h = vt.Hyperlink{ID: widgets.HyperlinkID(uri), URI: uri}
			}
			for _, r := range c.Text[l.Start:l.End] {
				if prev, dup := want[r]; dup && prev != h {
					t.Fatalf("rune %q in two links", r)
				}
				want[r] = h
			}
		}
	}
	if len(want) < 20 {
		t.Fatalf("only %d link runes in the test document", len(want))
	}
	return want
}

// linkHarness is a screenHarness with hyperlinks on and a status bar on
// the last row.
type linkHarness struct {
	*screenHarness
	want           map[rune]vt.Hyperlink
	status, simBar *widgets.StatusBar
	h              int
}

func newLinkHarness(t *testing.T, w, h int, opts widgets.DocumentOptions, direct bool) *linkHarness {
	opts.Hyperlinks = &widgets.Hyperlinks{Target: linkScreenTarget}
	hs := newScreenHarness(t, w, h, "x\n", opts)
	ti, err := terminfo.LookupTerminfo("xterm-256color")
	if err != nil {
		t.Fatal(err)
	}
	hs.scr.linkClose = []byte(hyperlinkClose(ti))
	hs.term.mu.Lock()
	hs.term.wrote = hs.scr.wrote // as OpenScreen has gatedTty tell it
	hs.term.mu.Unlock()
	hs.doc = doc.New(doc.BytesSource(linkScreenDoc()), doc.ParseOptions{HideBrackets: true})
	hs.views(func(v *widgets.DocumentView) { v.SetDocument(hs.doc) })
	if !direct {
		hs.dv.SetDirect(nil)
	}
	hs.setRects(0, 0, w, h-1)
	styles := widgets.StatusStyles{Status: tcell.StyleDefault.Reverse(true), Message: tcell.StyleDefault.Bold(true)}
	lh := &linkHarness{screenHarness: hs, want: wantLinks(t, hs.doc), h: h,
		status: widgets.NewStatusBar(styles), simBar: widgets.NewStatusBar(styles)}
	for _, s := range []*widgets.StatusBar{lh.status, lh.simBar} {
		s.SetRect(0, h-1, w, 1)
		s.SetRight("doc", "top")
	}
	return lh
}

// message sets the status bar's message.
func (lh *linkHarness) message(m string) {
	lh.status.SetMessage(m)
	lh.simBar.SetMessage(m)
}

// frame draws the document and the status bar, as tview does, and checks
// the terminal's text and every cell's hyperlink.
func (lh *linkHarness) frame(what string) {
	lh.t.Helper()
	lh.scr.Clear()
	lh.dv.Draw(lh.scr)
	lh.status.Draw(lh.scr)
	lh.scr.Show()
	lh.sv.Draw(lh.sim)
	lh.simBar.Draw(lh.sim)
	lh.sim.Show()
	lh.check(what)
	lh.checkLinks(what)
}

// checkLinks checks every cell's hyperlink against its letter, and that
// none is left open.
func (lh *linkHarness) checkLinks(what string) {
	lh.t.Helper()
	lh.checkLinksOf(what, func(x, y int) string {
		str, _, _ := lh.sim.Get(x, y)
		if x > 0 {
			if s, _, cw := lh.sim.Get(x-1, y); cw == 2 { // the right half of a wide character
				return s
			}
		}
		return str
	})
}

// checkShownLinks is checkLinks with the letters the terminal shows, for
// when it shows what tcell drew by itself (after a resize, before lwl's
// frame): tcell draws its own cells, blanks where direct output's were.
func (lh *linkHarness) checkShownLinks(what string) {
	lh.t.Helper()
	lh.checkLinksOf(what, lh.term.vt.TextAt)
}

// checkLinksOf checks every cell's hyperlink against the letter text
// gives it (the right half of a wide character the character's).
func (lh *linkHarness) checkLinksOf(what string, text func(x, y int) string) {
	lh.t.Helper()
	lh.term.mu.Lock()
	defer lh.term.mu.Unlock()
	v := lh.term.vt
	if v.Hyperlinked() {
		lh.t.Errorf("%s: a hyperlink is left open after the frame", what)
	}
	w, _ := lh.sim.Size()
	bad := 0
	for y := 0; y < lh.h; y++ {
		for x := 0; x < w; x++ {
			str := text(x, y)
			var want vt.Hyperlink
			if y < lh.h-1 && str != "" {
				want = lh.want[[]rune(str)[0]]
			}
			if got := v.HyperlinkAt(x, y); got != want && bad < 10 {
				bad++
				lh.t.Errorf("%s: cell %d,%d %q has hyperlink %+v, want %+v", what, x, y, str, got, want)
			}
		}
	}
}

// TestScreenHyperlinks: page turns, single rows, selections, status
// messages, Sync and a resize, with direct output on and off.
func TestScreenHyperlinks(t *testing.T) {
	for _, oc := range screenOptionSets {
		for _, direct := range []bool{true, false} {
			t.Run(fmt.Sprintf("%s direct=%v", oc.name, direct), func(t *testing.T) {
				lh := newLinkHarness(t, 40, 12, oc.opts, direct)
				lh.frame("first frame")
				links := doc.Links{D: lh.doc}
				for page := 1; lh.dv.ScrollBy(11); page++ {
					lh.sv.ScrollBy(11)
					lh.message(fmt.Sprintf("page %d", page))
					lh.frame(fmt.Sprintf("page %d", page))
					if it, ok := links.From(lh.dv.Top()); ok {
						lh.views(func(v *widgets.DocumentView) { v.SelectLink(it.ID) })
						lh.frame(fmt.Sprintf("page %d, a link selected", page))
					}
					lh.message("")
					lh.frame(fmt.Sprintf("page %d, message cleared", page))
				}
				for page := 1; lh.dv.ScrollBy(-11); page++ {
					lh.sv.ScrollBy(-11)
					lh.frame(fmt.Sprintf("page %d up", page))
				}
				for i := 0; i < 15; i++ {
					lh.scroll(1)
					lh.message(strings.Repeat("m", i))
					lh.frame(fmt.Sprintf("row %d", i+1))
				}
				if oc.opts.Wrap == doc.WrapNone {
					lh.views(func(v *widgets.DocumentView) { v.ScrollSideways(7) })
					lh.frame("sideways")
				}
				lh.term.scribble("\x1b[1;1HJUNK\x1b]8;;http://junk\x1b\\JUNK\x1b]8;;\x1b\\")
				lh.scr.Sync()
				lh.check("after Sync")
				lh.checkLinks("after Sync")
				lh.message("after sync")
				lh.frame("a frame after Sync")

				// tcell draws by itself when the terminal is resized.
				lh.resizeTerminal(34, 12)
				lh.setRects(0, 0, 34, 11)
				lh.status.SetRect(0, 11, 34, 1)
				lh.simBar.SetRect(0, 11, 34, 1)
				lh.checkShownLinks("resized, before the redraw")
				lh.frame("resized")
				lh.scroll(3)
				lh.frame("resized, scrolled")
			})
		}
	}
}

// A signal ends lwl while tcell sends a frame whose last cell is a link:
// no closing after that frame, and the hyperlink must still not outlive
// lwl (an e2e test saw one left open when lwl was ended under load).
func TestScreenHyperlinkClosedOnFiniAfterACutFrame(t *testing.T) {
	lh := newLinkHarness(t, 40, 12, screenOptionSets[0].opts, false)
	lh.frame("first frame")
	lh.scr.SetContent(39, 10, 'L', nil, tcell.StyleDefault.Url("https://example.com/last"))
	lh.scr.Screen.Show() // tcell's part of a frame, then the signal
	lh.scr.End()
	lh.term.mu.Lock()
	open := lh.term.vt.Hyperlinked()
	lh.term.mu.Unlock()
	if !open {
		t.Fatal("tcell closed its last hyperlink itself: this test no longer sets up the cut frame")
	}
	lh.scr.Fini()
	lh.term.mu.Lock()
	defer lh.term.mu.Unlock()
	if lh.term.vt.Hyperlinked() {
		t.Error("a hyperlink is left open after Fini")
	}
}

// tcell redraws its own cells when the terminal says it was resized, on
// its own goroutine, even at the same size, and leaves the hyperlink of
// the last cell open: with the document on the last row that is the
// screen's last cell, a link's. Its next frame assumes none open, so the
// status bar's message, which direct output does not send, must not
// become part of that link. A frame that leaves none open sends no close.
func TestScreenHyperlinkClosedAfterTcellDrewByItself(t *testing.T) {
	const w, h = 40, 12
	lh := newLinkHarness(t, w, h, screenOptionSets[0].opts, true)
	lh.doc = doc.New(doc.BytesSource("["+strings.Repeat("A", 1000)+"](https://example.com/A)\n"), doc.ParseOptions{HideBrackets: true})
	lh.views(func(v *widgets.DocumentView) { v.SetDocument(lh.doc) })
	lh.setRects(0, 1, w, h-1) // the status bar on top
	lh.status.SetRect(0, 0, w, 1)
	a := vt.Hyperlink{ID: widgets.HyperlinkID("https://example.com/A"), URI: "https://example.com/A"}
	frame := func(what string) {
		t.Helper()
		lh.scr.Clear()
		lh.dv.Draw(lh.scr)
		lh.status.Draw(lh.scr)
		lh.scr.Show()
		lh.term.mu.Lock()
		defer lh.term.mu.Unlock()
		v := lh.term.vt
		if v.Hyperlinked() {
			t.Errorf("%s: a hyperlink is left open", what)
		}
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				want := a
				if y == 0 {
					want = vt.Hyperlink{}
				}
				if got := v.HyperlinkAt(x, y); got != want && v.TextAt(x, y) != "" {
					t.Fatalf("%s: cell %d,%d %q has hyperlink %+v, want %+v", what, x, y, v.TextAt(x, y), got, want)
				}
			}
		}
	}
	frame("first frame")
	lh.term.take()
	if !lh.tty.sigwinch() {
		t.Fatal("tcell registered no resize callback")
	}
	for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(time.Millisecond) {
		if tc, _ := lh.term.take(); len(tc) > 0 {
			if !bytes.HasSuffix(bytes.TrimSuffix(tc, []byte("\x1b[?25l\x1b[?2026l")), []byte("A")) ||
				bytes.LastIndex(tc, []byte("\x1b]8;id=")) < bytes.LastIndex(tc, []byte("\x1b]8;;")) {
				t.Fatalf("tcell's own redraw does not end in the link: %q", tc[max(0, len(tc)-100):])
			}
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("tcell did not redraw")
		}
	}
	lh.status.SetMessage("a message")
	frame("a message after tcell drew by itself")
	lh.term.take()
	lh.status.SetMessage("another")
	frame("another message")
	if tc, direct := lh.term.take(); bytes.Contains(tc, []byte("\x1b]8;")) || bytes.Contains(direct, []byte("\x1b]8;")) {
		t.Errorf("a frame of the status bar alone wrote OSC 8: tcell %q, direct %q", tc, direct)
	}
}
