package app

import (
	"os"
	"strings"

	"lwl/app/links"
	"lwl/widgets/doc"
)

// goToURL is U's prompt accepted: the typed URL (relative to the page's
// base) is followed as Enter follows a link.
func (a *App) goToURL(typed string) {
	typed = strings.TrimSpace(typed)
	if typed == "" {
		return
	}
	dest := a.resolve(typed)
	if a.opts.Secure {
		if _, here := a.sameDocument(typed); !here && !strings.HasPrefix(dest, links.EmbeddedScheme+":") {
			a.ui.status.SetError("following links: " + secureMessage + " (" + dest + ")")
			return
		}
	}
	if _, here := a.followHere(doc.Link{Dest: typed}); here {
		return
	}
	b, ok := a.opts.Keys["ground"]["enter"]
	if !ok || b.Action != "follow" && b.Action != "open" && b.Action != "exec" {
		a.ui.status.SetMessage("Enter does not follow links: bind it to follow COMMAND or open COMMAND to go to " + dest)
		return
	}
	if prog := links.MissingProgram(b.Arg); prog != "" {
		if b.Action != "follow" || !a.shown.browse.BrowserFallback(prog, dest) {
			a.ui.status.SetError(prog + " is not installed (not found on PATH): cannot go to " + dest)
		}
		return
	}
	a.shown.browse.MarkVisited(dest)
	env := links.CommandEnv(os.Environ(), links.ForCommand(links.Outgoing(a.shown.base, typed)), "", a.filePath())
	if b.Action == "open" {
		if !a.cannotRun(b.Arg, env) {
			a.life.commands.Open(b.Arg, env, dest)
		}
		return
	}
	a.handOver(b.Arg, env)
}
