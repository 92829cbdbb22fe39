package app

// The action `open COMMAND` (app/commands runs it): links lwl opens itself
// (a section of this document, a local file, lwl:) open as follow opens
// them; the rest go to the command, its output shown as a new page.

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
