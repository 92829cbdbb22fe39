package widgets

import (
	"bytes"
	"fmt"
	"io"
	"testing"

	"github.com/gdamore/tcell/v2"

	"lwl/widgets/doc"
)

// matchText is about 12 MB of prose in which "zq" occurs exactly n times,
// spread evenly, the first on the first screen.
func matchText(n int) []byte {
	line := []byte("the parser wraps each line and draws what the screen shows, no more\n")
	lines := 12 << 20 / len(line)
	var b bytes.Buffer
	every := lines
	if n > 0 {
		every = max(lines/n, 1)
	}
	placed := 0
	for i := 0; i < lines || placed < n; i++ {
		if i%every == 0 && placed < n {
			b.WriteString("zq ")
			placed++
			for placed < n && i >= lines { // more matches than lines: pack them
				b.WriteString("zq ")
				placed++
			}
		}
		b.Write(line)
	}
	return b.Bytes()
}

// BenchmarkDrawMatches measures one 120x40 Draw with search matches in the
// document: its cost must not grow with their number.
func BenchmarkDrawMatches(b *testing.B) {
	for _, n := range []int{0, 1000, 1000000} {
		b.Run(fmt.Sprintf("matches=%d", n), func(b *testing.B) {
			d := doc.New(doc.BytesSource(matchText(n)), doc.ParseOptions{})
			q, err := doc.CompileQuery("zq")
			if err != nil {
				b.Fatal(err)
			}
			m := doc.NewMatches(d, q)
			v := NewDocumentView(d, DocumentOptions{}, DocumentStyles{Match: tcell.StyleDefault.Reverse(true)})
			v.SetMatches(m)
			s := tcell.NewSimulationScreen("UTF-8")
			s.Init()
			s.SetSize(120, 40)
			v.SetRect(0, 0, 120, 40)
			v.ScrollTo(d.PosOfLine(1000))
			v.Draw(s)
			b.ReportAllocs()
			for b.Loop() {
				v.Invalidate() // else an unchanged frame is not drawn at all
				v.Draw(s)
			}
		})
	}
}

// BenchmarkPage measures a frame in which every row changes (a page down
// and back up, as Space and G do), drawn and shown, with the plain cells
// sent by tcell or by DirectOutput.
func BenchmarkPage(b *testing.B) {
	codes := TerminalCodes{
		MoveTo:     func(dst []byte, x, y int) []byte { return fmt.Appendf(dst, "\x1b[%d;%dH", y+1, x+1) },
		AttrOff:    "\x1b[m",
		ClearToEOL: "\x1b[K",
	}
	for _, direct := range []bool{false, true} {
		b.Run(fmt.Sprintf("direct=%v", direct), func(b *testing.B) {
			d := doc.New(doc.BytesSource(matchText(0)), doc.ParseOptions{})
			v := NewDocumentView(d, DocumentOptions{}, DocumentStyles{})
			s := tcell.NewSimulationScreen("UTF-8")
			s.Init()
			s.SetSize(160, 48)
			var out *DirectOutput
			if direct {
				out = NewDirectOutput(io.Discard, codes)
				v.SetDirect(out)
			}
			pageBackAndForth(b, v, s, out)
		})
	}
}

// benchStyledPages pages the view made by view back and forth, 160x48,
// with direct output sending styled cells (styled) or leaving them to
// tcell.
func benchStyledPages(b *testing.B, view func() *DocumentView) {
	for _, styled := range []bool{false, true} {
		b.Run(fmt.Sprintf("styled=%v", styled), func(b *testing.B) {
			codes := TerminalCodes{
				MoveTo:     func(dst []byte, x, y int) []byte { return fmt.Appendf(dst, "\x1b[%d;%dH", y+1, x+1) },
				AttrOff:    "\x1b[m",
				ClearToEOL: "\x1b[K",
			}
			if styled {
				codes.Style = func(tcell.Style) (string, bool) { return "\x1b[0;30;42m", true }
			}
			v := view()
			s := tcell.NewSimulationScreen("UTF-8")
			s.Init()
			s.SetSize(160, 48)
			out := NewDirectOutput(io.Discard, codes)
			v.SetDirect(out)
			pageBackAndForth(b, v, s, out)
		})
	}
}

// BenchmarkPageMatches is BenchmarkPage with /e's matches highlighted
// (about one cell in eight).
func BenchmarkPageMatches(b *testing.B) {
	benchStyledPages(b, func() *DocumentView {
		d := doc.New(doc.BytesSource(matchText(0)), doc.ParseOptions{})
		match := tcell.StyleDefault.Foreground(tcell.ColorBlack).Background(tcell.ColorGreen)
		v := NewDocumentView(d, DocumentOptions{}, DocumentStyles{Match: match, MatchActive: match.Bold(true)})
		q, _ := doc.CompileQuery("e")
		v.SetMatches(doc.NewMatches(d, q))
		return v
	})
}

// colouredText is about 4 MB of lines coloured all over by SGR sequences,
// as git log -p --color=always shows a diff: every cell is styled.
func colouredText() []byte {
	var b bytes.Buffer
	for i := 0; b.Len() < 4<<20; i++ {
		fmt.Fprintf(&b, "\x1b[3%dm%c\tif n := replacement(%d); n >= %d { return the parser's coloured line }\x1b[m\n", 1+i%2, "-+"[i%2], i, i*7)
	}
	return b.Bytes()
}

// BenchmarkPageColoured is BenchmarkPage on text that is coloured all
// over: every cell is styled.
func BenchmarkPageColoured(b *testing.B) {
	benchStyledPages(b, func() *DocumentView {
		return NewDocumentView(doc.New(doc.BytesSource(colouredText()), doc.ParseOptions{}), DocumentOptions{}, DocumentStyles{})
	})
}

// pageBackAndForth lays v out at 160x48 on s and turns a page down and
// up again for the benchmark's loop, flushing out (if any) every frame.
func pageBackAndForth(b *testing.B, v *DocumentView, s tcell.Screen, out *DirectOutput) {
	v.SetRect(0, 0, 160, 48)
	page := 48
	for b.Loop() {
		v.ScrollBy(page)
		page = -page
		v.Draw(s)
		if out != nil {
			out.Flush()
		}
		s.Show()
	}
}

// gradientText is about 1 MB of lines in which every character has a 24-bit
// colour of its own, as a gradient or an image drawn in text shows.
func gradientText() []byte {
	var b bytes.Buffer
	for i := 0; b.Len() < 1<<20; i++ {
		for x := range 150 {
			fmt.Fprintf(&b, "\x1b[38;2;%d;%d;%dm%c", (i*7+x)%256, (i*3+x*5)%256, (x*11)%256, 'a'+x%26)
		}
		b.WriteString("\x1b[m\n")
	}
	return b.Bytes()
}

// BenchmarkPageGradient is BenchmarkPage on text whose every cell has a
// colour of its own: more styles than direct output keeps, so most cells
// are tcell's, each a new style for its buffer.
func BenchmarkPageGradient(b *testing.B) {
	benchStyledPages(b, func() *DocumentView {
		return NewDocumentView(doc.New(doc.BytesSource(gradientText()), doc.ParseOptions{}), DocumentOptions{}, DocumentStyles{})
	})
}
