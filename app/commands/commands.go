// Package commands is the programs lwl runs on links: open's pages made
// by a command and their reload (R), run's detached commands, the > and !
// commands on the terminal, and the status words each ends with. It moves
// the pager through Host and imports neither app nor a screen.
package commands

import (
	"net/url"

	"lwl/widgets/doc"
)

// Place is where the view stands in the document on screen.
type Place struct {
	Top     doc.Pos
	HScroll int
	Link    int64 // the selected link's ID, -1 for none
}

// Host is the pager the commands report to and open's pages are shown in.
type Host interface {
	// SetMessage and SetError say something in the status bar;
	// ClearMessage clears the message when it is still text.
	SetMessage(text string)
	SetError(text string)
	ClearMessage(text string)
	// Work runs fn in a goroutine; Post runs fn on the UI goroutine.
	Work(fn func())
	Post(fn func())

	// Document is the document on screen, At where the view stands in it.
	Document() *doc.Document
	At() Place
	// OptionsFor is how a document named name, read from src, is parsed.
	OptionsFor(name string, src doc.Source) doc.ParseOptions
	// Show puts d on screen as a new page named name whose relative links
	// resolve from base; the page on screen goes on the history.
	Show(d *doc.Document, name string, base *url.URL)
	// Replace puts now, on screen, in the place of old's page (not a new
	// page), scrolled hscroll and to the row at source offset top once
	// there is text there; then runs after that.
	Replace(old, now *doc.Document, top int64, hscroll int, then func())
	// Changed says a page's output grew; it is called on the reading
	// goroutine and must not block.
	Changed()
	// Refresh takes in what arrived of the document on screen.
	Refresh()
	// Rebase takes the header of d, on screen, as its base.
	Rebase(d *doc.Document)
	// ToSection scrolls to the heading frag names in the document on
	// screen, if it has one.
	ToSection(frag string)
	// SelectLink selects link id and says where it leads.
	SelectLink(id int64)
	// EndFollow stops G's following the end of the document on screen.
	EndFollow()
	// Keeps reports whether d is on screen or will be again: a page of the
	// history keeps it, or a filter shows its lines in its place.
	Keeps(d *doc.Document) bool
	// KeepNewest lets only the newest n pages of documents made say true
	// stay in the history.
	KeepNewest(n int, made func(*doc.Document) bool)
}

// Controller runs lwl's commands and owns what it knows of them: open's
// outputs and how each was made, run's commands still running. Its
// methods are called on the UI goroutine.
type Controller struct {
	host   Host
	opened outputs
	runs   []running // run's commands still running
}

// New is the controller of the commands host runs.
func New(host Host) *Controller { return &Controller{host: host} }
