// Package files is the list of files lwl was given and :e added: :n, :p,
// :x and :e go through it, each file's place kept for when it is shown
// again, LESSOPEN preparing them; also a folder's listing and s, which
// saves a pipe to a file. It moves the pager through Host and imports
// neither app nor a screen.
package files

import (
	"fmt"
	"net/url"
	"path/filepath"
	"strings"

	"lwl/internal/lessopen"
	"lwl/internal/quote"
	"lwl/widgets/doc"
)

// Several files, as in less: lwl a b c shows a; :n and :p go to the next and
// previous file, :x to the first, :e FILE adds a file after this one and
// shows it. Each file keeps its place, selection and search for when it is
// shown again. A file that cannot be opened is a message when it is reached;
// the files past it are still there. This list is separate from the back
// history of links followed.

// Arg is a file named on the command line.
type Arg struct {
	Name string // as typed, shown in the status bar
	Path string // absolute
}

// Place is where the view stands in a file, and the search in force.
type Place struct {
	// Offset is the top line's byte offset in the file.
	Offset  int64
	HScroll int
	// Link and Match are the selected link's and match's IDs, -1 for none.
	Link, Match int64
	// Query is the search in force ("" for none), Backward its direction.
	Query    string
	Backward bool
	// Source is the text on screen.
	Source doc.Source
}

// Host is the pager the list moves: the document on screen, the status
// bar, and the ways a document comes on screen.
type Host interface {
	// Shown is the name and the file ("" for none) of the document on
	// screen; Place where the view stands in it.
	Shown() (name, path string)
	Place() Place
	// SetMessage, SetError and ClearMessage say something in the status
	// bar, or nothing.
	SetMessage(text string)
	SetError(text string)
	ClearMessage()
	// Refused reports whether secure mode refuses what, saying so.
	Refused(what string) bool
	// Unfilter ends the & filter, so the place taken is in the whole file.
	Unfilter()
	// Push keeps the document on screen, not a file of the list, for
	// back.
	Push()
	// Show puts src, file f's text, on screen in place of the document
	// there, at the place it was left (nil: at its start).
	Show(f Arg, src doc.Source, at *Place)
	// Opening is how the pager opens a file: notify is called as its text
	// grows.
	Opening() (notify func(), o doc.OpenOptions)
	// OpenLocal shows the file path as a new page, at the section frag
	// names ("" for none).
	OpenLocal(path, frag string)
	// ShowPage puts text, a document the list wrote, on screen as a new
	// page named name, its links resolved from base.
	ShowPage(text []byte, name string, base *url.URL)
	// Ask says question in the status bar and hands the next key to
	// answer: its character, 0 for a key that is none.
	Ask(question string, answer func(r rune))
	// OwnDocument reports whether the document on screen is lwl's own (the
	// guide, a document shipped inside lwl).
	OwnDocument() bool
	// Saved is the text s saves: the document on screen, or the whole
	// pipe under the & filter.
	Saved() *doc.Document
	// Work runs fn in a goroutine; Post runs fn on the UI goroutine.
	Work(fn func())
	Post(fn func())
}

// Options are what the list is given at start.
type Options struct {
	// Files are the files named on the command line (none: no list until
	// :e), First the one shown.
	Files []Arg
	First int
	// LessOpen prepares the files the list opens (nil: none).
	LessOpen *lessopen.Opener
}

// state is a file's place when it was left.
type state struct {
	seen  bool
	place Place
	// stream is the file's text when it is read as a stream (a FIFO, a
	// device, /proc): opening it again would wait for another writer, or
	// take bytes another read is owed, so it is opened once.
	stream doc.Source
}

// Controller is the files lwl was started with, and which one is shown.
type Controller struct {
	host     Host
	lessOpen *lessopen.Opener
	listed   bool // a list exists: files were named, or :e added one
	files    []Arg
	state    []state
	cur      int
	// pending is the file whose preprocessor has not answered yet.
	pending *pendingFile
}

// New is the list of o's files, moving host.
func New(host Host, o Options) *Controller {
	c := &Controller{host: host, lessOpen: o.LessOpen}
	if len(o.Files) > 0 {
		c.listed, c.files, c.state, c.cur = true, o.Files, make([]state, len(o.Files)), o.First
	}
	return c
}

// Number is " (2 of 3)" while one of several files is shown.
func (c *Controller) Number() string {
	if len(c.files) < 2 || !c.showingListed() {
		return ""
	}
	return fmt.Sprintf(" (%d of %d)", c.cur+1, len(c.files))
}

