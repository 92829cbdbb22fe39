package app

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"lwl/app/config"
	"lwl/app/guide"
	"lwl/app/hints"
	"lwl/internal/quote"
)

// action is one row of an action table: a thing a key can do. The tables
// are the one place an action is defined: the dispatcher runs it, keys.yaml
// is checked against it, and the guide lists it in table order.
type action struct {
	name string
	// group is the guide's part the action belongs to; rows of a group
	// stand together in the table.
	group string
	help  string
	// check validates a binding's argument when keys.yaml is read, so a bad
	// file fails at start, not at the key.
	check func(arg string) error
	// describe words the action with its argument for the guide, and
	// argRank orders several bindings of it; nil: help, and by argument.
	describe func(arg string) string
	argRank  func(arg string) int
	run      func(a *App, arg string, count int)
}

// actionTable is a mode's actions, in the guide's order.
type actionTable []action

// find returns the action called name.
func (t actionTable) find(name string) (action, bool) {
	for _, act := range t {
		if act.name == name {
			return act, true
		}
	}
	return action{}, false
}

// names lists the actions in table order.
func (t actionTable) names() []string {
	names := make([]string, len(t))
	for i, act := range t {
		names[i] = act.name
	}
	return names
}

// guideMode is the mode whose bindings are m as the guide lists it: the
// table's actions in order, each binding worded and ranked.
func (t actionTable) guideMode(m map[string]config.Binding) guide.Mode {
	var g guide.Mode
	for _, act := range t {
		g.Actions = append(g.Actions, guide.Action{Name: act.name, Group: act.group})
	}
	for key, b := range m {
		rank := 0
		if act, ok := t.find(b.Action); ok && act.argRank != nil {
			rank = act.argRank(b.Arg)
		}
		g.Bindings = append(g.Bindings, guide.Binding{Key: displayKey(key), Action: b.Action, Arg: b.Arg,
			Wording: t.wording(b.Action, b.Arg), ArgRank: rank})
	}
	return g
}

// wording says in words what a binding does.
func (t actionTable) wording(name, arg string) string {
	act, ok := t.find(name)
	switch {
	case !ok:
		return name
	case act.describe != nil:
		return act.describe(arg)
	}
	return act.help
}

