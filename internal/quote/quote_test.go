package quote

import (
	"strings"
	"testing"
)

func TestValue(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"scrol", `"scrol"`},
		{"a\x1b]0;T\a", `"a\x1b]0;T\a"`},
		{"two\nlines", `"two\nlines"`},
		{"\xff", `"\xff"`},
		{strings.Repeat("x", 100), `"` + strings.Repeat("x", MaxValue) + `"… (100 bytes)`},
		// the cut falls inside "é" (2 bytes): it moves back to a whole rune
		{strings.Repeat("x", MaxValue-1) + "é" + "yyy", `"` + strings.Repeat("x", MaxValue-1) + `"… (84 bytes)`},
	} {
		if got := Value(c.in); got != c.want {
			t.Errorf("Value(%q) = %s, want %s", c.in, got, c.want)
		}
	}
}

// A 50 MB value is shown as a line, not whole.
func TestValueHuge(t *testing.T) {
	got := Value(strings.Repeat("\n", 50<<20))
	if len(got) > 8*MaxValue || strings.ContainsAny(got, "\n\r") {
		t.Errorf("Value of 50 MB is %d bytes long or not one line", len(got))
	}
}

func TestName(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"notes.md", "notes.md"},
		{"/tmp/with space/ü.md", "/tmp/with space/ü.md"},
		{"x\x1b]0;TITLE\a.md", `"x\x1b]0;TITLE\a.md"`},
		{"", `""`},
		{"bidi\u202egnp.md", `"bidi\u202egnp.md"`},
	} {
		if got := Name(c.in); got != c.want {
			t.Errorf("Name(%q) = %s, want %s", c.in, got, c.want)
		}
	}
}

func TestMessage(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"keys.yaml:3: unknown action", "keys.yaml:3: unknown action"},
		{"x\x1b]0;TITLE\a.md: no such file", `x\x1b]0;TITLE\a.md: no such file`},
		{"a\nb\u009bc\xff", `a\nb\u009bc\xff`},
	} {
		if got := Message(c.in); got != c.want {
			t.Errorf("Message(%q) = %s, want %s", c.in, got, c.want)
		}
	}
	if got := Message(strings.Repeat("y", 3*MaxMessage)); len(got) > MaxMessage+len("…") {
		t.Errorf("Message let %d bytes through", len(got))
	}
}

// Nothing Message returns holds a byte a terminal acts on.
func FuzzMessage(f *testing.F) {
	f.Add("x\x1b]0;TITLE\a.md")
	f.Add("\u202e\xc2\x9b")
	f.Fuzz(func(t *testing.T, s string) {
		for _, out := range []string{Message(s), Value(s), Name(s)} {
			for _, r := range out {
				if r < 0x20 || (r >= 0x7f && r < 0xa0) {
					t.Fatalf("control %U in %q", r, out)
				}
			}
		}
	})
}
