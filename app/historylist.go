package app

import (
	"fmt"
	"strconv"
	"strings"

	"lwl/widgets/doc"
)

// The history list (B) is a document lwl writes: the session's pages,
// newest first, each a link that goes there, with its URL and title.

// historyScheme marks the list's links; only the list on screen follows
// them.
const historyScheme = "lwl-history:"

// showHistoryList is B.
func (a *App) showHistoryList() {
	s := a.opts.Session
	if s == nil {
		a.ui.status.SetMessage("No history across pages here (secure mode, or no folder to keep it)")
		return
	}
	if a.shown.listOnScreen(a.ui.view.Document()) {
		return
	}
	if err := a.syncSession(); err != nil {
		a.ui.status.SetError("History: " + err.Error())
		return
	}
	visits, err := s.List()
	if err != nil {
		a.ui.status.SetError("History: " + err.Error())
		return
	}
	var b strings.Builder
	b.WriteString("# History\n\nThe pages of this session, newest first. Enter goes to one, backspace returns.\n\n")
	for n, v := range visits {
		label := v.Title
		if label == "" {
			label = v.Name
		}
		fmt.Fprintf(&b, "%d. [%s](%s%d)", n+1, listText(label), historyScheme, v.Index)
		if v.URL != "" {
			b.WriteString("  " + listText(v.URL))
		}
		switch {
		case v.Current:
			b.WriteString("  (here)")
		case v.Source == "":
			b.WriteString("  (its text is no longer kept)")
		}
		b.WriteString("\n")
	}
	src := doc.BytesSource(b.String())
	d := doc.New(src, a.optionsFor("history.md", src))
	a.show(d, "history", "", nil, "")
	a.shown.listShown(d)
}

// listText is a title or URL made safe to stand in the list's Markdown:
// one line, no bracket that could make or end a link.
func listText(s string) string {
	return strings.NewReplacer("\n", " ", "\r", " ", "[", "(", "]", ")", "`", "'").Replace(s)
}

// historyEntry is the page a link of the history list on screen goes to.
func (a *App) historyEntry(dest string) (int, bool) {
	if !a.shown.listOnScreen(a.ui.view.Document()) {
		return 0, false
	}
	n, ok := strings.CutPrefix(dest, historyScheme)
	if !ok {
		return 0, false
	}
	i, err := strconv.Atoi(n)
	return i, err == nil
}

// goHistory goes to page i of the session from its list, which leaves
// this lwl's history: back from there is the session's.
func (a *App) goHistory(i int) {
	v, err := a.opts.Session.Go(i)
	if err != nil {
		a.ui.status.SetError("History: " + err.Error())
		return
	}
	a.shown.forgetLastPage() // the page B left: the session has it
	a.showVisit(v)
	a.shown.listShown(nil)
}
