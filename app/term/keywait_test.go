package term

import "testing"

// The first key of what the terminal sent during the "[process
// terminated]" pause resumes lwl; the bytes after it are keys for lwl.
func TestKeyLen(t *testing.T) {
	for _, c := range []struct {
		in         string
		n          int
		incomplete bool
	}{
		{"x", 1, false},
		{"xn", 1, false},
		{"\r", 1, false},
		{"é!", 2, false},
		{"\xc3", 1, true}, // half of é
		{"\x1b", 1, true}, // ESC alone, or an arrow's start
		{"\x1b[", 3, true},
		{"\x1b[B", 3, false},
		{"\x1b[Bn", 3, false},
		{"\x1b[1;5A", 6, false},
		{"\x1b[5~x", 4, false},
		{"\x1b[<65;10;5M", 11, false},
		{"\x1bOP", 3, false},
		{"\x1bO", 3, true},
		{"\x1bx", 2, false}, // alt-x
		{"\x1b\x1b[A", 1, false},
		{"\x1b[\x01", 2, false}, // not a sequence: ESC [ then ctrl-a
	} {
		if n := keyLen([]byte(c.in)); n != c.n {
			t.Errorf("keyLen(%q) = %d, want %d", c.in, n, c.n)
		}
		if inc := keyIncomplete([]byte(c.in)); inc != c.incomplete {
			t.Errorf("keyIncomplete(%q) = %v, want %v", c.in, inc, c.incomplete)
		}
	}
}
