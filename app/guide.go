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

lwl is a pager for text that carries links written as \[text\]\(destination\).
Give it a file (lwl notes.md) or a pipe (bro URL | lwl). Links show as \[text\];
step through them with the keys below and read where they go in the status bar
at the bottom. Select one of these and press enter to read more:

  [Using lwl](lwl:README.md#using-it)
  [The keys](lwl:README.md#keys)
  [Configuration: keys, layout, themes](lwl:README.md#configuration)
  [Choices lwl makes where it had to](lwl:README.md#behaviour-where-the-specification-is-silent)
  [bro, the browser lwl was made for](https://git.y1.nz/bro/files.html)

Keys (type a number first to repeat a key, or to give it a place: 42g, 30%)

`)
	writeBindings(&s, b["ground"], groundActions)
	s.WriteString("\nWhile typing after / ? > !\n\n")
	writeBindings(&s, b["prompt"], promptActions)
	if keys := keysFor(b["ground"], "back", "quit"); len(keys) > 0 {
		fmt.Fprintf(&s, "\nPress %s to return to your document.\n", escapeText(strings.Join(keys, " or ")))
	}
	return []byte(s.String())
}

// keysFor lists the keys bound to any of actions, in a stable order.
func keysFor(m map[string]Binding, actions ...string) []string {
	var keys []string
	for key, b := range m {
		for _, a := range actions {
			if b.Action == a {
				keys = append(keys, displayKey(key))
			}
		}
	}
	sort.Strings(keys)
	return keys
}

func writeBindings(s *strings.Builder, m map[string]Binding, acts map[string]action) {
	byLabel := map[string][]string{}
	for key, bind := range m {
		label := bind.Action
		if bind.Arg != "" {
			label += " " + bind.Arg
		}
		byLabel[label] = append(byLabel[label], displayKey(key))
	}
	labels := make([]string, 0, len(byLabel))
	for l := range byLabel {
		labels = append(labels, l)
	}
	sort.Slice(labels, func(i, j int) bool {
		ai, aj := actionOrder(labels[i]), actionOrder(labels[j])
		if ai != aj {
			return ai < aj
		}
		return labels[i] < labels[j]
	})
	for _, l := range labels {
		keys := byLabel[l]
		sort.Strings(keys)
		name, arg, _ := strings.Cut(l, " ")
		fmt.Fprintf(s, "  %s%s  %s\n", escapeText(strings.Join(keys, " ")),
			strings.Repeat(" ", max(0, 22-textLen(strings.Join(keys, " ")))), escapeText(describe(name, arg, acts)))
	}
}

func textLen(s string) int { return len([]rune(s)) }

// displayKey spells a key the way keys.yaml users write it.
func displayKey(k string) string {
	if k == "backtab" {
		return "shift-tab"
	}
	return k
}

// describe says in words what an action with its argument does.
func describe(name, arg string, acts map[string]action) string {
	switch name {
	case "scroll":
		n, unit, _ := scrollAmount(arg)
		dir := "down"
		if n < 0 {
			dir, n = "up", -n
		}
		switch unit {
		case "half":
			return "half a screen " + dir
		case "page":
			return "a screen " + dir
		}
		if n == 1 {
			return "one line " + dir
		}
		return fmt.Sprintf("%d lines %s", n, dir)
	case "prompt":
		return map[string]string{
			"search":          "search forward (a regular expression; all lower case ignores case)",
			"search-backward": "search backward",
			"fork":            "type a command to run with $LINK, then come back",
			"exec":            "type a command to run with $LINK in lwl's place",
		}[arg]
	case "follow":
		return "follow the selected link: a local file opens here, anything else runs: " + arg
	case "fork":
		return "run: " + arg + " (then come back)"
	case "exec":
		return "run: " + arg + " (in lwl's place)"
	}
	if act, ok := acts[name]; ok {
		return act.help
	}
	return name
}

// actionOrder groups the guide's lines: moving, links and search, the rest.
func actionOrder(label string) int {
	order := []string{"scroll 1", "scroll -1", "scroll half", "scroll -half", "scroll page", "scroll -page",
		"top", "bottom", "percent", "left", "right", "next", "previous", "next-link", "previous-link",
		"preview", "follow", "prompt search", "prompt search-backward", "end-search", "prompt fork",
		"prompt exec", "fork", "exec", "back", "help", "redraw", "quit",
		"accept", "cancel", "erase", "history-previous", "history-next"}
	for i, n := range order {
		if label == n || strings.HasPrefix(label, n+" ") && !strings.HasPrefix(n, "scroll") && !strings.HasPrefix(n, "prompt") {
			return i
		}
	}
	return len(order)
}

// escapeText keeps key names such as "[" from starting a link.
func escapeText(s string) string {
	r := strings.NewReplacer(`[`, `\[`, `]`, `\]`, `(`, `\(`, `)`, `\)`)
	return r.Replace(s)
}
