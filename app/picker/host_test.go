package picker

import (
	"strings"

	"lwl/widgets/doc"
)

// fakeHost is a pager with no screen: a document, a top line and a
// selected link; what the pickers ask of it is written down.
type fakeHost struct {
	text     string
	d        *doc.Document
	top      doc.Pos
	selected int64
	unique   bool
	message  string
	list     *fakeList // the list shown, nil while none is
	shows    []bool    // each Show's links
	calls    []string  // Leave, PickLink, FollowChosen, JumpToHeading, ClearMessage in order
	jumpLine int64
	c        *Controller
}

func newHost(text string, o doc.ParseOptions) *fakeHost {
	h := &fakeHost{text: text, d: doc.New(doc.BytesSource(text), o), selected: -1}
	h.top = h.d.PosOfLine(0)
	h.c = New(h)
	return h
}

func (h *fakeHost) Document() *doc.Document    { return h.d }
func (h *fakeHost) Top() doc.Pos               { return h.top }
func (h *fakeHost) SelectedLink() int64        { return h.selected }
func (h *fakeHost) Resolve(dest string) string { return "resolved:" + dest }
func (h *fakeHost) LinksUnique() bool          { return h.unique }
func (h *fakeHost) SetMessage(text string)     { h.message = text }
func (h *fakeHost) JumpLineOffset() int64      { return h.jumpLine }

func (h *fakeHost) ClearMessage() {
	h.message = ""
	h.calls = append(h.calls, "clear")
}

func (h *fakeHost) Show(links bool) List {
	h.shows = append(h.shows, links)
	h.list = &fakeList{}
	return h.list
}

// Leave ends the mode as the pager does: the controller's End follows.
func (h *fakeHost) Leave() {
	h.calls = append(h.calls, "leave")
	h.list = nil
	h.c.End()
}

func (h *fakeHost) PickLink(id int64)       { h.calls = append(h.calls, "pick "+h.d.LinkText(id)) }
func (h *fakeHost) FollowChosen()           { h.calls = append(h.calls, "follow") }
func (h *fakeHost) JumpToHeading(off int64) { h.calls = append(h.calls, "jump "+h.lineAt(off)) }

// lineAt is the text of the line starting at source offset off.
func (h *fakeHost) lineAt(off int64) string {
	line, _, _ := strings.Cut(h.text[off:], "\n")
	return line
}

// fakeList is the list drawn: its rows, filter line and cursor.
type fakeList struct {
	rows   []string // "text dest"
	query  string
	total  int
	cursor int
}

func (l *fakeList) SetRows(n int, row func(i int) (string, string)) {
	l.rows, l.cursor = nil, 0
	for i := range n {
		text, dest := row(i)
		l.rows = append(l.rows, text+" "+dest)
	}
}

func (l *fakeList) SetFilter(query string, total int) { l.query, l.total = query, total }
func (l *fakeList) Len() int                          { return len(l.rows) }
func (l *fakeList) Move(delta int)                    { l.cursor = max(min(l.cursor+delta, len(l.rows)-1), 0) }
func (l *fakeList) Cursor() int                       { return l.cursor }
func (l *fakeList) SetCursor(i int)                   { l.cursor = i }

// RowAt: the rows are drawn from the first, under the filter line.
func (l *fakeList) RowAt(dy int) (int, bool) {
	if dy < 1 || dy > len(l.rows) {
		return 0, false
	}
	return dy - 1, true
}
