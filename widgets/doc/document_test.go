package doc_test

import (
	"bytes"
	"fmt"
	"io"
	"math/rand"
	"os"
	"sort"
	"strings"
	"testing"
	"time"

	"lwl/widgets/doc"
)

// expLink is a link a generated document must hold.
type expLink struct {
	id    int64
	close int64 // source offset of its "]" (of its last byte for a bare URL)
	dest  string
	text  string // displayed text, brackets included, over all chunks
}

// docBuilder writes a document whose every source line starts with its
// 1-based line number ("%06d "), and records the links it writes.
type docBuilder struct {
	b     bytes.Buffer
	links []expLink
	line  int
}

func newDocBuilder() *docBuilder {
	g := &docBuilder{line: 1}
	fmt.Fprintf(&g.b, "%06d ", g.line)
	return g
}

func (g *docBuilder) pos() int64 { return int64(g.b.Len()) }

// raw writes s, which must display as written but for its line breaks:
// each one starts a new numbered line.
func (g *docBuilder) raw(s string) {
	for {
		i := strings.IndexByte(s, '\n')
		if i < 0 {
			g.b.WriteString(s)
			return
		}
		g.b.WriteString(s[:i+1])
		s = s[i+1:]
		g.line++
		fmt.Fprintf(&g.b, "%06d ", g.line)
	}
}

func (g *docBuilder) since(off int64) string { return string(g.b.Bytes()[off:]) }

// link writes [text](dest). text displays as written (line numbers added
// after its line breaks) unless disp is given.
func (g *docBuilder) link(text, disp, dest string) {
	id := g.pos()
	g.b.WriteByte('[')
	g.raw(text)
	if disp == "" {
		disp = g.since(id + 1)
	}
	g.links = append(g.links, expLink{id, g.pos(), dest, "[" + disp + "]"})
	g.b.WriteString("](" + dest + ")")
}

// bare writes a bare URL (or the URL of an autolink).
func (g *docBuilder) bare(url string) {
	g.links = append(g.links, expLink{g.pos(), g.pos() + int64(len(url)) - 1, url, url})
	g.b.WriteString(url)
}

// nested writes [before[inner](innerDest)after](outerDest).
func (g *docBuilder) nested(before, inner, innerDest, after, outerDest string) {
	outer := g.pos()
	g.b.WriteByte('[')
	g.raw(before)
	in := g.pos()
	g.b.WriteByte('[')
	g.raw(inner)
	innerDisp := g.since(in) + "]"
	g.links = append(g.links, expLink{in, g.pos(), innerDest, innerDisp})
	g.b.WriteString("](" + innerDest + ")")
	tail := g.pos()
	g.raw(after)
	outerDisp := string(g.b.Bytes()[outer:in]) + innerDisp + g.since(tail) + "]"
	g.links = append(g.links, expLink{outer, g.pos(), outerDest, outerDisp})
	g.b.WriteString("](" + outerDest + ")")
}

// fillTo writes a plain line so that the next line starts at off, if there
// is room for one.
func (g *docBuilder) fillTo(off int64) {
	if need := off - g.pos(); need >= 9 {
		g.raw(strings.Repeat("p", int(need)-8) + "\n")
	}
}

// multiline returns n lines of about width bytes of words.
func multiline(n, width int, word string) string {
	var s strings.Builder
	for i := 0; i < n; i++ {
		if i > 0 {
			s.WriteByte('\n')
		}
		for w := 0; w < width-len(word)-4; w += len(word) + 1 {
			s.WriteString(word + " ")
		}
		s.WriteString("end")
	}
	return s.String()
}

// genDoc builds a document of at least size bytes with links of every kind,
// and long multi-line links across each nominal chunk boundary: the text of
// a plain link, the tail of an outer link after its inner link, and an inner
// link inside an outer one.
func genDoc(size int, seed int64) *docBuilder {
	r := rand.New(rand.NewSource(seed))
	g := newDocBuilder()
	boundary := int64(doc.ChunkSize)
	kind := 0
	lead := [3]int64{1500, 300, 1400} // bytes before the boundary each kind starts
	for n := 0; g.b.Len() < size; n++ {
		if g.pos()+lead[kind%3]+200 > boundary {
			g.fillTo(boundary - lead[kind%3])
			switch kind % 3 {
			case 0:
				g.link(multiline(60, 50, "straddle"), "", fmt.Sprintf("http://straddle.example/%d", n))
			case 1:
				g.nested("outer\n", "inner", fmt.Sprintf("in-%d", n), "\n"+multiline(60, 50, "after"), fmt.Sprintf("out-%d", n))
			case 2:
				g.nested("outer "+multiline(15, 50, "pre")+"\n", multiline(45, 50, "inner"), fmt.Sprintf("in-%d", n), " tail", fmt.Sprintf("out-%d", n))
			}
			g.raw(" after\n")
			kind++
			boundary += doc.ChunkSize
			continue
		}
		switch r.Intn(10) {
		case 0, 1, 2:
			g.raw("see ")
			g.link(fmt.Sprintf("link %d", n), "", fmt.Sprintf("http://example.com/%d", n))
			g.raw(" and ")
			g.link("two", "", fmt.Sprintf("/rel/%d x(y)", n)) // spaces and parentheses, no title
			g.raw(".\n")
		case 3:
			g.link(fmt.Sprintf("multi %d\ncontinues\nhere", n), "", fmt.Sprintf("dest-%d", n))
			g.raw("\n")
		case 4:
			g.nested("outer ", fmt.Sprintf("inner %d", n), fmt.Sprintf("in-%d", n), " tail", fmt.Sprintf("out-%d", n))
			g.raw(" [")
			g.link("plain", "", fmt.Sprintf("p%d", n))
			g.raw("]\n")
		case 5:
			g.b.WriteString(`escaped \[not a link\](x) and \(parens\)`)
			g.raw("\n")
		case 6:
			g.b.WriteString("ctl \x1b[1mbold\x1b[0m \xff ")
			g.link("c\x01d", "c<01>d", fmt.Sprintf("ctl-%d", n))
			g.raw("\n")
		case 7:
			g.raw("bare ")
			g.bare(fmt.Sprintf("https://bare.example/%d", n))
			g.raw(". and <")
			g.bare(fmt.Sprintf("mailto:x%d@example.org", n))
			g.raw(">\n")
		default:
			g.raw(strings.Repeat("plain words ", 1+r.Intn(8)) + "\n")
		}
	}
	g.b.WriteString("end\n")
	sort.Slice(g.links, func(i, j int) bool { return g.links[i].id < g.links[j].id })
	return g
}

