package term

import (
	"slices"
	"strings"
	"testing"
)

func TestSeqStateAfter(t *testing.T) {
	for in, want := range map[string]seqState{
		"":              seqNone,
		"abc":           seqNone,
		"\x1b":          seqEscape,
		"\x1b\x1b":      seqEscape,
		"\x1b[":         seqCSI,
		"\x1b[1;5":      seqCSI,
		"\x1b[A":        seqNone,
		"\x1b[[":        seqOneMore,
		"\x1b[[A":       seqNone,
		"\x1bO":         seqSS3,
		"\x1bOP":        seqNone,
		"\x1bN":         seqOneMore,
		"\x1b]":         seqString,
		"\x1b]11;rgb":   seqString,
		"\x1b]11;x\x1b": seqStringEsc,
		"\x1b]x\x1b\\":  seqNone,
		"\x1b]x\a":      seqNone,
		"\x1b_":         seqString,
		"\x1ba":         seqNone,
		"\x1b[\x03":     seqNone,
		"\x1b[\xc3\xa9": seqNone,
	} {
		if got := seqNone.after([]byte(in)); got != want {
			t.Errorf("after(%q) = %d, want %d", in, got, want)
		}
	}
}

// A sequence split between reads goes on as it was; a control key after
// one left unfinished ends it first.
func TestSeqStateCutOff(t *testing.T) {
	for _, c := range []struct {
		before, next, want string
	}{
		{"\x1b[1;", "5A", ""},
		{"\x1b[", "\x03", " @"},
		{"\x1b[", "\x1b", ""},
		{"\x1bO", "\r", "\x00"},
		{"\x1bN", "\x1b", "\x00"},
		{"\x1b[[", "\x07", "\x00"},
		{"\x1b]11;rgb:0/0", "/0\a", ""},
		{"\x1b]11;rgb:0/0", "\x1b\\", ""},
		{"\x1b]", "\x03", "\a"},
		{"\x1b]", "\x1b", "\a"},
		{"\x1b]", "\a", "\a"},
		{"\x1b]x\x1b", "\x03", "\\"},
		{"\x1b]x\x1b", "\\", ""},
		{"abc", "\x03", ""},
		{"\x1b", "\x03", ""},
	} {
		if got := seqNone.after([]byte(c.before)).cutOff([]byte(c.next)); got != c.want {
			t.Errorf("after %q, cutOff(%q) = %q, want %q", c.before, c.next, got, c.want)
		}
	}
}

// Through tcell's own parser: a read that ends inside a sequence (a fast
// alt-[ is ESC [) leaves the next read's control key that very key (not
// an alt-control one, which a prompt does not take for enter), and the
// keys after it come through; so does a control key in the same read.
func TestGatedTtyUnfinishedSequence(t *testing.T) {
	for _, cut := range []string{"\x1b[", "\x1b[1;", "\x1bO", "\x1bN", "\x1b]", "\x1b_", "\x1b]x\x1b", "\x1b[["} {
		for _, key := range []string{"\x03", "\x07", "\x1b", "\r", "\t"} {
			for _, oneRead := range []bool{false, true} {
				got := keysParsed(func(read func(string)) {
					if oneRead {
						read(cut + key)
					} else {
						read(cut)
						read(key)
					}
					pastEscWait()
					read("z")
				}, isPlainZ)
				want := map[string]string{"\x03": "ctrl-c", "\x07": "ctrl-g", "\x1b": "esc", "\r": "enter", "\t": "tab"}[key]
				if strings.HasSuffix(cut, "\x1b") { // the escape begins an alt key
					want = map[string]string{"\x03": "alt-ctrl-c", "\x07": "alt-ctrl-g", "\x1b": "esc", "\r": "alt-enter", "\t": "backtab"}[key]
				}
				if !slices.Equal(got, []string{want, "z"}) {
					t.Errorf("%q then %q (one read: %v) then z: keys %q, want %s, z", cut, key, oneRead, got, want)
				}
			}
		}
	}
}

// A lone esc that tcell took as esc (after its wait) begins no sequence:
// the keys after it are keys, and a control key after [ ] or O is not
// given a byte that ends a sequence tcell is not in (a ctrl-g came
// before the Enter of esc ] Enter, and esc [ Enter lost its Enter).
func TestGatedTtyLoneEscapeEndsNoSequence(t *testing.T) {
	for _, key := range []string{"[", "]", "O"} {
		got := keysParsed(func(read func(string)) {
			read("\x1b")
			pastEscWait()
			read(key)
			read("\r")
			read("z")
		}, isPlainZ)
		if want := []string{"esc", key, "enter", "z"}; !slices.Equal(got, want) {
			t.Errorf("esc, a pause, %q, enter, z: keys %q, want %q", key, got, want)
		}
	}
}
