package search

// less's habits of the search: / or ? with an empty line repeats the last
// search, n goes on in the last search's direction and N the other way,
// and ESC u hides the highlight without forgetting the search.

// repeat is the last search confirmed, and whether its highlight is
// hidden.
type repeat struct {
	query    string // repeated by / or ? with an empty line
	backward bool   // the direction n goes (N the other way)
	hidden   bool   // ESC u hid the matches' highlight; the search is kept
}

// Searched: text, in direction backward, is the search to repeat, its
// matches shown.
func (c *Controller) Searched(text string, backward bool) {
	c.last = repeat{query: text, backward: backward}
}

// Last is the search to repeat ("" for none) and its direction.
func (c *Controller) Last() (text string, backward bool) { return c.last.query, c.last.backward }

// RepeatQuery makes text the search / Enter repeats.
func (c *Controller) RepeatQuery(text string) { c.last.query = text }

// TurnTo makes backward the direction n goes.
func (c *Controller) TurnTo(backward bool) { c.last.backward = backward }

// Hidden reports whether ESC u hid the matches' highlight.
func (c *Controller) Hidden() bool { return c.last.hidden }

// Directed is the direction n (dir +1) or N (dir -1) steps in: with a
// search, along its direction or against it, its hidden highlight shown
// again; without, along the links.
func (c *Controller) Directed(dir int) int {
	if c.active == nil {
		return dir
	}
	if c.last.backward {
		dir = -dir
	}
	if c.last.hidden {
		c.last.hidden = false
		c.Show()
	}
	return dir
}

// ToggleHighlight is ESC u: hide the matches, or show them again.
func (c *Controller) ToggleHighlight() {
	if c.active == nil {
		c.status.SetMessage("No search to hide")
		return
	}
	c.last.hidden = !c.last.hidden
	if c.last.hidden {
		c.view.SetMatches(nil)
		c.status.SetMessage("Matches hidden (n shows them again)")
		return
	}
	c.Show()
}
