package startup

import (
	"fmt"
	"strings"

	"lwl/widgets/doc"
)

// Host is the pager the start move moves: the document on screen, the
// status bar, and the moves it makes.
type Host interface {
	// Document is the document on screen; AtTop reports whether the view
	// still stands at its top, Height how many rows it shows.
	Document() *doc.Document
	AtTop() bool
	Height() int
	// SetMessage, Message and ClearMessage are the status bar's message.
	SetMessage(text string)
	Message() string
	ClearMessage()
	// Compile compiles a search as the search in force would.
	Compile(pattern string) (*doc.Query, error)
	// Search searches for pattern from the top, and keeps it for / Enter
	// to repeat, as less does.
	Search(pattern string)
	// GotoLine lands on line n; ToEnd goes to the end (G); Follow follows
	// it as text is added (F).
	GotoLine(n int)
	ToEnd()
	Follow()
	// AfterFirstFrame runs fn on the UI goroutine once the first frame is
	// drawn, when the view knows its size.
	AfterFirstFrame(fn func())
}

// Controller makes the start move: at once for +G and +F, and for
// +NUMBER and +/PATTERN once the text they need has arrived.
type Controller struct {
	host      Host
	movesAway bool          // the start moves away from the top
	pending   *Start        // a +NUMBER or +/PATTERN waiting for its text
	looked    int64         // how far +/PATTERN looked for a match
	doc       *doc.Document // the document the start move is for
}

// New returns a controller that moves h.
func New(h Host) *Controller { return &Controller{host: h} }

// Begin applies s: the message shows on the first screen; the move is
// made once the first frame is drawn.
func (c *Controller) Begin(s Start) {
	if s.Message != "" {
		c.host.SetMessage(s.Message)
	}
	if !s.Moves() {
		return
	}
	c.movesAway = true
	c.host.AfterFirstFrame(func() {
		if s.Follow {
			c.host.Follow()
			return
		}
		if s.End {
			c.host.ToEnd()
			return
		}
		c.pending = &s
		c.TextArrived()
	})
}

// MovesAway reports whether the start moves away from the top (a first
// frame drawn at the top would flash).
func (c *Controller) MovesAway() bool { return c.movesAway }

// Waiting reports whether a start move waits for its text.
func (c *Controller) Waiting() bool { return c.pending != nil }

// TextArrived makes the start move once the text it needs is there: a
// pipe's text may arrive after the first frame (man, make, a slow git),
// and less waits for it too. +NUMBER waits for that line, +/PATTERN for a
// match (or the end of the input); meanwhile the input is read on (Stop
// ends the wait), and a move of the user's own drops it.
func (c *Controller) TextArrived() {
	s := c.pending
	if s == nil {
		return
	}
	h := c.host
	d := h.Document()
	if c.doc == nil {
		c.doc = d
	}
	if !h.AtTop() || d != c.doc {
		c.pending = nil // the user went somewhere already (another document: & or :e)
		return
	}
	stream, _ := d.Source().(*doc.StreamSource)
	complete := stream == nil || d.Complete()
	switch {
	case s.Search != "":
		if !complete && !c.mayMatchSoFar(d, s.Search) {
			stream.ReadAll()
			h.SetMessage("Waiting for " + s.Search + "... (ctrl-c stops)")
			return
		}
		c.pending = nil
		h.Search(s.Search)
	default:
		if !complete && d.LineCount() < s.Line+h.Height() {
			stream.ReadAll() // a screen from the line, as less shows it
			h.SetMessage(fmt.Sprintf("Waiting for line %d... (ctrl-c stops)", s.Line))
			return
		}
		c.pending = nil
		if stream != nil && !complete {
			stream.StopReading()
		}
		if strings.HasPrefix(h.Message(), "Waiting for line") {
			h.ClearMessage()
		}
		h.GotoLine(s.Line)
	}
}

// mayMatchSoFar looks for pattern in the bytes of d arrived since the
// last look (from a line before them): a hint that a search would find it
// now.
func (c *Controller) mayMatchSoFar(d *doc.Document, pattern string) bool {
	q, err := c.host.Compile(pattern)
	if err != nil {
		return true // the search says what is wrong with it
	}
	from := max(c.looked-int64(maxStartLine), 0)
	size := d.Size()
	if size <= from {
		return false
	}
	buf := make([]byte, size-from)
	n, _ := d.Source().ReadAt(buf, from)
	c.looked = size
	// The text shown, as the search sees it: a pattern only in a hidden
	// destination or an escape sequence started the search too soon.
	shown, _ := doc.DisplayText(buf[:n], d.Options())
	return q.Matches(shown)
}

// maxStartLine is how far back a look for +/PATTERN goes before the text
// that arrived: a match may start in a line that was still arriving.
const maxStartLine = 64 << 10

// Stop is ctrl-c while +/PATTERN or +NUMBER waits for its text: the wait
// ends where it is, and the pipe's reading with it. It reports whether
// there was one to stop.
func (c *Controller) Stop() bool {
	if c.pending == nil {
		return false
	}
	c.pending = nil
	if s, ok := c.host.Document().Source().(*doc.StreamSource); ok {
		s.StopReading()
	}
	c.host.SetMessage("Stopped waiting for the start place")
	return true
}
