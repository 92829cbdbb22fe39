package doc_test

import (
	"strings"
	"testing"

	"lwl/widgets/doc"
)

// SGR sequences set the style of the text after them, to the end of the
// line; they take no display bytes.
func TestParseSGR(t *testing.T) {
	runParseCases(t, []parseCase{
		{name: "bold", in: "\x1b[1mb\x1b[0m.", text: "b.", spans: []string{ss(0, 1, "bold")}},
		{name: "empty reset", in: "\x1b[1mb\x1b[m.", text: "b.", spans: []string{ss(0, 1, "bold")}},
		{name: "dim italic strike reverse", in: "\x1b[2;3;9;7mx", text: "x", spans: []string{ss(0, 1, "dim,italic,reverse,strike")}},
		{name: "underline", in: "\x1b[4mx\x1b[24my", text: "xy", spans: []string{ss(0, 1, "underline")}},
		{name: "curly underline", in: "\x1b[4:3mx\x1b[4:0my", text: "xy", spans: []string{ss(0, 1, "underline")}},
		{name: "blink ignored", in: "\x1b[5mx\x1b[6my", text: "xy"},
		{name: "22 ends bold and dim", in: "\x1b[1;2mx\x1b[22my", text: "xy", spans: []string{ss(0, 1, "bold,dim")}},
		{name: "23 27 29", in: "\x1b[3;7;9mx\x1b[23;27;29my", text: "xy", spans: []string{ss(0, 1, "italic,reverse,strike")}},
		{name: "8 colours", in: "\x1b[31;42mx", text: "x", spans: []string{ss(0, 1, "fg1,bg2")}},
		{name: "bright colours", in: "\x1b[91;102mx", text: "x", spans: []string{ss(0, 1, "fg9,bg10")}},
		{name: "default fg bg", in: "\x1b[31;42mx\x1b[39my\x1b[49mz", text: "xyz", spans: []string{ss(0, 1, "fg1,bg2"), ss(1, 2, "bg2")}},
		{name: "256 colours", in: "\x1b[38;5;208;48;5;17mx", text: "x", spans: []string{ss(0, 1, "fg208,bg17")}},
		{name: "24-bit", in: "\x1b[38;2;1;2;3mx", text: "x", spans: []string{ss(0, 1, "fg#010203")}},
		{name: "24-bit colon with colour space", in: "\x1b[38:2::10:20:30mx", text: "x", spans: []string{ss(0, 1, "fg#0a141e")}},
		{name: "24-bit colon without colour space", in: "\x1b[48:2:10:20:30mx", text: "x", spans: []string{ss(0, 1, "bg#0a141e")}},
		{name: "256 colon", in: "\x1b[38:5:99mx", text: "x", spans: []string{ss(0, 1, "fg99")}},
		{name: "colour then bold", in: "\x1b[38;5;1;1mx", text: "x", spans: []string{ss(0, 1, "fg1,bold")}},
		{name: "bad colour ignored", in: "\x1b[38;5;300mx\x1b[38;2;1;2mx", text: "xx"},
		{name: "underline colour ignored", in: "\x1b[58;5;1;4mx", text: "x", spans: []string{ss(0, 1, "underline")}},
		{name: "state ends with the line", in: "\x1b[31mred\nplain", text: "red\nplain", spans: []string{ss(0, 3, "fg1")}},
		{name: "state ends with CRLF", in: "\x1b[31mred\r\nplain", text: "red\nplain", spans: []string{ss(0, 3, "fg1")}},
		{name: "changes add up", in: "\x1b[1ma\x1b[31mb\x1b[0mc", text: "abc", spans: []string{ss(0, 1, "bold"), ss(1, 2, "fg1,bold")}},
		{name: "no change no new span", in: "\x1b[1ma\x1b[1mb", text: "ab", spans: []string{ss(0, 2, "bold")}},
		{name: "tokens take the style", in: "\x1b[31m\x01", text: "<01>", spans: []string{cs(0, 4), ss(0, 4, "fg1")}},
		{name: "erase line dropped", in: "a\x1b[Kb\x1b[0Kc", text: "abc"},
		{name: "grep match", in: "x\x1b[01;31m\x1b[KTODO\x1b[m\x1b[K y", text: "xTODO y", spans: []string{ss(1, 5, "fg1,bold")}},
		{name: "erase display is a token", in: "\x1b[2K", text: "<1B>[2K", spans: []string{cs(0, 7)}},
		{name: "private SGR-like is a token", in: "\x1b[>4;2m", text: "<1B>[>4;2m", spans: []string{cs(0, 10)}},
		{name: "SGR with an intermediate is a token", in: "\x1b[1 m", text: "<1B>[1 m", spans: []string{cs(0, 8)}},
		{name: "search sees the letters", in: "re\x1b[1md\x1b[0m and", text: "red and", spans: []string{ss(2, 3, "bold")}},
		{name: "git diff line", in: "\x1b[32m+\x1b[m\x1b[32madded\x1b[m\n", text: "+added\n", spans: []string{ss(0, 6, "fg2")}},
	})
}