// groundActions are the actions of the ground mode.
var groundActions = actionTable{
	{name: "scroll", group: "move", help: "scroll N rows, half or a page (negative: up)",
		check: checkScroll, describe: describeScroll, argRank: rankScroll,
		run: func(a *App, arg string, count int) { a.scroll(arg, count) }},
	{name: "top", group: "move", help: "go to the top (with a number: to that line)", check: noArg,
		run: func(a *App, _ string, count int) { a.top(count) }},
	{name: "bottom", group: "move", help: "go to the bottom (with a number: to that line)", check: noArg,
		run: func(a *App, _ string, count int) { a.bottom(count) }},
	{name: "percent", group: "move", help: "go to N percent of the document (N typed first)", check: noArg,
		run: func(a *App, _ string, count int) { a.percent(count) }},
	{name: "left", group: "move", help: "scroll left (wrap: none)", check: checkOptionalNumber,
		run: func(a *App, arg string, count int) { a.sideways(-1, arg, count) }},
	{name: "right", group: "move", help: "scroll right (wrap: none)", check: checkOptionalNumber,
		run: func(a *App, arg string, count int) { a.sideways(+1, arg, count) }},
	{name: "mark", group: "move", help: "mark the top line with the letter typed next", check: noArg,
		run: func(a *App, _ string, _ int) { a.markKey() }},
	{name: "goto-mark", group: "move", help: "return to the mark of the letter typed next ('': where the last jump started)", check: noArg,
		run: func(a *App, _ string, _ int) { a.gotoMarkKey() }},
	{name: "next-heading", group: "move", help: "go to the next heading of a Markdown document", check: noArg,
		run: func(a *App, _ string, count int) { a.input.picker.Section(+1, count) }},
	{name: "previous-heading", group: "move", help: "go to the previous heading of a Markdown document", check: noArg,
		run: func(a *App, _ string, count int) { a.input.picker.Section(-1, count) }},
	{name: "outline", group: "move", help: "list the headings of a Markdown document to jump to one", check: noArg,
		run: func(a *App, _ string, _ int) { a.input.picker.OpenOutline() }},
	{name: "tail", group: "move", help: "follow the end as text is added, like tail -f (any key stops)", check: noArg,
		run: func(a *App, _ string, _ int) { a.tail() }},
	{name: "next", group: "links", help: "select the next link or match (in the search's direction)", check: noArg,
		run: func(a *App, _ string, count int) { a.stepDirected(+1, count) }},
	{name: "previous", group: "links", help: "select the previous link or match (against the search's direction)", check: noArg,
		run: func(a *App, _ string, count int) { a.stepDirected(-1, count) }},
	{name: "next-link", group: "links", help: "select the next link", check: noArg,
		run: func(a *App, _ string, count int) { a.step(+1, true, count) }},
	{name: "previous-link", group: "links", help: "select the previous link", check: noArg,
		run: func(a *App, _ string, count int) { a.step(-1, true, count) }},
	{name: "preview", group: "links", help: "show the selected link's whole destination", check: noArg,
		run: func(a *App, _ string, count int) {
			if a.input.chosen.PickNumbered(count) {
				a.preview()
			}
		}},
	{name: "follow", group: "links", help: "open the selected link: a local file here, anything else with COMMAND",
		check: checkCommand, describe: describeFollow,
		run: func(a *App, arg string, count int) {
			if a.input.chosen.PickNumbered(count) {
				a.input.chosen.ByNumber(count, func() { a.followChecked(arg) })
			}
		}},
	{name: "open", group: "links", help: "read the selected link here: a local file, or else COMMAND's output (with $LINK)",
		check: checkCommand, describe: describeOpen,
		run: func(a *App, arg string, count int) {
			if a.input.chosen.PickNumbered(count) {
				a.input.chosen.ByNumber(count, func() { a.openChecked(arg) })
			}
		}},
	{name: "hint", group: "links", help: "label the links on screen; a label follows (hint follow) or selects (hint select) its link",
		check: hints.Check, describe: hints.Describe, argRank: hints.Rank,
		run: func(a *App, arg string, _ int) { a.startHints(arg) }},
	{name: "pick-link", group: "links", help: "list the links to pick one, with a filter line", check: noArg,
		run: func(a *App, _ string, _ int) { a.input.picker.OpenLinks() }},
	{name: "copy", group: "links", help: "copy the selected link to the clipboard: link, text or markdown",
		check: checkCopy, describe: describeCopy, argRank: rankCopy,
		run: func(a *App, arg string, _ int) {
			if !a.refuseSecure("copying to the clipboard") {
				a.copyLink(arg)
			}
		}},
	{name: "prompt", group: "search", help: promptHelp,
		check: checkPromptKind, describe: describePrompt, argRank: func(kind string) int { return promptKinds.index(kind) },
		run: func(a *App, arg string, count int) {
			if arg != "fork" && arg != "exec" || a.input.chosen.PickNumbered(count) {
				a.promptChecked(arg)
			}
		}},
	{name: "end-search", group: "search", help: "stop a running search, or clear the matches", check: noArg,
		run: func(a *App, _ string, _ int) { a.endSearchKey() }},
	{name: "hide-matches", group: "search", help: "hide the matches' highlight, keeping the search (again: show it)", check: noArg,
		run: func(a *App, _ string, _ int) { a.toggleHighlight() }},
	{name: "fork", group: "commands", help: "run COMMAND with $LINK, then come back", check: checkCommand,
		describe: func(arg string) string { return "run: " + arg + " (then come back)" },
		run: func(a *App, arg string, count int) {
			if !a.refuseSecure("running a command") && a.input.chosen.PickNumbered(count) {
				a.fork(arg)
			}
		}},
	{name: "exec", group: "commands", help: "run COMMAND with $LINK in lwl's place", check: checkCommand,
		describe: func(arg string) string { return "run: " + arg + " (in lwl's place)" },
		run: func(a *App, arg string, count int) {
			if !a.refuseSecure("running a command") && a.input.chosen.PickNumbered(count) {
				a.execute(arg)
			}
		}},
	{name: "file-command", group: "other", help: "file commands, by the key typed next: n next, p previous, x first, e open, f info, q quit", check: noArg,
		run: func(a *App, _ string, _ int) { a.colonKey() }},
	{name: "option", group: "other", help: "toggle an option, as less's -: S chop lines, N line numbers, i/I case", check: noArg,
		run: func(a *App, _ string, _ int) { a.optionKey() }},
	{name: "info", group: "other", help: "show the file's name, lines, bytes and position", check: noArg,
		run: func(a *App, _ string, _ int) { a.fileInfo() }},
	{name: "reload", group: "other", help: "read the file again (also when it was replaced), keeping the place", check: noArg,
		run: func(a *App, _ string, _ int) { a.reload() }},
	{name: "run", group: "commands", help: "run COMMAND with $LINK without leaving the screen; its first line of output is the message", check: checkCommand,
		describe: func(arg string) string { return "run: " + arg + " (on the screen; its output as the message)" },
		run: func(a *App, arg string, _ int) {
			if !a.refuseSecure("running a command") {
				a.runShell(arg)
			}
		}},
	{name: "source", group: "other", help: "show the text as written (destinations too) or the links, in turn", check: noArg,
		run: func(a *App, _ string, _ int) { a.toggleSource() }},
	{name: "back", group: "other", help: "return to the previous document", check: noArg,
		run: func(a *App, _ string, _ int) { a.shown.browse.Back() }},
	{name: "forward", group: "other", help: "go to the next document, one that back left", check: noArg,
		run: func(a *App, _ string, _ int) { a.shown.browse.Forward() }},
	{name: "history", group: "other", help: "list the pages visited, newest first (Enter goes to one)", check: noArg,
		run: func(a *App, _ string, _ int) { a.shown.browse.ShowList() }},
	{name: "help", group: "other", help: "show the guide to the keys", check: noArg,
		run: func(a *App, _ string, _ int) { a.openGuide() }},
	{name: "suspend", group: "other", help: "suspend lwl to the shell (fg comes back)", check: noArg,
		run: func(a *App, _ string, _ int) { a.suspendSelf() }},
	{name: "redraw", group: "other", help: "redraw the screen", check: noArg,
		run: func(a *App, _ string, _ int) { a.ui.tv.Sync() }},
	{name: "interrupt", group: "other", help: "stop what runs (search, page, filter, G); else quit", check: noArg,
		run: func(a *App, _ string, _ int) { a.interrupt() }},
	{name: "quit", group: "other", help: "leave lwl", check: noArg,
		run: func(a *App, _ string, _ int) { a.quit() }},
}