// showingListed reports whether the document on screen is the list's
// current file (not a document a link led to).
func (c *Controller) showingListed() bool {
	_, path := c.host.Shown()
	return c.listed && path != "" && path == c.files[c.cur].Path
}

// Next is :n (dir +1) and :p (dir -1): the next file that opens in that
// direction; the ones that do not are named in the message.
func (c *Controller) Next(dir int) {
	if len(c.files) < 2 {
		c.host.SetMessage("No other file (lwl FILE1 FILE2 ... opens several)")
		return
	}
	c.goFile(c.cur+dir, dir)
}

// First is :x.
func (c *Controller) First() {
	if !c.listed {
		c.host.SetMessage("No list of files")
		return
	}
	if c.cur == 0 && c.showingListed() {
		c.host.SetMessage("Already at the first file")
		return
	}
	c.goFile(0, +1)
}

// goFile shows file i, or else the first one past it in direction dir that
// opens.
func (c *Controller) goFile(i, dir int) {
	var failed []string
	for ; i >= 0 && i < len(c.files); i += dir {
		if i == c.cur && c.showingListed() {
			break
		}
		err := c.show(i)
		if err == nil {
			if len(failed) > 0 {
				c.host.SetError(strings.Join(failed, "; "))
			}
			return
		}
		failed = append(failed, err.Error())
	}
	switch {
	case len(failed) > 0:
		c.host.SetError(strings.Join(failed, "; "))
	case dir > 0:
		c.host.SetMessage("No next file")
	default:
		c.host.SetMessage("No previous file")
	}
}

// keep keeps the place in the list's current file, if it is on screen.
func (c *Controller) keep() {
	if !c.showingListed() {
		return
	}
	p := c.host.Place()
	s := state{seen: true, place: p}
	if src, ok := p.Source.(*doc.StreamSource); ok {
		s.stream = src
	}
	s.place.Source = nil // a file's text is let go once another is shown
	c.state[c.cur] = s
}

// show opens file i of the list in place of the document on screen,
// where it was left. Through LESSOPEN it is shown once the preprocessor
// gave its text (showLater).
func (c *Controller) show(i int) error {
	f := c.files[i]
	src := c.state[i].stream
	if src == nil && c.lessOpen != nil && lessopen.Preprocessable(f.Path) {
		c.showLater(i)
		return nil
	}
	if src == nil {
		notify, o := c.host.Opening()
		var err error
		if src, err = doc.OpenWith(f.Path, notify, o); err != nil {
			return fileError(f, err)
		}
	}
	c.showSource(i, src)
	return nil
}

// fileError is why the file f did not open.
func fileError(f Arg, err error) error {
	return fmt.Errorf("%s: %v", quote.Name(f.Name), quote.Unwrap(err))
}

// showSource shows file i of the list, read from src, where it was left.
func (c *Controller) showSource(i int, src doc.Source) {
	c.host.Unfilter() // a file's place is kept in the whole file
	if c.showingListed() {
		c.keep()
	} else {
		c.host.Push() // a linked document or a pipe: back returns to it
	}
	var at *Place
	if st := c.state[i]; st.seen {
		p := st.place
		at = &p
	}
	c.cur = i
	c.host.Show(c.files[i], src, at)
}

// Edit is :e FILE: the file joins the list after the current one and is
// shown. Blanks around the name are dropped, as less does: ":e" then a
// space before the name is how it reads, and a paste may bring a newline.
func (c *Controller) Edit(name string) {
	name = strings.Trim(name, " \t\r\n")
	if name == "" {
		return
	}
	if c.host.Refused(":e") {
		return
	}
	abs, err := filepath.Abs(name)
	if err != nil {
		c.host.SetError(name + ": " + err.Error())
		return
	}
	if !c.listed {
		c.listed, c.cur = true, 0
		if shownName, path := c.host.Shown(); path != "" {
			c.files, c.state = []Arg{{Name: shownName, Path: path}}, []state{{}}
		}
	}
	at := 0
	if len(c.files) > 0 {
		at = c.cur + 1
	}
	c.files = append(c.files[:at], append([]Arg{{Name: name, Path: abs}}, c.files[at:]...)...)
	c.state = append(c.state[:at], append([]state{{}}, c.state[at:]...)...)
	if err := c.show(at); err != nil {
		// keep the list as it was: a mistyped name is not a file
		c.files = append(c.files[:at], c.files[at+1:]...)
		c.state = append(c.state[:at], c.state[at+1:]...)
		c.host.SetError(err.Error())
	}
}