// Overstrike, as man pages come from nroff.
func TestParseOverstrike(t *testing.T) {
	runParseCases(t, []parseCase{
		{name: "bold", in: "N\bNA\bAM\bME\bE x", text: "NAME x", spans: []string{ss(0, 4, "bold")}},
		{name: "underline", in: "_\bf_\bi_\bl_\be", text: "file", spans: []string{ss(0, 4, "underline")}},
		{name: "underline after", in: "f\b_", text: "f", spans: []string{ss(0, 1, "underline")}},
		{name: "bold underline", in: "_\bx\bx", text: "x", spans: []string{ss(0, 1, "bold,underline")}},
		{name: "other shows the second", in: "a\bb", text: "b"},
		{name: "wide bold", in: "中\b中文\b文", text: "中文", spans: []string{ss(0, 6, "bold")}},
		{name: "wide underline", in: "_\b中", text: "中", spans: []string{ss(0, 3, "underline")}},
		{name: "bold then plain", in: "-\b-v\bv  show", text: "-v  show", spans: []string{ss(0, 2, "bold")}},
		{name: "in SGR colour", in: "\x1b[31mB\bBx", text: "Bx", spans: []string{ss(0, 1, "fg1,bold"), ss(1, 2, "fg1")}},
		{name: "nothing after", in: "a\b\n", text: "a<08>\n", spans: []string{cs(1, 5)}},
		{name: "control after", in: "a\b\x01", text: "a<08><01>", spans: []string{cs(1, 9)}},
		{name: "after a token", in: "\x01\bx", text: "<01><08>x", spans: []string{cs(0, 8)}},
		{name: "after a link", in: "[a](b)\b]", text: "[a]<08>]", links: []string{lk(0, "b", "[a]")}, spans: []string{ls(0, 0, 3), cs(3, 7)}},
		{name: "two backspaces", in: "a\b\bb", text: "a<08><08>b", spans: []string{cs(1, 9)}},
		{name: "bold link syntax is bold text", in: "[\b[a\ba]\b](\b(b\bb)\b)", text: "[a](b)", spans: []string{ss(0, 6, "bold")}},
		{name: "underlined brackets", in: "_\b[a_\b]", text: "[a]", spans: []string{ss(0, 1, "underline"), ss(2, 3, "underline")}},
	})
}

