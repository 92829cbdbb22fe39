package config

import (
	"os"
	"strconv"
	"testing"

	"github.com/gdamore/tcell/v2"
	"gopkg.in/yaml.v3"
)

func keyEv(k tcell.Key, r rune, m tcell.ModMask) *tcell.EventKey { return tcell.NewEventKey(k, r, m) }

// A binding's name and the key events it is meant to catch must come to the
// same canonical name: that is what makes a binding fire.
func TestKeyNames(t *testing.T) {
	const none = tcell.ModNone
	rune_ := func(r rune) *tcell.EventKey { return keyEv(tcell.KeyRune, r, none) }
	tests := []struct {
		name   string // as written in keys.yaml
		canon  string // canonicalKey's answer
		events []*tcell.EventKey
	}{
		{"g", "g", []*tcell.EventKey{rune_('g')}},
		{"G", "G", []*tcell.EventKey{rune_('G'), keyEv(tcell.KeyRune, 'G', tcell.ModShift)}},
		{"shift-g", "G", []*tcell.EventKey{rune_('G')}},
		{"Shift-g", "G", []*tcell.EventKey{rune_('G')}},
		{"ctrl-c", "ctrl-c", []*tcell.EventKey{
			keyEv(tcell.KeyCtrlC, 0, tcell.ModCtrl),   // what tcell's input parser posts for 0x03
			keyEv(tcell.KeyRune, 'c', tcell.ModCtrl),  // NewEventKey turns this into KeyCtrlC
			keyEv(tcell.KeyCtrlC, 'c', tcell.ModNone), // no modifier reported
		}},
		{"Ctrl-C", "ctrl-c", []*tcell.EventKey{keyEv(tcell.KeyCtrlC, 0, tcell.ModCtrl)}},
		{"ctrl-C", "ctrl-c", []*tcell.EventKey{keyEv(tcell.KeyCtrlC, 0, tcell.ModCtrl)}},
		{"CTRL-c", "ctrl-c", []*tcell.EventKey{keyEv(tcell.KeyCtrlC, 0, tcell.ModCtrl)}},
		{"shift-tab", "backtab", []*tcell.EventKey{keyEv(tcell.KeyBacktab, 0, none), keyEv(tcell.KeyTab, 0, tcell.ModShift)}},
		{"Shift-Tab", "backtab", []*tcell.EventKey{keyEv(tcell.KeyBacktab, 0, none)}},
		{"backtab", "backtab", []*tcell.EventKey{keyEv(tcell.KeyBacktab, 0, none)}},
		{"tab", "tab", []*tcell.EventKey{keyEv(tcell.KeyTab, 0, none), rune_('\t')}},
		{"space", "space", []*tcell.EventKey{rune_(' ')}},
		{"Space", "space", []*tcell.EventKey{rune_(' ')}},
		{" ", "space", []*tcell.EventKey{rune_(' ')}},
		{"alt-x", "alt-x", []*tcell.EventKey{keyEv(tcell.KeyRune, 'x', tcell.ModAlt)}},
		{"alt-X", "alt-X", []*tcell.EventKey{keyEv(tcell.KeyRune, 'X', tcell.ModAlt)}},
		{"alt-shift-x", "alt-X", []*tcell.EventKey{keyEv(tcell.KeyRune, 'X', tcell.ModAlt)}},
		{"esc", "esc", []*tcell.EventKey{keyEv(tcell.KeyEsc, 0, none), rune_(0x1b)}},
		{"escape", "esc", []*tcell.EventKey{keyEv(tcell.KeyEsc, 0, none)}},
		{"Escape", "esc", []*tcell.EventKey{keyEv(tcell.KeyEsc, 0, none)}},
		{"pgdn", "pgdn", []*tcell.EventKey{keyEv(tcell.KeyPgDn, 0, none)}},
		{"PgDn", "pgdn", []*tcell.EventKey{keyEv(tcell.KeyPgDn, 0, none)}},
		{"pagedown", "pgdn", []*tcell.EventKey{keyEv(tcell.KeyPgDn, 0, none)}},
		{"pgup", "pgup", []*tcell.EventKey{keyEv(tcell.KeyPgUp, 0, none)}},
		{"f1", "f1", []*tcell.EventKey{keyEv(tcell.KeyF1, 0, none)}},
		{"F12", "f12", []*tcell.EventKey{keyEv(tcell.KeyF12, 0, none)}},
		{"enter", "enter", []*tcell.EventKey{keyEv(tcell.KeyEnter, 0, none), rune_('\r')}},
		{"return", "enter", []*tcell.EventKey{keyEv(tcell.KeyEnter, 0, none)}},
		// tcell delivers both 0x08 and 0x7F as backspace.
		{"backspace", "backspace", []*tcell.EventKey{
			keyEv(tcell.KeyBackspace, 0, none), keyEv(tcell.KeyBackspace2, 0, none),
			rune_(0x08), rune_(0x7f),
		}},
		{"home", "home", []*tcell.EventKey{keyEv(tcell.KeyHome, 0, none)}},
		{"end", "end", []*tcell.EventKey{keyEv(tcell.KeyEnd, 0, none)}},
		{"delete", "delete", []*tcell.EventKey{keyEv(tcell.KeyDelete, 0, none)}},
		{"del", "delete", []*tcell.EventKey{keyEv(tcell.KeyDelete, 0, none)}},
		{"insert", "insert", []*tcell.EventKey{keyEv(tcell.KeyInsert, 0, none)}},
		{"up", "up", []*tcell.EventKey{keyEv(tcell.KeyUp, 0, none)}},
		{"shift-up", "shift-up", []*tcell.EventKey{keyEv(tcell.KeyUp, 0, tcell.ModShift)}},
		{"ctrl-up", "ctrl-up", []*tcell.EventKey{keyEv(tcell.KeyUp, 0, tcell.ModCtrl)}},
		{"alt-left", "alt-left", []*tcell.EventKey{keyEv(tcell.KeyLeft, 0, tcell.ModAlt)}},
		{"ctrl-space", "ctrl-space", []*tcell.EventKey{keyEv(tcell.KeyCtrlSpace, 0, tcell.ModCtrl)}},
		{"alt-enter", "alt-enter", []*tcell.EventKey{keyEv(tcell.KeyEnter, 0, tcell.ModAlt)}},
		{"%", "%", []*tcell.EventKey{rune_('%')}},
		{"/", "/", []*tcell.EventKey{rune_('/')}},
		{"-", "-", []*tcell.EventKey{rune_('-')}},
		{"ä", "ä", []*tcell.EventKey{rune_('ä')}},
		// README: "any of them with alt-, ctrl- or shift- in front". ESC
		// then shift-tab reaches lwl as Backtab with ModAlt.
		{"alt-shift-tab", "alt-backtab", []*tcell.EventKey{keyEv(tcell.KeyBacktab, 0, tcell.ModAlt)}},
		// A shifted capital is still the capital: no event ever carries
		// shift with a rune (NewEventKey drops it).
		{"shift-G", "G", []*tcell.EventKey{rune_('G')}},
		// Control keys whose byte is another key's: one key, both names.
		{"ctrl-i", "tab", []*tcell.EventKey{keyEv(tcell.KeyTab, 0, none), keyEv(tcell.KeyCtrlI, 0, tcell.ModCtrl)}},
		{"ctrl-m", "enter", []*tcell.EventKey{keyEv(tcell.KeyEnter, 0, none), keyEv(tcell.KeyRune, 'm', tcell.ModCtrl)}},
		{"ctrl-h", "backspace", []*tcell.EventKey{keyEv(tcell.KeyBackspace, 0, none), keyEv(tcell.KeyCtrlH, 0, tcell.ModCtrl)}},
		{"ctrl-[", "esc", []*tcell.EventKey{keyEv(tcell.KeyEsc, 0, none), keyEv(tcell.KeyRune, '[', tcell.ModCtrl)}},
		{"ctrl-]", "ctrl-]", []*tcell.EventKey{keyEv(tcell.KeyCtrlRightSq, 0, tcell.ModCtrl), keyEv(tcell.KeyRune, ']', tcell.ModCtrl)}},
		{"ctrl-space", "ctrl-space", []*tcell.EventKey{keyEv(tcell.KeyRune, ' ', tcell.ModCtrl)}},
		{"ctrl-@", "ctrl-space", []*tcell.EventKey{keyEv(tcell.KeyRune, '@', tcell.ModCtrl), keyEv(tcell.KeyCtrlSpace, 0, tcell.ModCtrl)}},
		{"alt-ctrl-]", "alt-ctrl-]", []*tcell.EventKey{keyEv(tcell.KeyRune, ']', tcell.ModCtrl|tcell.ModAlt)}},
		{"ctrl-alt-[", "alt-esc", []*tcell.EventKey{keyEv(tcell.KeyRune, '[', tcell.ModCtrl|tcell.ModAlt)}},
		// ESC then a control character, as tcell gives it without a
		// keyboard protocol: the letter with alt and ctrl.
		{"alt-ctrl-x", "alt-ctrl-x", []*tcell.EventKey{keyEv(tcell.KeyRune, 'x', tcell.ModAlt|tcell.ModCtrl), keyEv(tcell.KeyCtrlX, 0, tcell.ModAlt|tcell.ModCtrl)}},
		{"ctrl-alt-v", "alt-ctrl-v", []*tcell.EventKey{keyEv(tcell.KeyRune, 'v', tcell.ModAlt|tcell.ModCtrl)}},
		{"alt-enter", "alt-enter", []*tcell.EventKey{keyEv(tcell.KeyRune, 'm', tcell.ModAlt|tcell.ModCtrl)}},
		{"alt-ctrl-]", "alt-ctrl-]", []*tcell.EventKey{keyEv(tcell.KeyRune, '}', tcell.ModAlt|tcell.ModCtrl)}},
		// ctrl with a character that has no control key: only a keyboard
		// protocol sends it, and then it is that, not the character.
		{"ctrl-1", "ctrl-1", []*tcell.EventKey{keyEv(tcell.KeyRune, '1', tcell.ModCtrl)}},
	}
	names := tcellNames()
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := canonicalKey(tc.name, names)
			if err != nil {
				t.Fatalf("canonicalKey(%q): %v", tc.name, err)
			}
			if got != tc.canon {
				t.Errorf("canonicalKey(%q) = %q, want %q", tc.name, got, tc.canon)
			}
			for _, e := range tc.events {
				if n := EventName(e); n != tc.canon {
					t.Errorf("EventName(key %d rune %q mod %d) = %q, want %q (binding %q would not fire)",
						e.Key(), e.Rune(), e.Modifiers(), n, tc.canon, tc.name)
				}
			}
		})
	}
}

