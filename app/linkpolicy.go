package app

import (
	"lwl/app/links"
	"lwl/widgets/doc"
)

// The link policy of app/links, given the shown document's base URL and
// path, and its answers brought to the status bar.

// resolve makes a destination absolute against the document's base.
func (a *App) resolve(dest string) string { return links.Resolve(a.shown.base, dest) }

// sameDocument is the fragment a destination names in the document shown.
func (a *App) sameDocument(dest string) (string, bool) { return links.SameDocument(a.shown.base, dest) }

// localPath is the file a destination names, if it names a local one.
func (a *App) localPath(dest string) (p, written string, ok bool) {
	return links.LocalPath(a.shown.base, a.shown.path, dest)
}

// outgoingLink is a destination as it leaves lwl, for a command or as a
// hyperlink.
func (a *App) outgoingLink(dest string) string { return links.Outgoing(a.shown.base, dest) }

// filePath is the current document's path for LWL_FILE ("" for a pipe).
func (a *App) filePath() string { return a.shown.path }

// usableLink is the selected link when it is on screen and has a
// destination; otherwise the status bar says none (with the message none),
// that it is off screen, or that it has no destination.
func (a *App) usableLink(none string) (doc.Link, bool) {
	l, ok := a.input.chosen.Visible(none)
	if ok && l.Dest == "" {
		a.ui.status.SetMessage(links.NoDestMessage)
		return doc.Link{}, false
	}
	return l, ok
}

// commandReady is what every command on the selected link checks first:
// the link is usable (or none is selected) and the command can run with
// the link in its environment. It returns that environment, or false
// once the status bar said why not.
func (a *App) commandReady(cmd string) ([]string, bool) {
	if a.input.chosen.Unusable() {
		return nil, false
	}
	env := a.commandEnv()
	return env, !a.cannotRun(cmd, env)
}

// cannotRun shows why cmd cannot be run with env, and reports whether it
// cannot: the caller then keeps the screen and stays.
func (a *App) cannotRun(cmd string, env []string) bool {
	if a.refuseSecure("running a command") {
		return true // every command passes here: secure mode's last word
	}
	p := links.CommandProblem(cmd, env)
	if p != "" {
		a.ui.status.SetError("Cannot run the command: " + p)
	}
	return p != ""
}