// OSC 8 hyperlinks become links.
func TestParseOSC8(t *testing.T) {
	const st, bel = "\x1b\\", "\x07"
	open := func(params, uri, term string) string { return "\x1b]8;" + params + ";" + uri + term }
	closeST := "\x1b]8;;" + st
	runParseCases(t, []parseCase{
		{name: "ST", in: "see " + open("", "http://a/", st) + "text" + closeST + " after",
			text: "see text after", links: []string{lk(4, "http://a/", "text")}, spans: []string{ls(4, 4, 8)}},
		{name: "BEL", in: open("", "u", bel) + "t" + "\x1b]8;;" + bel,
			text: "t", links: []string{lk(0, "u", "t")}, spans: []string{ls(0, 0, 1)}},
		{name: "semicolon in URI", in: open("", "http://a/?x=1;y=2", st) + "t" + closeST,
			text: "t", links: []string{lk(0, "http://a/?x=1;y=2", "t")}, spans: []string{ls(0, 0, 1)}},
		{name: "params", in: open("id=x:foo=bar", "u", st) + "t" + closeST,
			text: "t", links: []string{lk(0, "u", "t")}, spans: []string{ls(0, 0, 1)}},
		{name: "ends at line end", in: open("", "u", st) + "t\nnext",
			text: "t\nnext", links: []string{lk(0, "u", "t")}, spans: []string{ls(0, 0, 1)}},
		{name: "new link ends the open one", in: open("", "u", st) + "a" + open("", "v", st) + "b" + closeST,
			text: "ab", links: []string{lk(0, "u", "a"), lk(9, "v", "b")}, spans: []string{ls(0, 0, 1), ls(9, 1, 2)}},
		{name: "close with none open", in: "a" + closeST + "b", text: "ab"},
		{name: "id joins pieces over lines",
			in:    open("id=1", "u", st) + "one" + closeST + "\n" + open("id=1", "u", st) + "two" + closeST,
			text:  "one\ntwo",
			links: []string{lk(0, "u", "one")}, spans: []string{ls(0, 0, 3), ls(0, 4, 7)}},
		{name: "other id is another link",
			in:    open("id=1", "u", st) + "one" + closeST + "\n" + open("id=2", "u", st) + "two" + closeST,
			text:  "one\ntwo",
			links: []string{lk(0, "u", "one"), lk(23, "u", "two")}, spans: []string{ls(0, 0, 3), ls(23, 4, 7)}},
		{name: "other URI is another link",
			in:    open("id=1", "u", st) + "one" + closeST + "\n" + open("id=1", "v", st) + "two" + closeST,
			text:  "one\ntwo",
			links: []string{lk(0, "u", "one"), lk(23, "v", "two")}, spans: []string{ls(0, 0, 3), ls(23, 4, 7)}},
		{name: "without id no join",
			in:    open("", "u", st) + "one" + closeST + "\n" + open("", "u", st) + "two" + closeST,
			text:  "one\ntwo",
			links: []string{lk(0, "u", "one"), lk(19, "u", "two")}, spans: []string{ls(0, 0, 3), ls(19, 4, 7)}},
		{name: "unterminated is tokens", in: "\x1b]8;;http://a/\nx", text: "<1B>]8;;http://a/\nx", spans: []string{cs(0, 17)}},
		{name: "unterminated title is tokens", in: "\x1b]0;[a](b) x\ny", text: "<1B>]0;[a](b) x\ny", spans: []string{cs(0, 15)}},
		{name: "unterminated DCS inside link text", in: "[a \x1bPx](b) y\nz", text: "[a <1B>Px](b) y\nz",
			links: []string{lk(0, "b", "[a <1B>Px](b) y")}, spans: []string{ls(0, 0, 15), cs(3, 15)}},
		{name: "unterminated DCS is tokens", in: "a\x1bPq\x01", text: "a<1B>Pq<01>", spans: []string{cs(1, 11)}},
		{name: "unterminated at end is tokens", in: "\x1b]8;;u", text: "<1B>]8;;u", spans: []string{cs(0, 9)}},
		{name: "ESC inside is tokens", in: "\x1b]8;;u\x1bx\x07t", text: "<1B>]8;;u<1B>x<07>t", spans: []string{cs(0, 19)}},
		{name: "no second semicolon is tokens", in: "\x1b]8;u\x07t", text: "<1B>]8;u<07>t", spans: []string{cs(0, 12)}},
		{name: "OSC 52 is tokens", in: "\x1b]52;c;aGk=\x07", text: "<1B>]52;c;aGk=<07>", spans: []string{cs(0, 18)}},
		{name: "DCS is tokens", in: "\x1bPq#0\x1b\\", text: "<1B>Pq#0<1B>\\", spans: []string{cs(0, 13)}},
		{name: "APC PM SOS are tokens", in: "\x1b_a\x07\x1b^b\x07\x1bXc\x07", text: "<1B>_a<07><1B>^b<07><1B>Xc<07>", spans: []string{cs(0, 30)}},
		{name: "no join with a piece inside an unterminated string",
			in:    "\x1b]0;t " + open("id=a", "u", bel) + "x\n" + open("id=a", "u", bel) + "y",
			text:  "<1B>]0;t <1B>]8;id=a;u<07>x\ny",
			links: []string{lk(19, "u", "y")}, spans: []string{cs(0, 27), ls(19, 28, 29)}},
		{name: "no bare URL inside", in: open("", "u", st) + "http://x.y/" + closeST,
			text: "http://x.y/", links: []string{lk(0, "u", "http://x.y/")}, spans: []string{ls(0, 0, 11)}},
		{name: "coloured link text", in: open("", "u", st) + "\x1b[34mfile\x1b[0m" + closeST,
			text: "file", links: []string{lk(0, "u", "file")}, spans: []string{ss(0, 4, "fg4"), ls(0, 0, 4)}},
		{name: "control bytes in URI kept raw", in: open("", "a\x01b", bel) + "t",
			text: "t", links: []string{lk(0, "a\x01b", "t")}, spans: []string{ls(0, 0, 1)}},
	})
}

