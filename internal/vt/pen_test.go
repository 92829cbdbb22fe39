package vt

import "testing"

func TestPen(t *testing.T) {
	v := New(20, 2)
	v.Write([]byte("a\x1b[1;4;31mb\x1b[38;5;200;48;2;1;2;3mc\x1b[22;24;39;49md\x1b[4:3;7me\x1b[mf"))
	want := []Pen{
		defaultPen,
		{Bold: true, Underline: true, Fg: 1, Bg: -1},
		{Bold: true, Underline: true, Fg: 200, Bg: 1<<24 | 0x010203},
		{Fg: -1, Bg: -1},
		{Underline: true, Reverse: true, Fg: -1, Bg: -1},
		defaultPen,
	}
	for x, w := range want {
		if got := v.PenAt(x, 0); got != w {
			t.Errorf("cell %d: %+v, want %+v", x, got, w)
		}
	}
	if got := v.PenAt(10, 0); got != defaultPen {
		t.Errorf("blank cell: %+v", got)
	}
}