// straddlers are the links whose "[" is in one chunk and "]" in a later one.
func straddlers(d *doc.Document, links []expLink) []expLink {
	var out []expLink
	for k := 1; k < d.NumChunks(); k++ {
		s := d.Chunk(k).SrcStart
		for _, l := range links {
			if l.id < s && l.close >= s {
				out = append(out, l)
			}
		}
	}
	return out
}

// walk parses every chunk of d and returns its links, the full displayed
// text of each link (its spans joined over chunks) and the chunk that
// lists each link.
func walk(t *testing.T, d *doc.Document, src []byte) (links []doc.Link, disp map[int64]string, owner map[int64]int) {
	t.Helper()
	disp = map[int64]string{}
	owner = map[int64]int{}
	for k := 0; k < d.NumChunks(); k++ {
		c := d.Chunk(k)
		if c.Index != k {
			t.Fatalf("Chunk(%d).Index = %d", k, c.Index)
		}
		checkChunk(t, src, c)
		for _, s := range c.Spans {
			if s.Kind == doc.KindLink {
				disp[s.ID] += c.Text[s.Start:s.End]
			}
		}
		for _, l := range c.Links {
			if prev, ok := owner[l.ID]; ok {
				t.Fatalf("link %d listed in chunks %d and %d", l.ID, prev, k)
			}
			owner[l.ID] = k
			links = append(links, l)
		}
	}
	return links, disp, owner
}

func TestDocumentChunkedLinks(t *testing.T) {
	g := genDoc(6*doc.ChunkSize+1000, 1)
	src := g.b.Bytes()
	d := doc.New(doc.BytesSource(src), doc.ParseOptions{})
	if d.NumChunks() < 6 {
		t.Fatalf("only %d chunks", d.NumChunks())
	}
	links, disp, owner := walk(t, d, src)
	if len(links) != len(g.links) {
		t.Errorf("found %d links, wrote %d", len(links), len(g.links))
	}
	for i := 0; i < len(links) && i < len(g.links); i++ {
		got, want := links[i], g.links[i]
		if got.ID != want.id || got.Dest != want.dest || disp[got.ID] != want.text {
			t.Fatalf("link %d: got ID %d dest %q text %q\nwant ID %d dest %q text %q", i, got.ID, got.Dest, disp[got.ID], want.id, want.dest, want.text)
		}
		// listed only in the chunk holding its "["
		c := d.Chunk(owner[got.ID])
		if got.ID < c.SrcStart || got.ID >= c.SrcEnd {
			t.Errorf("link %d listed in chunk %d [%d,%d)", got.ID, c.Index, c.SrcStart, c.SrcEnd)
		}
	}
	// Every link that crosses a boundary: one span per chunk, same ID.
	strad := straddlers(d, g.links)
	if len(strad) < d.NumChunks()-1 {
		t.Fatalf("only %d links cross the %d chunk boundaries", len(strad), d.NumChunks()-1)
	}
	for _, sl := range strad {
		id := sl.id
		k := owner[id]
		c := d.Chunk(k)
		l := c.Links[c.LinkIndex(id)]
		if l.End != len(c.Text) {
			t.Errorf("straddling link %d ends at %d, chunk %d has %d bytes", id, l.End, k, len(c.Text))
		}
		next := d.Chunk(k + 1)
		found := false
		for _, s := range next.Spans {
			if s.Kind == doc.KindLink && s.ID == id {
				found = true
				if s.Start != 0 {
					t.Errorf("straddling link %d: span in chunk %d starts at %d, want 0", id, k+1, s.Start)
				}
			}
		}
		if !found {
			t.Errorf("straddling link %d has no span in chunk %d", id, k+1)
		}
		if next.LinkIndex(id) >= 0 {
			t.Errorf("straddling link %d also listed in chunk %d", id, k+1)
		}
	}
	// The chunks agree with one window over the whole document.
	ref := doc.ParseWindow(src, doc.ParseOptions{})
	var text strings.Builder
	for k := 0; k < d.NumChunks(); k++ {
		text.WriteString(d.Chunk(k).Text)
	}
	if text.String() != ref.Text {
		i := firstDiff(text.String(), ref.Text)
		t.Errorf("chunked text differs from one window at %d: %q vs %q", i, text.String()[i:min(i+40, text.Len())], ref.Text[i:min(i+40, len(ref.Text))])
	}
	if len(ref.Links) != len(links) {
		t.Errorf("one window: %d links, chunked %d", len(ref.Links), len(links))
	}
}