// ls --hyperlink=always style output: every file name its own link.
func TestParseOSC8Listing(t *testing.T) {
	in := "\x1b]8;;file://h/a\x1b\\\x1b[01;34ma\x1b[0m\x1b]8;;\x1b\\\n\x1b]8;;file://h/b.txt\x1b\\b.txt\x1b]8;;\x1b\\\n"
	c := parseOne(t, in, doc.ParseOptions{})
	if c.Text != "a\nb.txt\n" {
		t.Fatalf("text %q", c.Text)
	}
	if got := linkStrings(c); len(got) != 2 || c.Links[0].Dest != "file://h/a" || c.Links[1].Dest != "file://h/b.txt" {
		t.Fatalf("links %q", got)
	}
}

// An OSC 8 link's text is its text, brackets and all; a bracket link's
// text loses its brackets.
func TestLinkTextOSC8(t *testing.T) {
	d := doc.New(doc.BytesSource("\x1b]8;;u\x07[x]\x1b]8;;\x07 [y](v)"), doc.ParseOptions{})
	c := d.Chunk(0)
	if len(c.Links) != 2 {
		t.Fatalf("links %+v", c.Links)
	}
	if got := d.LinkText(c.Links[0].ID); got != "[x]" {
		t.Errorf("OSC 8 link text %q, want [x]", got)
	}
	if got := d.LinkText(c.Links[1].ID); got != "y" {
		t.Errorf("bracket link text %q, want y", got)
	}
}

// A line longer than a chunk is cut; the chunk after the cut starts with
// the style and the OSC 8 link set before the cut on that line (within the
// chunk's look-behind, see locality.go).
func TestChunkLongColouredLine(t *testing.T) {
	var b strings.Builder
	b.WriteString(strings.Repeat("y", doc.ChunkSize-2000))
	b.WriteString("\x1b[1;31m\x1b]8;;http://long/\x1b\\")
	b.WriteString(strings.Repeat("x", 2*doc.ChunkSize+10000))
	b.WriteString("\x1b]8;;\x1b\\ plain\x1b[0m end\nnext\n")
	src := []byte(b.String())
	d := doc.New(doc.BytesSource(src), doc.ParseOptions{})
	if d.NumChunks() < 2 {
		t.Fatalf("%d chunks, want the line cut", d.NumChunks())
	}
	c := d.Chunk(1)
	var style, link bool
	for _, s := range c.Spans {
		if s.Start == 0 && s.Kind == doc.KindStyle && s.Style.Fg != 0 && s.Style.Attr&doc.AttrBold != 0 {
			style = true
		}
		if s.Start == 0 && s.Kind == doc.KindLink && s.ID == doc.ChunkSize-2000+7 {
			link = true
		}
	}
	if !style || !link {
		t.Errorf("chunk 1 starts with style %v, link %v; spans %v", style, link, spanStrings(c))
	}
	// Chunk 2 starts more than a look-behind after them: it starts plain
	// (the known limit of rule 1 in locality.go).
}