// promptActions act on the prompt line. An action that leaves the key to the
// line too calls passToLine.
var promptActions = actionTable{
	{name: "accept", group: "prompt", help: "run what was typed", check: noArg,
		run: func(a *App, _ string, _ int) { a.promptModeOf().accept() }},
	{name: "cancel", group: "prompt", help: "leave the prompt", check: noArg,
		run: func(a *App, _ string, _ int) { a.promptModeOf().cancel() }},
	{name: "erase", group: "prompt", help: "delete a character; on an empty line, leave the prompt", check: noArg,
		run: func(a *App, _ string, _ int) { a.promptModeOf().erase() }},
	{name: "history-previous", group: "prompt", help: "show the previous entry", check: noArg,
		run: func(a *App, _ string, _ int) { a.ui.prompt.Walk(-1) }},
	{name: "history-next", group: "prompt", help: "show the next entry", check: noArg,
		run: func(a *App, _ string, _ int) { a.ui.prompt.Walk(+1) }},
	{name: "literal", group: "prompt", help: "search for the text as typed, not a regular expression (again: a regular expression)", check: noArg,
		run: func(a *App, _ string, _ int) { a.toggleLiteral() }},
	{name: "suspend", group: "prompt", help: "suspend lwl to the shell, the line kept (fg comes back)", check: noArg,
		run: func(a *App, _ string, _ int) { a.suspendSelf() }},
}

