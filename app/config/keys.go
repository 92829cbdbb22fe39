package config

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/gdamore/tcell/v2"
	"gopkg.in/yaml.v3"

	"lwl/internal/quote"
	"lwl/internal/yamlx"
)

// Key names come from tcell's own table (lower-cased), plus single
// characters and a few human spellings. Both a binding's name and a key
// event are brought to one canonical spelling, so lookups are plain map hits.

// tcellNames is the set of lower-cased tcell key names.
func tcellNames() map[string]bool {
	names := map[string]bool{}
	for _, n := range tcell.KeyNames() {
		names[strings.ToLower(n)] = true
	}
	return names
}

// keyAlias is the name EventName uses for another spelling of a key.
func keyAlias(name string) (string, bool) {
	switch name {
	case "shift-tab":
		return "backtab", true
	case "return":
		return "enter", true
	case "escape":
		return "esc", true
	case "del":
		return "delete", true
	case "pagedown":
		return "pgdn", true
	case "pageup":
		return "pgup", true
	case "ins":
		return "insert", true
	}
	return "", false
}

// sameKeyAs names the control keys a terminal sends as another key's
// byte: ctrl-i is tab (0x09), ctrl-m enter, ctrl-h backspace, ctrl-[
// esc. Only terminals in a keyboard protocol tcell asks for (kitty's,
// xterm's modifyOtherKeys) tell them apart, so both names are one key
// everywhere, and binding both is an error, not a binding that never fires.
func sameKeyAs(name string) (string, bool) {
	switch name {
	case "ctrl-i":
		return "tab", true
	case "ctrl-m":
		return "enter", true
	case "ctrl-h":
		return "backspace", true
	case "ctrl-[":
		return "esc", true
	}
	return "", false
}

// controlKeyName names control character c (0x00-0x1f) as a key.
func controlKeyName(c rune) string {
	n := strings.ToLower(tcell.KeyNames()[tcell.KeyCtrlSpace+tcell.Key(c)])
	if a, ok := sameKeyAs(n); ok {
		return a
	}
	return n
}

// canonicalKey turns a binding's key name into the spelling EventName
// produces, or explains why it is not a key.
func canonicalKey(name string, names map[string]bool) (string, error) {
	if a, ok := keyAlias(strings.ToLower(name)); ok {
		name = a
	}
	var ctrl, alt, shift bool
	base := name
	for len(base) > 1 {
		l := strings.ToLower(base)
		var twice bool
		switch {
		case strings.HasPrefix(l, "ctrl-") && len(base) > 5:
			twice, ctrl, base = ctrl, true, base[5:]
		case strings.HasPrefix(l, "alt-") && len(base) > 4:
			twice, alt, base = alt, true, base[4:]
		case strings.HasPrefix(l, "shift-") && len(base) > 6:
			twice, shift, base = shift, true, base[6:]
		default:
			goto done
		}
		if twice { // alt-alt-x: a slip, not a key
			return "", fmt.Errorf("unknown key %s", quote.Value(name))
		}
	}
done:
	if a, ok := keyAlias(strings.ToLower(base)); ok && !shift {
		base = a
	}
	if shift && strings.EqualFold(base, "tab") {
		base, shift = "backtab", false // what tcell sends for shift-tab
	}
	if strings.EqualFold(base, "space") {
		base = " "
	}
	single := len([]rune(base)) == 1
	if !single {
		base = strings.ToLower(base)
		if !names[base] {
			return "", fmt.Errorf("unknown key %s", quote.Value(name))
		}
	}
	if shift && single && strings.ToUpper(base) != strings.ToLower(base) {
		base, shift = strings.ToUpper(base), false // a shifted letter arrives as its capital
	}
	if ctrl {
		if n := "ctrl-" + strings.ToLower(base); names[n] {
			base, ctrl = n, false
		} else if len(base) == 1 && (base == " " || base[0] >= '@' && base[0] <= '_') {
			base, ctrl = controlKeyName(rune(base[0])&0x1f), false // ctrl-@ is ctrl-space
		}
	}
	if a, ok := sameKeyAs(base); ok {
		base = a
	}
	if single && base == " " {
		base = "space"
	}
	return keyName(ctrl, alt, shift, base), nil
}

func keyName(ctrl, alt, shift bool, base string) string {
	var b strings.Builder
	if ctrl {
		b.WriteString("ctrl-")
	}
	if alt {
		b.WriteString("alt-")
	}
	if shift {
		b.WriteString("shift-")
	}
	b.WriteString(base)
	return b.String()
}

