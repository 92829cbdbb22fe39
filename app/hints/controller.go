package hints

import (
	"strings"
	"unicode/utf8"
)

// Host is the pager as hint mode sees it: the links it shows, where the
// labels are drawn, the status bar, and what picking a link does.
type Host interface {
	// OnScreen is the links on the document's screen, top first.
	OnScreen() []int64
	// Pane is the links pane's rows, and whether the layout shows the pane.
	Pane() (ids []int64, shown bool)
	// Letters is the alphabet that labels n links.
	Letters(n int) string
	// Label draws labels beside their links in the document's view and,
	// with pane, in the links pane; nil takes them off both.
	Label(labels map[int64]string, pane bool)
	// SetMessage and ClearMessage are the status bar's message.
	SetMessage(text string)
	ClearMessage()
	// Enter puts hint mode in force, so keys come to the controller; Leave
	// puts the ground mode back, and calls End.
	Enter()
	Leave()
	// Select selects a link on the document's screen; Bring selects a row
	// of the links pane, its link brought into view.
	Select(id int64)
	Bring(id int64)
	// Follow follows the selected link as a link chosen unseen is followed
	// (a deceptive one asks first).
	Follow()
}

// Controller is hint mode: every link on screen gets a label (Labels);
// typing a label picks its link, to follow it or only select it.
type Controller struct {
	host  Host
	round *round // the labels shown; nil when hint mode is not in force
}

// round is one showing of labels.
type round struct {
	// ids are every link labelled: the first onScreen are the document's
	// screen's, then the links pane's rows that are not among them.
	ids      []int64
	onScreen int
	labels   []string
	typed    string
	follow   bool // a complete label follows the link; else it only selects it
	pane     bool // the links pane is shown and labelled too
}

// NewController makes hint mode for host.
func NewController(host Host) *Controller { return &Controller{host: host} }

// Start labels the links on screen; follow says whether a complete label
// follows its link or only selects it.
func (c *Controller) Start(follow bool) {
	ids := c.host.OnScreen()
	onScreen := len(ids)
	seen := make(map[int64]bool, len(ids))
	for _, id := range ids {
		seen[id] = true
	}
	paneIDs, pane := c.host.Pane()
	if pane {
		for _, id := range paneIDs {
			if !seen[id] {
				ids = append(ids, id)
			}
		}
	}
	if len(ids) == 0 {
		c.host.SetMessage("No links on screen")
		return
	}
	c.host.Enter()
	c.round = &round{ids: ids, onScreen: onScreen, labels: Labels(len(ids), c.host.Letters(len(ids))),
		follow: follow, pane: pane}
	c.show()
}

// Active reports whether hint mode is in force.
func (c *Controller) Active() bool { return c.round != nil }

// Label is link id's label while hint mode is in force, or "".
func (c *Controller) Label(id int64) string {
	if c.round == nil {
		return ""
	}
	for i, l := range c.round.ids {
		if l == id {
			return c.round.labels[i]
		}
	}
	return ""
}

// status is the status bar's line while the labels are shown.
func (r *round) status() string {
	if r.follow {
		return "Follow: type a label (esc leaves)"
	}
	return "Select: type a label (esc leaves)"
}

// End takes the labels off the screen; the host calls it whenever hint
// mode is left.
func (c *Controller) End() {
	c.round = nil
	c.host.Label(nil, true)
}

// show draws the labels that begin with what was typed.
func (c *Controller) show() {
	r := c.round
	labels := map[int64]string{}
	for i, id := range r.ids {
		if strings.HasPrefix(r.labels[i], r.typed) {
			labels[id] = r.labels[i]
		}
	}
	// The view places each label at its link wherever it is drawn, so a
	// label follows its link when the screen moves (the wheel, a resize).
	c.host.Label(labels, r.pane)
	msg := r.status()
	if r.typed != "" {
		msg += ": " + r.typed
	}
	c.host.SetMessage(msg)
}

// Type narrows the labels to those that begin with what was typed and l;
// a complete label picks its link, and a letter no label has next leaves.
func (c *Controller) Type(l rune) {
	r := c.round
	if r == nil {
		return
	}
	typed := r.typed + string(l)
	match := false
	for i, label := range r.labels {
		if strings.HasPrefix(label, typed) {
			if label == typed {
				c.pick(i)
				return
			}
			match = true
		}
	}
	if !match {
		c.Cancel()
		return
	}
	r.typed = typed
	c.show()
}

// Cancel leaves hint mode with the screen as it was.
func (c *Controller) Cancel() {
	c.host.Leave()
	c.host.ClearMessage()
}

// Erase takes back the last letter typed; with none, it leaves.
func (c *Controller) Erase() {
	r := c.round
	if r == nil || r.typed == "" {
		c.Cancel()
		return
	}
	_, size := utf8.DecodeLastRuneInString(r.typed)
	r.typed = r.typed[:len(r.typed)-size]
	c.show()
}

// Accept picks the first link whose label begins with what was typed.
func (c *Controller) Accept() {
	if r := c.round; r != nil {
		for i, l := range r.labels {
			if strings.HasPrefix(l, r.typed) {
				c.pick(i)
				return
			}
		}
	}
	c.Cancel()
}

// pick selects link i, and follows it when labels follow. A link of the
// document's screen that the screen no longer shows (it was resized, or
// the wheel moved it) is not picked: the links on screen now are labelled
// again.
func (c *Controller) pick(i int) {
	r := c.round
	id := r.ids[i]
	if i < r.onScreen && !c.stillShown(id) {
		c.host.Leave()
		c.Start(r.follow)
		if c.round != nil {
			c.host.SetMessage("The screen changed: new labels. " + c.round.status())
		}
		return
	}
	c.host.Leave()
	if i < r.onScreen {
		c.host.Select(id)
	} else {
		c.host.Bring(id)
	}
	if r.follow {
		c.host.Follow()
	}
}

// stillShown reports whether the document's screen shows link id now.
func (c *Controller) stillShown(id int64) bool {
	for _, l := range c.host.OnScreen() {
		if l == id {
			return true
		}
	}
	return false
}
