package app

import (
	"fmt"
	"net/url"
	"os"
	"slices"
	"strings"

	"lwl/app/commands"
	"lwl/app/links"
	"lwl/widgets"
	"lwl/widgets/doc"
)

// app/commands runs the programs lwl runs on links; here are the actions
// that start them (their environment, the terminal handed over to >,
// lwl's end for !) and what the commands move (commandHost): the status
// bar, and the pages open's commands make.

// commandEnv is the process environment plus the link variables.
func (a *App) commandEnv() []string {
	link, text := "", ""
	if l, ok := a.ui.view.Document().Link(a.ui.view.SelectedLink()); ok {
		link = links.ForCommand(a.outgoingLink(l.Dest))
		text = a.ui.view.Document().LinkText(l.ID)
	}
	return links.CommandEnv(os.Environ(), link, text, a.filePath())
}

// fork runs cmd in the real terminal, then waits for a key and comes back
// to the same place. A signal that ends lwl meanwhile goes on to the
// command (see term.Signals), and lwl ends with it, without the wait.
func (a *App) fork(cmd string) {
	env, ok := a.commandReady(cmd)
	if !ok {
		return
	}
	status, goesOn := a.handTerminal(func(tty *os.File) string { return a.runHandedOver(tty, cmd, env) })
	if !goesOn {
		return
	}
	if status != "" {
		a.ui.status.SetError(strings.TrimSpace(status))
	} else {
		a.showSelectedLink() // as before the command: the link is still selected
	}
}

// runHandedOver runs cmd on tty, says how it ended and waits for a key,
// unless a signal is ending lwl.
func (a *App) runHandedOver(tty *os.File, cmd string, env []string) string {
	status := commands.RunInTerminal(tty, cmd, env, a.life.cycle.SetChild)
	if a.life.cycle.EndingSignal() != 0 {
		return status
	}
	fmt.Fprintf(tty, "\r\n[process terminated]%s\r\n", status)
	a.life.term.UnreadInput(a.life.cycle.WaitForKey()) // keys typed after the one that resumes
	return status
}

// handTerminal gives the terminal to run while it runs (tcell lets go of
// it) and says whether lwl goes on: a signal that ends lwl meanwhile goes
// on to run's process, and lwl ends with it.
func (a *App) handTerminal(run func(tty *os.File) string) (status string, goesOn bool) {
	if !a.life.cycle.BeginHandover() {
		return "", false // a signal is ending lwl
	}
	a.ui.tv.Suspend(func() {
		tty, err := os.OpenFile("/dev/tty", os.O_RDWR, 0)
		if err != nil {
			status = " cannot open the terminal: " + err.Error()
			return
		}
		defer tty.Close()
		status = run(tty)
	})
	a.life.cycle.EndHandover()
	if sig := a.life.cycle.EndingSignal(); sig != 0 {
		a.life.cycle.WaitChildGone() // none of it outlives lwl
		a.forceEndLater(sig)
		a.Stop()
		return status, false
	}
	return status, true
}

// execute ends lwl and has cmd replace it (see commands.RunExec).
func (a *App) execute(cmd string) {
	env, ok := a.commandReady(cmd)
	if !ok {
		return
	}
	a.life.execAfter(&commands.ExecRequest{Command: cmd, Env: env})
	a.Stop()
}

// ExecRequested is the command to run in lwl's place after Run returned,
// or nil.
func (a *App) ExecRequested() *commands.ExecRequest { return a.life.execReq }

// runShell is the action `run COMMAND` (see commands.Run).
func (a *App) runShell(cmd string) {
	if env, ok := a.commandReady(cmd); ok {
		a.life.commands.Run(cmd, env)
	}
}

// open's links that lwl opens itself (a section of this document, a local
// file, lwl:) open as follow opens them; the rest go to the command, its
// output shown as a new page.

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
	a.life.commands.Open(cmd, env, dest)
}

// commandHost is the pager as app/commands moves it.
type commandHost struct{ a *App }

func (h commandHost) SetMessage(text string) { h.a.ui.status.SetMessage(text) }
func (h commandHost) SetError(text string)   { h.a.ui.status.SetError(text) }

func (h commandHost) ClearMessage(text string) {
	if h.a.ui.status.Message() == text {
		h.a.ui.status.ClearMessage()
	}
}

func (h commandHost) Work(fn func()) { h.a.work(fn) }
func (h commandHost) Post(fn func()) { h.a.post(fn) }

func (h commandHost) Document() *doc.Document { return h.a.ui.view.Document() }

func (h commandHost) At() commands.Place {
	st := h.a.ui.view.State()
	return commands.Place{Top: st.Top, HScroll: st.HScroll, Link: st.SelectedLink}
}

func (h commandHost) OptionsFor(name string, src doc.Source) doc.ParseOptions {
	return h.a.optionsFor(name, src)
}

func (h commandHost) Show(d *doc.Document, name string, base *url.URL) {
	h.a.show(d, name, "", base, "")
}

func (h commandHost) Replace(old, now *doc.Document, top int64, hscroll int, then func()) {
	a := h.a
	a.endSearch()
	a.watch(now)
	a.ui.view.Restore(widgets.ViewState{Doc: now, HScroll: hscroll, SelectedLink: -1, SelectedMatch: -1})
	a.shown.browse.Replaced(old, now)
	a.land(top, 0, then)
}

func (h commandHost) Changed()               { h.a.SourceChanged() }
func (h commandHost) Refresh()               { h.a.refresh() }
func (h commandHost) Rebase(d *doc.Document) { h.a.shown.rebase(d) }

func (h commandHost) ToSection(frag string) {
	if p, ok := findSection(h.a.ui.view.Document(), frag); ok {
		h.a.ui.view.ScrollTo(p)
	}
}

func (h commandHost) SelectLink(id int64) {
	h.a.ui.view.SelectLink(id)
	h.a.showSelectedLink()
}

func (h commandHost) EndFollow() { h.a.shown.arrive.EndFollow() }

func (h commandHost) Keeps(d *doc.Document) bool {
	a := h.a
	if d == a.ui.view.Document() || (a.less.filter != nil && a.less.filter.orig.Doc == d) {
		return true
	}
	return slices.Contains(a.shown.browse.Kept(), d)
}

func (h commandHost) KeepNewest(n int, made func(*doc.Document) bool) {
	h.a.shown.browse.KeepNewest(n, made)
}
