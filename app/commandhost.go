package app

// app/commands runs the programs lwl runs on links; here is what it moves
// (commandHost).

// commandHost is the pager as app/commands reports to it.
type commandHost struct{ a *App }

func (h commandHost) SetMessage(text string) { h.a.ui.status.SetMessage(text) }
func (h commandHost) SetError(text string)   { h.a.ui.status.SetError(text) }
func (h commandHost) Work(fn func())         { h.a.work(fn) }
func (h commandHost) Post(fn func())         { h.a.post(fn) }