func TestDocumentHideBracketsSameLinks(t *testing.T) {
	g := genDoc(3*doc.ChunkSize, 2)
	src := g.b.Bytes()
	d := doc.New(doc.BytesSource(src), doc.ParseOptions{HideBrackets: true})
	var links []doc.Link
	disp := map[int64]string{}
	for k := 0; k < d.NumChunks(); k++ {
		c := d.Chunk(k)
		links = append(links, c.Links...)
		for _, s := range c.Spans {
			if s.Kind == doc.KindLink {
				disp[s.ID] += c.Text[s.Start:s.End]
			}
		}
	}
	if len(links) != len(g.links) {
		t.Fatalf("found %d links, want %d", len(links), len(g.links))
	}
	for i, l := range links {
		want := g.links[i]
		// every bracket in the generated link texts belongs to a link
		wantText := strings.NewReplacer("[", "", "]", "").Replace(want.text)
		if l.ID != want.id || l.Dest != want.dest || disp[l.ID] != wantText {
			t.Fatalf("link %d: %d %q %q, want %d %q %q", i, l.ID, l.Dest, disp[l.ID], want.id, want.dest, wantText)
		}
	}
}

func TestDocumentCacheEviction(t *testing.T) {
	// More chunks than the cache holds: chunks parsed again after eviction
	// must come out the same.
	g := genDoc(3*doc.ChunkSize, 3)
	one := g.b.Bytes()
	var src []byte
	for len(src) < 70*doc.ChunkSize {
		src = append(src, one...)
	}
	d := doc.New(doc.BytesSource(src), doc.ParseOptions{})
	n := d.NumChunks()
	texts := make([]string, n)
	nlinks := make([]int, n)
	for k := 0; k < n; k++ {
		c := d.Chunk(k)
		texts[k] = strings.Clone(c.Text)
		nlinks[k] = len(c.Links)
	}
	r := rand.New(rand.NewSource(4))
	for i := 0; i < 3*n; i++ {
		k := r.Intn(n)
		c := d.Chunk(k)
		if c.Text != texts[k] || len(c.Links) != nlinks[k] {
			t.Fatalf("chunk %d changed after re-parse", k)
		}
	}
	if got, want := d.LineCount(), bytes.Count(src, []byte{'\n'}); got != want {
		t.Errorf("LineCount = %d, want %d", got, want)
	}
}

// lineStarts are the source offsets of each line's start, index 0 = line 1.
func lineStarts(src []byte) []int64 {
	starts := []int64{0}
	for i, b := range src {
		if b == '\n' && i+1 < len(src) {
			starts = append(starts, int64(i+1))
		}
	}
	return starts
}

func TestDocumentLines(t *testing.T) {
	g := genDoc(4*doc.ChunkSize, 5)
	src := g.b.Bytes()
	d := doc.New(doc.BytesSource(src), doc.ParseOptions{})
	starts := lineStarts(src)
	nl := bytes.Count(src, []byte{'\n'})
	if got := d.LineCount(); got != nl || got != len(starts) {
		t.Fatalf("LineCount = %d, want %d (%d line starts)", got, nl, len(starts))
	}
	for n := 1; n <= nl; n++ {
		p := d.PosOfLine(n)
		c := d.Chunk(p.Chunk)
		if want := fmt.Sprintf("%06d ", n); !strings.HasPrefix(c.Text[p.Off:], want) {
			t.Fatalf("PosOfLine(%d) = %+v shows %q", n, p, c.Text[p.Off:min(p.Off+20, len(c.Text))])
		}
		if got := d.LineOf(p); got != n {
			t.Fatalf("LineOf(PosOfLine(%d)) = %d", n, got)
		}
		if got := d.SrcOffset(p); got != starts[n-1] {
			t.Fatalf("SrcOffset(PosOfLine(%d)) = %d, want %d", n, got, starts[n-1])
		}
		if got := d.PosOfSrc(starts[n-1]); got != p {
			t.Fatalf("PosOfSrc(start of line %d) = %+v, want %+v", n, got, p)
		}
		if p.Off > 0 && c.Text[p.Off-1] != '\n' {
			t.Fatalf("PosOfLine(%d) = %+v is not after a line break", n, p)
		}
	}
	// Every display position inside a line maps to that line.
	for _, n := range []int{1, 2, nl / 3, nl / 2, nl - 1} {
		p := d.PosOfLine(n)
		for off := p.Off; off < len(d.Chunk(p.Chunk).Text) && d.Chunk(p.Chunk).Text[off] != '\n'; off++ {
			if got := d.LineOf(doc.Pos{Chunk: p.Chunk, Off: off}); got != n {
				t.Fatalf("LineOf(%d,%d) = %d, want %d", p.Chunk, off, got, n)
			}
		}
	}
	end := d.End()
	last := d.NumChunks() - 1
	for last > 0 && len(d.Chunk(last).Text) == 0 {
		last--
	}
	if end != (doc.Pos{Chunk: last, Off: len(d.Chunk(last).Text)}) {
		t.Errorf("End = %+v", end)
	}
	if got := d.PosOfLine(nl + 1); got != end {
		t.Errorf("PosOfLine(LineCount+1) = %+v, want End %+v", got, end)
	}
	if got := d.PosOfLine(1 << 30); got != end {
		t.Errorf("PosOfLine(huge) = %+v, want End %+v", got, end)
	}
	if got := d.PosOfLine(0); got != (doc.Pos{}) {
		t.Errorf("PosOfLine(0) = %+v", got)
	}
	if got := d.LineOf(end); got != nl+1 {
		t.Errorf("LineOf(End) = %d, want %d", got, nl+1)
	}
	if got := d.SrcOffset(end); got != int64(len(src)) {
		t.Errorf("SrcOffset(End) = %d, want %d", got, len(src))
	}
	if got := d.PosOfSrc(int64(len(src))); got != end {
		t.Errorf("PosOfSrc(size) = %+v, want End %+v", got, end)
	}
}

