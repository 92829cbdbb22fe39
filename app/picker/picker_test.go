package picker

import (
	"slices"
	"strings"
	"testing"

	"lwl/widgets/doc"
)

const linksDoc = "[one](https://a.example/1) [two](https://b.example/2)\n[one again](https://a.example/1) [three](https://c.example/3)\nlast line\n"

// L lists every link, its destination resolved, the cursor on the
// selected one; typing narrows the rows; Enter leaves, selects and follows.
func TestOpenLinksFilterAndFollow(t *testing.T) {
	h := newHost(linksDoc, doc.ParseOptions{})
	third, _ := h.d.NumberedLink(3)
	h.selected = third.ID
	h.c.OpenLinks()
	if !slices.Equal(h.shows, []bool{true}) || h.c.Indicator() != "L" {
		t.Fatalf("shows %v, indicator %q; want one list of links, L", h.shows, h.c.Indicator())
	}
	l := h.list
	want := []string{"one resolved:https://a.example/1", "two resolved:https://b.example/2",
		"one again resolved:https://a.example/1", "three resolved:https://c.example/3"}
	if !slices.Equal(l.rows, want) || l.total != 4 {
		t.Fatalf("rows %q of %d, want %q of 4", l.rows, l.total, want)
	}
	if l.cursor != 2 {
		t.Errorf("cursor on row %d, want 2 (the selected link)", l.cursor)
	}
	if !strings.HasPrefix(h.message, "Links: type to filter") {
		t.Errorf("message %q", h.message)
	}
	h.c.SetQuery("t")
	h.c.SetQuery("th")
	if !slices.Equal(l.rows, want[3:]) || l.query != "th" {
		t.Fatalf("after th: rows %q, query %q", l.rows, l.query)
	}
	h.c.Choose(true)
	if got := strings.Join(h.calls, ", "); got != "leave, pick three, follow" {
		t.Errorf("enter: %s", got)
	}
	if h.c.Entries() != nil {
		t.Error("the entries are held after the picker closed")
	}
}

// With links unique, a destination is listed once; tab selects without
// following; a query nothing matches says so and keeps the picker open.
func TestOpenLinksUniqueAndSelect(t *testing.T) {
	h := newHost(linksDoc, doc.ParseOptions{})
	h.unique = true
	h.c.OpenLinks()
	if n := len(h.c.Entries()); n != 3 {
		t.Fatalf("%d entries, want 3 (one again folded into one)", n)
	}
	h.c.SetQuery("nothing")
	h.c.Choose(false)
	if h.message != "No link matches" || len(h.calls) != 0 {
		t.Fatalf("no match: message %q, calls %v", h.message, h.calls)
	}
	h.c.SetQuery("")
	h.c.Move(+1)
	h.c.Choose(false)
	if got := strings.Join(h.calls, ", "); got != "leave, pick two" {
		t.Errorf("tab: %s", got)
	}
}

// A document without links opens no picker.
func TestOpenLinksNone(t *testing.T) {
	h := newHost("no links here\n", doc.ParseOptions{})
	h.c.OpenLinks()
	if h.shows != nil || h.message != "No links in this document" {
		t.Errorf("shows %v, message %q", h.shows, h.message)
	}
}

// A click puts the cursor on a row; a second click there follows; Close
// leaves with nothing chosen.
func TestClickAndClose(t *testing.T) {
	h := newHost(linksDoc, doc.ParseOptions{})
	h.c.OpenLinks()
	h.c.Click(2, true) // not yet the cursor's row: it only moves there
	if h.list.cursor != 1 || len(h.calls) != 0 {
		t.Fatalf("first click: cursor %d, calls %v", h.list.cursor, h.calls)
	}
	h.c.Click(9, false) // below the rows: nothing
	h.c.Click(2, true)
	if got := strings.Join(h.calls, ", "); got != "leave, pick two, follow" {
		t.Errorf("double click: %s", got)
	}
	h.calls = nil
	h.c.OpenLinks()
	h.c.Close()
	if got := strings.Join(h.calls, ", "); got != "leave, clear" {
		t.Errorf("close: %s", got)
	}
}
