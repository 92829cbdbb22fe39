package config

import (
	"fmt"
	"slices"
	"strings"
)

// A keys.yaml that takes away every key leaving a mode would trap the
// user there: in the ground mode nothing would quit lwl (ctrl-c, the
// terminal's last resort, being rebound too). Such a file is refused
// rather than some key kept against it.

// exitActions are the actions that leave mode, and what leaving it is
// called; nil for a mode any unbound key leaves (hint).
func exitActions(mode string) (actions []string, leaving string) {
	switch mode {
	case "ground":
		return []string{"quit", "interrupt", "file-command"}, "quit lwl"
	case "prompt":
		return []string{"accept", "cancel"}, "leave the prompt"
	case "picker":
		return []string{"accept", "cancel"}, "leave the link picker"
	}
	return nil, ""
}

// isExit reports whether b leaves mode.
func isExit(mode string, b Binding) bool {
	actions, _ := exitActions(mode)
	return slices.Contains(actions, b.Action)
}

// checkWayOut refuses bindings that leave a mode no way out, for a mode
// whose last way out file took away at line; removedAt maps mode → that
// line (modes the file took none from are not its doing).
func checkWayOut(b Bindings, file string, removedAt map[string]int) error {
	for _, mode := range modes {
		line, ok := removedAt[mode]
		if !ok {
			continue
		}
		if slices.ContainsFunc(mapValues(b[mode]), func(x Binding) bool { return isExit(mode, x) }) {
			continue
		}
		actions, leaving := exitActions(mode)
		return fmt.Errorf("%s:%d: no key is left to %s in %s: bind one to %s", file, line, leaving, mode, orList(actions))
	}
	return nil
}

func mapValues(m map[string]Binding) []Binding {
	out := make([]Binding, 0, len(m))
	for _, b := range m {
		out = append(out, b)
	}
	return out
}

// orList is "a, b or c".
func orList(s []string) string {
	if len(s) < 2 {
		return strings.Join(s, "")
	}
	return strings.Join(s[:len(s)-1], ", ") + " or " + s[len(s)-1]
}