func TestDocumentLinesSmall(t *testing.T) {
	cases := []struct {
		in    string
		lines int
		end   doc.Pos
	}{
		{"", 0, doc.Pos{}},
		{"a", 1, doc.Pos{Off: 1}},
		{"a\n", 1, doc.Pos{Off: 2}},
		{"a\nb", 2, doc.Pos{Off: 3}},
		{"a\r\nb\r\n", 2, doc.Pos{Off: 4}},
		{"\n\n", 2, doc.Pos{Off: 2}},
		{"[a\nb](c)\nd", 3, doc.Pos{Off: 7}},
		{"x\x01", 1, doc.Pos{Off: 5}},
	}
	for _, tc := range cases {
		d := doc.New(doc.BytesSource(tc.in), doc.ParseOptions{})
		if got := d.LineCount(); got != tc.lines {
			t.Errorf("%q: LineCount = %d, want %d", tc.in, got, tc.lines)
		}
		if got := d.End(); got != tc.end {
			t.Errorf("%q: End = %+v, want %+v", tc.in, got, tc.end)
		}
		if got := d.PosOfLine(1); got != (doc.Pos{}) {
			t.Errorf("%q: PosOfLine(1) = %+v", tc.in, got)
		}
	}
	d := doc.New(doc.BytesSource("ab\n[c\nd](e) f\ng"), doc.ParseOptions{})
	// display "ab\n[c\nd] f\ng"
	for n, want := range map[int]doc.Pos{1: {Off: 0}, 2: {Off: 3}, 3: {Off: 6}, 4: {Off: 11}, 5: {Off: 12}} {
		if got := d.PosOfLine(n); got != want {
			t.Errorf("PosOfLine(%d) = %+v, want %+v", n, got, want)
		}
	}
	for off, want := range map[int]int{0: 1, 2: 1, 3: 2, 5: 2, 6: 3, 10: 3, 11: 4, 12: 4} {
		if got := d.LineOf(doc.Pos{Off: off}); got != want {
			t.Errorf("LineOf(%d) = %d, want %d", off, got, want)
		}
	}
}

func TestDocumentSrcOffsets(t *testing.T) {
	g := genDoc(3*doc.ChunkSize, 6)
	src := g.b.Bytes()
	d := doc.New(doc.BytesSource(src), doc.ParseOptions{})
	links, _, owner := walk(t, d, src)
	for _, l := range links {
		want := doc.Pos{Chunk: owner[l.ID], Off: l.Start}
		if got := d.PosOfSrc(l.ID); got != want {
			t.Fatalf("PosOfSrc(link %d) = %+v, want %+v", l.ID, got, want)
		}
		if got := d.SrcOffset(want); got != l.ID {
			t.Fatalf("SrcOffset(%+v) = %d, want link ID %d", want, got, l.ID)
		}
		if src[l.ID] != '[' {
			continue
		}
		// The hidden destination maps to just after the "]".
		paren := bytes.Index(src[l.ID:], []byte("]("+l.Dest+")"))
		if paren < 0 {
			continue
		}
		if l.End == len(d.Chunk(owner[l.ID]).Text) {
			continue // goes on into the next chunk
		}
		for _, at := range []int64{l.ID + int64(paren) + 1, l.ID + int64(paren) + 2, l.ID + int64(paren) + 2 + int64(len(l.Dest))} {
			if p := d.PosOfSrc(at); p != (doc.Pos{Chunk: owner[l.ID], Off: l.End}) {
				t.Fatalf("PosOfSrc(%d), in the destination of %d, = %+v, want just after the link at %d", at, l.ID, p, l.End)
			}
		}
	}
	// Source bytes shown as themselves round-trip; every other one maps to
	// a display position that maps back to the same place. (hidden: the
	// bytes of destinations and escape sequences.)
	hidden := map[int64]bool{}
	for _, l := range g.links {
		if l.text[0] == '[' {
			for i := l.close + 1; i <= l.close+2+int64(len(l.dest)); i++ {
				hidden[i] = true
			}
		}
	}
	for i, b := range src {
		if b == 0x1B { // the generated escape sequences are 4 bytes long
			for j := i; j < i+4; j++ {
				hidden[int64(j)] = true
			}
		}
	}
	exact := 0
	for off := int64(0); off < int64(len(src)); off += 89 {
		p := d.PosOfSrc(off)
		back := d.SrcOffset(p)
		if again := d.PosOfSrc(back); again != p {
			t.Fatalf("PosOfSrc(%d) = %+v but PosOfSrc(SrcOffset(that) = %d) = %+v", off, p, back, again)
		}
		b := src[off]
		if (b >= 'a' && b <= 'z' || b >= '0' && b <= '9' || b == ' ') && !hidden[off] {
			exact++
			if back != off {
				t.Fatalf("byte %q at %d shown at %+v maps back to %d", b, off, p, back)
			}
			if c := d.Chunk(p.Chunk); c.Text[p.Off] != b {
				t.Fatalf("byte %q at %d shown at %+v as %q", b, off, p, c.Text[p.Off])
			}
		}
	}
	if exact < 1000 {
		t.Errorf("only %d bytes checked", exact)
	}
}

