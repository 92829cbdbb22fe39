package app

import (
	"maps"
	"os"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"gopkg.in/yaml.v3"
)

// defaultKeysYAML is the embedded default keys.yaml, read from the source
// tree (main.go embeds the same file).
func defaultKeysYAML(t *testing.T) []byte {
	t.Helper()
	b, err := os.ReadFile("../keys.yaml")
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func defaultBindings(t *testing.T) Bindings {
	t.Helper()
	b, err := ParseKeys(defaultKeysYAML(t), "keys.yaml", nil)
	if err != nil {
		t.Fatalf("the default keys.yaml does not parse: %v", err)
	}
	return b
}

func cloneBindings(b Bindings) Bindings {
	out := Bindings{}
	for mode, m := range b {
		out[mode] = maps.Clone(m)
	}
	return out
}

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
				if n := eventName(e); n != tc.canon {
					t.Errorf("eventName(key %d rune %q mod %d) = %q, want %q (binding %q would not fire)",
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
	if eventName(keyEv(tcell.KeyRune, 'g', 0)) == eventName(keyEv(tcell.KeyRune, 'G', 0)) {
		t.Fatalf("the events g and G have one name")
	}
	b, err := ParseKeys([]byte("ground: {Q: quit}\n"), "keys.yaml", nil)
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
			set[eventName(keyEv(tcell.KeyRune, r, m))] = true
		}
	}
	for k := range tcell.KeyNames {
		for _, m := range mods {
			set[eventName(keyEv(k, 0, m))] = true
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

func TestParseDefaultKeys(t *testing.T) {
	b := defaultBindings(t)
	want := map[string]map[string]Binding{
		"ground": {
			"q":       {Action: "quit"},
			"ctrl-c":  {Action: "interrupt"},
			"j":       {Action: "scroll", Arg: "1"},
			"k":       {Action: "scroll", Arg: "-1"},
			"space":   {Action: "scroll", Arg: "page"},
			"g":       {Action: "top"},
			"G":       {Action: "bottom"},
			"n":       {Action: "next"},
			"N":       {Action: "previous"},
			"backtab": {Action: "previous-link"},
			"/":       {Action: "prompt", Arg: "search"},
			"?":       {Action: "prompt", Arg: "search-backward"},
			"enter":   {Action: "follow", Arg: `bro "$LINK"`},
			"H":       {Action: "help"},
			"f1":      {Action: "help"},
		},
		"prompt": {
			"enter":     {Action: "accept"},
			"esc":       {Action: "cancel"},
			"backspace": {Action: "erase"},
			"up":        {Action: "history-previous"},
		},
	}
	for mode, m := range want {
		for k, w := range m {
			got, ok := b[mode][k]
			if !ok {
				t.Errorf("%s: %q is not bound", mode, k)
				continue
			}
			if got.Action != w.Action || got.Arg != w.Arg {
				t.Errorf("%s %q = %q %q, want %q %q", mode, k, got.Action, got.Arg, w.Action, w.Arg)
			}
			if got.Line < 1 {
				t.Errorf("%s %q: no line recorded", mode, k)
			}
		}
	}
	if _, ok := b["ground"]["B"]; ok {
		t.Errorf("B is bound by default (it is a commented example)")
	}
}

// Every default binding validates, and no two default names fold into one
// key (which would silently drop one of them).
func TestDefaultBindingsValidate(t *testing.T) {
	var raw map[string]map[string]string
	if err := yaml.Unmarshal(defaultKeysYAML(t), &raw); err != nil {
		t.Fatal(err)
	}
	names, reach := tcellNames(), reachable()
	parsed := defaultBindings(t)
	for _, mode := range modes {
		if len(raw[mode]) == 0 {
			t.Errorf("the default keys.yaml binds nothing in mode %q", mode)
		}
		for k, v := range raw[mode] {
			key, err := canonicalKey(k, names)
			if err != nil {
				t.Errorf("%s: key %q: %v", mode, k, err)
				continue
			}
			if !reach[key] {
				t.Errorf("%s: key %q (%q) can never be pressed", mode, k, key)
			}
			action, arg, _ := strings.Cut(v, " ")
			if err := checkAction(mode, action, strings.TrimSpace(arg)); err != nil {
				t.Errorf("%s %q: %v", mode, k, err)
			}
			if _, ok := actionsFor(mode).find(action); !ok {
				t.Errorf("%s %q: action %q is not an action of the mode", mode, k, action)
			}
		}
		if len(parsed[mode]) != len(raw[mode]) {
			t.Errorf("%s: %d names in keys.yaml but %d bindings parsed", mode, len(raw[mode]), len(parsed[mode]))
		}
	}
}

// The documentation lists every action: each appears in the default
// keys.yaml or in README.md's list of actions, and README lists no action
// that does not exist.
func TestDocsListEveryAction(t *testing.T) {
	readme, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	i := strings.Index(string(readme), "Actions:")
	if i < 0 {
		t.Fatal("README.md has no \"Actions:\" list")
	}
	para, _, _ := strings.Cut(string(readme)[i:], "\n\n")
	documented := map[string]bool{}
	var promptKindsDoc []string
	for _, m := range regexp.MustCompile("`([^`]+)`").FindAllStringSubmatch(para, -1) {
		word, rest, _ := strings.Cut(m[1], " ")
		documented[word] = true
		if word == "prompt" && rest != "" {
			promptKindsDoc = strings.Split(rest, "|")
		}
	}
	defaults := defaultBindings(t)
	for _, mode := range modes {
		bound := map[string]bool{}
		for _, b := range defaults[mode] {
			bound[b.Action] = true
		}
		for _, name := range actionsFor(mode).names() {
			if !bound[name] && !documented[name] {
				t.Errorf("%s action %q is neither bound in keys.yaml nor listed in README.md", mode, name)
			}
		}
	}
	for name := range documented {
		known := slices.Contains(modes[:], name) // "in `hint`:"
		for _, mode := range modes {
			if _, ok := actionsFor(mode).find(name); ok {
				known = true
			}
		}
		if !known {
			t.Errorf("README.md lists action %q, which does not exist", name)
		}
	}
	sort.Strings(promptKindsDoc)
	if got, want := strings.Join(promptKindsDoc, ", "), strings.Join(slices.Sorted(slices.Values(promptKinds.names())), ", "); got != want {
		t.Errorf("README.md lists prompt kinds %q, lwl has %q", got, want)
	}
}

// A user file names only what it changes.
func TestParseKeysOverlay(t *testing.T) {
	base := defaultBindings(t)
	before := cloneBindings(base)

	t.Run("bookmark key keeps every default", func(t *testing.T) {
		b, err := ParseKeys([]byte("ground:\n  B: fork echo \"$LINK\" >> ~/bookmarks\n"), "user.yaml", base)
		if err != nil {
			t.Fatal(err)
		}
		got := b["ground"]["B"]
		if got.Action != "fork" || got.Arg != `echo "$LINK" >> ~/bookmarks` || got.Line != 2 {
			t.Errorf("B = %+v, want fork `echo \"$LINK\" >> ~/bookmarks` at line 2", got)
		}
		for _, mode := range modes {
			for k, v := range base[mode] {
				if b[mode][k] != v {
					t.Errorf("%s %q changed: %+v, was %+v", mode, k, b[mode][k], v)
				}
			}
		}
		if len(b["ground"]) != len(base["ground"])+1 || len(b["prompt"]) != len(base["prompt"]) {
			t.Errorf("ground %d prompt %d bindings, want %d and %d",
				len(b["ground"]), len(b["prompt"]), len(base["ground"])+1, len(base["prompt"]))
		}
	})

	t.Run("none removes q only", func(t *testing.T) {
		b, err := ParseKeys([]byte("ground:\n  q: none\n"), "user.yaml", base)
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := b["ground"]["q"]; ok {
			t.Errorf("q is still bound")
		}
		if len(b["ground"]) != len(base["ground"])-1 {
			t.Errorf("%d ground bindings, want %d", len(b["ground"]), len(base["ground"])-1)
		}
		if b["ground"]["ctrl-c"].Action != "interrupt" {
			t.Errorf("ctrl-c no longer interrupts")
		}
		if len(b["prompt"]) != len(base["prompt"]) {
			t.Errorf("prompt bindings changed")
		}
	})

	t.Run("rebinding replaces", func(t *testing.T) {
		b, err := ParseKeys([]byte("ground:\n  enter: follow w3m \"$LINK\"\n  escape: quit\nprompt:\n  tab: accept\n"), "user.yaml", base)
		if err != nil {
			t.Fatal(err)
		}
		if got := b["ground"]["enter"]; got.Action != "follow" || got.Arg != `w3m "$LINK"` {
			t.Errorf("enter = %+v", got)
		}
		if got := b["ground"]["esc"]; got.Action != "quit" {
			t.Errorf("escape did not rebind esc: %+v", got)
		}
		if got := b["prompt"]["tab"]; got.Action != "accept" {
			t.Errorf("prompt tab = %+v", got)
		}
	})

	t.Run("README example", func(t *testing.T) {
		data, err := os.ReadFile("../testdata/config/keys-readme.yaml")
		if err != nil {
			t.Fatal(err)
		}
		b, err := ParseKeys(data, "keys-readme.yaml", base)
		if err != nil {
			t.Fatal(err)
		}
		if b["ground"]["B"].Action != "fork" || b["ground"]["enter"].Arg != `w3m "$LINK"` {
			t.Errorf("B %+v enter %+v", b["ground"]["B"], b["ground"]["enter"])
		}
		if _, ok := b["ground"]["q"]; ok {
			t.Errorf("q still bound")
		}
	})

	t.Run("empty file changes nothing", func(t *testing.T) {
		for _, data := range []string{"", "# nothing\n", "ground: {}\n"} {
			b, err := ParseKeys([]byte(data), "user.yaml", base)
			if err != nil {
				t.Fatalf("%q: %v", data, err)
			}
			for _, mode := range modes {
				if !maps.Equal(b[mode], base[mode]) {
					t.Errorf("%q changed mode %s", data, mode)
				}
			}
		}
	})

	for _, mode := range modes {
		if !maps.Equal(base[mode], before[mode]) {
			t.Errorf("ParseKeys changed its base (mode %s)", mode)
		}
	}
}

// groundActionList is what an unknown ground action's message lists: the
// table's names in sorted order (the table grows with every new action).
var groundActionList = strings.Join(slices.Sorted(slices.Values(groundActions.names())), ", ") + ", none"

const (
	promptActionList = "accept, cancel, erase, history-next, history-previous, literal, suspend, none"
	keyNameList      = "a single character, space, backspace, backtab, delete, down, end, enter, esc, f1, home, insert, left, pgdn, pgup, right, tab, up; with ctrl-, alt-, shift-"
)

// Every kind of mistake fails with FILE:LINE: and what is wrong, and
// nothing of the file is applied.
func TestParseKeysErrors(t *testing.T) {
	tests := []struct {
		name, data, want string
	}{
		{"yaml syntax: tab", "ground:\n\tj: quit\n",
			"user.yaml:2: found character that cannot start any token"},
		{"yaml syntax: mapping in value", "ground:\n  j: quit\n  k: quit: now\n",
			"user.yaml:3: mapping values are not allowed in this context"},
		{"yaml: duplicate key", "ground:\n  j: quit\n  j: top\n",
			`user.yaml:3: "j" is set twice (first at line 2)`},
		{"unknown mode", "ground:\n  j: quit\nprompts:\n  enter: accept\n",
			`user.yaml:3: unknown mode "prompts" (modes: ground, prompt, hint, picker)`},
		{"unknown key name", "ground:\n  j: quit\n  ctrl-foo: quit\n",
			`user.yaml:3: unknown key "ctrl-foo" (names: ` + keyNameList + `)`},
		{"tab and ctrl-i", "ground:\n  tab: quit\n  ctrl-i: top\n",
			`user.yaml:3: "ctrl-i" is the same key as the one at line 2`},
		{"shift-tab and backtab", "ground:\n  shift-tab: quit\n  backtab: top\n",
			`user.yaml:3: "backtab" is the same key as the one at line 2`},
		{"unknown key name pagedwn", "prompt:\n  pagedwn: accept\n",
			`user.yaml:2: unknown key "pagedwn" (names: ` + keyNameList + `)`},
		{"unknown action", "ground:\n  j: scroll 1\n  k: scrol 1\n",
			`user.yaml:3: unknown action "scrol" (actions: ` + groundActionList + `)`},
		{"ground action in prompt", "prompt:\n  enter: quit\n",
			`user.yaml:2: unknown action "quit" (actions: ` + promptActionList + `)`},
		{"prompt action in ground", "ground:\n  x: accept\n",
			`user.yaml:2: unknown action "accept" (actions: ` + groundActionList + `)`},
		{"scroll lots", "ground:\n  j: scroll lots\n",
			`user.yaml:2: scroll needs a number of rows, half or page (negative scrolls up), got "lots"`},
		{"scroll 0", "ground:\n  j: scroll 0\n",
			`user.yaml:2: scroll needs a number of rows, half or page (negative scrolls up), got "0"`},
		{"scroll nothing", "ground:\n  j: scroll\n",
			`user.yaml:2: scroll needs a number of rows, half or page (negative scrolls up), got ""`},
		{"prompt nowhere", "ground:\n  /: prompt nowhere\n",
			`user.yaml:2: prompt needs one of: edit, exec, filter, fork, save, search, search-all, search-backward`},
		{"fork with no command", "ground:\n  B: fork\n",
			`user.yaml:2: fork needs a shell command, such as: bro "$LINK"`},
		{"fork with blanks", "ground:\n  B: 'fork   '\n",
			`user.yaml:2: fork needs a shell command, such as: bro "$LINK"`},
		{"follow with no command", "ground:\n  enter: follow\n",
			`user.yaml:2: follow needs a shell command, such as: bro "$LINK"`},
		{"exec with no command", "ground:\n  X: exec\n",
			`user.yaml:2: exec needs a shell command, such as: bro "$LINK"`},
		{"argument to quit", "ground:\n  q: quit now\n",
			`user.yaml:2: quit takes no argument, got "now"`},
		{"argument to accept", "prompt:\n  enter: accept all\n",
			`user.yaml:2: accept takes no argument, got "all"`},
		{"left lots", "ground:\n  h: left lots\n",
			`user.yaml:2: left needs a positive number of columns, got "lots"`},
		{"non-string action: list", "ground:\n  j: quit\n  k: [scroll, 1]\n",
			`user.yaml:3: the action for "k" must be one string, such as "scroll 1"`},
		{"non-string action: map", "ground:\n  k: {scroll: 1}\n",
			`user.yaml:2: the action for "k" must be one string, such as "scroll 1"`},
		{"mode not a map", "ground: [q, quit]\n",
			`user.yaml:1: mode "ground" must be a map of KEY: ACTION`},
		{"file not a map", "- ground\n",
			`user.yaml:1: keys.yaml is a map of mode (ground, prompt, hint, picker) to bindings`},
	}
	base := defaultBindings(t)
	before := cloneBindings(base)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b, err := ParseKeys([]byte(tc.data), "user.yaml", base)
			if err == nil {
				t.Fatalf("no error; ground j = %+v", b["ground"]["j"])
			}
			if err.Error() != tc.want {
				t.Errorf("error\n got %s\nwant %s", err, tc.want)
			}
			if b != nil {
				t.Errorf("bindings returned with the error")
			}
		})
	}
	for _, mode := range modes {
		if !maps.Equal(base[mode], before[mode]) {
			t.Errorf("a failed ParseKeys changed its base (mode %s)", mode)
		}
	}
}
