package chosen

import (
	"testing"

	"lwl/widgets/doc"
)

// fakeView shows a document from top to bottom, all its columns.
type fakeView struct {
	d           *doc.Document
	sel         int64
	top, bottom doc.Pos
	scrolledTo  doc.Item
}

func (v *fakeView) Document() *doc.Document       { return v.d }
func (v *fakeView) SelectedLink() int64           { return v.sel }
func (v *fakeView) SelectLink(id int64)           { v.sel = id }
func (v *fakeView) Top() doc.Pos                  { return v.top }
func (v *fakeView) Bottom() doc.Pos               { return v.bottom }
func (v *fakeView) ColumnsOnScreen(doc.Item) bool { return true }
func (v *fakeView) ScrollIntoView(it doc.Item)    { v.scrolledTo = it }

type fakeStatus struct{ message, err string }

func (s *fakeStatus) SetMessage(text string) { s.message = text }
func (s *fakeStatus) SetError(text string)   { s.err = text }

type fakeHost struct {
	shown   int
	confirm func(bool) // the question waiting for its key
}

func (h *fakeHost) ShowSelected()              { h.shown++ }
func (h *fakeHost) Resolve(dest string) string { return dest }
func (h *fakeHost) Confirm(then func(bool))    { h.confirm = then }

const text = "[one](https://one.example/)\n[paypal.com](https://evil.example/)\n[none]()\n"

func newFake(t *testing.T, numbers bool) (*Chooser, *fakeView, *fakeStatus, *fakeHost) {
	t.Helper()
	d := doc.New(doc.BytesSource(text), doc.ParseOptions{LinkNumbers: numbers})
	v := &fakeView{d: d, sel: -1, bottom: doc.Pos{Chunk: 1 << 30}}
	s, h := &fakeStatus{}, &fakeHost{}
	return New(v, s, h), v, s, h
}

// link is link n of the document, counted from 1.
func link(t *testing.T, n int) doc.Link {
	t.Helper()
	d := doc.New(doc.BytesSource(text), doc.ParseOptions{LinkNumbers: true})
	l, ok := d.NumberedLink(n)
	if !ok {
		t.Fatalf("no link %d", n)
	}
	return l
}

func TestSelectedOnScreen(t *testing.T) {
	c, v, s, _ := newFake(t, false)
	if _, selected, _ := c.Selected(); selected {
		t.Fatal("a link selected in a new view")
	}
	if _, ok := c.Visible("No link selected"); ok || s.message != "No link selected" {
		t.Errorf("none selected: ok %v, message %q", ok, s.message)
	}
	v.sel = link(t, 1).ID
	if l, selected, on := c.Selected(); !selected || !on || l.Dest != "https://one.example/" {
		t.Errorf("link 1: %+v selected %v on screen %v", l, selected, on)
	}
	if c.Unusable() {
		t.Errorf("link 1 on screen is unusable: %q", s.message)
	}
	v.top = doc.Pos{Chunk: 1 << 29} // scrolled past it
	if _, _, on := c.Selected(); on {
		t.Error("a link above the top is on screen")
	}
	if !c.Unusable() || s.message != OffScreenMessage {
		t.Errorf("off screen: message %q", s.message)
	}
	if _, ok := c.Visible("none"); ok {
		t.Error("an off-screen link is visible")
	}
}

func TestNoDestinationIsUnusable(t *testing.T) {
	c, v, s, _ := newFake(t, false)
	v.sel = link(t, 3).ID
	if !c.Unusable() || s.message == "" {
		t.Errorf("a link with no destination: message %q", s.message)
	}
}

func TestPickNumbered(t *testing.T) {
	c, v, s, h := newFake(t, true)
	if !c.PickNumbered(0) || v.sel != -1 {
		t.Error("no count picks nothing and goes on")
	}
	if !c.PickNumbered(2) || v.sel != link(t, 2).ID || v.scrolledTo.ID != v.sel || h.shown != 1 {
		t.Errorf("2: selected %d, scrolled to %d, shown %d", v.sel, v.scrolledTo.ID, h.shown)
	}
	if c.PickNumbered(9) || s.message != "No link 9" {
		t.Errorf("9: message %q", s.message)
	}
	c, v, _, _ = newFake(t, false)
	if !c.PickNumbered(2) || v.sel != -1 {
		t.Error("without link numbers a count picks nothing")
	}
}

// A deceptive link chosen by its number is followed only once confirmed;
// an honest one at once.
func TestByNumberConfirmsDeceptive(t *testing.T) {
	c, _, s, h := newFake(t, true)
	followed := 0
	follow := func() { followed++ }
	c.PickNumbered(1)
	c.ByNumber(1, follow)
	if followed != 1 || h.confirm != nil {
		t.Fatalf("an honest link: followed %d, asked %v", followed, h.confirm != nil)
	}
	c.PickNumbered(2)
	c.ByNumber(2, follow)
	if followed != 1 || h.confirm == nil || s.err == "" {
		t.Fatalf("a deceptive link: followed %d, warning %q", followed, s.err)
	}
	h.confirm(false)
	if followed != 1 || s.message != "Not followed: https://evil.example/" {
		t.Errorf("refused: followed %d, message %q", followed, s.message)
	}
	c.ByNumber(2, follow)
	h.confirm(true)
	if followed != 2 {
		t.Errorf("confirmed: followed %d", followed)
	}
	c.ByNumber(0, follow) // no count: the status bar's word was seen
	if followed != 3 {
		t.Errorf("no count: followed %d", followed)
	}
}