func TestDocumentLinksNavigation(t *testing.T) {
	g := genDoc(4*doc.ChunkSize, 7)
	src := g.b.Bytes()
	d := doc.New(doc.BytesSource(src), doc.ParseOptions{})
	all, _, owner := walk(t, d, src)
	if len(all) < 100 {
		t.Fatalf("only %d links", len(all))
	}
	item := func(i int) doc.Item {
		l := all[i]
		k := owner[l.ID]
		return doc.Item{ID: l.ID, Start: doc.Pos{Chunk: k, Off: l.Start}, End: doc.Pos{Chunk: k, Off: l.End}}
	}
	L := doc.Links{D: d}
	check := func(what string, got doc.Item, ok bool, want int) {
		t.Helper()
		if want < 0 {
			if ok {
				t.Fatalf("%s = %+v, want none", what, got)
			}
			return
		}
		if !ok || got != item(want) {
			t.Fatalf("%s = %+v %v, want %+v", what, got, ok, item(want))
		}
	}
	n := len(all)
	got, ok := L.After(-1)
	check("After(-1)", got, ok, 0)
	got, ok = L.Before(all[0].ID)
	check("Before(first)", got, ok, -1)
	got, ok = L.After(all[n-1].ID)
	check("After(last)", got, ok, -1)
	got, ok = L.Before(d.Size())
	check("Before(size)", got, ok, n-1)
	got, ok = L.From(doc.Pos{})
	check("From(0)", got, ok, 0)
	got, ok = L.Until(doc.Pos{})
	check("Until(0)", got, ok, -1)
	got, ok = L.From(d.End())
	check("From(End)", got, ok, -1)
	got, ok = L.Until(d.End())
	check("Until(End)", got, ok, n-1)
	for i := 0; i < n; i++ {
		it := item(i)
		prev, next := i-1, i+1
		if next == n {
			next = -1
		}
		got, ok = L.After(it.ID)
		check(fmt.Sprintf("After(%d)", it.ID), got, ok, next)
		got, ok = L.Before(it.ID)
		check(fmt.Sprintf("Before(%d)", it.ID), got, ok, prev)
		got, ok = L.After(it.ID - 1)
		check(fmt.Sprintf("After(%d-1)", it.ID), got, ok, i)
		got, ok = L.Before(it.ID + 1)
		check(fmt.Sprintf("Before(%d+1)", it.ID), got, ok, i)
		got, ok = L.From(it.Start)
		check(fmt.Sprintf("From(%+v)", it.Start), got, ok, i)
		got, ok = L.Until(it.Start)
		check(fmt.Sprintf("Until(%+v)", it.Start), got, ok, prev)
		after := doc.Pos{Chunk: it.Start.Chunk, Off: it.Start.Off + 1}
		got, ok = L.From(after)
		check(fmt.Sprintf("From(%+v)", after), got, ok, next)
		got, ok = L.Until(after)
		check(fmt.Sprintf("Until(%+v)", after), got, ok, i)
		// d.Link finds it by ID
		if l, ok := d.Link(it.ID); !ok || l != all[i] {
			t.Fatalf("Link(%d) = %+v %v, want %+v", it.ID, l, ok, all[i])
		}
	}
	// A position at the start of a chunk finds the chunk's first link, or
	// the first of a later chunk.
	for k := 0; k < d.NumChunks(); k++ {
		want := sort.Search(n, func(i int) bool { return owner[all[i].ID] >= k })
		if want == n {
			want = -1
		}
		got, ok = L.From(doc.Pos{Chunk: k})
		check(fmt.Sprintf("From(chunk %d)", k), got, ok, want)
	}
}

func TestDocumentLinkText(t *testing.T) {
	d := doc.New(doc.BytesSource("x [a\n  b\tc](d) [[e] f](g) http://h.i/j"), doc.ParseOptions{})
	cases := map[int64]string{2: "a b c", 15: "[e] f", 26: "http://h.i/j"}
	for id, want := range cases {
		if got := d.LinkText(id); got != want {
			t.Errorf("LinkText(%d) = %q, want %q", id, got, want)
		}
	}
	if got := d.LinkText(3); got != "" {
		t.Errorf("LinkText(not a link) = %q", got)
	}
	if _, ok := d.Link(-1); ok {
		t.Errorf("Link(-1) found")
	}
	if _, ok := d.Link(d.Size()); ok {
		t.Errorf("Link(size) found")
	}
}

// LinkText of a link whose text crosses a chunk boundary is all of its text.
func TestDocumentLinkTextStraddling(t *testing.T) {
	g := genDoc(2*doc.ChunkSize, 8)
	d := doc.New(doc.BytesSource(g.b.Bytes()), doc.ParseOptions{})
	l := straddlers(d, g.links)[0]
	id := l.id
	want := strings.Join(strings.Fields(l.text[1:len(l.text)-1]), " ")
	if got := d.LinkText(id); got != want {
		t.Errorf("LinkText(%d) =\n%q\nwant\n%q", id, got, want)
	}
}

// chunkTexts returns every chunk's text and links.
func docState(d *doc.Document) (texts []string, links []string, lines int) {
	for k := 0; k < d.NumChunks(); k++ {
		c := d.Chunk(k)
		texts = append(texts, c.Text)
		for _, l := range c.Links {
			links = append(links, fmt.Sprintf("%d %q [%d,%d) in %d", l.ID, l.Dest, l.Start, l.End, k))
		}
	}
	return texts, links, d.LineCount()
}

