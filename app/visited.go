package app

// Links already followed are drawn in the theme's link-visited style: the
// destinations, resolved, are kept by app/visited, shared by every lwl.

// linkVisited reports whether the link of ID id on screen leads where the
// user went before.
func (a *App) linkVisited(id int64) bool {
	l, ok := a.ui.view.Document().Link(id)
	return ok && l.Dest != "" && a.opts.Visited.Has(a.resolve(l.Dest))
}

// markVisited records dest as followed.
func (a *App) markVisited(dest string) {
	if a.opts.Visited == nil || dest == "" {
		return
	}
	if err := a.opts.Visited.Add(dest); err != nil {
		a.ui.status.SetError("Visited links not kept: " + err.Error())
	}
	a.ui.view.Invalidate()
}

// visitedNote is what the preview adds for a destination followed before.
func (a *App) visitedNote(dest string) string {
	if a.opts.Visited != nil && a.opts.Visited.Has(dest) {
		return "  (visited)"
	}
	return ""
}
