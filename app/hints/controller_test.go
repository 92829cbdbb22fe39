package hints

import (
	"maps"
	"slices"
	"testing"
)

// fakeHost is a screen of links and a record of what the controller did.
type fakeHost struct {
	onScreen []int64
	pane     []int64
	paneOn   bool
	labels   map[int64]string
	labelled bool // the last Label was asked to draw in the pane too
	message  string
	inMode   bool
	c        *Controller
	did      []string // Select, Bring and Follow, in order
}

func (h *fakeHost) OnScreen() []int64      { return slices.Clone(h.onScreen) }
func (h *fakeHost) Pane() ([]int64, bool)  { return h.pane, h.paneOn }
func (h *fakeHost) Letters(int) string     { return "asd" }
func (h *fakeHost) SetMessage(text string) { h.message = text }
func (h *fakeHost) ClearMessage()          { h.message = "" }
func (h *fakeHost) Select(id int64)        { h.did = append(h.did, "select", string(rune('0'+id))) }
func (h *fakeHost) Bring(id int64)         { h.did = append(h.did, "bring", string(rune('0'+id))) }
func (h *fakeHost) Follow()                { h.did = append(h.did, "follow") }
func (h *fakeHost) Label(l map[int64]string, pane bool) {
	h.labels, h.labelled = maps.Clone(l), pane
}

// Enter and Leave do what App's modes do: entering a mode ends the one in
// force, and leaving hint mode ends it.
func (h *fakeHost) Enter() {
	h.Leave()
	h.inMode = true
}

func (h *fakeHost) Leave() {
	if h.inMode {
		h.inMode = false
		h.c.End()
	}
}

func newFake(onScreen ...int64) (*fakeHost, *Controller) {
	h := &fakeHost{onScreen: onScreen}
	h.c = NewController(h)
	return h, h.c
}

func TestControllerLabelsTheLinksOnScreen(t *testing.T) {
	h, c := newFake(1, 2, 3, 4)
	c.Start(true)
	want := map[int64]string{1: "a", 2: "s", 3: "da", 4: "ds"}
	if !h.inMode || !maps.Equal(h.labels, want) {
		t.Fatalf("in mode %v, labels %v, want %v", h.inMode, h.labels, want)
	}
	if h.message != "Follow: type a label (esc leaves)" {
		t.Errorf("message %q", h.message)
	}
	c.Type('d')
	if !maps.Equal(h.labels, map[int64]string{3: "da", 4: "ds"}) || h.message != "Follow: type a label (esc leaves): d" {
		t.Errorf("after d: labels %v, message %q", h.labels, h.message)
	}
	c.Type('s')
	if h.inMode || h.labels != nil || !slices.Equal(h.did, []string{"select", "4", "follow"}) {
		t.Errorf("after ds: in mode %v, labels %v, did %v", h.inMode, h.labels, h.did)
	}
	if c.Active() {
		t.Error("still active after a pick")
	}
}

func TestControllerSelectOnlySelects(t *testing.T) {
	h, c := newFake(7, 8)
	c.Start(false)
	if h.message != "Select: type a label (esc leaves)" {
		t.Errorf("message %q", h.message)
	}
	c.Type('s')
	if !slices.Equal(h.did, []string{"select", "8"}) {
		t.Errorf("did %v", h.did)
	}
}

func TestControllerNoLinks(t *testing.T) {
	h, c := newFake()
	c.Start(true)
	if h.inMode || c.Active() || h.message != "No links on screen" {
		t.Errorf("in mode %v, message %q", h.inMode, h.message)
	}
}

// The links pane's rows not on the document's screen are labelled after
// those that are; picking one brings it into view.
func TestControllerLabelsThePane(t *testing.T) {
	h, c := newFake(1, 2)
	h.pane, h.paneOn = []int64{2, 5}, true
	c.Start(false)
	if !h.labelled || !maps.Equal(h.labels, map[int64]string{1: "a", 2: "s", 5: "d"}) {
		t.Fatalf("labels %v (pane %v)", h.labels, h.labelled)
	}
	c.Type('d')
	if !slices.Equal(h.did, []string{"bring", "5"}) {
		t.Errorf("did %v", h.did)
	}
}

func TestControllerEraseAcceptCancel(t *testing.T) {
	h, c := newFake(1, 2, 3, 4)
	c.Start(false)
	c.Type('d')
	c.Erase()
	if h.message != "Select: type a label (esc leaves)" || len(h.labels) != 4 {
		t.Errorf("after erase: message %q, labels %v", h.message, h.labels)
	}
	c.Type('d')
	c.Accept()
	if !slices.Equal(h.did, []string{"select", "3"}) {
		t.Errorf("accept did %v", h.did)
	}
	c.Start(false)
	c.Erase() // nothing typed: leaves
	if h.inMode || h.message != "" || h.labels != nil {
		t.Errorf("erase with nothing typed: in mode %v, message %q", h.inMode, h.message)
	}
	c.Start(false)
	c.Type('x') // no label has it
	if h.inMode || len(h.did) != 2 {
		t.Errorf("a letter of no label: in mode %v, did %v", h.inMode, h.did)
	}
}

// A link that left the screen since the labels were drawn is not picked:
// the links on screen now are labelled again.
func TestControllerScreenChanged(t *testing.T) {
	h, c := newFake(1, 2, 3)
	c.Start(true)
	if c.Label(3) != "d" {
		t.Fatalf("link 3's label %q", c.Label(3))
	}
	h.onScreen = []int64{4, 5}
	c.Type('d')
	if len(h.did) != 0 || !h.inMode || !c.Active() {
		t.Fatalf("did %v, in mode %v", h.did, h.inMode)
	}
	if !maps.Equal(h.labels, map[int64]string{4: "a", 5: "s"}) {
		t.Errorf("new labels %v", h.labels)
	}
	if h.message != "The screen changed: new labels. Follow: type a label (esc leaves)" {
		t.Errorf("message %q", h.message)
	}
}