func TestKeyNamesCaseSensitive(t *testing.T) {
	names := tcellNames()
	g, _ := canonicalKey("g", names)
	G, _ := canonicalKey("G", names)
	if g == G {
		t.Fatalf("g and G are the same key %q", g)
	}
	if EventName(keyEv(tcell.KeyRune, 'g', 0)) == EventName(keyEv(tcell.KeyRune, 'G', 0)) {
		t.Fatalf("the events g and G have one name")
	}
	b, err := ParseKeys([]byte("ground: {Q: quit}\n"), "keys.yaml", nil, refuseFly)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := b["ground"]["q"]; ok {
		t.Errorf("binding Q also bound q")
	}
	if _, ok := b["ground"]["Q"]; !ok {
		t.Errorf("binding Q did not bind Q: %v", b["ground"])
	}
}

func TestUnknownKeyNames(t *testing.T) {
	names := tcellNames()
	for _, n := range []string{"foo", "ctrl-foo", "pagedwn", "f99", "ctrl-", "alt-", "shift-enterr", "gg", "", "alt-alt-x", "ctrl-shift-ctrl-x"} {
		if got, err := canonicalKey(n, names); err == nil {
			t.Errorf("canonicalKey(%q) = %q, want an error", n, got)
		} else if want := `unknown key "` + n + `"`; err.Error() != want {
			t.Errorf("canonicalKey(%q): error %q, want %q", n, err, want)
		}
	}
}

