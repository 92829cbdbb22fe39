package vt

import "testing"

func TestHyperlink(t *testing.T) {
	v := New(10, 3)
	a := Hyperlink{ID: "x", URI: "https://a.example/;x"}
	b := Hyperlink{URI: "http://b.example"}
	// opened with ST, kept over an SGR reset and a cursor move, closed by
	// BEL; another one without an id; a DCS that looks like OSC 8 changes
	// nothing; ESC c resets.
	v.Write([]byte("p\x1b]8;id=x;https://a.example/;x\x1b\\ab\x1b[m\x1b[2;3Hc\x1b]8;;\x07q" +
		"\x1b]8;foo=1:id=;http://b.example\x07d\x1b[3;1H\x1bP8;;\x1b\\e\x1b]8;;\x1b\\f\x1b[K"))
	want := map[[2]int]Hyperlink{
		{0, 0}: {}, {1, 0}: a, {2, 0}: a,
		{2, 1}: a, {3, 1}: {}, {4, 1}: b,
		{0, 2}: b, {1, 2}: {}, {5, 2}: {},
	}
	for at, w := range want {
		if got := v.HyperlinkAt(at[0], at[1]); got != w {
			t.Errorf("cell %v: %+v, want %+v", at, got, w)
		}
	}
	if v.Hyperlinked() {
		t.Error("a hyperlink is open after ESC ] 8 ; ; ST")
	}
	v.Write([]byte("\x1b[1;1H\x1b]8;;http://c\x1b\\\x1b[K"))
	if got := v.HyperlinkAt(5, 0); got != (Hyperlink{}) {
		t.Errorf("an erased cell carries %+v", got)
	}
	if !v.Hyperlinked() {
		t.Error("no hyperlink open after ESC ] 8 ; ; URI ST")
	}
	v.Write([]byte("\x1bc"))
	if v.Hyperlinked() {
		t.Error("a hyperlink is open after ESC c")
	}
}
