package app

import (
	"fmt"
	"sort"
	"strings"
)

// Guide writes the built-in guide, in lwl's own link format, from the
// bindings in force, so a rebound key shows up as it is.
func Guide(b Bindings) []byte {
	var s strings.Builder
	s.WriteString(`lwl — less with links

lwl is a pager for text that carries links written as [text](destination).
Give it a file (lwl notes.md) or a pipe (bro URL | lwl). Links show as [text];
step through them with the keys below and read where they go in the status
bar at the bottom. See the project's README and SPEC for everything else, and
https://git.y1.nz/bro/files.html for bro, the browser lwl was made for.

Keys (type a number first to repeat a key, or to give it a place: 42g, 30%)

`)
	byAction := map[string][]string{}
	for key, bind := range b["ground"] {
		label := bind.Action
		if bind.Arg != "" {
			label += " " + bind.Arg
		}
		byAction[label] = append(byAction[label], key)
	}
	labels := make([]string, 0, len(byAction))
	for l := range byAction {
		labels = append(labels, l)
	}
	sort.Slice(labels, func(i, j int) bool {
		ai, aj := groundOrder(labels[i]), groundOrder(labels[j])
		if ai != aj {
			return ai < aj
		}
		return labels[i] < labels[j]
	})
	for _, l := range labels {
		keys := byAction[l]
		sort.Strings(keys)
		name, _, _ := strings.Cut(l, " ")
		help := ""
		if act, ok := groundActions[name]; ok {
			help = act.help
		}
		fmt.Fprintf(&s, "  %-22s %-16s %s\n", escapeText(strings.Join(keys, " ")), l, help)
	}
	s.WriteString("\nPress backspace to return to your document, q to quit.\n")
	return []byte(s.String())
}

// groundOrder groups the guide's lines: moving, links, the rest.
func groundOrder(label string) int {
	name, _, _ := strings.Cut(label, " ")
	for i, n := range []string{"scroll", "top", "bottom", "percent", "left", "right", "next", "previous", "next-link", "previous-link", "preview", "back", "help", "redraw", "quit"} {
		if n == name {
			return i
		}
	}
	return 100
}

// escapeText keeps key names such as "[" from starting a link.
func escapeText(s string) string {
	r := strings.NewReplacer(`[`, `\[`, `]`, `\]`, `(`, `\(`, `)`, `\)`)
	return r.Replace(s)
}
