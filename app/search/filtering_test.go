package search

import (
	"strings"
	"testing"

	"lwl/widgets/doc"
)

// shownFilter is a filter in force over text whose progress goes to st.
func shownFilter(text string, st Status) *Filter {
	d := doc.New(doc.BytesSource(text), doc.ParseOptions{})
	return &Filter{Label: "&x", Doc: d, orig: d, Job: &FilterJob{}, status: st,
		inForce: func() bool { return true }, filled: func() {}}
}

// A progress report queued before ctrl-c stopped the filter leaves
// "Filter stopped" as it is (it showed "Filtering... 18%" again).
func TestFilterProgressAfterStop(t *testing.T) {
	st := &fakeStatus{}
	f := shownFilter("needle\nhay\n", st)
	f.Job.Lines.Store(5)
	f.Job.Stop.Store(true)
	st.SetMessage("Filter stopped: 5 lines so far")
	f.show(false)
	if m := st.Message(); m != "Filter stopped: 5 lines so far" {
		t.Errorf("the message is %q after a late report", m)
	}
}

// The filter's progress does not cover another message (=, a mark set)
// while it fills: on a pipe that never ends no message could be read.
func TestFilterProgressLeavesOtherMessages(t *testing.T) {
	st := &fakeStatus{}
	f := shownFilter("needle\nhay\n", st)
	st.SetMessage("Mark a set")
	f.show(false)
	if m := st.Message(); m != "Mark a set" {
		t.Errorf("the message is %q after a progress report", m)
	}
	st.SetMessage("")
	f.show(false)
	if m := st.Message(); !strings.HasPrefix(m, "Filtering...") {
		t.Errorf("no progress shown with no other message: %q", m)
	}
}
