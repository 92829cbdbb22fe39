package app

import (
	"lwl/app/startup"
	"lwl/widgets/doc"
)

// app/startup makes the start move (+G, +F, +NUMBER, +/PATTERN) once the
// text it needs has arrived; here is what it moves (startHost). Where a
// move lands is app's (jump.go).

// Startup is where lwl starts, from less's +commands, and a message for
// the first screen.
type Startup = startup.Start

// StartAt applies s: call it after New and before Run. The message shows
// on the first screen; the move is made once the first frame is drawn,
// when the view knows its size.
func (a *App) StartAt(s Startup) { a.life.startupMoves.Begin(s) }

// startWhenReady makes a start move waiting for its text, if the text is
// there now.
func (a *App) startWhenReady() { a.life.startupMoves.TextArrived() }

// stopPendingStart is ctrl-c while a start move waits for its text. It
// reports whether there was one to stop.
func (a *App) stopPendingStart() bool { return a.life.startupMoves.Stop() }

// startHost is the pager as app/startup moves it.
type startHost struct{ a *App }

func (h startHost) Document() *doc.Document { return h.a.ui.view.Document() }
func (h startHost) AtTop() bool             { return h.a.ui.view.Top() == doc.Pos{} }
func (h startHost) Height() int             { return h.a.ui.view.Height() }
func (h startHost) SetMessage(text string)  { h.a.ui.status.SetMessage(text) }
func (h startHost) Message() string         { return h.a.ui.status.Message() }
func (h startHost) ClearMessage()           { h.a.ui.status.ClearMessage() }
func (h startHost) GotoLine(n int)          { h.a.gotoLine(n) }
func (h startHost) ToEnd()                  { h.a.toEnd() }
func (h startHost) Follow()                 { h.a.tail() }

func (h startHost) Compile(pattern string) (*doc.Query, error) { return h.a.compileQuery(pattern) }

func (h startHost) Search(pattern string) {
	h.a.input.search.RepeatQuery(pattern) // / Enter repeats it, as in less
	h.a.startSearch(pattern, false)
	h.a.holdKeysForStartSearch()
}

// AfterFirstFrame: keys typed at once may reach the UI goroutine before
// the post, and a key of the user's would drop the move (the view is no
// longer at the top): the first key makes it first, as less makes its
// start move before it reads a key.
func (h startHost) AfterFirstFrame(fn func()) {
	a := h.a
	a.life.afterFirstFrame(fn)
	a.work(func() {
		<-a.life.started
		a.post(a.life.makeStartMove)
	})
}