func TestStreamSourceConverges(t *testing.T) {
	g := genDoc(3*doc.ChunkSize+5000, 9)
	g.raw("intro [a link whose closing")
	full := append([]byte(nil), g.b.Bytes()...)
	// Pieces: the generated text in uneven pieces, then a link whose
	// "](dest)" arrives in later writes.
	var pieces [][]byte
	r := rand.New(rand.NewSource(10))
	for rest := full; len(rest) > 0; {
		n := min(len(rest), 1+r.Intn(40000))
		pieces = append(pieces, rest[:n])
		rest = rest[n:]
	}
	pieces = append(pieces, []byte(" text\nspans lines]"), []byte("(http://late.example/"), []byte("x(y)z) done\n"),
		[]byte("tail [b](c"), []byte(")\n"))
	var all []byte
	for _, p := range pieces {
		all = append(all, p...)
	}

	pr, pw := io.Pipe()
	notified := make(chan struct{}, 1)
	src := doc.NewStreamSource(pr, func() {
		select {
		case notified <- struct{}{}:
		default:
		}
	})
	d := doc.New(src, doc.ParseOptions{})
	waitSize := func(n int64) {
		t.Helper()
		deadline := time.Now().Add(5 * time.Second)
		for src.Size() < n {
			if time.Now().After(deadline) {
				t.Fatalf("stream stuck at %d bytes, want %d", src.Size(), n)
			}
			select {
			case <-notified:
			case <-time.After(10 * time.Millisecond):
			}
		}
	}
	written := 0
	for i, p := range pieces {
		if _, err := pw.Write(p); err != nil {
			t.Fatal(err)
		}
		written += len(p)
		waitSize(int64(written))
		if !d.Refresh() {
			t.Fatalf("Refresh after piece %d reported no change", i)
		}
		if d.Complete() {
			t.Fatalf("complete before the writer closed")
		}
		// The document now shows exactly what a file of these bytes shows.
		ref := doc.New(doc.BytesSource(all[:written]), doc.ParseOptions{})
		gt, gl, gn := docState(d)
		wt, wl, wn := docState(ref)
		if !equalStrings(gt, wt) {
			for k := range gt {
				if k < len(wt) && gt[k] != wt[k] {
					t.Fatalf("after piece %d (%d bytes): chunk %d text differs at %d", i, written, k, firstDiff(gt[k], wt[k]))
				}
			}
			t.Fatalf("after piece %d: %d chunks, want %d", i, len(gt), len(wt))
		}
		if !equalStrings(gl, wl) {
			t.Fatalf("after piece %d (%d bytes): links\n%q\nwant\n%q", i, written, tailOf(gl, 3), tailOf(wl, 3))
		}
		if gn != wn {
			t.Fatalf("after piece %d: LineCount %d, want %d", i, gn, wn)
		}
	}
	pw.Close()
	waitComplete(t, src)
	if !d.Refresh() || !d.Complete() {
		t.Fatalf("Refresh did not see the end of the stream")
	}
	if d.Refresh() {
		t.Errorf("a second Refresh reported a change")
	}
	if src.Err() != nil {
		t.Errorf("Err = %v", src.Err())
	}
	ref := doc.New(doc.BytesSource(all), doc.ParseOptions{})
	gt, gl, gn := docState(d)
	wt, wl, wn := docState(ref)
	if !equalStrings(gt, wt) || !equalStrings(gl, wl) || gn != wn {
		t.Fatalf("final stream document differs from the file document")
	}
	// The late link is there, with its whole destination.
	i := bytes.Index(all, []byte("[a link whose closing"))
	l, ok := d.Link(int64(i))
	if !ok || l.Dest != "http://late.example/x(y)z" {
		t.Errorf("late link: %+v %v", l, ok)
	}
	if got := d.LinkText(int64(i)); got != "a link whose closing text spans lines" {
		t.Errorf("late link text %q", got)
	}
	j := bytes.Index(all, []byte("[b](c)"))
	if l, ok := d.Link(int64(j)); !ok || l.Dest != "c" {
		t.Errorf("last link: %+v %v", l, ok)
	}
}

func tailOf(s []string, n int) []string {
	if len(s) > n {
		return s[len(s)-n:]
	}
	return s
}

func TestStreamSourceReadAt(t *testing.T) {
	pr, pw := io.Pipe()
	src := doc.NewStreamSource(pr, nil)
	data := bytes.Repeat([]byte("0123456789abcdef"), 10000) // crosses stream blocks
	go func() {
		for rest := data; len(rest) > 0; {
			n := min(len(rest), 7777)
			pw.Write(rest[:n])
			rest = rest[n:]
		}
		pw.Close()
	}()
	waitComplete(t, src)
	if src.Size() != int64(len(data)) {
		t.Fatalf("Size = %d, want %d", src.Size(), len(data))
	}
	for _, off := range []int64{0, 1, 65535, 65536, 65537, 100000, int64(len(data)) - 3} {
		buf := make([]byte, 70000)
		n, err := src.ReadAt(buf, off)
		want := data[off:min(int(off)+len(buf), len(data))]
		if n != len(want) || !bytes.Equal(buf[:n], want) {
			t.Errorf("ReadAt(%d) = %d bytes, want %d", off, n, len(want))
		}
		if n < len(buf) && err != io.EOF {
			t.Errorf("ReadAt(%d) short read without io.EOF: %v", off, err)
		}
	}
}

// Bugs in the chunk windows: each builds a document where one chunk's
// window misses context the whole-document parse sees.

// compareWithWindow checks that the chunks of src show what one window over
// all of src shows: the same text, links and link spans.
func compareWithWindow(t *testing.T, src []byte) {
	t.Helper()
	compareWithWindowOpts(t, src, doc.ParseOptions{})
}

