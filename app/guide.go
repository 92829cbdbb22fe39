package app

import (
	"cmp"
	"fmt"
	"slices"
	"sort"
	"strings"

	"lwl/app/config"
	"lwl/app/links"
	"lwl/widgets/doc"
)

// Guide writes the built-in guide, in lwl's own link format, from the
// bindings in force, so a rebound key shows up as it is.
func Guide(b config.Bindings) []byte {
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
	writeBindings(&s, b["ground"], groundActions)
	s.WriteString("\nWhile typing after / ? > ! & :e s\n\n")
	writeBindings(&s, b["prompt"], promptActions)
	s.WriteString("\nWith link labels shown (type a label to pick its link)\n\n")
	writeBindings(&s, b["hint"], hintActions)
	s.WriteString("\nIn the list of links (type to filter it)\n\n")
	writeBindings(&s, b["picker"], pickerActions)
	if keys := keysFor(b["ground"], "back", "quit", "interrupt"); len(keys) > 0 {
		fmt.Fprintf(&s, "\nPress %s to return to your document.\n", doc.EscapeText(strings.Join(keys, " or ")))
	}
	return []byte(s.String())
}

// keysFor lists the keys bound to any of actions, in a stable order.
func keysFor(m map[string]config.Binding, actions ...string) []string {
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

// writeBindings lists a mode's bindings in its action table's order, the
// keys of one binding on one line, a blank line between the table's groups.
func writeBindings(s *strings.Builder, m map[string]config.Binding, acts actionTable) {
	type entry struct {
		name, arg string
		keys      []string
	}
	byLabel := map[config.Binding]*entry{}
	var entries []*entry
	for key, bind := range m {
		e := byLabel[config.Binding{Action: bind.Action, Arg: bind.Arg}]
		if e == nil {
			e = &entry{name: bind.Action, arg: bind.Arg}
			byLabel[config.Binding{Action: bind.Action, Arg: bind.Arg}] = e
			entries = append(entries, e)
		}
		e.keys = append(e.keys, displayKey(key))
	}
	slices.SortFunc(entries, func(x, y *entry) int {
		xi, xa := acts.rank(x.name, x.arg)
		yi, ya := acts.rank(y.name, y.arg)
		return cmp.Or(cmp.Compare(xi, yi), cmp.Compare(xa, ya), cmp.Compare(x.arg, y.arg))
	})
	group := ""
	for i, e := range entries {
		if act, ok := acts.find(e.name); ok {
			if i > 0 && act.group != group {
				s.WriteString("\n")
			}
			group = act.group
		}
		sort.Strings(e.keys)
		keys := strings.Join(e.keys, " ")
		fmt.Fprintf(s, "  %s%s  %s\n", doc.EscapeText(keys),
			strings.Repeat(" ", max(0, 22-textLen(keys))), doc.EscapeText(acts.wording(e.name, e.arg)))
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

// inEmbedded reports whether the document shown is one shipped inside lwl.
func (a *App) inEmbedded() bool {
	return a.shown.base != nil && a.shown.base.Scheme == links.EmbeddedScheme
}

// inGuide reports whether the document shown is the guide.
func (a *App) inGuide() bool { return a.shown.name == "guide" && a.shown.path == "" }

// backToGuide handles the guide key while the guide, or a document it led
// to, is shown: the guide is not opened a second time on top; from a
// shipped document lwl goes back to the guide it came from. It reports
// whether it did so.
func (a *App) backToGuide() bool {
	if a.inGuide() {
		a.ui.status.SetMessage("This is the guide")
		return true
	}
	for a.inEmbedded() && a.shown.browse.Len() > 0 {
		a.shown.browse.Back()
		if a.inGuide() {
			return true
		}
	}
	return false
}

// syncWrap wraps the guide and the documents shipped with lwl by words,
// whatever the layout says for the user's documents: they are prose, and
// a word cut at the edge of a narrow terminal reads badly.
func (a *App) syncWrap() {
	m := a.documentWrap()
	if a.inGuide() || a.inEmbedded() {
		m = doc.WrapWord
	}
	a.ui.view.SetWrap(m)
}
