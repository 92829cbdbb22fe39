package search

import (
	"strings"
	"testing"

	"lwl/widgets/doc"
)

// fakeView is a view of one document whose screen starts at its top.
type fakeView struct {
	d       *doc.Document
	matches *doc.Matches
	sel     int64
}

func (v *fakeView) Document() *doc.Document   { return v.d }
func (v *fakeView) Top() doc.Pos              { return doc.Pos{} }
func (v *fakeView) Bottom() doc.Pos           { return doc.Pos{} }
func (v *fakeView) SetMatches(m *doc.Matches) { v.matches = m }
func (v *fakeView) SelectMatch(id int64)      { v.sel = id }
func (v *fakeView) SelectedMatch() int64      { return v.sel }

type fakeStatus struct{ message string }

func (s *fakeStatus) Message() string        { return s.message }
func (s *fakeStatus) SetMessage(text string) { s.message = text }
func (s *fakeStatus) SetError(text string)   { s.message = text }

// heldSeam keeps the work it is given instead of running it, and counts
// the matches shown.
type heldSeam struct {
	work  []func()
	shown int
}

func (s *heldSeam) Post(fn func())          { fn() }
func (s *heldSeam) Work(fn func())          { s.work = append(s.work, fn) }
func (s *heldSeam) RestoreOnPanic()         {}
func (s *heldSeam) YieldToKeys(func() bool) {}
func (s *heldSeam) ShowMatch(doc.Item)      { s.shown++ }
func (s *heldSeam) Step(int, int)           {}
func (s *heldSeam) InPrompt() bool          { return false }
func (s *heldSeam) Stopping() bool          { return false }

func newTestController(text string) (*Controller, *fakeView, *fakeStatus, *heldSeam) {
	v := &fakeView{d: doc.New(doc.BytesSource(text), doc.ParseOptions{}), sel: -1}
	st, seam := &fakeStatus{}, &heldSeam{}
	return NewController(v, st, seam), v, st, seam
}

// A first match found just before the search was stopped can reach the UI
// after esc or ctrl-c, and after the keys typed since: it is dropped, not
// selected (it took the view back to the match over the user's j).
func TestSearchFoundAfterCancelIsDropped(t *testing.T) {
	c, v, _, seam := newTestController(strings.Repeat("the quick brown fox jumps over the lazy dog\n", 1000))
	q, err := doc.CompileQuery("f[o]x")
	if err != nil {
		t.Fatal(err)
	}
	c.Start(q, false)
	s := c.Active()
	ticket := s.job.ticket
	c.Cancel()
	ch := v.Document().Chunk(0)
	it := doc.Item{ID: doc.MatchID(0, 16), Start: doc.Pos{Chunk: 0, Off: 16}, End: doc.Pos{Chunk: 0, Off: 19}}
	c.found(s, ticket, it, doc.FoundIn(ch, []int{16, 19}))
	if seam.shown > 0 || v.SelectedMatch() >= 0 {
		t.Errorf("a match found before the search was stopped was selected after it")
	}
}

// The count's end says how many matches there are, and where none is
// ahead of the screen, that too.
func TestSearchCountSaid(t *testing.T) {
	c, _, st, seam := newTestController("a fox\nno\nfox again\n")
	q, err := doc.CompileQuery("fox")
	if err != nil {
		t.Fatal(err)
	}
	c.Start(q, false)
	for _, fn := range seam.work {
		fn()
	}
	if st.message != "2 matches" || c.Active().Total() != 2 || !c.Active().Counted() || seam.shown != 1 {
		t.Errorf("after the count: %q, total %d, shown %d; want \"2 matches\", 2, 1", st.message, c.Active().Total(), seam.shown)
	}
}
