// Package arrive is text that arrives while shown: the screen refreshed as
// a pipe grows, G reading a pipe to its end, F following the end of a file
// or pipe as tail -f does. It reaches the pager through View, Status and
// Host, and imports neither app nor a screen.
package arrive

import (
	"sync/atomic"

	"lwl/internal/generation"
	"lwl/widgets/doc"
)

// View is the document view.
type View interface {
	Document() *doc.Document
	ScrollToEnd()
}

// Status is the status bar.
type Status interface {
	Message() string
	SetMessage(text string)
	SetError(text string)
	ClearMessage()
}

// Host is the rest of the pager. Work and Post are the only ways a
// goroutine reaches it; neither waits for the UI loop.
type Host interface {
	// Shown is the name and the file ("" for none) of the document on
	// screen.
	Shown() (name, path string)
	// TakeIn has the view lay out what arrived of d, the document on
	// screen, and what waits on its text look again (a jump cut short, the
	// search's count, the base in its header).
	TakeIn(d *doc.Document)
	// Settle makes the moves that wait for d's text (a command's output
	// going to its section, a start move), once the view is where it goes.
	Settle(d *doc.Document)
	// Reopen puts now, the file the name names now, on screen in place of
	// old, a file renamed away.
	Reopen(old, now *doc.Document)
	// AwaitKey says message until the next key, which calls then and does
	// nothing else.
	AwaitKey(message string, then func())
	// Work runs fn on a goroutine; Post runs fn on the UI goroutine.
	Work(fn func())
	Post(fn func())
	// Stopping reports that lwl is ending.
	Stopping() bool
}

// Options are what the controller is given at start.
type Options struct {
	// FollowName is --follow-name: F reopens a file renamed away and made
	// again under its name (a rotated log).
	FollowName bool
}

// Controller refreshes the screen as the document on it grows, and keeps
// G's and F's following of its end.
type Controller struct {
	view       View
	status     Status
	host       Host
	followName bool
	// refreshing: a refresh is on its way to the UI goroutine; lastFresh
	// is when the last one ran, in Unix nanoseconds.
	refreshing atomic.Bool
	lastFresh  atomic.Int64
	followEnd  bool // G on a stream: stay at the end while it is read
	spillTold  bool // the stream's SpillErr was said
	// tailing says F follows the end; its polling runs while its ticket
	// is the last taken from tails.
	tailing bool
	tails   generation.Generation
}

// New is the controller of the text arriving in view.
func New(view View, status Status, host Host, o Options) *Controller {
	return &Controller{view: view, status: status, host: host, followName: o.FollowName}
}

// FollowingEnd reports whether G reads on, staying at the end.
func (c *Controller) FollowingEnd() bool { return c.followEnd }

// Tailing reports whether F follows the end.
func (c *Controller) Tailing() bool { return c.tailing }