// compareWithWindowOpts is compareWithWindow with parse options.
func compareWithWindowOpts(t *testing.T, src []byte, opts doc.ParseOptions) {
	t.Helper()
	d := doc.New(doc.BytesSource(src), opts)
	ref := doc.ParseWindow(src, opts)
	var text strings.Builder
	var got []string
	base := 0
	type kspan struct {
		start, end int
		kind       doc.Kind
		id         int64
	}
	var spans []kspan
	for k := 0; k < d.NumChunks(); k++ {
		c := d.Chunk(k)
		for _, l := range c.Links {
			got = append(got, fmt.Sprintf("%d %q %q", l.ID, l.Dest, l.Title))
		}
		for _, s := range c.Spans {
			spans = append(spans, kspan{base + s.Start, base + s.End, s.Kind, s.ID})
		}
		text.WriteString(c.Text)
		base += len(c.Text)
	}
	var want []string
	for _, l := range ref.Links {
		want = append(want, fmt.Sprintf("%d %q %q", l.ID, l.Dest, l.Title))
	}
	if text.String() != ref.Text {
		i := firstDiff(text.String(), ref.Text)
		t.Errorf("text differs at %d:\n got %q\nwant %q", i, clip(text.String(), i), clip(ref.Text, i))
	}
	if !equalStrings(got, want) {
		t.Errorf("links\n got %s\nwant %s", clipList(got), clipList(want))
	}
	// Spans: merge the pieces of a link split over chunks, then compare
	// the bytes each kind covers.
	cover := func(n int, f func(func(start, end int, kind doc.Kind))) []doc.Kind {
		m := make([]doc.Kind, n)
		f(func(start, end int, kind doc.Kind) {
			for i := start; i < end && i < n; i++ {
				if kind > m[i] {
					m[i] = kind
				}
			}
		})
		return m
	}
	g := cover(text.Len(), func(add func(int, int, doc.Kind)) {
		for _, s := range spans {
			add(s.start, s.end, s.kind)
		}
	})
	w := cover(len(ref.Text), func(add func(int, int, doc.Kind)) {
		for _, s := range ref.Spans {
			add(s.Start, s.End, s.Kind)
		}
	})
	for i := 0; i < len(g) && i < len(w); i++ {
		if g[i] != w[i] {
			t.Errorf("display byte %d is styled as kind %d, one window says %d: %q", i, g[i], w[i], clip(ref.Text, max(0, i-10)))
			break
		}
	}
	// The document's own style, and the link each byte belongs to.
	styles := func(n int, each func(func(doc.Span, int))) ([]doc.Style, []int64) {
		st, ids := make([]doc.Style, n), make([]int64, n)
		each(func(s doc.Span, base int) {
			for i := base + s.Start; i < base+s.End && i < n; i++ {
				if s.Kind == doc.KindStyle {
					st[i] = s.Style
				} else if s.Kind == doc.KindLink {
					ids[i] = max(ids[i], s.ID+1)
				}
			}
		})
		return st, ids
	}
	gs, gl := styles(text.Len(), func(add func(doc.Span, int)) {
		base := 0
		for k := 0; k < d.NumChunks(); k++ {
			c := d.Chunk(k)
			for _, s := range c.Spans {
				add(s, base)
			}
			base += len(c.Text)
		}
	})
	ws, wl := styles(len(ref.Text), func(add func(doc.Span, int)) {
		for _, s := range ref.Spans {
			add(s, 0)
		}
	})
	for i := 0; i < len(gs) && i < len(ws); i++ {
		if gs[i] != ws[i] {
			t.Errorf("display byte %d has style %+v, one window says %+v: %q", i, gs[i], ws[i], clip(ref.Text, max(0, i-10)))
			break
		}
		if gl[i] != wl[i] {
			t.Errorf("display byte %d is in link %d, one window says %d: %q", i, gl[i]-1, wl[i]-1, clip(ref.Text, max(0, i-10)))
			break
		}
	}
}

func clip(s string, i int) string { return s[i:min(len(s), i+60)] }

func clipList(s []string) string {
	var out []string
	for _, x := range s {
		if len(x) > 60 {
			x = x[:60] + "..."
		}
		out = append(out, x)
	}
	return fmt.Sprint(out)
}

// A link whose "[" is before the next chunk's window (its text spans the
// line where the window starts) and whose destination holds an unescaped
// "[": the window parse sees that "[" as an opening bracket and pairs it
// with a "](...)" in the next chunk.
func TestChunkWindowBracketInDestination(t *testing.T) {
	S := doc.ChunkSize
	from := S - doc.LookBehind // where chunk 1's window starts
	var b bytes.Buffer
	for b.Len() < from-2-100 {
		b.WriteString(strings.Repeat("f", 99) + "\n")
	}
	b.WriteString(strings.Repeat("g", from-2-1-b.Len()) + "\n")
	// "[" at from-2, a line break at from-1: the window starts at "b](".
	b.WriteString("[\nb](" + strings.Repeat("h", S-4000-b.Len()-5) + "[)\n")
	for b.Len() < S-100 {
		b.WriteString(strings.Repeat("f", 49) + "\n")
	}
	b.WriteString(strings.Repeat("g", S-1-b.Len()) + "\n")
	b.WriteString("x](z)\n" + strings.Repeat("tail\n", 100))
	src := b.Bytes()
	d := doc.New(doc.BytesSource(src), doc.ParseOptions{})
	if c := d.Chunk(1); c.SrcStart != int64(S) {
		t.Fatalf("fixture: chunk 1 starts at %d, want %d", c.SrcStart, S)
	}
	compareWithWindow(t, src)
}

// Found by FuzzChunked: copies of "]([0)" on their own lines. Over the whole
// document, a copy's "[" either opens a link or lies in the destination of
// the link opened by the copy before, alternately; a chunk's window that
// starts at a line start sees the alternation in the other phase, so the
// links in the chunk are not those of the document.
func TestChunkWindowDestinationParity(t *testing.T) {
	for _, in := range []string{"]([0)", "](a[)"} {
		t.Run(in, func(t *testing.T) {
			src := repeatWithFiller([]byte(in), 3*doc.ChunkSize+1000)
			compareWithWindow(t, src)
		})
	}
}

// A line longer than a chunk is cut softly; a link whose "[" lies more than
// LookBehind bytes before the cut and whose destination goes on past it.
func TestChunkLongLineDestination(t *testing.T) {
	S := doc.ChunkSize
	o := S - doc.LookBehind - 100
	src := []byte(strings.Repeat("a", o) + "[" + strings.Repeat("t", 4000) + "](" + strings.Repeat("d", 8000) + ")" + strings.Repeat("b", 70000) + "\n")
	d := doc.New(doc.BytesSource(src), doc.ParseOptions{})
	if c := d.Chunk(1); c.SrcStart != int64(S) {
		t.Fatalf("fixture: chunk 1 starts at %d, want a soft cut at %d", c.SrcStart, S)
	}
	if c := d.Chunk(1); strings.Contains(c.Text, "d") {
		t.Errorf("chunk 1 shows %d bytes of the hidden destination", strings.Count(c.Text, "d"))
	}
	compareWithWindow(t, src)
}

