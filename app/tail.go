package app

import (
	"os"
	"time"

	"github.com/gdamore/tcell/v2"

	"lwl/widgets/doc"
)

// F, as tail -f: stay at the end and show what is added to the file or
// arrives on the pipe, until a key is typed. Each look costs a stat: the
// document takes in only the new bytes, so a 1 GB file costs what a small
// one does. With --follow-name a file renamed away and made again under
// its name (a rotated log) is reopened.

// tailEvery is how often F looks for new text.
const tailEvery = 200 * time.Millisecond

const tailMessage = "Waiting for data... (any key stops)"

// tail starts following the end.
func (a *App) tail() {
	if !a.less.follow() {
		return
	}
	ticket := a.less.tails.take()
	a.tailStep()
	a.await(tailMessage, func(*tcell.EventKey) { a.stopTail() })
	a.work(func() {
		t := time.NewTicker(tailEvery)
		defer t.Stop()
		for range t.C {
			if !a.less.tails.wants(ticket) || a.life.stopping.Load() {
				return
			}
			a.post(func() {
				if a.less.tails.wants(ticket) {
					a.tailStep()
				}
			})
		}
	})
}

// stopTail ends following.
func (a *App) stopTail() {
	if !a.less.unfollow() {
		return
	}
	a.less.tails.drop()
	a.ui.status.SetMessage("Stopped following")
}

// tailStep takes in what was added and shows the end.
func (a *App) tailStep() {
	if a.opts.FollowName {
		a.reopenRotated()
	}
	a.refresh()
	a.ui.view.ScrollToEnd()
	if a.ui.status.Message() == "" {
		a.ui.status.SetMessage(tailMessage)
	}
}

// reopenRotated opens the file its name names now, if that is another
// file than the one on screen (the old one was renamed away).
func (a *App) reopenRotated() {
	d := a.ui.view.Document()
	src, ok := d.Source().(*doc.FileSource)
	if !ok || a.shown.path == "" || !replaced(src, a.shown.path) {
		return
	}
	if _, err := os.Stat(a.shown.path); err != nil {
		return // between the rename and the new file: look again later
	}
	nsrc, err := doc.OpenFile(a.shown.path)
	if err != nil {
		return
	}
	nd := doc.New(nsrc, d.Options())
	a.endSearch()
	a.watch(nd)
	a.ui.view.SetDocument(nd)
	leave(d)
	a.ui.status.SetMessage(a.shown.name + " was replaced: following the new file")
}