// hintActions act in hint mode; a letter of a label narrows them, any other
// key leaves.
var hintActions = actionTable{
	{name: "accept", group: "hint", help: "pick the first link whose label begins with what was typed", check: noArg,
		run: func(a *App, _ string, _ int) { a.input.hints.Accept() }},
	{name: "erase", group: "hint", help: "take back a letter; with none typed, leave", check: noArg,
		run: func(a *App, _ string, _ int) { a.input.hints.Erase() }},
	{name: "cancel", group: "hint", help: "leave hint mode", check: noArg,
		run: func(a *App, _ string, _ int) { a.input.hints.Cancel() }},
}

// pickerActions act in the link picker; any other character types into its
// filter line.
var pickerActions = actionTable{
	{name: "down", group: "picker", help: "move to the next link", check: noArg,
		run: func(a *App, _ string, _ int) { a.input.picker.Move(+1) }},
	{name: "up", group: "picker", help: "move to the previous link", check: noArg,
		run: func(a *App, _ string, _ int) { a.input.picker.Move(-1) }},
	{name: "page-down", group: "picker", help: "move a screen down", check: noArg,
		run: func(a *App, _ string, _ int) { a.input.picker.Move(max(a.ui.view.Height()-2, 1)) }},
	{name: "page-up", group: "picker", help: "move a screen up", check: noArg,
		run: func(a *App, _ string, _ int) { a.input.picker.Move(-max(a.ui.view.Height()-2, 1)) }},
	{name: "accept", group: "picker", help: "follow the link, as Enter does", check: noArg,
		run: func(a *App, _ string, _ int) { a.input.picker.Choose(true) }},
	{name: "select", group: "picker", help: "select the link and close the list", check: noArg,
		run: func(a *App, _ string, _ int) { a.input.picker.Choose(false) }},
	{name: "erase", group: "picker", help: "delete the character before the filter line's cursor", check: noArg,
		run: func(a *App, _ string, _ int) { a.pickerModeOf().erase() }},
	{name: "cancel", group: "picker", help: "close the list", check: noArg,
		run: func(a *App, _ string, _ int) { a.input.picker.Close() }},
}

// promptKind is a prompt `prompt KIND` opens.
type promptKind struct {
	name      string
	indicator string // the mode indicator while typing
	history   string // the history list it shares
	help      string
}

// promptKindTable is the prompts, in the guide's order.
type promptKindTable []promptKind

// promptKinds are the prompts `prompt KIND` opens.
// promptHelp is the prompt action's help: a constant, so the action table
// is laid out by the linker rather than built at every start
// (TestPromptHelpNamesEveryKind keeps it to promptKinds).
const promptHelp = "open the prompt: search, search-backward, search-all, fork, exec, edit, filter, save, url"

var promptKinds = promptKindTable{
	{"search", "/", "search", "search forward (a regular expression; all lower case ignores case)"},
	{"search-backward", "?", "search", "search backward"},
	{"search-all", "/", "search", "search the text as written, destinations too, in the source view"},
	{"fork", ">", "command", "type a command to run with $LINK, then come back"},
	{"exec", "!", "command", "type a command to run with $LINK in lwl's place"},
	{"edit", ":e ", "file", "type a file's name to open (:e)"},
	{"filter", "&", "filter", "show only the lines that match (&!PATTERN: that do not; empty: all)"},
	{"save", "log file: ", "file", "type a file's name to save a pipe's text to, as written (s)"},
	{"url", "URL: ", "url", "type a URL to follow, as Enter follows a link"},
}

