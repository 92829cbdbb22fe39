package startup

import (
	"strings"
	"testing"
)

// Parse reads less's start commands; a later one replaces an earlier one,
// +F adds following to it.
func TestParse(t *testing.T) {
	for _, tc := range []struct {
		cmds []string
		want Start
	}{
		{[]string{"G"}, Start{End: true}},
		{[]string{"+G"}, Start{End: true}},
		{[]string{"42"}, Start{Line: 42}},
		{[]string{"/x y"}, Start{Search: "x y"}},
		{[]string{"G", "10"}, Start{Line: 10}},
		{[]string{"/x", "g"}, Start{}},
		{[]string{"10", "F"}, Start{Line: 10, Follow: true}},
	} {
		var s Start
		for _, c := range tc.cmds {
			if err := s.Parse(c); err != nil {
				t.Fatalf("%q: %v", tc.cmds, err)
			}
		}
		if s != tc.want {
			t.Errorf("%q: %+v, want %+v", tc.cmds, s, tc.want)
		}
	}
	for _, bad := range []string{"x", "-3", "/", ""} {
		var s Start
		if err := s.Parse(bad); err == nil || !strings.Contains(err.Error(), "unknown start command") {
			t.Errorf("%q: error %v, want an unknown start command", bad, err)
		}
	}
}

// Only a start away from the top moves.
func TestMoves(t *testing.T) {
	for s, want := range map[Start]bool{
		{}: false, {Line: 1}: false, {Message: "hi"}: false,
		{Line: 2}: true, {End: true}: true, {Search: "x"}: true, {Follow: true}: true,
	} {
		if s.Moves() != want {
			t.Errorf("%+v moves: %v, want %v", s, !want, want)
		}
	}
}
