package commands

import "lwl/widgets/doc"

// The action `open COMMAND` browses inside lwl: where follow hands a web
// link to the browser in lwl's place, open runs COMMAND (bro --dump, curl
// piped to pandoc) with $LINK set and shows its standard output as a new
// document, read as it arrives like a pipe, with backspace back to the page
// the link was on. The page's base is the link (or, when bro names it on
// its first line, where the page came from after redirects), so its
// relative links open the same way. Links lwl opens itself (a section of
// this document, a local file, lwl:) open as follow opens them, before
// Open is called.
//
// A command's output cannot be made again, so its document is kept while
// its page is in the history, as the pipe lwl started with is: back
// returns to it, place and selection restored. The last MaxKeptOutputs
// are kept; an older one's page leaves the history (back skips it) and
// its command, if it still runs, is stopped. There is no forward: a
// document backspace leaves is let go, as every page left by back is.
//
// The command has no terminal: standard input is /dev/null and it runs in
// a session of its own (as `run` does). Nothing changes on screen until
// its first bytes arrive, so a command that fails leaves the page as it
// was, with its error and exit status as the message. esc or ctrl-c while
// it is still producing stops it (the whole process group is killed) and
// keeps what arrived.

// MaxKeptOutputs bounds the command outputs the history keeps.
const MaxKeptOutputs = 20

// outputs are lwl's open commands: the one started whose output has not
// arrived yet, and those whose documents are on screen or in the history.
type outputs struct {
	pending  *output
	made     map[*doc.Document]*output
	commands map[*output]openCommand // how each was made, for R (reload.go)
	reload   *pendingReload          // R's command, to replace its page
}

// Open runs cmd, with env (the link's variables in it, checked already),
// for dest; its output is shown once it arrives. A command still waiting
// for its first bytes is stopped: the newer wins.
func (c *Controller) Open(cmd string, env []string, dest string) {
	if p := c.opened.dropPending(); p != nil {
		p.stopped = true
		p.stop()
	}
	arrived := false // on the reading goroutine only
	o, err := startOutput(cmd, env, dest, func(o *output) {
		if arrived {
			c.host.Changed() // the same refresh path as a pipe's
			return
		}
		arrived = true
		c.host.Post(func() { c.arrived(o) })
	})
	if err != nil {
		c.host.SetError("Cannot open " + dest + ": " + err.Error())
		return
	}
	c.opened.pending = o
	c.opened.rememberCommand(o, cmd, env)
	c.host.SetMessage("Opening " + dest + " (esc stops)")
	c.host.Work(func() {
		<-o.exited
		<-o.first // whether it printed anything is known
		c.host.Post(func() { c.outputEnded(o) })
	})
}

// arrived shows the first bytes of o's output as a new page.
func (c *Controller) arrived(o *output) {
	if c.opened.pending != o || o.src.Size() == 0 {
		return // stopped, a newer open took its place, or it printed nothing
	}
	c.opened.pending = nil
	o.doc = doc.New(o.src, c.host.OptionsFor(o.link, o.src))
	if !c.replaceReloaded(o) {
		c.host.Show(o.doc, o.link, o.base)
	}
	c.opened.keep(o)
	c.host.Refresh()
	c.takeHeaderBase(o)
}

// outputEnded says how o's command ended: a failure as an error (the page
// stays as it was when nothing was printed), and goes to the link's
// section once the page is complete.
func (c *Controller) outputEnded(o *output) {
	if o.stopped {
		return // lwl stopped it and said so then
	}
	if c.opened.pending == o {
		if o.src.Size() == 0 {
			c.opened.dropPending()
			c.host.SetError("Cannot open " + o.link + ": " + o.failure(false))
			return
		}
		c.arrived(o)
	}
	if o.doc == nil || c.host.Document() != o.doc {
		return
	}
	c.takeHeaderBase(o)
	if msg := o.failure(true); msg != "" {
		c.host.SetError(o.link + ": " + msg)
	} else {
		c.host.ClearMessage("Opening " + o.link + " (esc stops)")
	}
	if o.frag != "" && c.host.At().Top == (doc.Pos{}) {
		o.toSection = true
		o.src.ReadAll() // the section may lie past the read-ahead
		c.goToSection(o)
	}
}

// Refreshed is told the pager took in what arrived of d, on screen: an
// output's page goes to its link's section once it is complete.
func (c *Controller) Refreshed(d *doc.Document) {
	if o := c.opened.made[d]; o != nil {
		c.goToSection(o)
	}
}

// goToSection goes to o's section once its output is read to the end (the
// command may have ended before its last bytes were read), unless the user
// moved meanwhile.
func (c *Controller) goToSection(o *output) {
	if !o.toSection || c.host.Document() != o.doc || !o.src.Complete() {
		return
	}
	o.toSection = false
	c.host.Refresh()
	if c.host.At().Top != (doc.Pos{}) {
		return
	}
	c.host.ToSection(o.frag)
}

// takeHeaderBase takes bro's "Retrieved from" header as o's base: it is where
// the page came from after redirects, which relative links start from.
func (c *Controller) takeHeaderBase(o *output) {
	if c.host.Document() == o.doc {
		c.host.Rebase(o.doc)
	}
}

// StopOpen stops an open command still producing, for esc or ctrl-c: one
// waiting for its first bytes, or the one whose page is on screen. It
// reports whether there was one.
func (c *Controller) StopOpen() bool {
	o := c.opened.dropPending()
	if o != nil {
		o.stopped = true
		o.stop()
		c.host.SetMessage("Stopped: " + o.link + " was not opened")
		return true
	}
	o = c.opened.made[c.host.Document()]
	if o == nil || o.stopped || !o.running() || o.src.Complete() {
		return false // nothing more is coming: q and esc do their usual
	}
	o.stopped = true
	o.stop()
	c.host.EndFollow()
	c.host.SetMessage("Stopped: what arrived is shown")
	return true
}

// Keep bounds the outputs the history keeps (the oldest page of one
// beyond MaxKeptOutputs leaves it), then lets go of every output neither
// on screen nor in the history. The pager calls it when a page goes on the
// history or leaves it.
func (c *Controller) Keep() {
	c.host.KeepNewest(MaxKeptOutputs, c.MadeByOpen)
	for d, o := range c.opened.made {
		if c.host.Keeps(d) {
			continue
		}
		o.stopped = true
		o.stop()
		delete(c.opened.made, d)
		delete(c.opened.commands, o)
	}
}

// MadeByOpen reports whether d is an open command's output.
func (c *Controller) MadeByOpen(d *doc.Document) bool { return d != nil && c.opened.made[d] != nil }

// Outputs counts the open commands held: the one awaited and those whose
// documents are kept.
func (c *Controller) Outputs() int {
	n := len(c.opened.made)
	if c.opened.pending != nil {
		n++
	}
	return n
}

// StopOutputs stops every open command: lwl is ending.
func (c *Controller) StopOutputs() {
	if o := c.opened.pending; o != nil {
		o.stop()
	}
	for _, o := range c.opened.made {
		o.stop()
	}
}

// dropPending forgets the open command still awaited, and how it was
// made, and returns it (nil: none).
func (op *outputs) dropPending() *output {
	o := op.pending
	if o != nil {
		op.pending = nil
		delete(op.commands, o)
	}
	return o
}

// keep holds o as its document's.
func (op *outputs) keep(o *output) {
	if op.made == nil {
		op.made = map[*doc.Document]*output{}
	}
	op.made[o.doc] = o
}