// reachable is the set of names that key events can have: every rune with
// and without alt, every tcell key with every modifier combination.
func reachable() map[string]bool {
	set := map[string]bool{}
	mods := []tcell.ModMask{tcell.ModNone, tcell.ModCtrl, tcell.ModAlt, tcell.ModShift,
		tcell.ModCtrl | tcell.ModAlt, tcell.ModCtrl | tcell.ModShift, tcell.ModAlt | tcell.ModShift}
	for r := rune(' '); r < 0x7f; r++ {
		for _, m := range mods {
			set[EventName(keyEv(tcell.KeyRune, r, m))] = true
		}
	}
	for k := range tcell.KeyNames() {
		for _, m := range mods {
			set[EventName(keyEv(k, 0, m))] = true
		}
	}
	delete(set, "")
	return set
}

// The key names README.md promises must parse and name a key that a
// terminal can send.
func TestReadmeKeyNamesReachable(t *testing.T) {
	names, reach := tcellNames(), reachable()
	list := []string{"enter", "esc", "backspace", "tab", "shift-tab", "backtab", "up", "down", "left",
		"right", "pgup", "pgdn", "home", "end", "delete", "insert", "space", "G", "%", "return", "escape"}
	for i := 1; i <= 12; i++ {
		list = append(list, "f"+strconv.Itoa(i))
	}
	for c := 'a'; c <= 'z'; c++ {
		list = append(list, "ctrl-"+string(c), "alt-"+string(c))
	}
	for _, n := range list {
		k, err := canonicalKey(n, names)
		if err != nil {
			t.Errorf("canonicalKey(%q): %v", n, err)
			continue
		}
		if !reach[k] {
			t.Errorf("%q canonicalizes to %q, which no key event is named", n, k)
		}
	}
}

// Every key the default keys.yaml binds is a key name that a terminal can
// send, and every mode binds something.
func TestDefaultKeysReachable(t *testing.T) {
	data, err := os.ReadFile("../../keys.yaml")
	if err != nil {
		t.Fatal(err)
	}
	var raw map[string]map[string]string
	if err := yaml.Unmarshal(data, &raw); err != nil {
		t.Fatal(err)
	}
	names, reach := tcellNames(), reachable()
	for _, mode := range modes {
		if len(raw[mode]) == 0 {
			t.Errorf("the default keys.yaml binds nothing in mode %q", mode)
		}
		for k := range raw[mode] {
			key, err := canonicalKey(k, names)
			if err != nil {
				t.Errorf("%s: key %q: %v", mode, k, err)
				continue
			}
			if !reach[key] {
				t.Errorf("%s: key %q (%q) can never be pressed", mode, k, key)
			}
		}
	}
}
