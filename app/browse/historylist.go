package browse

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

// ShowList is B: the session's pages as a document, put on screen as a
// page of this lwl's history.
func (c *Controller) ShowList() {
	s := c.session
	if s == nil {
		c.host.SetMessage("No history across pages here (secure mode, or no folder to keep it)")
		return
	}
	if c.listOnScreen() {
		return
	}
	if err := c.Sync(); err != nil {
		c.host.SetError("History: " + err.Error())
		return
	}
	visits, err := s.List()
	if err != nil {
		c.host.SetError("History: " + err.Error())
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
	d := doc.New(src, c.host.OptionsFor("history.md", src))
	c.host.Show(d, "history")
	c.across.list = d
}

// listOnScreen reports whether the document on screen is the history
// list shown last (B).
func (c *Controller) listOnScreen() bool {
	return c.across.list != nil && c.across.list == c.host.Document()
}

// listText is a title or URL made safe to stand in the list's Markdown:
// one line, no bracket that could make or end a link.
func listText(s string) string {
	return strings.NewReplacer("\n", " ", "\r", " ", "[", "(", "]", ")", "`", "'").Replace(s)
}

// HistoryEntry is the page of the session a link of the history list on
// screen goes to.
func (c *Controller) HistoryEntry(dest string) (int, bool) {
	if !c.listOnScreen() {
		return 0, false
	}
	n, ok := strings.CutPrefix(dest, historyScheme)
	if !ok {
		return 0, false
	}
	i, err := strconv.Atoi(n)
	return i, err == nil
}

// GoHistory goes to page i of the session from its list, which leaves
// this lwl's history: back from there is the session's.
func (c *Controller) GoHistory(i int) {
	v, err := c.session.Go(i)
	if err != nil {
		c.host.SetError("History: " + err.Error())
		return
	}
	if n := len(c.history); n > 0 {
		c.history = c.history[:n-1] // the page B left: the session has it
	}
	c.showVisit(v)
	c.across.list = nil
}
