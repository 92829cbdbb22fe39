package app

import (
	"maps"
	"os"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"

	"lwl/app/config"
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

func defaultBindings(t *testing.T) config.Bindings {
	t.Helper()
	b, err := config.ParseKeys(defaultKeysYAML(t), "keys.yaml", nil, CheckAction)
	if err != nil {
		t.Fatalf("the default keys.yaml does not parse: %v", err)
	}
	return b
}

func cloneBindings(b config.Bindings) config.Bindings {
	out := config.Bindings{}
	for mode, m := range b {
		out[mode] = maps.Clone(m)
	}
	return out
}

func TestParseDefaultKeys(t *testing.T) {
	b := defaultBindings(t)
	want := map[string]map[string]config.Binding{
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
	if _, ok := b["ground"]["ctrl-o"]; ok {
		t.Errorf("ctrl-o is bound by default (it is a commented example)")
	}
}

// Every action the default keys.yaml binds is one of its mode's, with a
// valid argument (its keys are checked in app/config).
func TestDefaultBindingsValidate(t *testing.T) {
	var raw map[string]map[string]string
	if err := yaml.Unmarshal(defaultKeysYAML(t), &raw); err != nil {
		t.Fatal(err)
	}
	parsed := defaultBindings(t)
	for _, mode := range config.Modes() {
		for k, v := range raw[mode] {
			action, arg, _ := strings.Cut(v, " ")
			if err := CheckAction(mode, action, strings.TrimSpace(arg)); err != nil {
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
	for _, mode := range config.Modes() {
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
		known := slices.Contains(config.Modes(), name) // "in `hint`:"
		for _, mode := range config.Modes() {
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
		b, err := config.ParseKeys([]byte("ground:\n  ctrl-o: fork echo \"$LINK\" >> ~/bookmarks\n"), "user.yaml", base, CheckAction)
		if err != nil {
			t.Fatal(err)
		}
		got := b["ground"]["ctrl-o"]
		if got.Action != "fork" || got.Arg != `echo "$LINK" >> ~/bookmarks` || got.Line != 2 {
			t.Errorf("ctrl-o = %+v, want fork `echo \"$LINK\" >> ~/bookmarks` at line 2", got)
		}
		for _, mode := range config.Modes() {
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
		b, err := config.ParseKeys([]byte("ground:\n  q: none\n"), "user.yaml", base, CheckAction)
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
		b, err := config.ParseKeys([]byte("ground:\n  enter: follow w3m \"$LINK\"\n  escape: quit\nprompt:\n  tab: accept\n"), "user.yaml", base, CheckAction)
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
		b, err := config.ParseKeys(data, "keys-readme.yaml", base, CheckAction)
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
			b, err := config.ParseKeys([]byte(data), "user.yaml", base, CheckAction)
			if err != nil {
				t.Fatalf("%q: %v", data, err)
			}
			for _, mode := range config.Modes() {
				if !maps.Equal(b[mode], base[mode]) {
					t.Errorf("%q changed mode %s", data, mode)
				}
			}
		}
	})

	for _, mode := range config.Modes() {
		if !maps.Equal(base[mode], before[mode]) {
			t.Errorf("config.ParseKeys changed its base (mode %s)", mode)
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
			`user.yaml:2: prompt needs one of: edit, exec, filter, fork, save, search, search-all, search-backward, url`},
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
			b, err := config.ParseKeys([]byte(tc.data), "user.yaml", base, CheckAction)
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
	for _, mode := range config.Modes() {
		if !maps.Equal(base[mode], before[mode]) {
			t.Errorf("a failed config.ParseKeys changed its base (mode %s)", mode)
		}
	}
}

// The prompt action's help, a constant, names the prompt kinds in their
// order.
func TestPromptHelpNamesEveryKind(t *testing.T) {
	if want := "open the prompt: " + strings.Join(promptKinds.names(), ", "); promptHelp != want {
		t.Errorf("promptHelp = %q, want %q", promptHelp, want)
	}
}
