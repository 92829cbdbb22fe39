package tcell

import (
	"testing"

	"github.com/gdamore/tcell/v2/terminfo"
)

// TestInputKeyTables feeds one sequence answered by each of the input
// processor's key tables (csiAllKeys, csiUKeys, winKeys, ss3Keys,
// linuxFKeys) and checks the key it reports.
func TestInputKeyTables(t *testing.T) {
	for _, tc := range []struct {
		name, in string
		key      Key
		r        rune
		mod      ModMask
	}{
		{"csi arrow", "\x1b[A", KeyUp, 0, ModNone},
		{"csi shifted arrow", "\x1b[a", KeyUp, 0, ModShift},
		{"csi tilde", "\x1b[15~", KeyF5, 0, ModNone},
		{"csi tilde modified", "\x1b[15;5~", KeyF5, 0, ModCtrl},
		{"csi aixterm", "\x1b[24q", KeyF24, 0, ModNone},
		{"kitty escape", "\x1b[27u", KeyESC, 0, ModNone},
		{"kitty keypad", "\x1b[57399u", KeyRune, '0', ModNone},
		{"win32 F1", "\x1b[112;59;0;1;0;1_", KeyF1, 0, ModNone},
		{"ss3 F1", "\x1bOP", KeyF1, 0, ModNone},
		{"ss3 F8", "\x1bOl", KeyF8, 0, ModNone},
		{"ss3 modified", "\x1b[1;5x", KeyF10, 0, ModCtrl},
		{"linux F3", "\x1b[[C", KeyF3, 0, ModNone},
	} {
		evch := make(chan Event, 10)
		ip := NewInputProcessor(evch)
		ip.ScanUTF8([]byte(tc.in))
		got := firstKey(evch)
		if got == nil {
			t.Errorf("%s %q: no key event", tc.name, tc.in)
			continue
		}
		if got.Key() != tc.key || got.Rune() != tc.r || got.Modifiers() != tc.mod {
			t.Errorf("%s %q: key %v rune %q mod %v, want key %v rune %q mod %v",
				tc.name, tc.in, got.Key(), got.Rune(), got.Modifiers(), tc.key, tc.r, tc.mod)
		}
	}
}

// TestBuildAcsMap checks that the alternate character set's terminfo names
// (vtACSNames) give the runes they stand for. buildAcsMap reads pairs while
// more than two bytes remain, so the last pair (here "aa") is left out.
func TestBuildAcsMap(t *testing.T) {
	ts := &tScreen{ti: &terminfo.Terminfo{AltChars: "qqlk~}aa", EnterAcs: "\x0e", ExitAcs: "\x0f"}}
	ts.buildAcsMap()
	want := map[rune]string{
		RuneHLine:    "\x0eq\x0f",
		RuneULCorner: "\x0ek\x0f",
		RuneBullet:   "\x0e}\x0f",
	}
	if len(ts.acs) != len(want) {
		t.Errorf("acs map %q, want %q", ts.acs, want)
	}
	for r, s := range want {
		if ts.acs[r] != s {
			t.Errorf("acs[%q] = %q, want %q", r, ts.acs[r], s)
		}
	}
}

// TestExportedTables checks the exported tables and the functions that read
// them: ColorNames (GetColor, Color.Name), ColorValues (Color.Hex), KeyNames
// (EventKey.Name) and RuneFallbacks (a screen's fallbacks).
func TestExportedTables(t *testing.T) {
	if c := ColorNames()["navy"]; c != ColorNavy {
		t.Errorf("ColorNames()[navy] = %v, want %v", c, ColorNavy)
	}
	if c := GetColor("navy"); c != ColorNavy {
		t.Errorf("GetColor(navy) = %v, want %v", c, ColorNavy)
	}
	if n := ColorNavy.Name(); n != "navy" {
		t.Errorf("ColorNavy.Name() = %q, want navy", n)
	}
	if v := ColorValues()[ColorNavy]; v != 0x000080 {
		t.Errorf("ColorValues()[ColorNavy] = %#x, want 0x000080", v)
	}
	if n := KeyNames()[KeyPgDn]; n != "PgDn" {
		t.Errorf("KeyNames()[KeyPgDn] = %q, want PgDn", n)
	}
	if n := NewEventKey(KeyF1, 0, ModCtrl).Name(); n != "Ctrl+F1" {
		t.Errorf("ctrl-F1's name %q, want Ctrl+F1", n)
	}
	if s := RuneFallbacks()[RuneHLine]; s != "-" {
		t.Errorf("RuneFallbacks()[RuneHLine] = %q, want -", s)
	}
	s := mkTestScreen(t, "US-ASCII")
	defer s.Fini()
	if !s.CanDisplay(RuneHLine, true) || s.CanDisplay(RuneHLine, false) {
		t.Errorf("US-ASCII screen: RuneHLine displayable only through its fallback")
	}
}

// TestExportedTablesShared checks that each call returns the same map, as
// the package variables were: an entry added through one call is seen by
// the next and by the functions that read the table.
func TestExportedTablesShared(t *testing.T) {
	const k = Key(4000)
	KeyNames()[k] = "Extra"
	defer delete(KeyNames(), k)
	if n := NewEventKey(k, 0, ModNone).Name(); n != "Extra" {
		t.Errorf("added key's name %q, want Extra", n)
	}
	ColorNames()["extra"] = ColorTeal
	defer delete(ColorNames(), "extra")
	if c := GetColor("extra"); c != ColorTeal {
		t.Errorf("GetColor(extra) = %v, want %v", c, ColorTeal)
	}
	if len(ColorValues()) == 0 || len(RuneFallbacks()) == 0 {
		t.Errorf("ColorValues() has %d entries, RuneFallbacks() %d", len(ColorValues()), len(RuneFallbacks()))
	}
}