func (t promptKindTable) find(name string) (promptKind, bool) {
	i := t.index(name)
	if i == len(t) {
		return promptKind{}, false
	}
	return t[i], true
}

// index is name's place in the table, len(t) if it is not there.
func (t promptKindTable) index(name string) int {
	for i, k := range t {
		if k.name == name {
			return i
		}
	}
	return len(t)
}

func (t promptKindTable) names() []string {
	names := make([]string, len(t))
	for i, k := range t {
		names[i] = k.name
	}
	return names
}

// actionsFor returns the action table of a keys.yaml mode.
func actionsFor(mode string) actionTable {
	switch mode {
	case "ground":
		return groundActions
	case "hint":
		return hintActions
	case "picker":
		return pickerActions
	}
	return promptActions
}

// CheckAction says why action name with argument arg cannot be bound in
// keys.yaml's mode, or nil if it can.
func CheckAction(mode, name, arg string) error {
	acts := actionsFor(mode)
	act, ok := acts.find(name)
	if !ok {
		return fmt.Errorf("unknown action %s (actions: %s, none)", quote.Value(name), strings.Join(slices.Sorted(slices.Values(acts.names())), ", "))
	}
	if err := act.check(arg); err != nil {
		return fmt.Errorf("%s %v", name, err)
	}
	return nil
}

func noArg(arg string) error {
	if arg != "" {
		return fmt.Errorf("takes no argument, got %s", quote.Value(arg))
	}
	return nil
}

// scrollAmount reads "N", "half", "page" (each may be negative).
func scrollAmount(arg string) (n int, unit string, err error) {
	neg := strings.HasPrefix(arg, "-")
	s := strings.TrimPrefix(arg, "-")
	switch s {
	case "half", "page":
		unit, n = s, 1
	default:
		n, err = strconv.Atoi(s)
		if err != nil || n <= 0 {
			return 0, "", fmt.Errorf("needs a number of rows, half or page (negative scrolls up), got %s", quote.Value(arg))
		}
	}
	if neg {
		n = -n
	}
	return n, unit, nil
}

func checkScroll(arg string) error { _, _, err := scrollAmount(arg); return err }

func describeScroll(arg string) string {
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
}

// rankScroll lists lines, then half screens, then screens; down before up.
func rankScroll(arg string) int {
	n, unit, _ := scrollAmount(arg)
	r := map[string]int{"": 0, "half": 2, "page": 4}[unit]
	if unit == "" && n != 1 && n != -1 {
		r = 6
	}
	if n < 0 {
		r++
	}
	return r
}

func describeFollow(arg string) string {
	return "follow the selected link: a local file opens here, anything else runs: " + arg
}

func describeOpen(arg string) string {
	return "read the selected link here: a local file, or else the output of: " + arg
}

func describePrompt(arg string) string {
	k, _ := promptKinds.find(arg)
	return k.help
}

func checkPromptKind(arg string) error {
	if _, ok := promptKinds.find(arg); !ok {
		return fmt.Errorf("needs one of: %s", strings.Join(slices.Sorted(slices.Values(promptKinds.names())), ", "))
	}
	return nil
}

func checkCommand(arg string) error {
	if arg == "" {
		return fmt.Errorf("needs a shell command, such as: bro \"$LINK\"")
	}
	return nil
}

func checkOptionalNumber(arg string) error {
	if arg == "" {
		return nil
	}
	if n, err := strconv.Atoi(arg); err != nil || n <= 0 {
		return fmt.Errorf("needs a positive number of columns, got %s", quote.Value(arg))
	}
	return nil
}
