package app

// scrollToQuit is a forward scroll under less's -e or -E: -E quits once
// the scroll shows the end of the text, -e when the end was on screen
// already (the second time the end is reached). A text still arriving
// has no end yet.
func (a *App) scrollToQuit(arg string, count int) {
	endBefore := a.endOnScreen()
	a.scrollRows(arg, count)
	if a.endOnScreen() && (a.opts.QuitAtEOF == 2 || endBefore) {
		a.quit()
	}
}

// endOnScreen reports whether the last row of a complete text is on
// screen.
func (a *App) endOnScreen() bool {
	d := a.ui.view.Document()
	return d.Complete() && a.ui.view.Bottom() == d.End()
}