// EventName is the canonical name of a key event ("" if it has none).
func EventName(ev *tcell.EventKey) string {
	mods := ev.Modifiers()
	alt := mods&tcell.ModAlt != 0
	if ev.Key() == tcell.KeyRune {
		r := ev.Rune()
		ctrl := mods&tcell.ModCtrl != 0
		if ctrl && alt && r >= 0x60 && r <= 0x7f {
			// ESC and a control character (a terminal without a keyboard
			// protocol): tcell gives the character's letter with both
			// modifiers, so alt-ctrl-x is not taken for alt-x.
			return keyName(false, true, false, controlKeyName(r-0x60))
		}
		if ctrl && (r == ' ' || r >= '@' && r <= '_') {
			// ctrl-[ ctrl-] ctrl-\ ctrl-space... (with alt or not) in a
			// keyboard protocol: the control key a terminal without one
			// sends (ctrl-[ is esc).
			return keyName(false, alt, false, controlKeyName(r&0x1f))
		}
		base := string(r)
		if r == ' ' {
			base = "space"
		}
		// A letter with ctrl became its control key in tcell; ctrl on any
		// other character (ctrl-1 in a keyboard protocol) is kept.
		return keyName(ctrl, alt, false, base)
	}
	n, ok := tcell.KeyNames()[ev.Key()]
	if !ok {
		return ""
	}
	n = strings.ToLower(n)
	ctrl := mods&tcell.ModCtrl != 0 && !strings.HasPrefix(n, "ctrl-")
	if a, ok := sameKeyAs(n); ok {
		n = a
	}
	shift := mods&tcell.ModShift != 0
	return keyName(ctrl, alt, shift, n)
}

// Binding is one parsed keys.yaml entry.
type Binding struct {
	Action string
	Arg    string
	Line   int // where it was set, for messages
}

// Bindings maps mode → key name → binding.
type Bindings map[string]map[string]Binding

// modes are the keys.yaml sections (an array, so no caller can change it).
var modes = [...]string{"ground", "prompt", "hint", "picker"}

// Modes are the keys.yaml sections, in the file's order.
func Modes() []string { return slices.Clone(modes[:]) }

// CheckAction says why action with argument arg cannot be bound in mode, or
// nil if it can: the pager's action tables are the pager's own.
type CheckAction func(mode, action, arg string) error

// ParseKeys reads keys.yaml data (named file in messages) and lays it over
// base, which it does not change. "none" unbinds a key; check vets every
// action bound.
func ParseKeys(data []byte, file string, base Bindings, check CheckAction) (Bindings, error) {
	out := Bindings{}
	for mode, m := range base {
		out[mode] = map[string]Binding{}
		for k, b := range m {
			out[mode][k] = b
		}
	}
	pairs, err := yamlx.TopPairs(data, file, "keys.yaml is a map of mode ("+strings.Join(modes[:], ", ")+") to bindings")
	if err != nil {
		return nil, err
	}
	names := tcellNames()
	removedExit := map[string]int{} // mode → line of the last binding that took a way out of it away
	for _, mp := range pairs {
		mk, mv := mp[0], mp[1]
		if !slices.Contains(modes[:], mk.Value) {
			return nil, yamlx.Errorf(file, mk, "unknown mode %s (modes: %s)", quote.Value(mk.Value), strings.Join(modes[:], ", "))
		}
		if mv.Kind != yaml.MappingNode {
			return nil, yamlx.Errorf(file, mv, "mode %q must be a map of KEY: ACTION", mk.Value)
		}
		if out[mk.Value] == nil {
			out[mk.Value] = map[string]Binding{}
		}
		entries, err := yamlx.Pairs(file, mv)
		if err != nil {
			return nil, err
		}
		seen := map[string]int{} // canonical key → line, for two spellings of one key
		for _, e := range entries {
			kk, kv := e[0], e[1]
			key, err := canonicalKey(kk.Value, names)
			if err != nil {
				return nil, yamlx.Errorf(file, kk, "%v (names: a single character, space, %s; with ctrl-, alt-, shift-)", err, someKeyNames(names))
			}
			if first, dup := seen[key]; dup {
				return nil, yamlx.Errorf(file, kk, "%q is the same key as the one at line %d", kk.Value, first)
			}
			seen[key] = kk.Line
			if kv.Kind != yaml.ScalarNode {
				return nil, yamlx.Errorf(file, kv, "the action for %q must be one string, such as \"scroll 1\"", kk.Value)
			}
			action, arg, _ := strings.Cut(strings.TrimSpace(kv.Value), " ")
			arg = strings.TrimSpace(arg)
			if prev, ok := out[mk.Value][key]; ok && isExit(mk.Value, prev) {
				removedExit[mk.Value] = kk.Line
			}
			if action == "none" {
				delete(out[mk.Value], key)
				continue
			}
			if err := check(mk.Value, action, arg); err != nil {
				return nil, yamlx.Errorf(file, kv, "%v", err)
			}
			out[mk.Value][key] = Binding{Action: action, Arg: arg, Line: kv.Line}
		}
	}
	if err := checkWayOut(out, file, removedExit); err != nil {
		return nil, err
	}
	return out, nil
}

func someKeyNames(names map[string]bool) string {
	var list []string
	for _, n := range []string{"enter", "esc", "backspace", "tab", "backtab", "up", "down", "left", "right", "pgup", "pgdn", "home", "end", "delete", "insert", "f1"} {
		if names[n] {
			list = append(list, n)
		}
	}
	sort.Strings(list)
	return strings.Join(list, ", ")
}

//go:generate go run ./genkeys ../../keys.yaml keys_builtin.go

// parseKeysBuiltin is ParseKeys, except that the embedded defaults, as
// keys_builtin.go holds them already parsed, skip the YAML parser: it was
// most of start-up's configuration time. Any other text (a user's file, a
// keys.yaml changed without go generate) is parsed.
func parseKeysBuiltin(data []byte, file string, base Bindings, check CheckAction) (Bindings, error) {
	if base == nil && string(data) == builtinKeysYAML {
		return builtinKeys(), nil
	}
	return ParseKeys(data, file, base, check)
}
