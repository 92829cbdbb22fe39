// Package guide writes lwl's built-in guide, in lwl's own link format,
// from the keys in force and the modes' actions, given as plain data: a
// rebound key shows up as it is. It imports neither app nor a screen.
package guide

import (
	"cmp"
	"fmt"
	"slices"
	"sort"
	"strings"

	"lwl/widgets/doc"
)

// Action is a row of a mode's action table, as the guide lists it.
type Action struct {
	Name string
	// Group is the guide's part the action belongs to: a blank line stands
	// between parts.
	Group string
}

// Binding is a key bound to an action with its argument.
type Binding struct {
	Key         string // as keys.yaml spells it
	Action, Arg string
	// Wording says in words what the binding does; ArgRank orders the
	// bindings of one action with different arguments.
	Wording string
	ArgRank int
}

// Mode is one mode's actions, in its table's order, and the bindings in
// force in it.
type Mode struct {
	Actions  []Action
	Bindings []Binding
}

// Modes are the modes the guide lists, each under its own heading.
type Modes struct {
	Ground, Prompt, Hint, Picker Mode
}

// Write writes the guide for the modes m.
func Write(m Modes) []byte {
	var s strings.Builder
	s.WriteString(`lwl — less with links

lwl is a pager for text that carries links written as \[text\]\(destination\).
Give it a file (lwl notes.md) or a pipe (bro URL | lwl). Links show as \[text\];
step through them with the keys below and read where they go in the status bar
at the bottom (enter with no link selected on screen scrolls a line, as in
less). Select one of these and press enter to read more:

  [Using lwl](lwl:README.md#using-it)
  [The keys](lwl:README.md#keys)
  [Configuration: keys, layout, themes](lwl:README.md#configuration)
  [Choices lwl makes where it had to](lwl:docs/behaviour.md)
  [bro, the browser lwl was made for](https://git.y1.nz/bro/files.html)

Keys (type a number first to repeat a key, or to give it a place: 42g, 30%)

`)
	writeBindings(&s, m.Ground)
	s.WriteString("\nWhile typing after / ? > ! & :e s\n\n")
	writeBindings(&s, m.Prompt)
	s.WriteString("\nWith link labels shown (type a label to pick its link)\n\n")
	writeBindings(&s, m.Hint)
	s.WriteString("\nIn the list of links (type to filter it)\n\n")
	writeBindings(&s, m.Picker)
	if keys := keysFor(m.Ground.Bindings, "back", "quit", "interrupt"); len(keys) > 0 {
		fmt.Fprintf(&s, "\nPress %s to return to your document.\n", doc.EscapeText(strings.Join(keys, " or ")))
	}
	return []byte(s.String())
}

// keysFor lists the keys bound to any of actions, in a stable order.
func keysFor(bindings []Binding, actions ...string) []string {
	var keys []string
	for _, b := range bindings {
		if slices.Contains(actions, b.Action) {
			keys = append(keys, b.Key)
		}
	}
	sort.Strings(keys)
	return keys
}

// writeBindings lists a mode's bindings in its action table's order, the
// keys of one binding on one line, a blank line between the table's groups.
// An action the table does not know comes last.
func writeBindings(s *strings.Builder, m Mode) {
	type entry struct {
		Binding
		index int // the action's row in the table
		keys  []string
	}
	type label struct{ action, arg string }
	byLabel := map[label]*entry{}
	var entries []*entry
	for _, b := range m.Bindings {
		e := byLabel[label{b.Action, b.Arg}]
		if e == nil {
			e = &entry{Binding: b, index: rowOf(m.Actions, b.Action)}
			byLabel[label{b.Action, b.Arg}] = e
			entries = append(entries, e)
		}
		e.keys = append(e.keys, b.Key)
	}
	slices.SortFunc(entries, func(x, y *entry) int {
		return cmp.Or(cmp.Compare(x.index, y.index), cmp.Compare(x.ArgRank, y.ArgRank), cmp.Compare(x.Arg, y.Arg))
	})
	group := ""
	for i, e := range entries {
		if e.index < len(m.Actions) {
			if g := m.Actions[e.index].Group; i > 0 && g != group {
				s.WriteString("\n")
			}
			group = m.Actions[e.index].Group
		}
		sort.Strings(e.keys)
		keys := strings.Join(e.keys, " ")
		fmt.Fprintf(s, "  %s%s  %s\n", doc.EscapeText(keys),
			strings.Repeat(" ", max(0, 22-len([]rune(keys)))), doc.EscapeText(e.Wording))
	}
}

// rowOf is the row of the action called name in actions, len(actions)
// when there is none.
func rowOf(actions []Action, name string) int {
	for i, a := range actions {
		if a.Name == name {
			return i
		}
	}
	return len(actions)
}
