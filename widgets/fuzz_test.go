package widgets_test

import (
	"bytes"
	"testing"
	"unicode/utf8"

	"github.com/gdamore/tcell/v2"

	"lwl/widgets"
	"lwl/widgets/doc"
)

// drawSeeds are documents full of what must never reach the terminal raw.
var drawSeeds = []string{
	"plain [a](b) http://x.y/z\n",
	"\x1b[1;31mred\x1b[0m \x1b[38;2;1;2;3mx\x1b[K\x1b[2J\x1b[?1049h\x1bc\x1b(0q\x1b[m\n",
	"N\bNA\bA _\bu a\bb \b\b x\b\x1b 中\b中\n",
	"\x1b]8;;http://a/\x1b\\link\x1b]8;;\x1b\\ \x1b]8;id=1;u\x07a\nb\x1b]8;;\x07\x1b]0;title\x07\x1b]52;c;aGk=\x07\x1bPq\x1b\\\n",
	"\x1b]8;;u\nopen \x1b]0;t \x1b_x \x1bXy \x1b^z\n",
	"\xc2\x9b31m \xc2\x9d8;;u\xc2\x9c \x7f \x00 \xff \r \x07\x08\n",
	"[a](\x1b[31m\x07\x08\xc2\x9b) [\x1b]8;;u\x07t](x)\t\ttab\n",
}

// FuzzDrawDocument draws any document, in every wrap mode, through a
// DocumentView with direct output (of styled cells too), and checks that no ESC, C1 control or
// BS (or other C0 control) from the document reaches the terminal: not in
// a cell tcell holds, nor in the bytes direct output writes.
func FuzzDrawDocument(f *testing.F) {
	for _, s := range drawSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		if len(in) > 8<<10 {
			t.Skip()
		}
		for _, mode := range []doc.WrapMode{doc.WrapHard, doc.WrapWord, doc.WrapNone} {
			s := tcell.NewSimulationScreen("UTF-8")
			if err := s.Init(); err != nil {
				t.Fatal(err)
			}
			s.SetSize(30, 8)
			d := doc.New(doc.BytesSource(in), doc.ParseOptions{})
			v := widgets.NewDocumentView(d, widgets.DocumentOptions{Wrap: mode, TabWidth: 4}, testStyles)
			v.SetRect(0, 0, 30, 8)
			var out bytes.Buffer
			codes := ansiCodes // every style sent directly, spelled without controls
			codes.Style = func(tcell.Style) (string, bool) { return "<style>", true }
			direct := widgets.NewDirectOutput(&out, codes)
			v.SetDirect(direct)
			for step := 0; step < 4; step++ {
				if l, ok := (doc.Links{D: d}).After(-1); ok && step == 1 {
					v.SelectLink(l.ID)
				}
				v.Draw(s)
				direct.Flush()
				s.Show()
				checkCells(t, s, in)
				if i := badByte(out.Bytes()); i >= 0 {
					t.Fatalf("direct output sent %q for %q", out.Bytes()[i:], in)
				}
				out.Reset()
				v.ScrollBy(5)
			}
			s.Fini()
		}
	})
}

// isControl reports whether r is a C0 control, DEL or a C1 control.
func isControl(r rune) bool { return r < 0x20 || r >= 0x7F && r <= 0x9F }

// badByte is the index of the first control character or invalid UTF-8
// byte in b, or -1.
func badByte(b []byte) int {
	for i := 0; i < len(b); {
		r, n := utf8.DecodeRune(b[i:])
		if isControl(r) || r == utf8.RuneError && n == 1 {
			return i
		}
		i += n
	}
	return -1
}

// checkCells fails if a cell of s holds a control character.
func checkCells(t *testing.T, s tcell.SimulationScreen, in []byte) {
	t.Helper()
	cells, _, _ := s.GetContents()
	for i, c := range cells {
		for _, r := range c.Runes {
			if isControl(r) {
				t.Fatalf("cell %d holds %U for %q", i, r, in)
			}
		}
		if badByte(c.Bytes) >= 0 {
			t.Fatalf("cell %d bytes %q for %q", i, c.Bytes, in)
		}
	}
}
