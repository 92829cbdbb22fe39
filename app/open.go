package app

import (
	"slices"

	"lwl/widgets/doc"
)

// The action `open COMMAND` browses inside lwl: where follow hands a web
// link to the browser in lwl's place, open runs COMMAND (bro --dump, curl
// piped to pandoc) with $LINK set and shows its standard output as a new
// document, read as it arrives like a pipe, with backspace back to the page
// the link was on. The page's base is the link (or, when bro names it on
// its first line, where the page came from after redirects), so its
// relative links open the same way. Links lwl opens itself (a section of
// this document, a local file, lwl:) open as follow opens them.
//
// A command's output cannot be made again, so its document is kept while
// its page is in the history, as the pipe lwl started with is: back
// returns to it, place and selection restored. The last maxKeptOutputs
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

// maxKeptOutputs bounds the command outputs the history keeps.
const maxKeptOutputs = 20

// outputs are lwl's open commands: the one started whose output has not
// arrived yet, and those whose documents are on screen or in the history.
type outputs struct {
	pending  *output
	made     map[*doc.Document]*output
	commands map[*output]openCommand // how each was made, for R (reload.go)
	reload   *pendingReload          // R's command, to replace its page
}

// openChecked is the action open. Secure mode runs no command and opens
// no other file: there open does only what follow does (a section of this
// document, a document inside lwl) and refuses the rest, as follow does.
func (a *App) openChecked(cmd string) {
	if a.opts.Secure {
		a.followChecked(cmd)
		return
	}
	a.open(cmd)
}

// open is the action `open COMMAND` on the selected link (openChecked
// comes first).
func (a *App) open(cmd string) {
	dest, ok := a.linkOut("open", cmd)
	if !ok {
		return
	}
	env := a.commandEnv()
	if a.cannotRun(cmd, env) {
		return
	}
	a.startOpen(cmd, env, dest)
}

// startOpen runs cmd for dest; its output is shown once it arrives. A
// command still waiting for its first bytes is stopped: the newer wins.
func (a *App) startOpen(cmd string, env []string, dest string) {
	if p := a.shown.dropOpening(); p != nil {
		p.stopped = true
		p.stop()
	}
	arrived := false // on the reading goroutine only
	o, err := startOutput(cmd, env, dest, func(o *output) {
		if arrived {
			a.SourceChanged() // the same refresh path as a pipe's
			return
		}
		arrived = true
		a.post(func() { a.outputArrived(o) })
	})
	if err != nil {
		a.ui.status.SetError("Cannot open " + dest + ": " + err.Error())
		return
	}
	a.shown.opening(o)
	a.shown.opened.rememberCommand(o, cmd, env)
	a.ui.status.SetMessage("Opening " + dest + " (esc stops)")
	a.work(func() {
		<-o.exited
		<-o.first // whether it printed anything is known
		a.post(func() { a.outputEnded(o) })
	})
}

// outputArrived shows the first bytes of o's output as a new page.
func (a *App) outputArrived(o *output) {
	if a.shown.opened.pending != o || o.src.Size() == 0 {
		return // stopped, a newer open took its place, or it printed nothing
	}
	a.shown.openArrived()
	o.doc = doc.New(o.src, a.optionsFor(o.link, o.src))
	if !a.replaceReloaded(o) {
		a.show(o.doc, o.link, "", o.base, "")
	}
	a.shown.keepOutput(o)
	a.refresh()
	a.takeHeaderBase(o)
}

// outputEnded says how o's command ended: a failure as an error (the page
// stays as it was when nothing was printed), and goes to the link's
// section once the page is complete.
func (a *App) outputEnded(o *output) {
	if o.stopped {
		return // lwl stopped it and said so then
	}
	if a.shown.opened.pending == o {
		if o.src.Size() == 0 {
			a.shown.dropOpening()
			a.ui.status.SetError("Cannot open " + o.link + ": " + o.failure(false))
			return
		}
		a.outputArrived(o)
	}
	if o.doc == nil || a.ui.view.Document() != o.doc {
		return
	}
	a.takeHeaderBase(o)
	if msg := o.failure(true); msg != "" {
		a.ui.status.SetError(o.link + ": " + msg)
	} else if a.ui.status.Message() == "Opening "+o.link+" (esc stops)" {
		a.ui.status.ClearMessage()
	}
	if o.frag != "" && a.ui.view.Top() == (doc.Pos{}) {
		o.toSection = true
		o.src.ReadAll() // the section may lie past the read-ahead
		a.goToSection(o)
	}
}

// goToSection goes to o's section once its output is read to the end (the
// command may have ended before its last bytes were read), unless the user
// moved meanwhile. refresh calls it as more arrives.
func (a *App) goToSection(o *output) {
	if !o.toSection || a.ui.view.Document() != o.doc || !o.src.Complete() {
		return
	}
	o.toSection = false
	a.refresh()
	if a.ui.view.Top() != (doc.Pos{}) {
		return
	}
	if p, ok := findSection(o.doc, o.frag); ok {
		a.ui.view.ScrollTo(p)
	}
}

// takeHeaderBase takes bro's "Retrieved from" header as o's base: it is where
// the page came from after redirects, which relative links start from.
func (a *App) takeHeaderBase(o *output) {
	if a.ui.view.Document() != o.doc {
		return
	}
	a.shown.rebase(o.doc)
}

// stopOpen stops an open command still producing, for esc or ctrl-c: one
// waiting for its first bytes, or the one whose page is on screen. It
// reports whether there was one.
func (a *App) stopOpen() bool {
	o := a.shown.dropOpening()
	if o != nil {
		o.stopped = true
		o.stop()
		a.ui.status.SetMessage("Stopped: " + o.link + " was not opened")
		return true
	}
	o = a.shown.opened.made[a.ui.view.Document()]
	if o == nil || o.stopped || !o.running() || o.src.Complete() {
		return false // nothing more is coming: q and esc do their usual
	}
	o.stopped = true
	o.stop()
	a.shown.endFollow()
	a.ui.status.SetMessage("Stopped: what arrived is shown")
	return true
}

// keepOutputs bounds the outputs the history keeps (the oldest page of one
// beyond maxKeptOutputs leaves it), then lets go of every output neither on
// screen nor in the history. push and back call it.
func (a *App) keepOutputs() {
	a.shown.browse.KeepNewest(maxKeptOutputs, a.madeByOpen)
	for d, o := range a.shown.opened.made {
		if a.showsOrKeeps(d) {
			continue
		}
		o.stopped = true
		o.stop()
		delete(a.shown.opened.made, d)
		delete(a.shown.opened.commands, o)
	}
}

// showsOrKeeps reports whether d is on screen, or will be again: a page of
// the history keeps it, or a filter (&) shows its lines in its place.
func (a *App) showsOrKeeps(d *doc.Document) bool {
	if d == a.ui.view.Document() || (a.less.filter != nil && a.less.filter.orig.Doc == d) {
		return true
	}
	return slices.Contains(a.shown.browse.Kept(), d)
}

// madeByOpen reports whether d is an open command's output.
func (a *App) madeByOpen(d *doc.Document) bool { return d != nil && a.shown.opened.made[d] != nil }

// stopOutputs stops every open command: lwl is ending.
func (a *App) stopOutputs() {
	if o := a.shown.opened.pending; o != nil {
		o.stop()
	}
	for _, o := range a.shown.opened.made {
		o.stop()
	}
}
