package widgets

import (
	"fmt"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"

	"lwl/widgets/doc"
)

func TestHyperlinkURI(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"https://example.com/a?b=c#d", "https://example.com/a?b=c#d"},
		{"https://e.com/\x1b]8;;\x07x\x1b\\y\x7f", "https://e.com/%1B]8;;%07x%1B\\y%7F"},
		{"https://e.com/a b", "https://e.com/a%20b"},
		{"https://e.com/é", "https://e.com/%C3%A9"},
		{"https://e.com/\u009c\u0085x", "https://e.com/%C2%9C%C2%85x"}, // C1 in UTF-8
		{"https://e.com/\x9c\x85x\xff", "https://e.com/%9C%85x%FF"},    // C1 bytes; a stray byte
		{"file:///tmp/漢", "file:///tmp/%E6%BC%A2"},
		{"", ""},
	} {
		if got := hyperlinkURI(c.in); got != c.want {
			t.Errorf("hyperlinkURI(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestHyperlinkStyles: every cell of a link, on each of its rows, has its
// style with the link's resolved target and one id; no other cell has one;
// a link the target function refuses has none; the target function runs
// once a frame for each link shown.
func TestHyperlinkStyles(t *testing.T) {
	text := "see [a long link that wraps](rel/page) and [x](http://x.example/ ok) [no](#here)\n"
	d := doc.New(doc.BytesSource(text), doc.ParseOptions{})
	calls := map[string]int{}
	target := func(dest string) string {
		calls[dest]++
		if strings.HasPrefix(dest, "#") {
			return ""
		}
		if !strings.Contains(dest, ":") {
			return "https://base.example/" + dest
		}
		return dest
	}
	link, text0 := tcell.StyleDefault.Underline(true), tcell.StyleDefault
	v := NewDocumentView(d, DocumentOptions{Wrap: doc.WrapHard, TabWidth: 8, Hyperlinks: &Hyperlinks{Target: target}},
		DocumentStyles{Text: text0, Link: link, LinkActive: link.Reverse(true)})
	s := tcell.NewSimulationScreen("UTF-8")
	if err := s.Init(); err != nil {
		t.Fatal(err)
	}
	defer s.Fini()
	const w = 16
	s.SetSize(w, 4)
	v.SetRect(0, 0, w, 4)
	v.Draw(s)

	c := d.Chunk(0)
	if len(c.Links) != 3 {
		t.Fatalf("%d links, want 3", len(c.Links))
	}
	wantAt := map[int]tcell.Style{} // display offset: style
	for i, l := range c.Links {
		st := link
		switch i {
		case 0:
			st = st.Url("https://base.example/rel/page").UrlId(HyperlinkID("https://base.example/rel/page"))
		case 1:
			st = st.Url("http://x.example/%20ok").UrlId(HyperlinkID("http://x.example/%20ok"))
		}
		for off := l.Start; off < l.End; off++ {
			wantAt[off] = st
		}
	}
	for off := 0; off < len(c.Text)-1; off++ { // hard wrap: offset off is at cell off
		x, y := off%w, off/w
		want, ok := wantAt[off]
		if !ok {
			want = text0
		}
		if _, got, _ := s.Get(x, y); got != want {
			t.Errorf("cell %d,%d (%q): wrong style (link cell: %v)", x, y, c.Text[off], ok)
		}
	}
	for dest, n := range calls {
		if n != 1 {
			t.Errorf("target(%q) called %d times for one frame", dest, n)
		}
	}
	v.SelectLink(c.Links[0].ID)
	v.Draw(s)
	want := link.Reverse(true).Url("https://base.example/rel/page").UrlId(HyperlinkID("https://base.example/rel/page"))
	for off := c.Links[0].Start; off < c.Links[0].End; off++ {
		if _, got, _ := s.Get(off%w, off/w); got != want {
			t.Errorf("selected link's cell at %d: wrong style", off)
		}
	}
}

// FuzzHyperlinkURI: whatever a destination holds, the URI sent in OSC 8
// has only printable ASCII other than the space (nothing that could end
// the sequence or show), and a destination that has only those is sent as
// it is.
func FuzzHyperlinkURI(f *testing.F) {
	for _, s := range []string{"https://example.com/a?b#c", "x\x1b]8;;\x07y\x1b\\", "é \u009c\x9c\xff", "file:///漢"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		out := hyperlinkURI(in)
		clean := true
		for i := 0; i < len(in); i++ {
			if in[i] <= ' ' || in[i] >= 0x7F {
				clean = false
			}
		}
		if clean && out != in {
			t.Fatalf("hyperlinkURI(%q) = %q, changed a clean URI", in, out)
		}
		for i := 0; i < len(out); i++ {
			if out[i] <= ' ' || out[i] >= 0x7F {
				t.Fatalf("hyperlinkURI(%q) = %q: byte %#x", in, out, out[i])
			}
		}
	})
}

// A bare URL longer than its chunk gets no hyperlink: the chunk holds only
// its start, and a terminal would not keep all of it anyway.
func TestHyperlinkLongURL(t *testing.T) {
	url := "https://example.com/" + strings.Repeat("a", 100<<10)
	text := url + " " + strings.Repeat("word ", 8<<10) + "\n"
	d := doc.New(doc.BytesSource(text), doc.ParseOptions{})
	var got []string
	target := func(dest string) string {
		got = append(got, dest)
		return dest
	}
	v := NewDocumentView(d, DocumentOptions{Wrap: doc.WrapHard, TabWidth: 8, Hyperlinks: &Hyperlinks{Target: target}},
		DocumentStyles{Link: tcell.StyleDefault.Underline(true)})
	s := tcell.NewSimulationScreen("UTF-8")
	if err := s.Init(); err != nil {
		t.Fatal(err)
	}
	defer s.Fini()
	s.SetSize(40, 4)
	v.SetRect(0, 0, 40, 4)
	v.Draw(s)
	for _, dest := range got {
		t.Errorf("the long URL went out as a hyperlink to %d bytes of it", len(dest))
	}
}

// The hyperlink styles kept are those of the frames on screen now and
// just before, however many links were paged past: each is two
// tcell.Styles, and 4096 of them in a map held 1.3 MB.
func TestHyperlinkStylesKeptPerScreen(t *testing.T) {
	var b strings.Builder
	for i := 0; i < 5000; i++ {
		fmt.Fprintf(&b, "[a](http://e.example/%d) [b](http://f.example/%d)\n", i, i)
	}
	d := doc.New(doc.BytesSource(b.String()), doc.ParseOptions{})
	v := NewDocumentView(d, DocumentOptions{Wrap: doc.WrapHard, TabWidth: 8, Hyperlinks: &Hyperlinks{Target: func(dest string) string { return dest }}},
		DocumentStyles{Text: tcell.StyleDefault, Link: tcell.StyleDefault.Underline(true)})
	s := tcell.NewSimulationScreen("UTF-8")
	if err := s.Init(); err != nil {
		t.Fatal(err)
	}
	defer s.Fini()
	const rows = 20
	s.SetSize(40, rows)
	v.SetRect(0, 0, 40, rows)
	for page := 0; page < 200; page++ {
		v.Draw(s)
		v.ScrollBy(rows)
	}
	// Two links a row, a style each (the links' text is all in one style).
	h := v.hyperlinks
	if kept, most := len(h.styles)+len(h.lastStyles), 2*2*rows; kept > most {
		t.Errorf("%d hyperlink styles kept after 200 screens, more than two screens' %d", kept, most)
	}
}
