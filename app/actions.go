package app

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"lwl/widgets"
	"lwl/widgets/doc"
)

// action is one thing a key can do. check validates a binding's argument
// when keys.yaml is read, so a bad file fails at start, not at the key.
type action struct {
	help  string
	check func(arg string) error
	run   func(a *App, arg string, count int)
}

func noArg(arg string) error {
	if arg != "" {
		return fmt.Errorf("takes no argument, got %q", arg)
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
			return 0, "", fmt.Errorf("needs a number of rows, half or page (negative scrolls up), got %q", arg)
		}
	}
	if neg {
		n = -n
	}
	return n, unit, nil
}

func checkScroll(arg string) error { _, _, err := scrollAmount(arg); return err }

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
		return fmt.Errorf("needs a positive number of columns, got %q", arg)
	}
	return nil
}

// groundActions are the actions of the ground mode.
var groundActions = map[string]action{
	"quit": {"leave lwl", noArg, func(a *App, _ string, _ int) { a.quit() }},
	"scroll": {"scroll N rows, half or a page (negative: up)", checkScroll, func(a *App, arg string, count int) {
		n, unit, _ := scrollAmount(arg)
		switch unit {
		case "half":
			n *= max(a.view.Height()/2, 1)
		case "page":
			n *= a.view.Height()
		}
		a.view.ScrollBy(n * max(count, 1))
	}},
	"top": {"go to the top (with a number: to that line)", noArg, func(a *App, _ string, count int) {
		if count > 0 {
			a.gotoLine(count)
			return
		}
		a.view.ScrollToTop()
	}},
	"bottom": {"go to the bottom (with a number: to that line)", noArg, func(a *App, _ string, count int) {
		if count > 0 {
			a.gotoLine(count)
			return
		}
		a.toEnd()
	}},
	"percent": {"go to N percent of the document (N typed first)", noArg, func(a *App, _ string, count int) {
		d := a.view.Document()
		a.view.ScrollTo(d.PosOfSrc(d.Size() * int64(min(count, 100)) / 100))
	}},
	"next":          {"select the next link or match", noArg, func(a *App, _ string, _ int) { a.step(+1, false) }},
	"previous":      {"select the previous link or match", noArg, func(a *App, _ string, _ int) { a.step(-1, false) }},
	"next-link":     {"select the next link", noArg, func(a *App, _ string, _ int) { a.step(+1, true) }},
	"previous-link": {"select the previous link", noArg, func(a *App, _ string, _ int) { a.step(-1, true) }},
	"preview":       {"show the selected link's whole destination", noArg, func(a *App, _ string, _ int) { a.preview() }},
	"left": {"scroll left (wrap: none)", checkOptionalNumber, func(a *App, arg string, count int) {
		a.sideways(-1, arg, count)
	}},
	"right": {"scroll right (wrap: none)", checkOptionalNumber, func(a *App, arg string, count int) {
		a.sideways(+1, arg, count)
	}},
	"back": {"return to the previous document", noArg, func(a *App, _ string, _ int) { a.back() }},
	"prompt": {"open the prompt: search, search-backward", checkPromptKind, func(a *App, arg string, _ int) {
		a.openPrompt(arg)
	}},
	"end-search": {"stop a running search, or clear the matches", noArg, func(a *App, _ string, _ int) {
		if a.searching() {
			a.cancelSearch()
			return
		}
		a.endSearch()
	}},
	"follow": {"open the selected link: a local file here, anything else with COMMAND", checkCommand, func(a *App, arg string, _ int) {
		a.follow(arg)
	}},
	"fork":   {"run COMMAND with $LINK, then come back", checkCommand, func(a *App, arg string, _ int) { a.fork(arg) }},
	"exec":   {"run COMMAND with $LINK in lwl's place", checkCommand, func(a *App, arg string, _ int) { a.execute(arg) }},
	"help":   {"show the guide to the keys", noArg, func(a *App, _ string, _ int) { a.openGuide() }},
	"redraw": {"redraw the screen", noArg, func(a *App, _ string, _ int) { a.tv.Sync() }},
}

func actionsFor(mode string) map[string]action {
	if mode == "ground" {
		return groundActions
	}
	return promptActions
}

func checkAction(mode, name, arg string) error {
	acts := actionsFor(mode)
	act, ok := acts[name]
	if !ok {
		var names []string
		for n := range acts {
			names = append(names, n)
		}
		sort.Strings(names)
		return fmt.Errorf("unknown action %q (actions: %s, none)", name, strings.Join(names, ", "))
	}
	if err := act.check(arg); err != nil {
		return fmt.Errorf("%s %v", name, err)
	}
	return nil
}

func (a *App) sideways(dir int, arg string, count int) {
	n := 8
	if arg != "" {
		n, _ = strconv.Atoi(arg)
	}
	if !a.view.ScrollSideways(dir * n * max(count, 1)) {
		if a.view.Options().Wrap != doc.WrapNone {
			a.status.SetMessage("Sideways scrolling needs wrap: none")
		}
	}
}

// step moves the selection (SPEC §5). Links are the active list until
// search provides matches.
func (a *App) step(dir int, linksOnly bool) {
	if a.search != nil && !linksOnly {
		a.stepMatch(dir)
		return
	}
	d := a.view.Document()
	items := doc.Links{D: d}
	sel := a.view.SelectedLink()
	var selStart doc.Pos
	if sel >= 0 {
		if l, ok := d.Link(sel); ok {
			selStart = doc.Pos{Chunk: d.ChunkOfSrc(l.ID), Off: l.Start}
		} else {
			sel = -1
		}
	}
	if it, ok := a.stepped(a.view.Step(items, sel, selStart, dir)); ok {
		a.view.SelectLink(it.ID)
		a.showSelectedLink()
	}
}

// stepped says when a step went nowhere, and passes on the item it reached.
func (a *App) stepped(it doc.Item, res widgets.StepResult) (doc.Item, bool) {
	switch res {
	case widgets.NoMore:
		a.status.SetMessage("No more")
	case widgets.AlreadyAtFirst:
		a.status.SetMessage("Already at first")
	}
	return it, res == widgets.Stepped
}

func (a *App) showSelectedLink() {
	if l, ok := a.view.Document().Link(a.view.SelectedLink()); ok {
		a.status.SetMessage(a.resolve(l.Dest))
	}
}

func (a *App) preview() {
	l, ok := a.view.Document().Link(a.view.SelectedLink())
	if !ok {
		a.status.SetMessage("No link selected")
		return
	}
	a.status.SetPreview(a.resolve(l.Dest))
	a.previewing = true
}

func (a *App) gotoLine(n int) {
	a.view.ScrollTo(a.view.Document().PosOfLine(n))
}

// describeLink is a row of the links pane: the link's text and where it
// leads.
func (a *App) describeLink(l doc.Link) string {
	d := a.view.Document()
	return d.LinkText(l.ID) + "  " + a.resolve(l.Dest)
}

// pickLink selects a link chosen in the links pane and shows it.
func (a *App) pickLink(id int64) {
	d := a.view.Document()
	l, ok := d.Link(id)
	if !ok {
		return
	}
	a.view.SelectLink(id)
	k := d.ChunkOfSrc(id)
	a.view.ScrollIntoView(doc.Item{ID: id, Start: doc.Pos{Chunk: k, Off: l.Start}, End: doc.Pos{Chunk: k, Off: l.End}})
	a.showSelectedLink()
}
