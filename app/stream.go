package app

import (
	"errors"
	"fmt"
	"time"

	"lwl/internal/decompress"
	"lwl/widgets/doc"
)

// A document on a pipe grows while lwl shows it. The reading goroutine
// reports new bytes through SourceChanged; the screen is refreshed at most
// every refreshEvery, and the reader never waits for the screen.

const refreshEvery = 30 * time.Millisecond

// SourceChanged is called from any goroutine when the source grew.
func (a *App) SourceChanged() {
	if a.shown.refreshing.Swap(true) {
		return // a refresh is already on its way; it will see these bytes
	}
	a.work(func() {
		if wait := time.Duration(a.shown.lastFresh.Load() + int64(refreshEvery) - time.Now().UnixNano()); wait > 0 {
			time.Sleep(wait)
		}
		a.post(func() {
			a.shown.refreshing.Store(false)
			a.shown.lastFresh.Store(time.Now().UnixNano())
			a.refresh()
		})
	})
}

// refresh takes in what the source has now.
func (a *App) refresh() {
	d := a.ui.view.Document()
	if !d.Refresh() {
		// A stream that ended before its document was made (a small
		// corrupt archive) brings no news after: its error is said here.
		a.sayStreamErr(d)
		return
	}
	a.ui.view.Refresh()
	a.landAgain()
	a.input.search.CountMore()
	a.shown.headerArrived(d) // bro's first line may arrive after lwl started
	if a.shown.followEnd {
		a.ui.view.ScrollToEnd()
		s, _ := d.Source().(*doc.StreamSource)
		// The snapshot's Complete, not the stream's: a stream that ended
		// after the snapshot was taken has a last refresh coming, and G
		// must follow it (it stopped short of a long last line's end).
		if d.Complete() || s == nil || !s.ReadingAll() {
			a.shown.endFollow()
			a.ui.status.ClearMessage()
		} else {
			a.ui.status.SetMessage(a.readingMessage())
		}
	}
	a.life.commands.Refreshed(d)
	a.startWhenReady()
	// After G's end cleared its progress: what went wrong must stay said.
	a.sayStreamErr(d)
	if d.Truncated() {
		a.ui.status.SetError("The file is shorter than it was: showing what is left")
	}
	if s, ok := d.Source().(*doc.StreamSource); ok && s.Err() != nil {
		return // the reason reading stopped says where the text went
	}
	if err := a.spillErr(); err != nil && !a.shown.followEnd && a.shown.tellSpill() { // once; while G reads on, its message says it
		a.ui.status.SetError(a.shown.name + ": kept in memory, " + err.Error())
	}
}

// sayStreamErr says why d's stream ended early, if it did.
func (a *App) sayStreamErr(d *doc.Document) {
	if s, ok := d.Source().(*doc.StreamSource); ok && s.Err() != nil {
		a.ui.status.SetError(a.shown.name + ": " + streamErrMessage(s.Err()))
	}
}

// streamErrMessage says why a stream ended early: a compressed file that
// does not decode to its end, or a read that failed.
func streamErrMessage(err error) string {
	var de *decompress.Error
	if errors.As(err, &de) {
		return de.Error() + " — showing what decoded"
	}
	return "reading stopped: " + err.Error() + " (what arrived is shown)"
}

// readingMessage shows G's progress on a stream, and where the text goes
// when no temporary file could be made for it.
func (a *App) readingMessage() string {
	msg := fmt.Sprintf("Reading... %d MB (ctrl-c stops)", a.ui.view.Document().Size()>>20)
	if err := a.spillErr(); err != nil {
		msg += "; kept in memory, " + err.Error()
	}
	return msg
}

// spillErr is why the stream shown could not move to a temporary file.
func (a *App) spillErr() error {
	if s, ok := a.ui.view.Document().Source().(*doc.StreamSource); ok {
		return s.SpillErr()
	}
	return nil
}

// toEnd is G: the end of what there is. On a pipe still open, lwl reads on
// to the end, staying at the bottom as text arrives, until ctrl-c.
func (a *App) toEnd() {
	d := a.ui.view.Document()
	a.refresh() // a file may have grown (or shrunk) since it was opened
	if s, ok := d.Source().(*doc.StreamSource); ok && !d.Complete() {
		s.ReadAll()
		a.shown.followToEnd()
		a.ui.status.SetMessage(a.readingMessage())
	}
	a.ui.view.ScrollToEnd()
}

// stopReading ends a G on a pipe, keeping what was read. It reports whether
// there was one to stop.
func (a *App) stopReading() bool {
	if !a.shown.followEnd {
		return false
	}
	a.shown.endFollow()
	if s, ok := a.ui.view.Document().Source().(*doc.StreamSource); ok {
		s.StopReading()
	}
	a.ui.status.SetMessage(fmt.Sprintf("Stopped reading at %d MB", a.ui.view.Document().Size()>>20))
	return true
}
