package app

import (
	"github.com/gdamore/tcell/v2"

	"lwl/app/arrive"
	"lwl/widgets/doc"
)

// app/arrive refreshes the screen as the document on it grows, and keeps
// G's and F's following of its end; here is the pager as it sees it
// (arriveHost) and the App's doors to it.

// SourceChanged is called from any goroutine when the source grew.
func (a *App) SourceChanged() { a.shown.arrive.Changed() }

// refresh takes in what the source has now.
func (a *App) refresh() { a.shown.arrive.Refresh() }

// toEnd is G; tail is F; stopReading ends a G on a pipe, reporting whether
// there was one.
func (a *App) toEnd()            { a.shown.arrive.ToEnd() }
func (a *App) tail()             { a.shown.arrive.Tail() }
func (a *App) stopReading() bool { return a.shown.arrive.StopReading() }

// newArrive makes the controller of the text arriving, once the widgets
// are.
func (a *App) newArrive() *arrive.Controller {
	return arrive.New(a.ui.view, a.ui.status, arriveHost{a}, arrive.Options{FollowName: a.opts.FollowName})
}

// arriveHost is the pager as app/arrive sees it.
type arriveHost struct{ a *App }

func (h arriveHost) Shown() (name, path string) { return h.a.shown.name, h.a.shown.path }

func (h arriveHost) TakeIn(d *doc.Document) {
	a := h.a
	a.ui.view.Refresh()
	a.landAgain()
	a.input.search.CountMore()
	a.shown.headerArrived(d) // bro's first line may arrive after lwl started
}

func (h arriveHost) Settle(d *doc.Document) {
	h.a.life.commands.Refreshed(d)
	h.a.startWhenReady()
}

func (h arriveHost) Reopen(old, now *doc.Document) {
	a := h.a
	a.endSearch()
	a.watch(now)
	a.ui.view.SetDocument(now)
	leave(old)
}

func (h arriveHost) AwaitKey(message string, then func()) {
	h.a.await(message, func(*tcell.EventKey) { then() })
}

func (h arriveHost) Work(fn func()) { h.a.work(fn) }
func (h arriveHost) Post(fn func()) { h.a.post(fn) }
func (h arriveHost) Stopping() bool { return h.a.life.stopping.Load() }