// A bare URL across the soft cut of a long line keeps its whole destination.
func TestChunkLongLineBareURL(t *testing.T) {
	S := doc.ChunkSize
	src := []byte(strings.Repeat("a ", (S-10)/2) + "http://example.com/path/to/page" + strings.Repeat(" c", 40000) + "\n")
	d := doc.New(doc.BytesSource(src), doc.ParseOptions{})
	found := false
	for k := 0; k < d.NumChunks(); k++ {
		for _, l := range d.Chunk(k).Links {
			found = found || l.Dest == "http://example.com/path/to/page"
		}
	}
	if !found {
		t.Errorf("the URL across the cut is not a link with its whole destination")
	}
	compareWithWindow(t, src)
	src2 := []byte(strings.Repeat("a ", (S-10)/2) + "<https://straddle.example/x>" + strings.Repeat(" c", 40000) + "\n")
	compareWithWindow(t, src2)
}

// An escape sequence across the soft cut of a long line stays a control
// token in both chunks.
func TestChunkLongLineEscapeSequence(t *testing.T) {
	S := doc.ChunkSize
	src := []byte(strings.Repeat("a", S-3) + "\x1b[31mred" + strings.Repeat("e", 70000) + "\n")
	compareWithWindow(t, src)
}

// An escape split by the soft cut of a long line shows its character once.
func TestChunkLongLineEscape(t *testing.T) {
	S := doc.ChunkSize
	src := []byte(strings.Repeat("a", S-1) + "\\[x" + strings.Repeat("b", 70000) + "\n")
	d := doc.New(doc.BytesSource(src), doc.ParseOptions{})
	if n := strings.Count(d.Chunk(0).Text+d.Chunk(1).Text, "["); n != 1 {
		t.Errorf("the escaped bracket shows %d times", n)
	}
	compareWithWindow(t, src)
}

// Long lines cut softly in the middle of links, multi-byte characters and
// anything else that does not straddle by more than a chunk's windows.
func TestChunkLongLines(t *testing.T) {
	var b bytes.Buffer
	for i := 0; b.Len() < 5*doc.ChunkSize; i++ {
		fmt.Fprintf(&b, "word %d [link %d](http://x.example/%d) [[n] [i](j)](k) é中😀 \x01 ", i, i, i)
		if i%5000 == 4999 {
			b.WriteString("\n")
		}
	}
	b.WriteString("\n")
	src := b.Bytes()
	compareWithWindow(t, src)
	d := doc.New(doc.BytesSource(src), doc.ParseOptions{})
	soft := 0
	for k := 0; k < d.NumChunks(); k++ {
		c := d.Chunk(k)
		checkChunk(t, src, c)
		if k > 0 && c.SrcStart < int64(len(src)) && src[c.SrcStart-1] != '\n' {
			soft++
		}
	}
	if soft < 3 {
		t.Errorf("only %d soft cuts", soft)
	}
}

// Real documents repeated over many chunks agree with one window.
func TestChunkSeedDocuments(t *testing.T) {
	for _, name := range []string{"../../testdata/current.md", "../../testdata/parse/multiline.in", "../../testdata/parse/controls.in"} {
		t.Run(name, func(t *testing.T) {
			one, err := os.ReadFile(name)
			if err != nil {
				t.Fatal(err)
			}
			var src []byte
			for i := 0; len(src) < 5*doc.ChunkSize; i++ {
				src = append(src, one...)
				src = append(src, '\n')
				src = append(src, strings.Repeat("x", i%61)...)
				src = append(src, '\n')
			}
			compareWithWindow(t, src)
		})
	}
}

// waitComplete waits until a stream has read its end.
func waitComplete(t *testing.T, src *doc.StreamSource) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for !src.Complete() {
		if time.Now().After(deadline) {
			t.Fatal("stream never completed")
		}
		time.Sleep(time.Millisecond)
	}
}

// endsBetweenCalls is a stream that ends between a reader's two questions:
// whichever of Size and Complete is asked first, the stream then takes in
// its last bytes and ends, as a reading goroutine may, before the second.
type endsBetweenCalls struct {
	text  []byte
	shown int
	done  bool
	armed bool // from the Refresh under test on
	asked bool
}

func (s *endsBetweenCalls) ask() {
	if !s.armed {
		return
	}
	if s.asked {
		s.shown, s.done = len(s.text), true
	}
	s.asked = true
}

func (s *endsBetweenCalls) Size() int64 { s.ask(); return int64(s.shown) }

func (s *endsBetweenCalls) Complete() bool { s.ask(); return s.done }

func (s *endsBetweenCalls) ReadAt(p []byte, off int64) (int, error) {
	return copy(p, s.text[off:s.shown]), nil
}

// A document never says it is complete at a size short of the end: G on a
// pipe stopped following one refresh before the last lines when the stream
// ended between Refresh's two calls (TestE2EMemoryLongPipe, 1 run in 3).
func TestRefreshCompleteMeansWhole(t *testing.T) {
	src := &endsBetweenCalls{text: []byte("first\nlast\n"), shown: 6}
	d := doc.New(src, doc.ParseOptions{})
	src.armed = true
	d.Refresh()
	if d.Complete() && d.Size() != int64(len(src.text)) {
		t.Fatalf("complete at %d bytes of %d", d.Size(), len(src.text))
	}
}
