package app

import (
	"os"
	"os/exec"

	"lwl/app/browse"
	"lwl/app/commands"
	"lwl/app/session"
	"lwl/app/visited"
	"lwl/widgets"
	"lwl/widgets/doc"
)

// app/browse goes back and forward across documents and across lwl
// processes; here is what it moves (pagerHost) and the hand-over of the
// session to the lwl follow's command starts.

// startAcross says at start what was wrong with the session or the
// visited file, and draws the visited links.
func (a *App) startAcross() {
	if a.opts.StartNote != "" {
		a.ui.status.SetMessage(a.opts.StartNote)
	}
	if a.shown.browse.DrawsVisited() {
		a.ui.view.SetVisited(a.shown.browse.LinkVisited)
		a.shown.browse.LoadVisited()
	}
}

// JoinAcross gives the app the session and visited links that main opened
// while the app was built and drew its first frame (Options had neither):
// nothing before the first frame needs them. Call it before Run.
func (a *App) JoinAcross(s *session.Session, v *visited.Visited, note string) {
	a.opts.Session, a.opts.Visited, a.opts.StartNote = s, v, note
	a.shown.browse.Join(s, v)
	a.startAcross()
}

// push remembers the place on screen, to come back to with back.
func (a *App) push() { a.shown.browse.Push(); a.life.commands.Keep() }

// leave lets go of a document no longer shown: a file is closed (a page
// reopens it); a stream stays, as pages hold it.
func leave(d *doc.Document) {
	if f, ok := d.Source().(*doc.FileSource); ok {
		f.Close()
	}
}

// followInPlace has follow's command replace lwl for the selected link.
func (a *App) followInPlace(cmd string) {
	if !a.input.chosen.Unusable() {
		a.handOver(cmd, a.commandEnv())
	}
}

// handOver has cmd replace lwl, handing it the session so the lwl it
// starts goes on with the same history.
func (a *App) handOver(cmd string, env []string) {
	if a.cannotRun(cmd, env) {
		return
	}
	if err := a.shown.browse.Sync(); err != nil {
		a.ui.status.SetError("History: " + err.Error() + " (the next page starts a history of its own)")
	} else if e := a.shown.browse.Env(); e != "" {
		env = append(env, e)
	}
	a.life.execAfter(&commands.ExecRequest{Command: cmd, Env: env, KeepSession: true})
	a.Stop()
}

// pagerHost is the pager as app/browse moves it.
type pagerHost struct{ a *App }

func (h pagerHost) Document() *doc.Document { return h.a.ui.view.Document() }

func (h pagerHost) Place() browse.Place {
	st := h.a.ui.view.State()
	return browse.Place{Top: st.Top, HScroll: st.HScroll, Link: st.SelectedLink, Match: st.SelectedMatch}
}

func (h pagerHost) Shown() browse.Shown {
	s := &h.a.shown
	return browse.Shown{Name: s.name, Path: s.path, Base: s.base, AutoBase: s.autoBase}
}

func (h pagerHost) SetMessage(text string) { h.a.ui.status.SetMessage(text) }
func (h pagerHost) SetError(text string)   { h.a.ui.status.SetError(text) }
func (h pagerHost) Redraw()                { h.a.ui.view.Invalidate() }

func (h pagerHost) Return(d *doc.Document, at browse.Place, shown browse.Shown) {
	a := h.a
	a.present(d, &widgets.ViewState{Top: at.Top, HScroll: at.HScroll, SelectedLink: at.Link, SelectedMatch: at.Match},
		shown.Name, shown.Path, shown.Base, shown.AutoBase)
	a.life.commands.Keep()
	a.showSelectedLink() // the link selected there, where it leads
}

func (h pagerHost) Show(d *doc.Document, name string) { h.a.show(d, name, "", nil, "") }

func (h pagerHost) OptionsFor(name string, src doc.Source) doc.ParseOptions {
	return h.a.optionsFor(name, src)
}

func (h pagerHost) MadeByOpen(d *doc.Document) bool { return h.a.life.commands.MadeByOpen(d) }

func (h pagerHost) Jump(p doc.Pos) {
	h.a.noteJump()
	h.a.ui.view.ScrollTo(p)
}

func (h pagerHost) Work(fn func()) { h.a.work(fn) }
func (h pagerHost) Post(fn func()) { h.a.post(fn) }

// RunBrowser gives the terminal to the browser while it runs (it may be a
// terminal browser); lwl comes back when it ends, or ends with it when a
// signal came meanwhile.
func (h pagerHost) RunBrowser(argv []string) (status string, started bool) {
	status, goesOn := h.a.handTerminal(func(tty *os.File) string {
		s, ok := commands.RunOnTerminal(tty, exec.Command(argv[0], argv[1:]...), h.a.life.cycle.SetChild)
		started = ok
		return s
	})
	return status, started || !goesOn // no other browser while lwl ends
}
